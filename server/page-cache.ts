import crypto from 'node:crypto'
import type { NextFunction, Request, Response } from 'express'
import { assembleGzip, deflateTemplate, type GzipTemplate } from './gzip-splice'

/**
 * A small in-process cache of the HTML that anonymous visitors get for public pages.
 *
 * - Only GET page requests without a session or toast cookie, outside the back office, are
 *   cached; a response is stored only when it is a 200 HTML page that sets no cookie.
 * - Nothing in an entry belongs to one visitor: the strings that must differ per response (the
 *   CSP nonce, the signed form stamp; `perResponse`) are cut out of the stored body, and every
 *   answer, the first one included, splices in this response's own values. The ETag is made from
 *   the body with those places left empty, so it does not change per response.
 * - Each entry keeps its plain body and a gzip one made of parts compressed once (see
 *   gzip-splice.ts), so a hit costs no rendering and no compression; a matching If-None-Match
 *   answers 304. Hits are served gzip or plain: brotli cannot be spliced (and saves little here).
 * - At most `maxEntries` entries and `maxTotalBytes` in all (16 MB): the least recently used go
 *   first, so endless new query strings cannot grow the process.
 * - Entries live `ttlMs` and are dropped whenever the content version changes: `version()` is
 *   asked at most once per `versionCheckMs`, so processes sharing one database agree within that.
 * - Concurrent misses for one URL render it once: the first request renders, the others wait for
 *   its entry (after a content change, a burst of visitors costs one render per page, not one
 *   each). When the first answer is not cacheable, the others render their own.
 */
export interface PageCacheOptions {
  version: () => Promise<string>
  /**
   * The strings a response carries that no other response may share, by name, for this response:
   * after a render, the values the render used; on a hit, fresh ones (the same again if asked twice
   * for one response). A page's every occurrence of them is replaced per response.
   */
  perResponse?: Record<string, (res: Response) => string | undefined>
  ttlMs?: number
  versionCheckMs?: number
  maxEntries?: number
  /** the largest page kept */
  maxBytes?: number
  /** what all entries together may hold (their plain and gzip bodies) */
  maxTotalBytes?: number
}

interface Entry {
  status: number
  etag: string
  headers: Record<string, string>
  /** the page's fixed parts; a per-response value goes between each two */
  parts: Buffer[]
  /** which per-response value goes after parts[i] */
  slots: string[]
  gzip: GzipTemplate
  /** bytes of `parts` together */
  fixedLength: number
  size: number
  expires: number
}

// /trip and its pages are personal (or change without a content version): never cached.
const BYPASS_PATH =
  /^\/(admin|login|logout|api|healthz|reset-password|newsletter|media)(\/|$)|^\/trip(?:[/.]|$)|\.data$|^\/__manifest/
const PERSONAL_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.|(?:^|;\s*)toast=/
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, stale-while-revalidate=60'

