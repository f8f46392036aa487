import type { IncomingMessage, ServerResponse } from 'node:http'
import type { NextFunction, Request, Response } from 'express'
import type { ResponseLocals } from '../request-context'
import { cacheKey, type QueryParamsFor } from './cache-key'
import { unlocalizedPath } from '../../app/lib/i18n/config'
import { firstVisitRedirect, languageChoice } from '../../app/lib/i18n/negotiate'
import { acceptsGzip, etagMatches } from './request-headers'
import { type CachedPage, cachedPageOf, interleave } from './cached-page'
import { assembleGzipBuffer, giveBack, takeSpare } from './gzip-splice'

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
 * - `lookup` and `send` answer a hit without Express (server/app.ts answerBeforeExpress, in front of
 *   the whole app): the same rules, the same answer, a fraction of the work.
 */

export type { CachedPage, ResponseLocals }
export interface PageCacheOptions {
  version: () => Promise<string>
  /**
   * The strings a response carries that no other response may share, by name, for this response:
   * after a render, the values the render used; on a hit, fresh ones (the same again if asked twice
   * for one response). A page's every occurrence of them is replaced per response.
   */
  perResponse?: Record<string, (locals: ResponseLocals, req: IncomingMessage) => string | undefined>
  ttlMs?: number
  versionCheckMs?: number
  maxEntries?: number
  /** the largest page kept */
  maxBytes?: number
  /** what all entries together may hold (their plain and gzip bodies) */
  maxTotalBytes?: number
  /**
   * The query parameters the route of a path reads (routeQueryParams in ./cache-key.ts): the key
   * keeps only those. Without it, or for a route that does not say, the whole query is the key.
   */
  queryParamsFor?: QueryParamsFor
}

// /trip and its pages, and /favorites (kept with the trip), are personal (or change without a
// content version): never cached; nor is the partner area (a business's own pages, and the reminders'
// unsubscribe link, which names an address), nor a claim of a listing (/claim, issue 44).
const BYPASS_PATH =
  /^\/(admin|login|logout|api|healthz|reset-password|newsletter|mail|media|favorites|partner|claim)(\/|$)|^\/trip(?:[/.]|$)|\.data$|^\/__manifest/
const PERSONAL_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.|(?:^|;\s*)toast=/
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, stale-while-revalidate=60'
// English pages are answered as asked only when the first-visit rule leaves them (decision 059).
const VARY = 'Cookie, Accept-Encoding, Accept-Language'

/** Whether the page cache leaves every request for `path` alone (personal or unversioned pages). */
export function bypassedPath(path: string): boolean {
  return BYPASS_PATH.test(unlocalizedPath(path))
}

/** Whether the page cache may answer (or store) a request for `path` at all. */
export function cacheableRequest(req: IncomingMessage, path: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const cookie = req.headers.cookie
  if (bypassedPath(path) || (cookie !== undefined && PERSONAL_COOKIE.test(cookie))) return false
  // A language choice (?lang=) or a first visit sent to its language is answered by the language
  // middleware (server/language.ts), never from the cache.
  const url = req.url ?? path
  return !languageChoice(url) && !firstVisitRedirect({ method: req.method, url, headers: req.headers })
}

