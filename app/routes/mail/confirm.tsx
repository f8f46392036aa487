import { data, Form } from 'react-router'
import { LinkButton } from '~/components/link-button'
import { Button } from '~/components/ui/button'
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
  const token = String(
    (read.ok ? read.form.get('token') : null) ?? new URL(request.url).searchParams.get('token') ?? '',
  )
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
  // A send that failed (offline, server down) keeps the page and says why.
  const failed = actionData && 'sendFailed' in actionData ? actionData : undefined
  const { token, state, days } = actionData && !('sendFailed' in actionData) ? actionData : loaderData
  const copy = text(state, days)
  return (
    <section className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <h1 className="font-display text-center text-4xl font-bold">{copy.title}</h1>
      {failed ? (
        <p role="alert" className="text-destructive mt-4 text-center font-semibold">
          {failed.error}
        </p>
      ) : null}
      {/* A card without the Card component: these pages load no code beyond the shared chunks. */}
      <div className="border-border bg-card text-card-foreground mt-8 grid gap-5 rounded-(--radius-card) border p-6 shadow-sm">
        <p className="text-lg">{copy.body}</p>
        {state === 'valid' ? (
          <Form method="post">
            <input type="hidden" name="token" value={token} />
            <Button type="submit" size="lg">
              Confirm address
            </Button>
          </Form>
        ) : (
          <LinkButton to="/" size="lg" variant={state === 'confirmed' ? 'default' : 'outline'}>
            Go to the guide
          </LinkButton>
        )}
      </div>
    </section>
  )
}
