import crypto from 'node:crypto'
import { env, getSecret } from './env.server'
import { maxBodyBytes } from './uploads.server'
import { BOT_FIELDS, MESSAGES } from './validation'

export { parseFormData } from './validation'

/** Minimum time (ms) between showing a form and sending it; faster is a bot. SUBMISSION_MIN_FILL_MS overrides. */
export function minFillMs(): number {
  return env().SUBMISSION_MIN_FILL_MS
}

function sign(value: string): string {
  return crypto.createHmac('sha256', getSecret()).update(`form-stamp:${value}`).digest('base64url')
}

/** A signed "form shown at" stamp for the hidden field (made by the page's loader). */
export function createFormStamp(now = Date.now()): string {
  const time = String(now)
  return `${time}.${sign(time)}`
}

/** Checks a stamp: 'ok', 'too-fast' (sent sooner than the minimum fill time) or 'invalid'. */
export function checkFormStamp(stamp: unknown, now = Date.now()): 'ok' | 'too-fast' | 'invalid' {
  if (typeof stamp !== 'string') return 'invalid'
  const [time, signature] = stamp.split('.')
  if (!time || !signature || !/^\d{1,15}$/.test(time)) return 'invalid'
  const expected = Buffer.from(sign(time))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return 'invalid'
  return now - Number(time) < minFillMs() ? 'too-fast' : 'ok'
}

/**
 * True when the form was sent by a bot: the honeypot is filled, or (unless `stamp: false`) the
 * fill-time stamp is missing, forged or too recent. Callers pretend success and store nothing.
 */
export function isBotSubmission(form: FormData, { stamp = true }: { stamp?: boolean } = {}): boolean {
  const honeypot = form.get(BOT_FIELDS.honeypot)
  if (honeypot !== null && honeypot !== '') return true
  if (!stamp) return false
  return checkFormStamp(form.get(BOT_FIELDS.startedAt)) !== 'ok'
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
  if (env().TRUST_PROXY === '1') {
    const forwarded = request.headers.get('x-forwarded-for')
    const last = forwarded?.split(',').at(-1)?.trim()
    if (last) return last
  }
  return request.headers.get('x-client-ip') || 'unknown'
}
