import { env } from '../env.server'

/**
 * The trip cookie holds the trip's id and nothing else (base64url, so it needs no encoding):
 * HttpOnly, SameSite=Lax, Secure in production, path / (/trip and /trip.ics read it), kept for 400
 * days (the longest browsers allow) and renewed on every change. It is set only when the visitor
 * first changes a trip, never by a GET. Only /trip's own pages read it, and the page cache
 * (server/delivery/page-cache.ts) never serves or stores those.
 */
const NAME = 'trip'
const MAX_AGE = 400 * 24 * 60 * 60
const VALUE = /^[A-Za-z0-9_-]{1,64}$/

/** The trip id the request's cookie holds, if any. */
export function tripIdFrom(request: Request): string | undefined {
  const header = request.headers.get('Cookie')
  if (!header) return undefined
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    const value = rest.join('=')
    if (name === NAME && VALUE.test(value)) return value
  }
  return undefined
}

/** The Set-Cookie header value that gives (or renews) the visitor's trip id. */
export function tripCookieHeader(tripId: string): string {
  if (!VALUE.test(tripId)) throw new RangeError('Not a trip id')
  const secure = env().NODE_ENV === 'production' && env().INSECURE_COOKIES !== '1'
  return `${NAME}=${tripId}; Max-Age=${MAX_AGE}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}
