import { data } from 'react-router'
import { ConfirmByButtonPage, confirmPageState, confirmTokenOf } from '~/components/confirm-by-button'
import { getDb } from '~/lib/db.server'
import { readForm } from '~/lib/form.server'
import {
  CONFIRM_HOURS,
  confirmNewsletter,
  confirmTokenState,
  type ConfirmState,
} from '~/lib/mail/newsletter.server'
import { pageMeta } from '~/lib/meta'
import { sendForm } from '~/lib/send-form'
import { redirectWithToast } from '~/lib/toast.server'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { localeOfPath, localizedPath } from '~/lib/i18n/config'
import type { MessageKey } from '~/lib/i18n/messages'
import { useT } from '~/lib/i18n/use-t'
import type { Route } from './+types/confirm'

// The newsletter's double opt-in: the link in the confirmation mail opens this page, and its
// button confirms (a button, not the link itself, so a mail scanner following links subscribes
// no one). Works without JavaScript and without signing in.

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(loaderData?.metaTitle ?? 'Confirm your subscription', loaderData?.metaDescription ?? ''),
  { name: 'robots', content: 'noindex' },
]

const localeOf = (request: Request) => localeOfPath(new URL(request.url).pathname)

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(request)
  const say = serverT(locale)
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const state = await confirmTokenState(getDb(), token)
  return data(
    {
      token: state === 'valid' ? token : '',
      state,
      hours: CONFIRM_HOURS,
      messages: messagesFor(locale, ['newsletter']),
      metaTitle: say('newsletter.confirm.metaTitle'),
      metaDescription: say('newsletter.confirm.metaDescription'),
    },
    { status: state === 'invalid' ? 404 : 200 },
  )
}

// A failed send keeps the page as it was and says so (app/lib/send-form.ts).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request }: Route.ActionArgs) {
  const read = await readForm(request)
  const token = confirmTokenOf(request, read.ok ? read.form : undefined)
  const state = await confirmNewsletter(getDb(), token)
  if (state === 'confirmed') {
    const locale = localeOf(request)
    const say = serverT(locale)
    return redirectWithToast(
      localizedPath(`/newsletter/confirm?token=${encodeURIComponent(token)}`, locale),
      {
        type: 'success',
        title: say('newsletter.confirm.toastTitle'),
        description: say('newsletter.confirm.toastDescription'),
      },
    )
  }
  return data({ token: '', state, hours: CONFIRM_HOURS }, { status: state === 'invalid' ? 404 : 410 })
}

export default function NewsletterConfirmRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { state: page, failed } = confirmPageState<{ token: string; state: ConfirmState; hours: number }>(
    loaderData,
    actionData,
  )
  const t = useT()
  const state: ConfirmState = page.state
  return (
    <ConfirmByButtonPage
      title={t(`newsletter.confirm.${state}.title` as MessageKey)}
      body={t(`newsletter.confirm.${state}.body` as MessageKey, { hours: page.hours })}
      failed={failed}
      button={
        page.state === 'valid' ? { token: page.token, label: t('newsletter.confirm.button') } : undefined
      }
      link={{ to: t.path('/blog'), label: t('newsletter.toBlog'), primary: page.state === 'confirmed' }}
    />
  )
}
