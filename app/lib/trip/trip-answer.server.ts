import type { Db } from '../db.server'
import { clientIp } from '../form.server'
import { localeOfPath, localizedPath } from '../i18n/config'
import { serverT } from '../i18n/catalog.server'
import { hitRateLimit, tripRateLimit } from '../rate-limit.server'
import { redirectWithToast, type ToastInput } from '../toast.server'
import { tripCookieHeader } from './cookie.server'
import { createTrip, type Trip } from './trip.server'

/**
 * How a trip change answers (./actions.server.ts, ./add-stop.server.ts, ./favorites-actions.server.ts):
 * a redirect with a toast that gives the trip cookie, and the rate limit on new trips.
 */

/** A new trip for this request: each counts against the address's limit; over it, nothing is created. */
export async function startTripFor(db: Db, request: Request): Promise<Trip> {
  const limit = await hitRateLimit(db, `trip:${clientIp(request)}`, tripRateLimit())
  if (!limit.allowed) throw await tooManyTrips(request, limit.retryAfter)
  return createTrip(db)
}

/**
 * The answer when an address started too many trips: back to /trip, saying when to try again, in
 * the language of the page the form was posted from (thrown, so the route's own answer never sees it).
 */
async function tooManyTrips(request: Request, retryAfter: number) {
  const locale = localeOfPath(new URL(request.url).pathname)
  const say = serverT(locale)
  const minutes = Math.max(1, Math.ceil(retryAfter / 60))
  const response = await redirectWithToast(localizedPath('/trip', locale), {
    type: 'error',
    title: say('trip.toast.tooMany'),
    description: say('trip.toast.tooManyText', { minutes }),
  })
  response.headers.set('Retry-After', String(retryAfter))
  return response
}

/** Redirect with a toast, giving (or renewing) the trip cookie when there is a trip. */
export async function done(url: string, toast: ToastInput, trip?: Trip) {
  const response = await redirectWithToast(url, toast)
  if (trip) response.headers.append('Set-Cookie', tripCookieHeader(trip.id))
  return response
}
