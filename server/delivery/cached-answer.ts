import type { IncomingMessage, ServerResponse } from 'node:http'
import { PRIVATE_PATH, hostIsValid } from '../guards'
import { type ResponseLocals, type createPageCache } from './page-cache'
import { acceptsGzip } from './request-headers'
import { tagRequest } from '../request-context'
import { addSecurityHeaders } from '../security-headers'

/** Answers a request and returns true, or returns false having written nothing. */
export type EarlyAnswer = (req: IncomingMessage, res: ServerResponse) => boolean

/**
 * Answers a request for a cached page (anonymous GET or HEAD, see server/delivery/page-cache.ts) before
 * Express sees it (server.js asks it first), with what the app's middleware would have answered:
 * requestContext's id and log line, securityHeaders' headers and fresh nonce, then the page
 * cache's answer, the whole head written at once. Only when every middleware in front of the
 * cache would have let the request through unchanged: a valid Host, a path that is not private,
 * and an Accept-Encoding the cache answers itself (gzip, or none: compression() then leaves the
 * answer alone too); bodySizeCap's X-Client-IP is read by form actions only. A request for a page
 * not cached, or while the content version is due for its check, goes to Express.
 */
export function createCachedPageAnswer(
  pageCache: ReturnType<typeof createPageCache>,
  { strict }: { strict: boolean },
): EarlyAnswer {
  return (req, res) => {
    const url = req.url
    // Express's req.path is such a URL up to "?" (parseurl's fast case); others go the long way.
    if (url === undefined || url.charCodeAt(0) !== 0x2f || url.includes('#')) return false
    const query = url.indexOf('?')
    const path = query === -1 ? url : url.slice(0, query)
    const encoding = req.headers['accept-encoding']
    if (encoding !== undefined && !acceptsGzip(encoding)) return false
    if (!hostIsValid(req.headers.host) || PRIVATE_PATH.test(path)) return false
    const page = pageCache.lookup(req, path, url)
    if (!page) return false
    const head: string[] = []
    tagRequest(req, res, () => path, head)
    const locals: ResponseLocals = {}
    addSecurityHeaders(head, locals, strict)
    pageCache.send(req, res, page, locals, 'HIT', head)
    return true
  }
}
