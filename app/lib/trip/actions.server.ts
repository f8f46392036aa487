import { parseTripNeed, TRIP_NEED_LABELS } from '../accessibility/filters'
import { data } from 'react-router'
import type { Db } from '../db.server'
import { getDb } from '../db.server'
import { formatShortDate, formatLongDate } from '../dates'
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
import { TRIP_INTENTS, TRIP_KIND_LABELS, type TripIntent, type TripKind } from './trip'
import { displayTime } from './checks'
import { defaultCheckOut } from './day-order'
import { findDuplicate, orderUntimed, routeOfDay, setStayNights } from './trip-days.server'
import { done, startTripFor } from './trip-answer.server'

/**
 * Every change to a trip, as the /trip forms post them (and "Add to trip" on listing pages, and
 * "Copy to my trip" on a shared trip). Each answers a redirect with a toast (POST, redirect, GET)
 * and (re)sets the trip cookie; a form with a wrong field answers 400 with the messages.
 */
export async function handleTripAction(request: Request, options: { sharedId?: string } = {}) {
  // The shared parser: bounded as it streams in, a refused body answered rather than reset.
  const read = await readForm(request)
  if (!read.ok) throw data(read.message, { status: read.status })
  const form = read.form
  const intent = String(form.get('intent') ?? '') as TripIntent
  if (!TRIP_INTENTS.includes(intent)) throw data('Unknown action.', { status: 400 })
  const db = getDb()
  const existing = await getTrip(db, tripIdFrom(request))
  // A change sent from the offline queue carries a key: the same key again changes nothing.
  const key = options.sharedId ? null : changeKeyOf(form)
  const apply = () => applyTripAction(db, request, form, intent, existing, options)
  return key && existing ? changeOnce(db, existing.id, key, apply) : apply()
}