export function createPageCache(options: PageCacheOptions) {
  const ttlMs = options.ttlMs ?? 60_000
  const versionCheckMs = options.versionCheckMs ?? 1_000
  const maxEntries = options.maxEntries ?? 200
  const maxBytes = options.maxBytes ?? 1024 * 1024
  const maxTotalBytes = options.maxTotalBytes ?? 16 * 1024 * 1024
  let totalBytes = 0
  const sizeOf = (entry: Entry) => entry.size
  const perResponse = Object.entries(options.perResponse ?? {})
  function remove(key: string) {
    const entry = entries.get(key)
    if (!entry) return
    totalBytes -= sizeOf(entry)
    entries.delete(key)
  }
  function clearAll() {
    entries.clear()
    totalBytes = 0
  }
  const entries = new Map<string, Entry>()
  /** Misses being rendered now, by URL: what the first request's render stored, if anything. */
  const rendering = new Map<string, Promise<Entry | undefined>>()
  let knownVersion: string | undefined
  let checkedAt = 0
  let checking: Promise<void> | undefined

  async function checkVersion() {
    if (Date.now() - checkedAt < versionCheckMs) return
    checking ??= options
      .version()
      .then((version) => {
        if (knownVersion !== undefined && version !== knownVersion) clearAll()
        knownVersion = version
        checkedAt = Date.now()
      })
      .catch(() => {
        // Database unreachable: serve nothing from the cache rather than something stale.
        clearAll()
      })
      .finally(() => {
        checking = undefined
      })
    await checking
  }

  /** This response's value for each of the entry's places, as bytes. */
  function valuesFor(res: Response, entry: Entry): Buffer[] {
    const made = new Map<string, Buffer>()
    return entry.slots.map((name) => {
      let value = made.get(name)
      if (!value) {
        value = Buffer.from(options.perResponse?.[name]?.(res) ?? '', 'utf8')
        made.set(name, value)
      }
      return value
    })
  }

  function send(req: Request, res: Response, entry: Entry, label: 'HIT' | 'MISS') {
    for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value)
    res.setHeader('ETag', entry.etag)
    res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL)
    res.setHeader('Vary', 'Cookie, Accept-Encoding')
    res.setHeader('X-Cache', label)
    if (etagMatches(req.headers['if-none-match'], entry.etag)) {
      // The browser keeps the page it has with the policy that came with it (its own nonce): a
      // 304 carrying this response's policy would replace it and block that page's scripts.
      res.removeHeader('Content-Security-Policy')
      res.status(304).end()
      return
    }
    const values = valuesFor(res, entry)
    // (A value of another length than the stored page's, which never happens with our nonces
    // and stamps, is served plain.)
    const gzipPieces = acceptsGzip(req.headers['accept-encoding'])
      ? assembleGzip(entry.gzip, values)
      : undefined
    const gzip = gzipPieces !== undefined
    const pieces = gzipPieces ?? interleave(entry.parts, values)
    let length = 0
    for (const piece of pieces) length += piece.length
    if (gzip) res.setHeader('Content-Encoding', 'gzip')
    res.setHeader('Content-Length', String(length))
    res.writeHead(entry.status)
    if (req.method === 'HEAD') {
      res.end()
      return
    }
    if (!gzip && res.getHeader('Content-Encoding') !== undefined) {
      // compression() took over at writeHead (a client taking only br or deflate): it stalls on
      // a corked socket, so it gets the page as one buffer.
      res.end(Buffer.concat(pieces, length))
      return
    }
    // Piece by piece while corked (end() uncorks): one write to the socket, and no copy of the
    // page per answer (copying 100 KB per hit costs a third of the throughput in garbage).
    res.cork()
    for (const piece of pieces) res.write(piece)
    res.end()
  }

  /** Cuts a rendered page at every occurrence of this response's per-response values. */
  function split(res: Response, body: Buffer): { parts: Buffer[]; slots: string[]; lengths: number[] } {
    const found: { at: number; length: number; name: string }[] = []
    for (const [name, read] of perResponse) {
      const value = read(res)
      if (!value) continue
      const needle = Buffer.from(value, 'utf8')
      for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, at + needle.length))
        found.push({ at, length: needle.length, name })
    }
    found.sort((a, b) => a.at - b.at)
    const parts: Buffer[] = []
    const slots: string[] = []
    const lengths: number[] = []
    let from = 0
    for (const place of found) {
      if (place.at < from) continue // overlaps the previous one
      parts.push(body.subarray(from, place.at))
      slots.push(place.name)
      lengths.push(place.length)
      from = place.at + place.length
    }
    parts.push(body.subarray(from))
    return { parts, slots, lengths }
  }

  const middleware = async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    if (BYPASS_PATH.test(req.path) || PERSONAL_COOKIE.test(req.headers.cookie ?? '')) return next()
    await checkVersion()
    const key = req.originalUrl
    const hit = entries.get(key)
    if (hit && hit.expires > Date.now()) {
      // Most recently used last: eviction takes the least recently used first.
      entries.delete(key)
      entries.set(key, hit)
      return send(req, res, hit, 'HIT')
    }
    if (hit) remove(key)
    if (req.method === 'HEAD') return next()
    const inProgress = rendering.get(key)
    if (inProgress) {
      const entry = await inProgress
      return entry ? send(req, res, entry, 'HIT') : next()
    }

    // Miss: hold the rendered page, then store it if it is cacheable and send it like a hit.
    let settle!: (entry: Entry | undefined) => void
    const promise = new Promise<Entry | undefined>((resolve) => {
      settle = (entry) => {
        if (rendering.get(key) === promise) rendering.delete(key)
        resolve(entry)
      }
    })
    rendering.set(key, promise)
    // An error or a visitor who leaves before the end: the waiting requests render their own.
    res.on('close', () => settle(undefined))
    const chunks: Buffer[] = []
    let size = 0
    const write = res.write.bind(res) as (chunk: unknown, ...args: unknown[]) => boolean
    const end = res.end.bind(res) as (...args: unknown[]) => Response
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk)
          : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
      chunks.push(buffer)
      size += buffer.length
    }
    res.write = ((chunk: unknown, encoding?: unknown) => {
      collect(chunk, encoding)
      return true
    }) as Response['write']
    res.end = ((chunk?: unknown, encoding?: unknown) => {
      collect(chunk, encoding)
      res.write = write as Response['write']
      res.end = end as Response['end']
      const body = Buffer.concat(chunks, size)
      const type = String(res.getHeader('Content-Type') ?? '')
      const cacheable =
        res.statusCode === 200 &&
        type.startsWith('text/html') &&
        !res.getHeader('Set-Cookie') &&
        body.length <= maxBytes
      if (!cacheable) {
        settle(undefined)
        return end(body)
      }
      // The policy header is not stored: securityHeaders sets one per response with its nonce.
      const headers: Record<string, string> = { 'Content-Type': type }
      const { parts, slots, lengths } = split(res, body)
      const etag = crypto.createHash('sha1')
      parts.forEach((part, i) => {
        etag.update(part)
        if (i < slots.length) etag.update(`\u0000${slots[i]}\u0000`)
      })
      const gzip = deflateTemplate(parts, lengths)
      const fixedLength = parts.reduce((sum, part) => sum + part.length, 0)
      const entry: Entry = {
        status: 200,
        etag: `"${etag.digest('base64url')}"`,
        headers,
        // Views into the one rendered body (copies of small parts would pin shared 8 KB slabs).
        parts,
        slots,
        gzip,
        fixedLength,
        size: fixedLength + gzip.parts.reduce((sum, part) => sum + part.deflated.length, 0),
        expires: Date.now() + ttlMs,
      }
      remove(key)
      while (entries.size > 0 && (entries.size >= maxEntries || totalBytes + sizeOf(entry) > maxTotalBytes))
        remove(entries.keys().next().value as string)
      entries.set(key, entry)
      totalBytes += sizeOf(entry)
      settle(entry)
      send(req, res, entry, 'MISS')
      return res
    }) as Response['end']
    next()
  }

  return Object.assign(middleware, {
    clear: clearAll,
    size: () => entries.size,
    bytes: () => totalBytes,
  })
}

