import { UnsubscribePage } from '~/components/unsubscribe-page'
import { pageMeta } from '~/lib/meta'
import { unsubscribeAction, unsubscribeLoader } from '~/lib/one-click-unsubscribe.server'
import { reminderTarget, unsubscribeReminders } from '~/lib/partners/reminders.server'
import { sendForm } from '~/lib/send-form'
import type { Route } from './+types/unsubscribe'

// The link in every freshness reminder to partners (app/lib/partners/reminders.server.ts): a button
// stops them, without signing in and without JavaScript; a mail program's one-click (RFC 8058)
// POSTs `List-Unsubscribe=One-Click` here and gets a plain page (app/lib/one-click-unsubscribe.server.ts).

export const meta = () => [
  ...pageMeta('Stop reminders', 'Stop the reminders to check your listings.'),
  { name: 'robots', content: 'noindex' },
]

const REMINDERS = {
  target: reminderTarget,
  unsubscribe: unsubscribeReminders,
  path: '/partner/unsubscribe',
  toast: (email: string) => ({
    title: 'Reminders stopped',
    description: `${email} will get no more reminders to check its listings.`,
  }),
}

export async function loader({ request }: Route.LoaderArgs) {
  return unsubscribeLoader(request, REMINDERS)
}

export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request }: Route.ActionArgs) {
  return unsubscribeAction(request, REMINDERS)
}

export default function PartnerUnsubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <UnsubscribePage
      loaderData={loaderData}
      actionData={actionData}
      texts={{
        title: { done: 'Reminders stopped', ask: 'Stop reminders', invalid: 'This link does not work' },
        ask: (address) => <>Stop the monthly reminders to check your listings, sent to {address}?</>,
        done: (address) => (
          <>
            {address} will get no more reminders. Your listings stay in the guide; you can still update them.
          </>
        ),
        invalid: 'The link is incomplete or unknown. Copy the whole link from the email.',
        button: 'Stop reminders',
        link: { to: '/partner', label: 'Go to your business' },
      }}
    />
  )
}
