import { UnsubscribePage } from '~/components/unsubscribe-page'
import { unsubscribeNewsletter, unsubscribeTarget } from '~/lib/mail/newsletter.server'
import { pageMeta } from '~/lib/meta'
import { unsubscribeAction, unsubscribeLoader } from '~/lib/one-click-unsubscribe.server'
import { sendForm } from '~/lib/send-form'
import type { Route } from './+types/unsubscribe'

// Every newsletter's unsubscribe link (the visible one and the List-Unsubscribe header) opens
// this page: a button unsubscribes, without signing in and without JavaScript. Mail programs'
// one-click unsubscribe (RFC 8058) POSTs `List-Unsubscribe=One-Click` to the same address and
// gets a plain 200 page (app/lib/one-click-unsubscribe.server.ts).

export const meta = () => [
  ...pageMeta('Unsubscribe', 'Unsubscribe from the Wyoming Navigator newsletter.'),
  { name: 'robots', content: 'noindex' },
]

const NEWSLETTER = {
  target: unsubscribeTarget,
  unsubscribe: unsubscribeNewsletter,
  path: '/newsletter/unsubscribe',
  toast: (email: string) => ({
    title: 'Unsubscribed',
    description: `${email} will get no more newsletters.`,
  }),
}

export async function loader({ request }: Route.LoaderArgs) {
  return unsubscribeLoader(request, NEWSLETTER)
}

// A failed send keeps the page as it was and says so (app/lib/send-form.ts).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request }: Route.ActionArgs) {
  return unsubscribeAction(request, NEWSLETTER)
}

export default function NewsletterUnsubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <UnsubscribePage
      loaderData={loaderData}
      actionData={actionData}
      texts={{
        title: { done: 'You are unsubscribed', ask: 'Unsubscribe', invalid: 'This link does not work' },
        ask: (address) => <>Stop sending the Wyoming Navigator newsletter to {address}?</>,
        done: (address) => (
          <>{address} will get no more newsletters. You can subscribe again on the blog at any time.</>
        ),
        invalid: 'The unsubscribe link is incomplete or unknown. Copy the whole link from the email.',
        button: 'Unsubscribe',
        link: { to: '/blog', label: 'Go to the blog' },
      }}
    />
  )
}
