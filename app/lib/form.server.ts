import busboy, { type Busboy } from 'busboy'
import crypto from 'node:crypto'
import { once } from 'node:events'
import fs from 'node:fs'
import { finished, pipeline } from 'node:stream/promises'
import { env } from './env.server'
import { getSecret } from './secret.server'
import {
  closeConnectionAfterResponse,
  drainLimit,
  markTempUpload,
  maxBodyBytes,
  newTempUpload,
  removeTempUploads,
} from './uploads.server'
import { BOT_FIELDS, IMAGE_LIMITS, MESSAGES } from './validation'

export { parseFormData } from './validation'

/** Minimum time (ms) between showing a form and sending it; faster is a bot. SUBMISSION_MIN_FILL_MS overrides. */
export function minFillMs(): number {
  return env().SUBMISSION_MIN_FILL_MS
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
export const FORM_EXPIRED = MESSAGES.expired

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

/**
 * A refused form's `kept`: the text fields read before the refusal that are fine in themselves (a
 * field over the per-field limit, a field with broken text and every file are left out), so the
 * form can come back with what the visitor typed.
 */
export type ReadFormResult =
  { ok: true; form: FormData } | { ok: false; status: 400 | 413 | 415; message: string; kept?: FormData }
type ReadFormFailure = Extract<ReadFormResult, { ok: false }>

// Unreadable bytes (U+FFFD from invalid UTF-8) and NUL characters (PostgreSQL refuses them in text).
// eslint-disable-next-line no-control-regex
const BROKEN_TEXT = /[\u0000\uFFFD]/

/** The most text (names and values of the non-file fields, or a whole urlencoded body) a form may carry. */
const MAX_FORM_TEXT_BYTES = 1024 * 1024
/** The most non-file fields a multipart form may carry. */
const MAX_FORM_FIELDS = 1000

const tooLarge: ReadFormFailure = { ok: false, status: 413, message: MESSAGES.tooLarge }
const unreadable: ReadFormFailure = { ok: false, status: 400, message: MESSAGES.unreadable }

/**
 * Reads a form body (urlencoded or multipart) as it streams in. Over the body cap (MAX_BODY_BYTES)
 * or over the text or field-count limits is 413, a body that is not a readable form is 400, any
 * other content type 415. Uploaded files go to the temporary upload folder, never into memory:
 * each is cut at its limit (IMAGE_LIMITS) + 1 byte and at most 5 + 1 files are kept (so readImages still answers "too
 * big" / "too many"), and the form's File values read from disk. Temporary files are removed when
 * reading fails and when the response is over. Never throws.
 *
 * A refused body is answered, never reset (issue 49 item 7): cancelling the request's stream
 * destroys its socket before the route can write a word, so a visitor without JavaScript saw a
 * browser error instead of the form. The rest of a refused body is read and dropped (up to
 * drainLimit(), then the connection is dropped after all), and the answer closes the connection.
 */
export async function readForm(request: Request): Promise<ReadFormResult> {
  const type = request.headers.get('content-type') ?? ''
  const multipart = /^multipart\/form-data\b/i.test(type)
  if (!multipart && !/^application\/x-www-form-urlencoded\b/i.test(type)) {
    return { ok: false, status: 415, message: MESSAGES.unreadable }
  }
  const max = multipart ? maxBodyBytes() : Math.min(maxBodyBytes(), MAX_FORM_TEXT_BYTES)
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > max) {
    // Read first, so the answer comes after the body (unless it is absurdly large), and its text
    // kept for the answer: a multipart body's text fields (its files dropped unread), the pairs of
    // an urlencoded one up to the limit (the rest dropped).
    if (!request.body || declared > drainLimit()) return refuse(tooLarge)
    const read = multipart
      ? await readMultipart(request, type, drainLimit(), tooLarge)
      : await readUrlEncoded(request, type, max)
    return refuse(read)
  }
  const read = multipart ? await readMultipart(request, type, max) : await readUrlEncoded(request, type, max)
  if (!read.ok) return refuse(read)
  for (const [key, value] of read.form) {
    if (BROKEN_TEXT.test(key) || (typeof value === 'string' && BROKEN_TEXT.test(value))) {
      return refuse({ ok: false, status: 400, message: MESSAGES.badCharacters, kept: keptText(read.form) })
    }
  }
  return read
}

/** A refusal: its answer closes the connection (the client may still be sending). */
function refuse(failure: ReadFormResult): ReadFormFailure {
  closeConnectionAfterResponse()
  // (A body over its declared length's limit that ended short is refused all the same.)
  if (failure.ok) return tooLarge
  return failure
}

/** The text entries that are fine to show again, as a form. */
function keptText(entries: Iterable<[string, unknown]>): FormData {
  const kept = new FormData()
  for (const [name, value] of entries) {
    if (typeof value === 'string' && !BROKEN_TEXT.test(name) && !BROKEN_TEXT.test(value))
      kept.append(name, value)
  }
  return kept
}

/** Reads and drops what is left of a body, up to `limit` bytes; past it, the body is cancelled. */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, limit: number) {
  let dropped = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      dropped += value.byteLength
      if (dropped > limit) break
    }
  } catch {
    return // the body broke off: nothing left to read
  }
  // Cancelling the request's stream destroys its socket: only for a client that would not stop.
  await reader.cancel().catch(() => {})
}

