import { data } from 'react-router'
import { ConfirmByButtonPage, confirmPageState, confirmTokenOf } from '~/components/confirm-by-button'
import { getDb } from '~/lib/db.server'
import { readForm } from '~/lib/form.server'
import { pageMeta } from '~/lib/meta'
import { reminderTarget, unsubscribeReminders } from '~/lib/partners/reminders.server'
import { sendForm } from '~/lib/send-form'
import { redirectWithToast } from '~/lib/toast.server'
import type { Route } from './+types/unsubscribe'

// The link in every freshness reminder to partners (app/lib/partners/reminders.server.ts): a button
// stops them, without signing in and without JavaScript; a mail program's one-click (RFC 8058)
// POSTs `List-Unsubscribe=One-Click` here and gets a plain page.

export const meta = () => [
  ...pageMeta('Stop reminders', 'Stop the reminders to check your listings.'),
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request }: Route.LoaderArgs) {
  const token = confirmTokenOf(request)
  const target = await reminderTarget(getDb(), token)
  if (!target) return data({ state: 'invalid' as const, token: '', email: '' }, { status: 404 })
  return { state: target.unsubscribed ? ('done' as const) : ('ask' as const), token, email: target.email }
}

export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request }: Route.ActionArgs) {
  const read = await readForm(request)
  const form = read.ok ? read.form : undefined
  const token = confirmTokenOf(request, form)
  const target = await reminderTarget(getDb(), token)
  if (!target || !(await unsubscribeReminders(getDb(), token)))
    return data({ state: 'invalid' as const, token: '', email: '' }, { status: 404 })
  if (form?.get('List-Unsubscribe') === 'One-Click')
    return { state: 'done' as const, token, email: target.email }
  return redirectWithToast(`/partner/unsubscribe?token=${encodeURIComponent(token)}`, {
    type: 'success',
    title: 'Reminders stopped',
    description: `${target.email} will get no more reminders to check its listings.`,
  })
}

export default function PartnerUnsubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
  const {
    state: { state, token, email },
    failed,
  } = confirmPageState(loaderData, actionData)
  const address = <strong className="[overflow-wrap:anywhere]">{email}</strong>
  return (
    <ConfirmByButtonPage
      title={
        state === 'done'
          ? 'Reminders stopped'
          : state === 'ask'
            ? 'Stop reminders'
            : 'This link does not work'
      }
      body={
        state === 'ask' ? (
          <>Stop the monthly reminders to check your listings, sent to {address}?</>
        ) : state === 'done' ? (
          <>
            {address} will get no more reminders. Your listings stay in the guide; you can still update them.
          </>
        ) : (
          'The link is incomplete or unknown. Copy the whole link from the email.'
        )
      }
      failed={failed}
      button={state === 'ask' ? { token, label: 'Stop reminders' } : undefined}
      link={{ to: '/partner', label: 'Go to your business' }}
    />
  )
}
