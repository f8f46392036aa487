import { data } from 'react-router'
import { getDb, type Db } from './db.server'
import { requestLogger } from './logger.server'
import { getOptionalUser } from './permissions.server'
import { classifySender, clientIp, FORM_EXPIRED, readForm, renewedFormStamp } from './form.server'
import { hitRateLimit, submissionRateLimit } from './rate-limit.server'
import { idempotencyKeyOf, storeOnce } from './idempotency.server'
import type { SubmissionContext } from './submission-store.server'
import { claimFormStamp, releaseFormStamp } from './used-stamps.server'
import { redirectWithToast } from './toast.server'
import { readImages } from './uploads.server'
import { BOT_FIELDS, type FormActionData, type FormDefinition, MESSAGES, parseFormData } from './validation'
import type { z } from 'zod'
import { serverT } from './i18n/catalog.server'
import { DEFAULT_LOCALE, type Locale, localeOfPath, localizedPath } from './i18n/config'
import { type FormWords, localizeAnswer, localizeMessage } from './i18n/form-words'

/**
 * One action for every public form (handleSubmission) and the newsletter list. Each kind stores its
 * own rows (app/lib/kinds/<kind>.server.ts, app/lib/inbox.server.ts) through ./submission-store.server.
 */

export type { SubmissionContext }

/** The signed-in user's id (any signed-in user, role or not), or null; recorded as submitted_by. */
export async function getOptionalUserId(request: Request): Promise<string | null> {
  return (await getOptionalUser(request))?.id ?? null
}

// ---------------------------------------------------------------------------------------------
// One action for every public form

export interface SubmitOptions<S extends z.ZodObject> {
  definition: FormDefinition<S>
  /** the kind whose words the form's messages are (`submit.<kind>.*` in the catalogs) */
  kind?: string
  /** read and check the `photos` file field */
  images?: boolean
  /** the signed fill-time stamp is required (forms whose page renders one) */
  stamp?: boolean
  save: (db: Db, input: z.output<S>, ctx: SubmissionContext) => Promise<unknown>
  /** where to go, with which toast, once stored (also the answer a bot gets) */
  success: (input: z.output<S> | null) => Promise<Response>
  /** a chance to answer before validation (e.g. a story's Save as Draft without JavaScript) */
  before?: (
    form: FormData,
    values: () => FormActionData['values'],
  ) => Response | ReturnType<typeof fail> | undefined
}

/** An answer that re-renders the form with its messages and the values as typed. */
export function fail(status: number, body: FormActionData) {
  return data(body, { status })
}

/** The language of the page a form was sent from (its URL). */
export function formLocale(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname)
}

/** A form's answer in the language of its page: English as it is, another language translated. */
export function inLanguage(locale: Locale, body: FormActionData, words?: FormWords): FormActionData {
  return locale === DEFAULT_LOCALE ? body : localizeAnswer(serverT(locale), body, words)
}

/**
 * Reads, checks and stores one public form, then redirects with a toast. Bad input is a 4xx with
 * the messages and the values kept; a storage failure a 503 with every field kept; bots get the
 * success answer and nothing is stored. Success is only answered after the insert committed.
 */
export async function handleSubmission<S extends z.ZodObject>(
  request: Request,
  options: SubmitOptions<S>,
): Promise<Response | ReturnType<typeof fail>> {
  const locale = formLocale(request)
  const { kind } = options
  const fields = options.definition.fields
  const words = kind && fields ? { kind, fields } : undefined
  const fail = (status: number, body: FormActionData, init: ResponseInit = {}) =>
    data(inLanguage(locale, body, words), { ...init, status })
  const read = await readForm(request)
  if (!read.ok) {
    // What was typed comes back (the text fields read before the refusal), the photos do not.
    return fail(read.status, {
      values: read.kept && parseFormData(read.kept, options.definition).values,
      formError: {
        title: read.status === 413 ? MESSAGES.tooLargeTitle : MESSAGES.validationTitle,
        description: read.message,
      },
    })
  }
  const form = read.form
  if (options.before) {
    const early = options.before(form, () => parseFormData(form, options.definition).values)
    if (early) return early
  }
  const stamped = options.stamp ?? true
  const sender = classifySender(form, { stamp: stamped })
  if (sender === 'bot') return options.success(null)
  if (sender === 'expired') {
    // A person who left the page open for over a day: nothing is lost, the form comes back.
    return fail(400, {
      values: parseFormData(form, options.definition).values,
      formError: FORM_EXPIRED,
      stamp: renewedFormStamp(),
    })
  }

  const parsed = parseFormData(form, options.definition)
  const images = options.images ? await readImages(form) : ({ ok: true, images: [] } as const)
  if (!parsed.success || !images.ok) {
    const errors = parsed.success ? {} : { ...parsed.errors }
    if (!images.ok) errors.photos = [images.error]
    return fail(400, {
      errors,
      values: parsed.values,
      formError: { title: MESSAGES.validationTitle, description: MESSAGES.validationDescription },
    })
  }

  const db = getDb()
  const idempotencyKey = idempotencyKeyOf(form)
  try {
    // A replay of a form already stored (a retry after a lost answer, the device's outbox) gets
    // the first answer again and stores nothing (app/lib/idempotency.server.ts).
    const stored = await storeOnce(db, idempotencyKey, async () => {
      const limit = await hitRateLimit(db, `submit:${clientIp(request)}`, submissionRateLimit())
      if (!limit.allowed) return limit
      // The stamp is accepted once: a second post with it (another key, or none) is a replay.
      const stamp = String(form.get(BOT_FIELDS.startedAt) ?? '')
      const claimed = stamped && (await claimFormStamp(db, stamp))
      if (stamped && !claimed) return 'replayed' as const
      try {
        await options.save(db, parsed.data, {
          submittedBy: await getOptionalUserId(request),
          images: images.images,
          idempotencyKey,
          locale,
        })
      } catch (error) {
        if (claimed) await releaseFormStamp(db, stamp)
        throw error
      }
      return null
    })
    const refused = stored.replay ? null : stored.value
    if (refused === 'replayed') return options.success(null)
    if (refused) {
      return fail(
        429,
        {
          values: parsed.values,
          formError: { title: MESSAGES.tooManyTitle, description: MESSAGES.tooManyRequests },
        },
        { headers: { 'Retry-After': String(refused.retryAfter) } },
      )
    }
  } catch (error) {
    requestLogger(request).error({ err: error, path: new URL(request.url).pathname }, 'submission not stored')
    return fail(503, {
      values: parsed.values,
      formError: { title: MESSAGES.failedTitle, description: MESSAGES.failedDescription },
    })
  }
  return options.success(parsed.data)
}

/**
 * Shorthand for the usual success: redirect with a success toast, to the page and in the words of
 * the form's language (`locale`, from formLocale(request); English when left out).
 */
export function redirectWithSuccess(
  to: string,
  toast: { title: string; description: string },
  locale: Locale = DEFAULT_LOCALE,
) {
  if (locale === DEFAULT_LOCALE) return redirectWithToast(to, { type: 'success', ...toast })
  const say = serverT(locale)
  return redirectWithToast(localizedPath(to, locale), {
    type: 'success',
    title: localizeMessage(say, toast.title),
    description: localizeMessage(say, toast.description),
  })
}
