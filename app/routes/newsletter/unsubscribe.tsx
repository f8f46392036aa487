import { data, Form } from 'react-router'
import { LinkButton } from '~/components/link-button'
import { Button } from '~/components/ui/button'
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

const tokenOf = (request: Request, form?: FormData) =>
  String(form?.get('token') ?? new URL(request.url).searchParams.get('token') ?? '')

export async function loader({ request }: Route.LoaderArgs) {
  const token = tokenOf(request)
  const target = await unsubscribeTarget(getDb(), token)
  if (!target) return data({ state: 'invalid' as const, token: '', email: '' }, { status: 404 })
  return { state: target.unsubscribed ? ('done' as const) : ('ask' as const), token, email: target.email }
}

// A failed send keeps the page as it was and says so (app/lib/send-form.ts).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request }: Route.ActionArgs) {
  const read = await readForm(request)
  const form = read.ok ? read.form : undefined
  const token = tokenOf(request, form)
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
  // A send that failed (offline, server down) keeps the page and says why.
  const failed = actionData && 'sendFailed' in actionData ? actionData : undefined
  const { state, token, email } = actionData && !('sendFailed' in actionData) ? actionData : loaderData
  return (
    <section className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <h1 className="font-display text-center text-4xl font-bold">
        {state === 'done'
          ? 'You are unsubscribed'
          : state === 'ask'
            ? 'Unsubscribe'
            : 'This link does not work'}
      </h1>
      {failed ? (
        <p role="alert" className="text-destructive mt-4 text-center font-semibold">
          {failed.error}
        </p>
      ) : null}
      {/* A card without the Card component: these pages load no code beyond the shared chunks. */}
      <div className="border-border bg-card text-card-foreground mt-8 grid gap-5 rounded-(--radius-card) border p-6 shadow-sm">
        {state === 'ask' ? (
          <>
            <p className="text-lg">
              Stop sending the Wyoming Navigator newsletter to{' '}
              <strong className="[overflow-wrap:anywhere]">{email}</strong>?
            </p>
            <Form method="post">
              <input type="hidden" name="token" value={token} />
              <Button type="submit" size="lg">
                Unsubscribe
              </Button>
            </Form>
          </>
        ) : (
          <>
            <p className="text-lg">
              {state === 'done' ? (
                <>
                  <strong className="[overflow-wrap:anywhere]">{email}</strong> will get no more newsletters.
                  You can subscribe again on the blog at any time.
                </>
              ) : (
                'The unsubscribe link is incomplete or unknown. Copy the whole link from the email.'
              )}
            </p>
            <LinkButton to="/blog" size="lg" variant="outline">
              Go to the blog
            </LinkButton>
          </>
        )}
      </div>
    </section>
  )
}
