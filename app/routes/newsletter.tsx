import { redirect } from 'react-router'
import { getDb } from '~/lib/db.server'
import { clientIp, isBotSubmission, readForm } from '~/lib/form.server'
import { requestLogger } from '~/lib/logger.server'
import { safeRedirect } from '~/lib/http.server'
import { idempotencyKeyOf, isKeyStored, storeOnce } from '~/lib/idempotency.server'
import { hitRateLimit, submissionRateLimit } from '~/lib/rate-limit.server'
import { subscribeNewsletter } from '~/lib/mail/newsletter.server'
import { formLocale, getOptionalUserId } from '~/lib/submissions.server'
import { redirectWithToast as sendToast } from '~/lib/toast.server'
import { serverT } from '~/lib/i18n/catalog.server'
import { localizedPath } from '~/lib/i18n/config'
import { localizeMessage } from '~/lib/i18n/form-words'
import { NEWSLETTER_FIELDS } from '~/lib/kinds/newsletter'
import { MESSAGES, NEWSLETTER_FORM, parseFormData } from '~/lib/validation'
import { sendForm } from '~/lib/send-form'
import type { Route } from './+types/newsletter'

// The blog's newsletter box POSTs here; the answer is always a redirect back with a toast, so it
// works without JavaScript. The address is stored unconfirmed and sent a confirmation link
// (app/lib/mail/newsletter.server.ts); /newsletter/confirm and /newsletter/unsubscribe follow. A plain GET has nothing to show, so it goes to the blog.
export function loader({ request }: Route.LoaderArgs) {
  return redirect(localizedPath('/blog', formLocale(request)))
}

// With JavaScript, a send that fails keeps the form (app/lib/send-form.ts).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request }: Route.ActionArgs) {
  // The box posts to the page's language (/es/newsletter): its answer and its mails are in it.
  const locale = formLocale(request)
  const say = serverT(locale)
  const words = { kind: 'newsletter', fields: NEWSLETTER_FIELDS }
  const redirectWithToast = (
    to: string,
    toast: { type: 'success' | 'error'; title: string; description: string },
  ) =>
    sendToast(to, {
      type: toast.type,
      title: localizeMessage(say, toast.title, words),
      description: localizeMessage(say, toast.description, words),
    })
  const blog = localizedPath('/blog', locale)
  const read = await readForm(request)
  if (!read.ok) {
    return redirectWithToast(blog, {
      type: 'error',
      title: MESSAGES.validationTitle,
      description: read.message,
    })
  }
  const form = read.form
  // Back where the form was (a local path only), else the blog.
  const back = safeRedirect(form.get('redirectTo'), blog)
  // A one-field form can be filled in a second by a person with autofill: the honeypot only.
  if (isBotSubmission(form, { stamp: false })) {
    return redirectWithToast(back, { type: 'success', ...MESSAGES.newsletterSuccess })
  }
  const parsed = parseFormData(form, NEWSLETTER_FORM)
  if (!parsed.success) {
    return redirectWithToast(back, {
      type: 'error',
      title: MESSAGES.validationTitle,
      description: parsed.errors.email?.[0] ?? MESSAGES.validationDescription,
    })
  }
  try {
    const db = getDb()
    const idempotencyKey = idempotencyKeyOf(form)
    // A replay of a sign-up already stored answers like the first time (app/lib/idempotency.server.ts).
    const stored = await storeOnce(db, idempotencyKey, async () => {
      const limit = await hitRateLimit(db, `submit:${clientIp(request)}`, submissionRateLimit())
      if (!limit.allowed) return 'limited' as const
      const outcome = await subscribeNewsletter(db, parsed.data.email, {
        submittedBy: await getOptionalUserId(request),
        idempotencyKey,
        locale,
      })
      // 'already' because a racing twin of this very replay stored the address first
      if (outcome === 'already' && idempotencyKey && (await isKeyStored(db, idempotencyKey)))
        return 'subscribed'
      return outcome
    })
    const outcome = stored.replay ? 'subscribed' : stored.value
    if (outcome === 'limited') {
      return redirectWithToast(back, {
        type: 'error',
        title: MESSAGES.tooManyTitle,
        description: MESSAGES.tooManyRequests,
      })
    }
    // The same answer for a new address and one already on the list (never tells which).
    return redirectWithToast(back, { type: 'success', ...MESSAGES.newsletterSuccess })
  } catch (error) {
    requestLogger(request).error({ err: error }, 'newsletter sign-up not stored')
    return redirectWithToast(back, {
      type: 'error',
      title: MESSAGES.failedTitle,
      description: MESSAGES.failedDescription,
    })
  }
}

// Never shown in practice (a GET redirects to the blog); a screen of its own keeps this route's
// browser module a page like the others, so it shares their chunks.
export default function NewsletterRoute() {
  return (
    <p className="mx-auto max-w-2xl px-4 py-16">
      <a href="/blog" className="text-secondary font-semibold underline underline-offset-4">
        Back to the blog
      </a>
    </p>
  )
}
