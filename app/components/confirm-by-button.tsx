import type * as React from 'react'
import { Form } from 'react-router'
import { LinkButton } from '~/components/link-button'
import { Button } from '~/components/ui/button'
import type { SendFailure } from '~/lib/send-form'

/**
 * The pages a link in a mail opens to do one thing (confirm a subscription or an address,
 * unsubscribe): a GET only shows the page and its button, the button's POST acts, so a mail
 * scanner following the link does nothing. Works without JavaScript and without signing in. Used
 * by /newsletter/confirm, /mail/confirm and /newsletter/unsubscribe; each says its own words.
 */

/** The state a confirm-by-button page shows: the action's answer once there is one, else the loader's. */
export function confirmPageState<T extends object>(
  loaderData: T,
  actionData: T | SendFailure | undefined,
): { state: T; failed: SendFailure | undefined } {
  // A send that failed (offline, server down) keeps the page as it was and says why.
  if (actionData && 'sendFailed' in actionData) return { state: loaderData, failed: actionData }
  return { state: (actionData as T | undefined) ?? loaderData, failed: undefined }
}

/** The token a confirm-by-button action acts on: the form's, else the link's. */
export function confirmTokenOf(request: Request, form?: FormData): string {
  return String(form?.get('token') ?? new URL(request.url).searchParams.get('token') ?? '')
}

export function ConfirmByButtonPage({
  title,
  body,
  failed,
  button,
  link,
}: {
  title: string
  body: React.ReactNode
  failed?: SendFailure
  /** The button that acts, posting the token; without it, the link away. */
  button?: { token: string; label: string }
  link: { to: string; label: string; primary?: boolean }
}) {
  return (
    <section className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <h1 className="font-display text-center text-4xl font-bold">{title}</h1>
      {failed ? (
        <p role="alert" className="text-destructive mt-4 text-center font-semibold">
          {failed.error}
        </p>
      ) : null}
      {/* A card without the Card component: these pages load no code beyond the shared chunks. */}
      <div className="border-border bg-card text-card-foreground mt-8 grid gap-5 rounded-(--radius-card) border p-6 shadow-sm">
        <p className="text-lg">{body}</p>
        {button ? (
          <Form method="post">
            <input type="hidden" name="token" value={button.token} />
            <Button type="submit" size="lg">
              {button.label}
            </Button>
          </Form>
        ) : (
          <LinkButton to={link.to} size="lg" variant={link.primary ? 'default' : 'outline'}>
            {link.label}
          </LinkButton>
        )}
      </div>
    </section>
  )
}
