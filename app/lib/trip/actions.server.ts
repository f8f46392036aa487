import { parseTripNeed } from '../accessibility/filters'
import { data } from 'react-router'
import type { Db } from '../db.server'
import { getDb } from '../db.server'
import { localeOfPath } from '../i18n/config'
import { readForm } from '../form.server'
import type { ToastInput } from '../toast.server'
import { addToTrip } from './add-stop.server'
import { changeKeyOf, changeOnce } from './change-keys.server'
import { tripIdFrom } from './cookie.server'
import { fieldErrors, StopDetailsSchema, TripDatesSchema } from './trip.schema'
import { eventDaysWithin, listingDate, scheduledTime } from './trip-listings.server'
import {
  clearTrip,
  copyTrip,
  daysOf,
  getSharedTrip,
  getTrip,
  getStop,
  moveStop,
  placeStop,
  removeStop,
  setTripDates,
  setTripNeed,
  type Trip,
  updateStop,
} from './trip.server'
import { TRIP_INTENTS, type TripIntent, type TripKind } from './trip'
import { defaultCheckOut } from './day-order'
import { findDuplicate, orderUntimed, routeOfDay, setStayNights } from './trip-days.server'
import { done, startTripFor } from './trip-answer.server'
import { localizeTripErrors } from './trip-form-words'
import type { TripWords } from './trip-words'
import { tripWords } from './trip-words.server'

/**
 * Every change to a trip, as the /trip forms post them (and "Add to trip" on listing pages, and
 * "Copy to my trip" on a shared trip). Each answers a redirect with a toast (POST, redirect, GET)
 * and (re)sets the trip cookie; a form with a wrong field answers 400 with the messages. Toasts
 * and messages are in the language of the page the form was posted from (its path: /es/trip).
 */
export async function handleTripAction(request: Request, options: { sharedId?: string } = {}) {
  // The shared parser: bounded as it streams in, a refused body answered rather than reset.
  const read = await readForm(request)
  if (!read.ok) throw data(read.message, { status: read.status })
  const form = read.form
  const words = tripWords(localeOfPath(new URL(request.url).pathname))
  const intent = String(form.get('intent') ?? '') as TripIntent
  if (!TRIP_INTENTS.includes(intent)) throw data(words.say('trip.error.unknown'), { status: 400 })
  const db = getDb()
  const existing = await getTrip(db, tripIdFrom(request))
  // A change sent from the offline queue carries a key: the same key again changes nothing.
  const key = options.sharedId ? null : changeKeyOf(form)
  const apply = () => applyTripAction(db, request, words, form, intent, existing, options)
  return key && existing ? changeOnce(db, existing.id, key, apply) : apply()
}

