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
import type { Route } from './+types/confirm'

// The newsletter's double opt-in: the link in the confirmation mail opens this page, and its
// button confirms (a button, not the link itself, so a mail scanner following links subscribes
// no one). Works without JavaScript and without signing in.

export const meta = () => [
  ...pageMeta('Confirm your subscription', 'Confirm your Wyoming Navigator newsletter subscription.'),
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const state = await confirmTokenState(getDb(), token)
  return data(
    { token: state === 'valid' ? token : '', state, hours: CONFIRM_HOURS },
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
    return redirectWithToast(`/newsletter/confirm?token=${encodeURIComponent(token)}`, {
      type: 'success',
      title: 'Subscription confirmed',
      description: 'Thank you. Wyoming stories are on their way to your inbox.',
    })
  }
  return data({ token: '', state, hours: CONFIRM_HOURS }, { status: state === 'invalid' ? 404 : 410 })
}

const text = (state: ConfirmState, hours: number) =>
  ({
    valid: {
      title: 'Confirm your subscription',
      body: 'One more step: confirm that you want the Wyoming Navigator newsletter at this address.',
    },
    confirmed: {
      title: 'You are subscribed',
      body: 'Your subscription is confirmed. Every newsletter has a link to unsubscribe in one click.',
    },
    used: {
      title: 'This link was already used',
      body: 'This confirmation link was used once, and the address has unsubscribed since, so it subscribes no one. To get the newsletter again, sign up on the blog.',
    },
    expired: {
      title: 'This link has expired',
      body: `Confirmation links work for ${hours} hours. Sign up again on the blog and we will send you a new one.`,
    },
    invalid: {
      title: 'This link does not work',
      body: 'The confirmation link is incomplete or unknown. Copy the whole link from the email, or sign up again on the blog.',
    },
  })[state]

export default function NewsletterConfirmRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { state: page, failed } = confirmPageState(loaderData, actionData)
  const copy = text(page.state, page.hours)
  return (
    <ConfirmByButtonPage
      title={copy.title}
      body={copy.body}
      failed={failed}
      button={page.state === 'valid' ? { token: page.token, label: 'Confirm subscription' } : undefined}
      link={{ to: '/blog', label: 'Go to the blog', primary: page.state === 'confirmed' }}
    />
  )
}