/**
 * The body's chunks, ending early (as a closed body) when the request is aborted. Stopped before
 * the end (a limit was hit), the rest is read and dropped (see readForm) before the caller goes on.
 */
async function* bodyChunks(request: Request): AsyncGenerator<Uint8Array> {
  if (!request.body) return
  const reader = request.body.getReader()
  let aborted = false
  const abort = () => {
    aborted = true
    void reader.cancel().catch(() => {})
  }
  request.signal.addEventListener('abort', abort)
  let ended = false
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) {
        ended = true
        return
      }
      yield value
    }
  } finally {
    if (!ended && !aborted) await discardRest(reader, drainLimit())
    request.signal.removeEventListener('abort', abort)
  }
}

async function readUrlEncoded(request: Request, type: string, max: number): Promise<ReadFormResult> {
  const chunks: Uint8Array[] = []
  let total = 0
  try {
    for await (const chunk of bodyChunks(request)) {
      total += chunk.byteLength
      if (total > max) {
        // The pairs read whole before the limit (the one it cut is dropped) are kept.
        const read = Buffer.concat(chunks).toString('utf8')
        return { ...tooLarge, kept: keptText(new URLSearchParams(read.slice(0, read.lastIndexOf('&') + 1))) }
      }
      chunks.push(chunk)
    }
    const form = await new Response(new Blob(chunks as BlobPart[]), {
      headers: { 'content-type': type },
    }).formData()
    return { ok: true, form }
  } catch {
    return unreadable
  }
}

/**
 * Streams a multipart body through busboy: text fields are kept (bounded), file parts are written
 * to temporary files with the limits applied as the bytes arrive. Once the form is refused, files
 * are dropped unread; a field over the per-field limit refuses the form but the fields after it are
 * still read (for `kept`), while the body cap, the text total and the field count stop it there.
 * `refused`: the form is refused already (its declared length is over the cap), read for its text.
 */
async function readMultipart(
  request: Request,
  type: string,
  max: number,
  refused?: ReadFormFailure,
): Promise<ReadFormResult> {
  let parser: Busboy
  try {
    parser = busboy({
      headers: { 'content-type': type },
      defParamCharset: 'utf8',
      limits: {
        fieldNameSize: MAX_FORM_TEXT_BYTES,
        fieldSize: MAX_FORM_TEXT_BYTES,
        fields: MAX_FORM_FIELDS,
        fileSize: IMAGE_LIMITS.bytes + 1,
        files: IMAGE_LIMITS.count + 1,
      },
    })
  } catch {
    return unreadable
  }
  // Entries in body order; a file's value is ready once it is on disk.
  const entries: [string, string | Promise<File>][] = []
  const temps: string[] = []
  let failure: ReadFormFailure | null = refused ?? null
  let stopped = false
  let text = 0
  const stop = (answer: ReadFormFailure) => {
    failure ??= answer
    stopped = true
    parser.destroy(new Error(answer.message))
  }
  parser.on('error', () => stop(unreadable))
  parser.on('fieldsLimit', () => stop(tooLarge))
  parser.on('field', (name, value, info) => {
    if (info.nameTruncated || info.valueTruncated) {
      failure ??= tooLarge // left out; the fields after it are still read
      return
    }
    text += Buffer.byteLength(name) + Buffer.byteLength(value)
    if (text > MAX_FORM_TEXT_BYTES) return stop(tooLarge)
    entries.push([name, value])
  })
  let files = 0
  parser.on('file', (name, stream, info) => {
    if (failure) {
      stream.resume() // the form is refused: its files are not kept
      return
    }
    const options = { type: info.mimeType }
    if (++files > IMAGE_LIMITS.count) {
      // One file over the count is recorded, empty, so the answer is "at most 5": never written.
      stream.resume()
      entries.push([name, Promise.resolve(new File([], info.filename ?? 'file', options))])
      return
    }
    const saved = newTempUpload().then(async (temp) => {
      temps.push(temp)
      // A file over the limit stops at the limit + 1 byte (busboy's limit): readImages refuses it by size.
      await pipeline(stream, fs.createWriteStream(temp, { flags: 'wx', mode: 0o644 }))
      const file = new File([await fs.openAsBlob(temp)], info.filename ?? '', options)
      markTempUpload(file, temp)
      return file
    })
    saved.catch(() => {
      stream.resume()
      stop(unreadable)
    })
    entries.push([name, saved])
  })

  let total = 0
  try {
    for await (const chunk of bodyChunks(request)) {
      total += chunk.byteLength
      if (total > max) stop(tooLarge)
      if (stopped) break
      if (!parser.write(chunk)) await once(parser, 'drain')
    }
    if (!stopped) {
      parser.end()
      await finished(parser)
    }
  } catch {
    // The body broke off (the client went away) or the parser refused it.
    stop(unreadable)
  }
  const settled = await Promise.allSettled(entries.map(([, value]) => value))
  if (!failure && settled.some((result) => result.status === 'rejected')) failure = unreadable
  if (failure) {
    await removeTempUploads(temps)
    return { ...(failure as ReadFormFailure), kept: keptText(entries) }
  }
  const form = new FormData()
  entries.forEach(([name], i) => {
    const result = settled[i] as PromiseFulfilledResult<string | File>
    form.append(name, result.value)
  })
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