async function applyTripAction(
  db: Db,
  request: Request,
  form: FormData,
  intent: TripIntent,
  existing: Trip | undefined,
  options: { sharedId?: string },
) {
  const startTrip = () => startTripFor(db, request)
  const toTrip = (toast: ToastInput, trip: Trip, hash = '') => done('/trip' + hash, toast, trip)

  if (intent === 'copy') {
    const source = options.sharedId ? await getSharedTrip(db, options.sharedId) : undefined
    if (!source) throw data('This shared trip no longer exists.', { status: 404 })
    const trip = await copyTrip(db, source, existing ?? (await startTrip()))
    return toTrip({ title: 'Trip copied', description: 'The shared plan is now your own trip.' }, trip)
  }
  // A shared trip's page answers nothing else: the link is read-only.
  if (options.sharedId) throw data('A shared trip is read-only.', { status: 405 })

  if (intent === 'add') return addToTrip(db, form, existing, startTrip)

  if (intent === 'dates') {
    const values = { arrive: String(form.get('arrive') ?? ''), depart: String(form.get('depart') ?? '') }
    const parsed = TripDatesSchema.safeParse(values)
    if (!parsed.success)
      return data({ dateErrors: fieldErrors(parsed.error), dateValues: values }, { status: 400 })
    const trip = existing ?? (await startTrip())
    await setTripDates(db, trip.id, parsed.data.arrive, parsed.data.depart)
    return toTrip(
      {
        title: 'Dates saved',
        description: `${formatLongDate(parsed.data.arrive)} to ${formatLongDate(parsed.data.depart)}`,
      },
      trip,
    )
  }

  if (intent === 'need') {
    const value = String(form.get('need') ?? '')
    const need = parseTripNeed(value)
    if (value !== '' && !need) throw data('Choose a need from the list.', { status: 400 })
    const trip = existing ?? (await startTrip())
    await setTripNeed(db, trip.id, need)
    return toTrip(
      need
        ? {
            title: 'Accessibility need saved',
            description: `${TRIP_NEED_LABELS[need]}: stops that do not fit it, or whose facts are not known, are flagged.`,
          }
        : { title: 'Accessibility need cleared' },
      trip,
    )
  }

  // The rest change a trip the visitor has.
  if (!existing) {
    return done('/trip', { type: 'error', title: 'No trip yet', description: 'Set your dates to start one.' })
  }
  const trip = existing
  const stop = String(form.get('stop') ?? '')
  const missing = () => toTrip({ type: 'error', title: 'That stop is no longer on your trip' }, trip)

  switch (intent) {
    case 'move-up':
    case 'move-down':
      return (await moveStop(db, trip.id, stop, intent === 'move-up' ? 'up' : 'down'))
        ? toTrip({ title: 'Moved' }, trip, `#stop-${stop}`)
        : missing()
    case 'move-day':
    case 'place': {
      const day = String(form.get('day') ?? '')
      if (!daysOf(trip).includes(day)) {
        return toTrip({ type: 'error', title: 'Choose a day of your trip' }, trip)
      }
      const row = await getStop(db, trip.id, stop)
      if (!row) return missing()
      const refused = await refuseMove(db, trip.id, row, day)
      if (refused) return toTrip({ type: 'error', ...refused }, trip, `#stop-${stop}`)
      const index = form.get('index') === null ? undefined : Number(form.get('index'))
      const placed = await placeStop(db, trip.id, stop, day, Number.isInteger(index) ? index : undefined)
      return placed ? toTrip({ title: `Moved to ${formatShortDate(day)}` }, trip, `#day-${day}`) : missing()
    }
    case 'stop': {
      const values = { startTime: String(form.get('startTime') ?? ''), note: String(form.get('note') ?? '') }
      const parsed = StopDetailsSchema.safeParse({ stop, ...values })
      if (!parsed.success) {
        return data({ stopErrors: { stop, errors: fieldErrors(parsed.error), values } }, { status: 400 })
      }
      const row = await getStop(db, trip.id, stop)
      if (!row) return missing()
      // An event's time is its schedule's: another time is refused, with the reason.
      const scheduled = await scheduledTime(db, row.kind as TripKind, row.listing_id)
      if (scheduled && parsed.data.startTime && parsed.data.startTime !== scheduled) {
        const what = row.kind === 'music' ? 'show' : 'event'
        const message = `This ${what} starts at ${displayTime(scheduled)}; its time is set by its schedule.`
        return data({ stopErrors: { stop, errors: { startTime: message }, values } }, { status: 400 })
      }
      const details = scheduled ? { ...parsed.data, startTime: scheduled } : parsed.data
      return (await updateStop(db, trip.id, stop, details))
        ? toTrip({ title: 'Saved' }, trip, `#stop-${stop}`)
        : missing()
    }
    case 'route': {
      const day = String(form.get('day') ?? '')
      if (!daysOf(trip).includes(day))
        return toTrip({ type: 'error', title: 'Choose a day of your trip' }, trip)
      const order = await routeOfDay(db, trip, day)
      if (order.length === 0)
        return toTrip(
          {
            type: 'error',
            title: 'Nothing to order',
            description: 'Order by route orders two or more stops without a time.',
          },
          trip,
          `#day-${day}`,
        )
      await orderUntimed(db, trip.id, day, order)
      return toTrip(
        {
          title: 'Ordered by route',
          description: 'Stops without a time now go in the order with the least driving.',
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
            title: 'Choose your nights',
            description: 'Check in on a day of your trip and check out on a later day, up to your departure.',
          },
          trip,
          `#stop-${stop}`,
        )
      return (await setStayNights(db, trip.id, stop, checkIn, checkOut))
        ? toTrip(
            {
              title: 'Nights saved',
              description: `${formatShortDate(checkIn)} to ${formatShortDate(checkOut)}`,
            },
            trip,
            `#stop-${stop}`,
          )
        : missing()
    }
    case 'remove':
      return (await removeStop(db, trip.id, stop))
        ? toTrip({ title: 'Removed from your trip' }, trip)
        : missing()
    case 'clear':
      if (form.get('confirm') !== 'yes') return toTrip({ type: 'error', title: 'Nothing was cleared' }, trip)
      await clearTrip(db, trip.id)
      return toTrip({ title: 'Trip cleared' }, trip)
  }
  throw data('Unknown action.', { status: 400 })
}

/**
 * Why a stop may not go to `day`, or undefined: an event or show only goes on a day it takes
 * place, and the same place not twice on one day.
 */
async function refuseMove(
  db: Db,
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
        title: `This ${kind === 'music' ? 'show' : 'event'} is not on ${formatShortDate(day)}`,
        description: 'Its day is set by its schedule: remove it, or keep it on its own day.',
      }
  }
  if (kind === 'stay') return undefined
  const duplicate = await findDuplicate(db, tripId, { kind, listingId: row.listing_id, day }, row.id)
  if (duplicate && duplicate.day === day)
    return {
      title: `Already on ${formatShortDate(day)}`,
      description: `That ${TRIP_KIND_LABELS[kind].toLowerCase()} is on that day already: remove one of them instead.`,
    }
  return undefined
}