export function createPageCache(options: PageCacheOptions) {
  const ttlMs = options.ttlMs ?? 60_000
  const versionCheckMs = options.versionCheckMs ?? 1_000
  const maxEntries = options.maxEntries ?? 200
  const maxBytes = options.maxBytes ?? 1024 * 1024
  const maxTotalBytes = options.maxTotalBytes ?? 16 * 1024 * 1024
  let totalBytes = 0
  const sizeOf = (entry: CachedPage) => entry.size
  const perResponse = Object.entries(options.perResponse ?? {})
  const queryParamsFor = options.queryParamsFor ?? (() => undefined)
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
  const entries = new Map<string, CachedPage>()
  /** Misses being rendered now, by URL: what the first request's render stored, if anything. */
  const rendering = new Map<string, Promise<CachedPage | undefined>>()
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

  /** This response's value for each of the entry's places, as bytes (one per name). */
  function valuesFor(locals: ResponseLocals, req: IncomingMessage, entry: CachedPage): Buffer[] {
    const values: Buffer[] = []
    for (let i = 0; i < entry.slots.length; i++) {
      const name = entry.slots[i]!
      const before = entry.slots.indexOf(name)
      values.push(
        before < i ? values[before]! : Buffer.from(options.perResponse?.[name]?.(locals, req) ?? '', 'utf8'),
      )
    }
    return values
  }

  /**
   * Answers with a cached page: its headers (after whatever the app set before), 304 for a
   * matching If-None-Match, else the page with `locals`' per-response values spliced in, gzip when
   * the request takes it. Plain Node objects: server/app.ts calls it in front of Express too, and
   * then gives the headers the app would have set first as `head` ([name, value, …]), so that the
   * whole head is written at once (headers set on `res` are in place of `head` otherwise).
   */
  function send(
    req: IncomingMessage,
    res: ServerResponse,
    entry: CachedPage,
    locals: ResponseLocals,
    label: 'HIT' | 'MISS',
    head?: string[],
  ) {
    const headers = head ?? []
    headers.push(
      'Content-Type',
      entry.contentType,
      'ETag',
      entry.etag,
      'Cache-Control',
      PUBLIC_CACHE_CONTROL,
      'Vary',
      VARY,
      'X-Cache',
      label,
    )
    const ifNoneMatch = req.headers['if-none-match']
    if (ifNoneMatch !== undefined && etagMatches(ifNoneMatch, entry.etag)) {
      // The browser keeps the page it has with the policy that came with it (its own nonce): a
      // 304 carrying this response's policy would replace it and block that page's scripts.
      res.removeHeader('Content-Security-Policy')
      const policy = headers.indexOf('Content-Security-Policy')
      if (policy !== -1 && policy % 2 === 0) headers.splice(policy, 2)
      if (head) res.writeHead(304, headers)
      else {
        // Not writeHead(): compression() then sees an empty body, and leaves the 304 alone.
        for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i]!, headers[i + 1]!)
        res.statusCode = 304
      }
      res.end()
      return
    }
    const values = valuesFor(locals, req, entry)
    // (A value of another length than the stored page's, which never happens with our nonces
    // and stamps, is served plain.)
    const spare = acceptsGzip(req.headers['accept-encoding']) ? takeSpare() : undefined
    const gzip = spare && assembleGzipBuffer(entry.gzip, values, spare)
    if (spare && gzip?.buffer !== spare.buffer) giveBack(spare)
    const pieces = gzip ? [] : interleave(entry.parts, values)
    let length = gzip ? gzip.length : 0
    for (const piece of pieces) length += piece.length
    if (gzip) headers.push('Content-Encoding', 'gzip')
    headers.push('Content-Length', String(length))
    writeHead(res, entry.status, headers, head !== undefined)
    if (req.method === 'HEAD') {
      res.end()
      return
    }
    // The gzip page is one buffer of about 20 KB, written at once; once the answer has finished
    // (the socket is done with it), it serves another.
    if (gzip) {
      if (gzip.buffer === spare?.buffer) res.end(gzip, () => giveBack(spare))
      else res.end(gzip)
      return
    }
    if (res.getHeader('Content-Encoding') !== undefined) {
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

  /**
   * The fresh cached page for this request, or undefined: the middleware's rules (GET or HEAD, no
   * personal cookie, not a bypassed path), and only while the content version was confirmed within
   * `versionCheckMs` (else the middleware checks it first). `path` is the URL's path, `key` the
   * whole URL (Express's req.path and req.originalUrl).
   */
  function lookup(req: IncomingMessage, path: string, key: string): CachedPage | undefined {
    if (knownVersion === undefined || Date.now() - checkedAt >= versionCheckMs) return undefined
    if (!cacheableRequest(req, path)) return undefined
    key = cacheKey(path, key, queryParamsFor)
    const hit = entries.get(key)
    if (!hit || hit.expires <= Date.now()) return undefined
    // Most recently used last: eviction takes the least recently used first.
    entries.delete(key)
    entries.set(key, hit)
    return hit
  }

  const middleware = async (req: Request, res: Response, next: NextFunction) => {
    if (!cacheableRequest(req, req.path)) return next()
    await checkVersion()
    const key = cacheKey(req.path, req.originalUrl, queryParamsFor)
    if (key !== req.originalUrl) req.url = req.originalUrl = key // a miss renders the key's URL
    const hit = entries.get(key)
    if (hit && hit.expires > Date.now()) {
      // Most recently used last: eviction takes the least recently used first.
      entries.delete(key)
      entries.set(key, hit)
      return send(req, res, hit, res.locals, 'HIT')
    }
    if (hit) remove(key)
    if (req.method === 'HEAD') return next()
    const inProgress = rendering.get(key)
    if (inProgress) {
      const entry = await inProgress
      return entry ? send(req, res, entry, res.locals, 'HIT') : next()
    }

    // Miss: hold the rendered page, then store it if it is cacheable and send it like a hit.
    let settle!: (entry: CachedPage | undefined) => void
    const promise = new Promise<CachedPage | undefined>((resolve) => {
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
      // Only the type is stored: securityHeaders sets the policy per response with its nonce.
      const values = perResponse.map(([name, read]) => [name, read(res.locals, req)] as const)
      const entry = cachedPageOf(body, type, values, Date.now() + ttlMs)
      remove(key)
      while (entries.size > 0 && (entries.size >= maxEntries || totalBytes + sizeOf(entry) > maxTotalBytes))
        remove(entries.keys().next().value as string)
      entries.set(key, entry)
      totalBytes += sizeOf(entry)
      settle(entry)
      send(req, res, entry, res.locals, 'MISS')
      return res
    }) as Response['end']
    next()
  }

  return Object.assign(middleware, {
    lookup,
    send,
    clear: clearAll,
    size: () => entries.size,
    bytes: () => totalBytes,
  })
}

/**
 * Writes the head: `headers` alone in one go (`whole`), or set on `res` after the headers already
 * there (the Express path: compression() and the rest see them as usual).
 */
function writeHead(res: ServerResponse, status: number, headers: string[], whole: boolean) {
  if (whole) {
    res.writeHead(status, headers)
    return
  }
  for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i]!, headers[i + 1]!)
  res.writeHead(status)
}
