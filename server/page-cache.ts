import crypto from 'node:crypto'
import zlib from 'node:zlib'
import type { NextFunction, Request, Response } from 'express'

/**
 * A small in-process cache of the HTML that anonymous visitors get for public pages.
 *
 * - Only GET page requests without a session or toast cookie, outside the back office, are
 *   cached; a response is stored only when it is a 200 HTML page that sets no cookie.
 * - Each entry keeps its ETag and brotli/gzip bodies (compressed once), so a hit costs no
 *   rendering and no compression; a matching If-None-Match answers 304.
 * - At most `maxEntries` entries and `maxTotalBytes` in all (16 MB): the least recently used go
 *   first, so endless new query strings cannot grow the process.
 * - Entries live `ttlMs` and are dropped whenever the content version changes: `version()` is
 *   asked at most once per `versionCheckMs`, so processes sharing one database agree within that.
 * - The page's CSP nonce is reused for the entry's short life (the header is stored with it).
 * - Concurrent misses for one URL render it once: the first request renders, the others wait for
 *   its entry (after a content change, a burst of visitors costs one render per page, not one
 *   each). When the first answer is not cacheable, the others render their own.
 */
export interface PageCacheOptions {
  version: () => Promise<string>
  ttlMs?: number
  versionCheckMs?: number
  maxEntries?: number
  /** the largest page kept */
  maxBytes?: number
  /** what all entries together may hold (their plain, brotli and gzip bodies) */
  maxTotalBytes?: number
}

interface Entry {
  status: number
  etag: string
  headers: Record<string, string>
  identity: Buffer
  br: Buffer
  gzip: Buffer
  expires: number
}

const BYPASS_PATH = /^\/(admin|login|logout|api|healthz)(\/|$)|\.data$|^\/__manifest/
const PERSONAL_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.|(?:^|;\s*)toast=/
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, stale-while-revalidate=60'

export function createPageCache(options: PageCacheOptions) {
  const ttlMs = options.ttlMs ?? 60_000
  const versionCheckMs = options.versionCheckMs ?? 1_000
  const maxEntries = options.maxEntries ?? 200
  const maxBytes = options.maxBytes ?? 1024 * 1024
  const maxTotalBytes = options.maxTotalBytes ?? 16 * 1024 * 1024
  let totalBytes = 0
  const sizeOf = (entry: Entry) => entry.identity.length + entry.br.length + entry.gzip.length
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

  function send(req: Request, res: Response, entry: Entry, label: 'HIT' | 'MISS') {
    for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value)
    res.setHeader('ETag', entry.etag)
    res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL)
    res.setHeader('Vary', 'Cookie, Accept-Encoding')
    res.setHeader('X-Cache', label)
    if (req.headers['if-none-match'] === entry.etag) {
      res.status(304).end()
      return
    }
    const accepts = String(req.headers['accept-encoding'] ?? '')
    const [body, encoding] = /\bbr\b/.test(accepts)
      ? [entry.br, 'br']
      : /\bgzip\b/.test(accepts)
        ? [entry.gzip, 'gzip']
        : [entry.identity, undefined]
    if (encoding) res.setHeader('Content-Encoding', encoding)
    res.setHeader('Content-Length', String(body.length))
    res.status(entry.status)
    if (req.method === 'HEAD') res.end()
    else res.end(body)
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
      const headers: Record<string, string> = { 'Content-Type': type }
      const csp = res.getHeader('Content-Security-Policy')
      if (csp) headers['Content-Security-Policy'] = String(csp)
      const entry: Entry = {
        status: 200,
        etag: `"${crypto.createHash('sha1').update(body).digest('base64url')}"`,
        headers,
        identity: body,
        br: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }),
        gzip: zlib.gzipSync(body, { level: 6 }),
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