/** parts[0], values[0], parts[1], … */
function interleave(parts: readonly Buffer[], values: readonly Buffer[]): Buffer[] {
  const out: Buffer[] = []
  parts.forEach((part, i) => {
    if (part.length > 0) out.push(part)
    if (i < values.length && values[i]!.length > 0) out.push(values[i]!)
  })
  return out
}

/**
 * Whether an Accept-Encoding header allows gzip: listed (or "*") with a quality above zero. Any
 * malformed header simply means no.
 */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  if (typeof header !== 'string' || header === '') return false
  let gzip: number | undefined
  let star: number | undefined
  for (const item of header.split(',')) {
    const [coding = '', ...params] = item.split(';')
    const name = coding.trim().toLowerCase()
    if (name !== 'gzip' && name !== 'x-gzip' && name !== '*') continue
    let quality = 1
    for (const param of params) {
      const match = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(param)
      if (match) quality = Number(match[1])
    }
    if (name === '*') star = quality
    else gzip = Math.max(gzip ?? 0, quality)
  }
  return (gzip ?? star ?? 0) > 0
}

/** If-None-Match: "*", or a list of entity tags (weak ones compared weakly, as RFC 9110 asks). */
export function etagMatches(header: string | string[] | undefined, etag: string): boolean {
  if (typeof header !== 'string' || header === '') return false
  if (header.trim() === '*') return true
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}
