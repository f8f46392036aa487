import { useEffect, useRef, useState } from 'react'
import { Form } from 'react-router'
import { BotFields } from '~/components/bot-fields'
import { SendLaterOffer, useSendLater } from '~/components/send-later'
import { Button } from '~/components/ui/button'
import { IDEMPOTENCY_FIELD } from '~/lib/send-messages'
import { fillIdempotencyKey, SENT_EVENT } from '~/lib/send-form'
import { useHydrated } from '~/lib/use-hydrated'
import { takeValidationFailure, usePreloadValidation, validationOrResubmit } from '~/lib/load-validation'
import { localizeMessage } from '~/lib/i18n/form-words'
import type { MessageKey } from '~/lib/i18n/messages'
import { useT } from '~/lib/i18n/use-t'
import { NEWSLETTER_FIELDS } from '~/lib/kinds/newsletter'

/** The namespaces a page with the box sends (`messagesFor(locale, NEWSLETTER_NAMESPACES)` in its loader). */
export const NEWSLETTER_NAMESPACES = ['forms', 'newsletter', 'submit.newsletter']

const WORDS = { kind: 'newsletter', fields: NEWSLETTER_FIELDS }

/**
 * The box's words in the page's language; a page whose loader does not send them yet (issue 47:
 * pages are converted one by one) keeps the English.
 */
function useBoxWords() {
  const t = useT()
  const say = (key: MessageKey, english: string) => (t.has(key) ? t(key) : english)
  return {
    t,
    error: (message: string) =>
      t.has('forms.basic.invalidValue') ? localizeMessage(t, message, WORDS) : message,
    label: say('submit.newsletter.email.label', NEWSLETTER_FIELDS.email.label),
    placeholder: say('newsletter.form.placeholder', 'Enter your email'),
    subscribe: say('newsletter.form.subscribe', 'Subscribe'),
    submitting: say('forms.submitting', 'Submitting...'),
    outboxTitle: say('newsletter.form.outboxTitle', 'Newsletter sign-up'),
  }
}

/**
 * The newsletter box. A real form: it POSTs `email` to /newsletter, which stores the address and
 * redirects back with a toast (works without JavaScript). With JavaScript the address is checked
 * first (the schema is loaded on the first interaction) and a problem is shown under the field.
 * Carries the honeypot. Sent without navigating (`navigate={false}`), so a failed send leaves the
 * page and the address as they are, with the offer to send it later.
 */
export function NewsletterForm({ redirectTo = '/blog' }: { redirectTo?: string }) {
  const words = useBoxWords()
  const { t } = words
  const action = t.path('/newsletter')
  const [error, setError] = useState<string | null>(null)
  const hydrated = useHydrated()
  const [pending, setPending] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const sendLater = useSendLater(formRef)
  const { offer } = sendLater
  usePreloadValidation()
  useEffect(() => {
    const onSent = (event: Event) => {
      const { action: sent, failed } = (event as CustomEvent<{ action: string; failed: boolean }>).detail
      if (sent !== action) return
      setPending(false)
      if (failed) offer()
    }
    window.addEventListener(SENT_EVENT, onSent)
    return () => window.removeEventListener(SENT_EVENT, onSent)
  }, [offer, action])
  return (
    <Form
      ref={formRef}
      navigate={false}
      method="post"
      action={action}
      preventScrollReset
      noValidate={hydrated}
      data-outbox-title={words.outboxTitle}
      onSubmit={(event) => {
        fillIdempotencyKey(event.currentTarget)
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
          setError(words.error(result.error.issues[0]?.message ?? NEWSLETTER_FIELDS.email.invalid))
          event.currentTarget.querySelector<HTMLInputElement>('input[name="email"]')?.focus()
          return
        }
        setError(null)
        sendLater.reset()
        setPending(true)
      }}
      className="relative"
    >
      <input type="hidden" name="redirectTo" value={t.path(redirectTo)} />
      <BotFields />
      <input type="hidden" name={IDEMPOTENCY_FIELD} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor="newsletter-email" className="sr-only">
          {words.label}
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={words.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'newsletter-email-error' : undefined}
          className="border-input bg-card text-foreground aria-invalid:border-destructive min-h-11 flex-1 rounded-lg border px-3"
        />
        <Button type="submit" disabled={pending}>
          {pending ? words.submitting : words.subscribe}
        </Button>
      </div>
      {error ? (
        <p id="newsletter-email-error" className="text-destructive mt-2 text-sm font-medium">
          {error}
        </p>
      ) : null}
      <SendLaterOffer sendLater={sendLater} className="mt-3" />
    </Form>
  )
}
