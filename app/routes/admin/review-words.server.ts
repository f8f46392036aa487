import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { localeOfPath, localizedPath, type Locale } from '~/lib/i18n/config'
import { knownWords } from '~/lib/i18n/known-words.server'
import type { MessageKey } from '~/lib/i18n/messages'
import type { BulkOutcome } from '~/lib/bulk'
import { en } from '~/locales'

/**
 * The review queues' server words (namespace `adminReview`, issue 47): the page's language from its
 * URL, its messages, and the answers app/lib writes in English (the rejection schema, the bulk
 * actions' reasons, a claim's refusal, the form reader's) said in that language by key.
 */
export const REVIEW_ANSWERS = [
  'adminReview.reject.chooseReason',
  'adminReview.reject.detailsLong',
  'adminReview.answer.claimReason',
  'adminReview.answer.claimDecided',
  'adminReview.origin.cancelledBy',
  'adminReview.queue.anonymous',
  'adminReview.queue.importedFrom',
  'adminReview.bulk.reason.gone',
  'adminReview.bulk.reason.notSaved',
  'adminReview.bulk.reason.category',
  'adminReview.bulk.reason.alreadyApprovedBy',
  'adminReview.bulk.reason.alreadyApproved',
  'adminReview.bulk.reason.alreadyRejectedBy',
  'adminReview.bulk.reason.alreadyRejected',
] as const satisfies readonly MessageKey[]

export function reviewWords(request: Request) {
  const locale: Locale = localeOfPath(new URL(request.url).pathname)
  const say = serverT(locale)
  const known = knownWords(locale, REVIEW_ANSWERS)
  return {
    locale,
    say,
    /** An English answer of app/lib in the page's language (a text it does not know stays as it is). */
    known,
    /** A back-office path in the page's language. */
    path: (to: string) => localizedPath(to, locale),
    /** The page's messages: the review queues' words and `more` namespaces. */
    messages: (more: readonly string[] = []) => messagesFor(locale, ['adminReview', ...more]),
    /** Field errors of app/lib's schemas in the page's language. */
    errors: (fieldErrors: Record<string, string[] | undefined>) =>
      Object.fromEntries(
        Object.entries(fieldErrors).map(([name, messages]) => [name, (messages ?? []).map(known)]),
      ) as Record<string, string[]>,
    /**
     * A submission's fields with their labels in the page's language: the public form's own words
     * (`submit.<kind>.<field>.label`, whose English is the label), and a flag's Yes.
     */
    submissionFields: (kind: string, fields: { label: string; value: string }[]) =>
      locale === 'en'
        ? fields
        : fields.map(({ label, value }) => {
            const key = formLabelKey(kind, label)
            return {
              label: key ? say(key) : label,
              // a flag's "No" is Spanish's too
              value: value === 'Yes' ? say('adminReview.submission.yes') : value,
            }
          }),
    /** A bulk action's outcome with each refusal's reason in the page's language. */
    outcome: (outcome: BulkOutcome): BulkOutcome => ({
      ...outcome,
      failed: outcome.failed.map((item) => ({ ...item, reason: known(item.reason) })),
    }),
  }
}

const FORM_OF: Record<string, string> = {
  restaurants: 'restaurant',
  events: 'event',
  activities: 'activity',
  stories: 'story',
}

/** The public form's label key whose English is `label`, the kind's own form first. */
function formLabelKey(kind: string, label: string): MessageKey | undefined {
  const english = en as Record<string, string>
  const labels = Object.keys(english).filter(
    (key) => /^submit\.[\w-]+\.[\w-]+\.label$/.test(key) && english[key] === label,
  )
  return (labels.find((key) => key.startsWith(`submit.${FORM_OF[kind]}.`)) ?? labels[0]) as
    MessageKey | undefined
}
