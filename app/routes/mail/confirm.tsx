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
import type { Route } from './+types/confirm'

// A submitter's address, confirmed once (decision 031): the link in "Confirm your address to get
// updates on your submission" opens this page, and its button confirms (a button, not the link
// itself, so a mail scanner following links confirms nothing). Works without JavaScript.

export const meta = () => [
  ...pageMeta('Confirm your address', 'Confirm your address to get updates on your submission.'),
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const state = await recipientTokenState(getDb(), token)
  return data(
    { token: state === 'valid' ? token : '', state, days: CONFIRM_DAYS },
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
    return redirectWithToast(`/mail/confirm?token=${encodeURIComponent(token)}`, {
      type: 'success',
      title: 'Address confirmed',
      description: 'Thank you. Updates on your submission are on their way.',
    })
  }
  return data({ token: '', state, days: CONFIRM_DAYS }, { status: state === 'invalid' ? 404 : 410 })
}

const text = (state: RecipientConfirmState, days: number) =>
  ({
    valid: {
      title: 'Confirm your address',
      body: 'One more step: confirm this address to get the receipt and the decision on your submission by email.',
    },
    confirmed: {
      title: 'Your address is confirmed',
      body: 'Updates on your submission are on their way to this address, and later ones will come without asking again.',
    },
    expired: {
      title: 'This link has expired',
      body: `Confirmation links work for ${days} days. Your submission is saved all the same; the next time you send something, we will send you a new link.`,
    },
    invalid: {
      title: 'This link does not work',
      body: 'The confirmation link is incomplete or unknown. Copy the whole link from the email.',
    },
  })[state]

export default function MailConfirmRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { state: page, failed } = confirmPageState(loaderData, actionData)
  const copy = text(page.state, page.days)
  return (
    <ConfirmByButtonPage
      title={copy.title}
      body={copy.body}
      failed={failed}
      button={page.state === 'valid' ? { token: page.token, label: 'Confirm address' } : undefined}
      link={{ to: '/', label: 'Go to the guide', primary: page.state === 'confirmed' }}
    />
  )
}
