import type { Db } from '../db.server'
import { clientIp } from '../form.server'
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
  if (!limit.allowed) throw await tooManyTrips(limit.retryAfter)
  return createTrip(db)
}

/** The answer when an address started too many trips: back to /trip, saying when to try again. */
async function tooManyTrips(retryAfter: number) {
  const minutes = Math.max(1, Math.ceil(retryAfter / 60))
  const response = await redirectWithToast('/trip', {
    type: 'error',
    title: 'Too many new trips',
    description: `Too many trips were started from your address. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
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
