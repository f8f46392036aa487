import { data } from 'react-router'
import { ConfirmByButtonPage, confirmPageState, confirmTokenOf } from '~/components/confirm-by-button'
import { getDb } from '~/lib/db.server'
import { readForm } from '~/lib/form.server'
import {
  CONFIRM_DAYS,
  confirmRecipient,
  recipientTokenState,
  type RecipientConfirmState,
} from '~/lib/mail/recipients.server'
import { pageMeta } from '~/lib/meta'
import { sendForm } from '~/lib/send-form'
import { redirectWithToast } from '~/lib/toast.server'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { localeOfPath, localizedPath } from '~/lib/i18n/config'
import type { MessageKey } from '~/lib/i18n/messages'
import { useT } from '~/lib/i18n/use-t'
import type { Route } from './+types/confirm'

// A submitter's address, confirmed once (decision 031): the link in "Confirm your address to get
// updates on your submission" opens this page, and its button confirms (a button, not the link
// itself, so a mail scanner following links confirms nothing). Works without JavaScript.

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData?.metaTitle ?? 'Confirm your address',
    loaderData?.metaDescription ?? 'Confirm your address to get updates on your submission.',
  ),
  { name: 'robots', content: 'noindex' },
]

const localeOf = (request: Request) => localeOfPath(new URL(request.url).pathname)

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(request)
  const say = serverT(locale)
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const state = await recipientTokenState(getDb(), token)
  return data(
    {
      token: state === 'valid' ? token : '',
      state,
      days: CONFIRM_DAYS,
      messages: messagesFor(locale, ['mail.confirmPage']),
      metaTitle: say('mail.confirmPage.metaTitle'),
      metaDescription: say('mail.confirmPage.metaDescription'),
    },
    { status: state === 'invalid' ? 404 : 200 },
  )
}

// A failed send keeps the page as it was and says so (app/lib/send-form.ts).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request }: Route.ActionArgs) {
  const read = await readForm(request)
  const token = confirmTokenOf(request, read.ok ? read.form : undefined)
  const state = await confirmRecipient(getDb(), token)
  if (state === 'confirmed') {
    const locale = localeOf(request)
    const say = serverT(locale)
    return redirectWithToast(localizedPath(`/mail/confirm?token=${encodeURIComponent(token)}`, locale), {
      type: 'success',
      title: say('mail.confirmPage.toastTitle'),
      description: say('mail.confirmPage.toastDescription'),
    })
  }
  return data({ token: '', state, days: CONFIRM_DAYS }, { status: state === 'invalid' ? 404 : 410 })
}

export default function MailConfirmRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { state: page, failed } = confirmPageState<{
    token: string
    state: RecipientConfirmState
    days: number
  }>(loaderData, actionData)
  const t = useT()
  const state: RecipientConfirmState = page.state
  return (
    <ConfirmByButtonPage
      title={t(`mail.confirmPage.${state}.title` as MessageKey)}
      body={t(`mail.confirmPage.${state}.body` as MessageKey, { days: page.days })}
      failed={failed}
      button={state === 'valid' ? { token: page.token, label: t('mail.confirmPage.button') } : undefined}
      link={{ to: t.path('/'), label: t('mail.confirmPage.toGuide'), primary: state === 'confirmed' }}
    />
  )
}
