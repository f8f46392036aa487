import { useState } from 'react'
import { Form } from 'react-router'
import { BotFields } from '~/components/bot-fields'
import { Button } from '~/components/ui/button'
import { useIsPending } from '~/components/use-is-pending'
import { useHydrated } from '~/lib/use-hydrated'
import { takeValidationFailure, usePreloadValidation, validationOrResubmit } from '~/lib/load-validation'

/**
 * The newsletter box. A real form: it POSTs `email` to /newsletter, which stores the address and
 * redirects back with a toast (works without JavaScript). With JavaScript the address is checked
 * first (the schema is loaded on the first interaction) and a problem is shown under the field.
 * Carries the honeypot.
 */
export function NewsletterForm({ redirectTo = '/blog' }: { redirectTo?: string }) {
  const [error, setError] = useState<string | null>(null)
  const hydrated = useHydrated()
  const pending = useIsPending({ formAction: '/newsletter' })
  usePreloadValidation()
  return (
    <Form
      method="post"
      action="/newsletter"
      preventScrollReset
      noValidate={hydrated}
      onSubmit={(event) => {
        // The schema (zod) arrives after the page; a submit before it waits for it.
        const loadFailed = takeValidationFailure(event.currentTarget)
        const validation = loadFailed ? null : validationOrResubmit(event)
        if (!validation) {
          if (loadFailed) setError(null) // could not load it: the server checks the address
          return
        }
        const email = new FormData(event.currentTarget).get('email')
        const result = validation.NewsletterSignupSchema.safeParse({
          email: typeof email === 'string' ? email : '',
        })
        if (!result.success) {
          event.preventDefault()
          setError(result.error.issues[0]?.message ?? 'Invalid email format')
          event.currentTarget.querySelector<HTMLInputElement>('input[name="email"]')?.focus()
          return
        }
        setError(null)
      }}
      className="relative"
    >
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <BotFields />
      <div className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor="newsletter-email" className="sr-only">
          Email address
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="Enter your email"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'newsletter-email-error' : undefined}
          className="border-input bg-card text-foreground aria-invalid:border-destructive min-h-11 flex-1 rounded-lg border px-3"
        />
        <Button type="submit" disabled={pending}>
          {pending ? 'Submitting...' : 'Subscribe'}
        </Button>
      </div>
      {error ? (
        <p id="newsletter-email-error" className="text-destructive mt-2 text-sm font-medium">
          {error}
        </p>
      ) : null}
    </Form>
  )
}
