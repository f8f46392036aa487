import { redirect } from 'react-router'
import { getDb } from '~/lib/db.server'
import { clientIp, isBotSubmission, readForm } from '~/lib/form.server'
import { requestLogger } from '~/lib/logger.server'
import { safeRedirect } from '~/lib/http.server'
import { hitRateLimit, submissionRateLimit } from '~/lib/rate-limit.server'
import { getOptionalUserId, subscribeNewsletter } from '~/lib/submissions.server'
import { redirectWithToast } from '~/lib/toast.server'
import { MESSAGES, NEWSLETTER_FORM, parseFormData } from '~/lib/validation'
import type { Route } from './+types/newsletter'

// The blog's newsletter box POSTs here; the answer is always a redirect back with a toast, so it
// works without JavaScript. A plain GET has nothing to show, so it goes to the blog.
export function loader() {
  return redirect('/blog')
}

export async function action({ request }: Route.ActionArgs) {
  const read = await readForm(request)
  if (!read.ok) {
    return redirectWithToast('/blog', {
      type: 'error',
      title: MESSAGES.validationTitle,
      description: read.message,
    })
  }
  const form = read.form
  // Back where the form was (a local path only), else the blog.
  const back = safeRedirect(form.get('redirectTo'), '/blog')
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
    const limit = await hitRateLimit(db, `submit:${clientIp(request)}`, submissionRateLimit())
    if (!limit.allowed) {
      return redirectWithToast(back, {
        type: 'error',
        title: 'Too many submissions',
        description: MESSAGES.tooManyRequests,
      })
    }
    const outcome = await subscribeNewsletter(db, parsed.data.email, {
      submittedBy: await getOptionalUserId(request),
    })
    return redirectWithToast(
      back,
      outcome === 'already'
        ? { type: 'info', ...MESSAGES.newsletterAlready }
        : { type: 'success', ...MESSAGES.newsletterSuccess },
    )
  } catch (error) {
    requestLogger(request).error({ err: error }, 'newsletter sign-up not stored')
    return redirectWithToast(back, {
      type: 'error',
      title: MESSAGES.failedTitle,
      description: MESSAGES.failedDescription,
    })
  }
}