async function applyTripAction(
  db: Db,
  request: Request,
  words: TripWords,
  form: FormData,
  intent: TripIntent,
  existing: Trip | undefined,
  options: { sharedId?: string },
) {
  const startTrip = () => startTripFor(db, request)
  const toTrip = (toast: ToastInput, trip: Trip, hash = '') => done('/trip' + hash, toast, trip)
  const { say } = words

  if (intent === 'copy') {
    const source = options.sharedId ? await getSharedTrip(db, options.sharedId) : undefined
    if (!source) throw data(say('trip.error.sharedGone'), { status: 404 })
    const trip = await copyTrip(db, source, existing ?? (await startTrip()))
    return toTrip({ title: say('trip.toast.copied'), description: say('trip.toast.copiedText') }, trip)
  }
  // A shared trip's page answers nothing else: the link is read-only.
  if (options.sharedId) throw data(say('trip.error.readOnly'), { status: 405 })

  if (intent === 'add') return addToTrip(db, words, form, existing, startTrip)

  if (intent === 'dates') {
    const values = { arrive: String(form.get('arrive') ?? ''), depart: String(form.get('depart') ?? '') }
    const parsed = TripDatesSchema.safeParse(values)
    if (!parsed.success)
      return data(
        { dateErrors: localizeTripErrors(say, fieldErrors(parsed.error)), dateValues: values },
        { status: 400 },
      )
    const trip = existing ?? (await startTrip())
    await setTripDates(db, trip.id, parsed.data.arrive, parsed.data.depart)
    return toTrip(
      {
        title: say('trip.toast.datesSaved'),
        description: say('trip.dates.range', {
          from: words.longDay(parsed.data.arrive),
          to: words.longDay(parsed.data.depart),
        }),
      },
      trip,
    )
  }

  if (intent === 'need') {
    const value = String(form.get('need') ?? '')
    const need = parseTripNeed(value)
    if (value !== '' && !need) throw data(say('trip.error.need'), { status: 400 })
    const trip = existing ?? (await startTrip())
    await setTripNeed(db, trip.id, need)
    return toTrip(
      need
        ? {
            title: say('trip.toast.needSaved'),
            description: say('trip.toast.needSavedText', { need: say(`trip.need.${need}`) }),
          }
        : { title: say('trip.toast.needCleared') },
      trip,
    )
  }

  // The rest change a trip the visitor has.
  if (!existing) {
    return done('/trip', {
      type: 'error',
      title: say('trip.toast.noTrip'),
      description: say('trip.toast.noTripText'),
    })
  }
  const trip = existing
  const stop = String(form.get('stop') ?? '')
  const missing = () => toTrip({ type: 'error', title: say('trip.toast.gone') }, trip)

  switch (intent) {
    case 'move-up':
    case 'move-down':
      return (await moveStop(db, trip.id, stop, intent === 'move-up' ? 'up' : 'down'))
        ? toTrip({ title: say('trip.toast.moved') }, trip, `#stop-${stop}`)
        : missing()
    case 'move-day':
    case 'place': {
      const day = String(form.get('day') ?? '')
      if (!daysOf(trip).includes(day)) {
        return toTrip({ type: 'error', title: say('trip.form.day') }, trip)
      }
      const row = await getStop(db, trip.id, stop)
      if (!row) return missing()
      const refused = await refuseMove(db, words, trip.id, row, day)
      if (refused) return toTrip({ type: 'error', ...refused }, trip, `#stop-${stop}`)
      const index = form.get('index') === null ? undefined : Number(form.get('index'))
      const placed = await placeStop(db, trip.id, stop, day, Number.isInteger(index) ? index : undefined)
      return placed
        ? toTrip({ title: say('trip.toast.movedTo', { day: words.shortDay(day) }) }, trip, `#day-${day}`)
        : missing()
    }
    case 'stop': {
      const values = { startTime: String(form.get('startTime') ?? ''), note: String(form.get('note') ?? '') }
      const parsed = StopDetailsSchema.safeParse({ stop, ...values })
      if (!parsed.success) {
        const errors = localizeTripErrors(say, fieldErrors(parsed.error))
        return data({ stopErrors: { stop, errors, values } }, { status: 400 })
      }
      const row = await getStop(db, trip.id, stop)
      if (!row) return missing()
      // An event's time is its schedule's: another time is refused, with the reason.
      const scheduled = await scheduledTime(db, row.kind as TripKind, row.listing_id)
      if (scheduled && parsed.data.startTime && parsed.data.startTime !== scheduled) {
        const message = say('trip.form.scheduled', { kind: row.kind, time: words.time(scheduled) })
        return data({ stopErrors: { stop, errors: { startTime: message }, values } }, { status: 400 })
      }
      const details = scheduled ? { ...parsed.data, startTime: scheduled } : parsed.data
      return (await updateStop(db, trip.id, stop, details))
        ? toTrip({ title: say('trip.toast.saved') }, trip, `#stop-${stop}`)
        : missing()
    }
    case 'route': {
      const day = String(form.get('day') ?? '')
      if (!daysOf(trip).includes(day)) return toTrip({ type: 'error', title: say('trip.form.day') }, trip)
      const order = await routeOfDay(db, trip, day)
      if (order.length === 0)
        return toTrip(
          {
            type: 'error',
            title: say('trip.toast.nothingToOrder'),
            description: say('trip.toast.nothingToOrderText'),
          },
          trip,
          `#day-${day}`,
        )
      await orderUntimed(db, trip.id, day, order)
      return toTrip(
        {
          title: say('trip.toast.ordered'),
          description: say('trip.toast.orderedText'),
        },
        trip,
        `#day-${day}`,
      )
    }
    case 'nights': {
      const days = daysOf(trip)
      const checkIn = String(form.get('checkIn') ?? '')
      const checkOut = String(form.get('checkOut') ?? '')
      const lastOut = defaultCheckOut(checkIn, trip.depart ?? checkIn)
      if (
        !days.includes(checkIn) ||
        !(checkOut > checkIn) ||
        checkOut > lastOut ||
        !/^\d{4}-\d{2}-\d{2}$/.test(checkOut)
      )
        return toTrip(
          {
            type: 'error',
            title: say('trip.toast.chooseNights'),
            description: say('trip.toast.chooseNightsText'),
          },
          trip,
          `#stop-${stop}`,
        )
      return (await setStayNights(db, trip.id, stop, checkIn, checkOut))
        ? toTrip(
            {
              title: say('trip.toast.nightsSaved'),
              description: say('trip.dates.range', {
                from: words.shortDay(checkIn),
                to: words.shortDay(checkOut),
              }),
            },
            trip,
            `#stop-${stop}`,
          )
        : missing()
    }
    case 'remove':
      return (await removeStop(db, trip.id, stop))
        ? toTrip({ title: say('trip.toast.removed') }, trip)
        : missing()
    case 'clear':
      if (form.get('confirm') !== 'yes')
        return toTrip({ type: 'error', title: say('trip.toast.nothingCleared') }, trip)
      await clearTrip(db, trip.id)
      return toTrip({ title: say('trip.toast.cleared') }, trip)
  }
  throw data(say('trip.error.unknown'), { status: 400 })
}

/**
 * Why a stop may not go to `day`, or undefined: an event or show only goes on a day it takes
 * place, and the same place not twice on one day.
 */
async function refuseMove(
  db: Db,
  { say, shortDay }: TripWords,
  tripId: string,
  row: { id: string; kind: string; listing_id: string; day: string },
  day: string,
): Promise<{ title: string; description: string } | undefined> {
  if (row.day === day) return undefined
  const kind = row.kind as TripKind
  if (kind === 'event' || kind === 'music') {
    const own = kind === 'event' ? await eventDaysWithin(db, row.listing_id, [day]) : []
    const date = await listingDate(db, kind, row.listing_id)
    if (own.length === 0 && date !== day)
      return {
        title: say('trip.toast.notThatDay', { kind, day: shortDay(day) }),
        description: say('trip.toast.notThatDayText'),
      }
  }
  if (kind === 'stay') return undefined
  const duplicate = await findDuplicate(db, tripId, { kind, listingId: row.listing_id, day }, row.id)
  if (duplicate && duplicate.day === day)
    return {
      title: say('trip.toast.alreadyThatDay', { day: shortDay(day) }),
      description: say('trip.toast.alreadyThatDayText', { kind }),
    }
  return undefined
}
