import { data } from 'react-router'
import { z } from 'zod'
import type { MessageKey } from '../i18n/messages'
import { getDb } from '../db.server'
import { localeOfPath } from '../i18n/config'
import { readForm } from '../form.server'
import { safeRedirect } from '../http.server'
import { addToTrip } from './add-stop.server'
import { done, startTripFor } from './trip-answer.server'
import { tripCookieHeader, tripIdFrom } from './cookie.server'
import {
  type FavoriteKey,
  importFavorites,
  listedKeys,
  listFavoriteKeys,
  MAX_FAVORITES,
  removeFavoriteRow,
  resolveFavorites,
  saveFavorite,
} from './favorites.server'
import { TRIP_KINDS } from './trip'
import { getTrip, type Trip } from './trip.server'
import { sayMessage } from './trip-form-words'
import { tripWords } from './trip-words.server'

/**
 * The changes /favorites takes (decision 045): `save` and `remove` (the heart: a plain form
 * without JavaScript, a background send with it), `import` (the device's list, moved over once)
 * and `add-to-day`. A form answers a redirect with a toast; a background send (`json`, the heart's
 * and the device step's, through /favorites/sync) answers JSON. The trip and its cookie are
 * created by the first change only, never by a read or by a send that changes nothing. Toasts and
 * errors are in the language of the page the form was posted from (its path: /es/favorites).
 */

export const FAVORITE_INTENTS = ['save', 'remove', 'import', 'add-to-day'] as const

/** The schemas' messages, English as SPEC says them (said in the page's language by their keys). */
export const FAVORITE_MESSAGES = {
  choose: 'Choose what to save',
  tooMany: 'Too many favorites at once',
} as const
export const FAVORITE_MESSAGE_KEYS = {
  choose: 'favorites.form.choose',
  tooMany: 'favorites.form.tooMany',
} as const satisfies Record<keyof typeof FAVORITE_MESSAGES, MessageKey>

const KeySchema = z.object({
  kind: z.enum(TRIP_KINDS, { error: FAVORITE_MESSAGES.choose }),
  id: z
    .string({ error: FAVORITE_MESSAGES.choose })
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,199}$/, FAVORITE_MESSAGES.choose),
})

/** "kind:id" pairs, as many as the device sends (a bound on the form), the first MAX_FAVORITES kept. */
const ImportSchema = z
  .array(z.string().max(220))
  .max(MAX_FAVORITES * 2, FAVORITE_MESSAGES.tooMany)
  .transform((pairs) => {
    const keys: FavoriteKey[] = []
    for (const pair of pairs) {
      const [kind, ...rest] = pair.split(':')
      const key = KeySchema.safeParse({ kind, id: rest.join(':') })
      if (key.success && !keys.some((k) => k.kind === key.data.kind && k.id === key.data.id))
        keys.push(key.data)
    }
    return keys.slice(0, MAX_FAVORITES)
  })

export async function handleFavoritesAction(request: Request, { json = false }: { json?: boolean } = {}) {
  const read = await readForm(request)
  if (!read.ok) throw data(read.message, { status: read.status })
  const form = read.form
  const intent = String(form.get('intent') ?? '')
  const words = tripWords(localeOfPath(new URL(request.url).pathname))
  const { say } = words
  const db = getDb()
  const existing = await getTrip(db, tripIdFrom(request))
  // The list in the page's language (/es/favorites); where the form was, as it was.
  const home = words.path('/favorites')
  const back = safeRedirect(form.get('redirectTo'), home)
  const notListed = {
    title: say('favorites.toast.notSaved'),
    description: say('favorites.toast.notSavedText'),
  }
  /** The answer to a background send: JSON, with the cookie when the trip changed. */
  const answer = (body: object, trip?: Trip, status = 200) => {
    const headers = new Headers({ 'Cache-Control': 'private, no-store' })
    if (trip) headers.append('Set-Cookie', tripCookieHeader(trip.id))
    return Response.json(body, { status, headers })
  }

  if (intent === 'save' || intent === 'remove') {
    const parsed = KeySchema.safeParse({
      kind: form.get('kind') ?? undefined,
      id: form.get('id') ?? undefined,
    })
    if (!parsed.success) {
      if (json) return answer({ ok: false, error: say('favorites.form.choose') }, undefined, 400)
      return done(back, { type: 'error', ...notListed })
    }
    const key = parsed.data
    if (intent === 'remove') {
      const removed = existing ? await removeFavoriteRow(db, existing.id, key) : false
      if (json) return answer({ ok: true, saved: false }, removed ? existing : undefined)
      const [item] = await resolveFavorites(db, [key])
      return done(
        home,
        { title: say('favorites.toast.removed'), description: item?.name },
        removed ? existing : undefined,
      )
    }
    const [item] = await resolveFavorites(db, [key])
    if (!item) {
      if (json) return answer({ ok: false, error: notListed.description }, undefined, 400)
      return done(back, { type: 'error', ...notListed })
    }
    const trip = existing ?? (await startTripFor(db, request))
    const result = await saveFavorite(db, trip.id, key)
    if (result === 'full') {
      const full = {
        title: say('favorites.toast.full'),
        description: say('favorites.toast.fullText', { count: MAX_FAVORITES }),
      }
      if (json) return answer({ ok: false, error: full.description }, undefined, 409)
      return done(back, { type: 'error', ...full }, trip)
    }
    const changed = result === 'saved' ? trip : undefined
    if (json) return answer({ ok: true, saved: true }, changed)
    // Without JavaScript the heart lands here: the saved list, and the way back to where it was.
    const to = back === home ? back : `${home}?back=${encodeURIComponent(back)}`
    return done(to, { title: say('favorites.toast.saved', { name: item.name }) }, changed)
  }

  if (intent === 'import') {
    const parsed = ImportSchema.safeParse(form.getAll('item'))
    if (!parsed.success) {
      const english = parsed.error.issues[0]?.message ?? FAVORITE_MESSAGES.tooMany
      const message = sayMessage(say, english, FAVORITE_MESSAGES, FAVORITE_MESSAGE_KEYS)
      if (json) return answer({ ok: false, error: message }, undefined, 400)
      return done(home, { type: 'error', title: message })
    }
    const keys = await listedKeys(db, parsed.data)
    // Nothing to move and no trip: nothing is created, and the device keeps what it has.
    let trip = existing
    let added = 0
    if (keys.length > 0) {
      trip ??= await startTripFor(db, request)
      added = await importFavorites(db, trip.id, keys)
    }
    const favorites = trip ? await resolveFavorites(db, await listFavoriteKeys(db, trip.id)) : []
    const changed = added > 0 ? trip : undefined
    if (json) return answer({ ok: true, added, favorites }, changed)
    return done(home, { title: say('favorites.toast.moved', { count: added }) }, changed)
  }

  if (intent === 'add-to-day') {
    const key = KeySchema.safeParse({ kind: form.get('kind') ?? undefined, id: form.get('id') ?? undefined })
    const [item] = key.success ? await resolveFavorites(db, [key.data]) : []
    // The trip's own "Add to trip", refusing what it refuses; back to /favorites either way.
    const add = new FormData()
    for (const name of ['kind', 'id', 'day'] as const) add.set(name, String(form.get(name) ?? ''))
    add.set('returnTo', home)
    return addToTrip(
      db,
      words,
      add,
      existing,
      () => startTripFor(db, request),
      (day) => ({
        title: say('favorites.toast.addedTo', {
          name: item?.name ?? say('favorites.toast.it'),
          day: words.shortDay(day),
        }),
      }),
    )
  }
  throw data(say('favorites.error.unknown'), { status: 400 })
}
