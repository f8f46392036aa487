import crypto from 'node:crypto'
import { getSecret } from './env.server'
import { maxBodyBytes } from './uploads.server'
import { BOT_FIELDS, MESSAGES } from './validation'

export { parseFormData } from './validation'

/** Minimum time (ms) between showing a form and sending it; faster is a bot. SUBMISSION_MIN_FILL_MS overrides. */
export function minFillMs(): number {
  const configured = Number(process.env.SUBMISSION_MIN_FILL_MS)
  return Number.isFinite(configured) && configured >= 0 && process.env.SUBMISSION_MIN_FILL_MS !== ''
    ? configured
    : 2000
}

/** How long a form stamp is honoured: a form left open longer is answered again (see checkFormStamp). */
export const FORM_STAMP_MAX_AGE_MS = 24 * 60 * 60 * 1000

function sign(value: string): string {
  return crypto.createHmac('sha256', getSecret()).update(`form-stamp:${value}`).digest('base64url')
}

/**
 * A signed "form shown at" stamp for the hidden field: the time, a random part (so no two
 * responses share one) and a signature, "1763700000000.Zk3…q.sig". The server makes one per
 * response (server/app.ts puts it in the load context, and the page cache splices a fresh one
 * into every cached page); loaders take it with formStampFor.
 */
export function createFormStamp(now = Date.now()): string {
  const value = `${now}.${crypto.randomBytes(9).toString('base64url')}`
  return `${value}.${sign(value)}`
}

/** The stamp for this response's forms: the one the server made for it, else a new one. */
export function formStampFor(context: { formStamp?: string } | undefined): string {
  return context?.formStamp ?? createFormStamp()
}

export type FormStampCheck = 'ok' | 'too-fast' | 'expired' | 'invalid'

/**
 * Checks a stamp: 'ok'; 'too-fast' (sent sooner than the minimum fill time after it was made);
 * 'expired' (made more than 24 hours ago); or 'invalid' (missing, forged, from the future).
 */
export function checkFormStamp(stamp: unknown, now = Date.now()): FormStampCheck {
  if (typeof stamp !== 'string' || stamp.length > 200) return 'invalid'
  const cut = stamp.lastIndexOf('.')
  const value = stamp.slice(0, cut)
  const time = value.split('.', 1)[0]!
  // "<time>.<random>" now; "<time>" alone from before stamps carried a random part.
  if (cut < 0 || !/^\d{1,15}(?:\.[\w-]{1,32})?$/.test(value)) return 'invalid'
  const expected = Buffer.from(sign(value))
  const given = Buffer.from(stamp.slice(cut + 1))
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return 'invalid'
  const age = now - Number(time)
  if (age < -60_000) return 'invalid'
  if (age > FORM_STAMP_MAX_AGE_MS) return 'expired'
  return age < minFillMs() ? 'too-fast' : 'ok'
}

/** What a person whose form stamp expired is told; the form comes back with everything kept. */
export const FORM_EXPIRED = {
  title: 'Please send the form again',
  description:
    'This page was open for more than a day, so the form could not be accepted as it was. Everything you entered is still here: check it and send it again.',
} as const

/**
 * How to treat a sent form: 'bot' when the honeypot is filled, or (unless `stamp: false`) the
 * fill-time stamp is missing, forged or too recent (callers pretend success and store nothing);
 * 'expired' when a genuine stamp is over 24 hours old (a person who left the page open: answer
 * the form again, values kept, with FORM_EXPIRED and a renewed stamp); else 'person'.
 */
export function classifySender(
  form: FormData,
  { stamp = true }: { stamp?: boolean } = {},
): 'person' | 'bot' | 'expired' {
  const honeypot = form.get(BOT_FIELDS.honeypot)
  if (honeypot !== null && honeypot !== '') return 'bot'
  if (!stamp) return 'person'
  const check = checkFormStamp(form.get(BOT_FIELDS.startedAt))
  return check === 'ok' ? 'person' : check === 'expired' ? 'expired' : 'bot'
}

/** True when the form was sent by a bot (see classifySender); an expired stamp is not a bot. */
export function isBotSubmission(form: FormData, options: { stamp?: boolean } = {}): boolean {
  return classifySender(form, options) === 'bot'
}

/**
 * A stamp for a form answered again because its stamp expired: dated the minimum fill time ago,
 * since the person has already filled the form in, so sending it straight back is not "too fast".
 */
export function renewedFormStamp(now = Date.now()): string {
  return createFormStamp(now - minFillMs())
}

export type ReadFormResult =
  { ok: true; form: FormData } | { ok: false; status: 400 | 413 | 415; message: string }

// Unreadable bytes (U+FFFD from invalid UTF-8) and NUL characters (PostgreSQL refuses them in text).
// eslint-disable-next-line no-control-regex
const BROKEN_TEXT = /[\u0000\uFFFD]/

/**
 * Reads a form body (urlencoded or multipart), counting the bytes as they stream in: over the cap
 * is 413, a body that is not a readable form is 400. Never throws.
 */
export async function readForm(request: Request): Promise<ReadFormResult> {
  const max = maxBodyBytes()
  const type = request.headers.get('content-type') ?? ''
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) {
    return { ok: false, status: 415, message: MESSAGES.unreadable }
  }
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > max)
    return { ok: false, status: 413, message: MESSAGES.tooLarge }
  let body: Buffer
  try {
    const chunks: Uint8Array[] = []
    let total = 0
    if (request.body) {
      const reader = request.body.getReader()
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        total += value.byteLength
        if (total > max) {
          await reader.cancel().catch(() => {})
          return { ok: false, status: 413, message: MESSAGES.tooLarge }
        }
        chunks.push(value)
      }
    }
    body = Buffer.concat(chunks)
  } catch {
    return { ok: false, status: 400, message: MESSAGES.unreadable }
  }
  let form: FormData
  try {
    form = await new Response(new Blob([new Uint8Array(body)]), {
      headers: { 'content-type': type },
    }).formData()
  } catch {
    return { ok: false, status: 400, message: MESSAGES.unreadable }
  }
  for (const [key, value] of form) {
    if (BROKEN_TEXT.test(key) || (typeof value === 'string' && BROKEN_TEXT.test(value))) {
      return { ok: false, status: 400, message: MESSAGES.badCharacters }
    }
  }
  return { ok: true, form }
}

/**
 * The client's address: the last X-Forwarded-For entry when TRUST_PROXY=1 (the one our proxy
 * appended), else the socket address that server/app.ts puts in X-Client-IP (any incoming
 * X-Client-IP header is dropped there first, so it cannot be forged).
 */
export function clientIp(request: Request): string {
  if (process.env.TRUST_PROXY === '1') {
    const forwarded = request.headers.get('x-forwarded-for')
    const last = forwarded?.split(',').at(-1)?.trim()
    if (last) return last
  }
  return request.headers.get('x-client-ip') || 'unknown'
}
