import { data } from 'react-router'
import { ConfirmByButtonPage, confirmPageState, confirmTokenOf } from '~/components/confirm-by-button'
import { getDb } from '~/lib/db.server'
import { readForm } from '~/lib/form.server'
import { unsubscribeNewsletter, unsubscribeTarget } from '~/lib/mail/newsletter.server'
import { pageMeta } from '~/lib/meta'
import { sendForm } from '~/lib/send-form'
import { redirectWithToast } from '~/lib/toast.server'
import type { Route } from './+types/unsubscribe'

// Every newsletter's unsubscribe link (the visible one and the List-Unsubscribe header) opens
// this page: a button unsubscribes, without signing in and without JavaScript. Mail programs'
// one-click unsubscribe (RFC 8058) POSTs `List-Unsubscribe=One-Click` to the same address and
// gets a plain 200 page.

export const meta = () => [
  ...pageMeta('Unsubscribe', 'Unsubscribe from the Wyoming Navigator newsletter.'),
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request }: Route.LoaderArgs) {
  const token = confirmTokenOf(request)
  const target = await unsubscribeTarget(getDb(), token)
  if (!target) return data({ state: 'invalid' as const, token: '', email: '' }, { status: 404 })
  return { state: target.unsubscribed ? ('done' as const) : ('ask' as const), token, email: target.email }
}

// A failed send keeps the page as it was and says so (app/lib/send-form.ts).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request }: Route.ActionArgs) {
  const read = await readForm(request)
  const form = read.ok ? read.form : undefined
  const token = confirmTokenOf(request, form)
  const target = await unsubscribeTarget(getDb(), token)
  if (!target || !(await unsubscribeNewsletter(getDb(), token)))
    return data({ state: 'invalid' as const, token: '', email: '' }, { status: 404 })
  // A mail program's one-click: a page, no redirect.
  if (form?.get('List-Unsubscribe') === 'One-Click')
    return { state: 'done' as const, token, email: target.email }
  return redirectWithToast(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, {
    type: 'success',
    title: 'Unsubscribed',
    description: `${target.email} will get no more newsletters.`,
  })
}

export default function NewsletterUnsubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
  const {
    state: { state, token, email },
    failed,
  } = confirmPageState(loaderData, actionData)
  const address = <strong className="[overflow-wrap:anywhere]">{email}</strong>
  return (
    <ConfirmByButtonPage
      title={
        state === 'done'
          ? 'You are unsubscribed'
          : state === 'ask'
            ? 'Unsubscribe'
            : 'This link does not work'
      }
      body={
        state === 'ask' ? (
          <>Stop sending the Wyoming Navigator newsletter to {address}?</>
        ) : state === 'done' ? (
          <>{address} will get no more newsletters. You can subscribe again on the blog at any time.</>
        ) : (
          'The unsubscribe link is incomplete or unknown. Copy the whole link from the email.'
        )
      }
      failed={failed}
      button={state === 'ask' ? { token, label: 'Unsubscribe' } : undefined}
      link={{ to: '/blog', label: 'Go to the blog' }}
    />
  )
}
