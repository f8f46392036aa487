import { countListing } from '../stats/counter.server'
import { countedTypeOfKind } from '../stats/stats'
import type { Db } from '../db.server'
import { todayInTimeZone } from '../dates'
import { safeRedirect } from '../http.server'
import type { ToastInput } from '../toast.server'
import { listingFacts } from './plan.server'
import { AddStopSchema } from './trip.schema'
import { eventDaysWithin, isListed, listingDate, scheduledTime } from './trip-listings.server'
import { addStop, daysOf, setTripDates, type Trip } from './trip.server'
import { defaultCheckOut } from './day-order'
import { findDuplicate } from './trip-days.server'
import { done } from './trip-answer.server'
import type { TripWords } from './trip-words'

/**
 * "Add to trip" (and /favorites' "Add to day"): the listing on the chosen day, or its own; `addedToast`
 * words the success toast for the day it went on. `words`: the page's language, for the toasts.
 */
export async function addToTrip(
  db: Db,
  words: TripWords,
  form: FormData,
  existing: Trip | undefined,
  startTrip: () => Promise<Trip>,
  addedToast?: (day: string) => ToastInput,
) {
  const { say, shortDay } = words
  const back = safeRedirect(form.get('returnTo'), '/trip')
  const parsed = AddStopSchema.safeParse({
    kind: form.get('kind') ?? undefined,
    id: form.get('id') ?? undefined,
    day: form.get('day') || undefined,
  })
  if (!parsed.success || !(await isListed(db, parsed.data.kind, parsed.data.id))) {
    return done(
      back,
      {
        type: 'error',
        title: say('trip.toast.notAdded'),
        description: say('trip.toast.notAddedText'),
      },
      existing,
    )
  }
  const { kind, id } = parsed.data
  let ownDate = await listingDate(db, kind, id)
  let trip = existing
  let days = daysOf(trip)
  let askForDates = false
  // No trip, or one without dates: start one on the event's day (or today), then ask for dates.
  if (!trip || days.length === 0) {
    const day = ownDate ?? (parsed.data.day || todayInTimeZone())
    trip ??= await startTrip()
    await setTripDates(db, trip.id, day, day)
    trip = { ...trip, arrive: day, depart: day }
    days = [day]
    askForDates = true
  }
  let day: string
  // A repeating event goes on the day of the trip it takes place on (the one chosen, else the first).
  if (kind === 'event' && ownDate && !askForDates) {
    const onTrip = await eventDaysWithin(db, id, days)
    if (onTrip.length > 0)
      ownDate = parsed.data.day && onTrip.includes(parsed.data.day) ? parsed.data.day : onTrip[0]!
  }
  if (ownDate) {
    if (!days.includes(ownDate)) {
      return done(
        back,
        {
          type: 'error',
          title: say('trip.toast.notDuring'),
          description: say('trip.toast.notDuringText', { date: words.longDay(ownDate) }),
        },
        trip,
      )
    }
    day = ownDate
  } else {
    day = parsed.data.day && days.includes(parsed.data.day) ? parsed.data.day : days[0]!
  }
  const duplicate = await findDuplicate(db, trip.id, { kind, listingId: id, day })
  if (duplicate) {
    const name =
      (await listingFacts(db, [{ kind, listingId: id }])).get(`${kind}:${id}`)?.name ?? say('trip.toast.it')
    return done(
      back,
      {
        type: 'error',
        title: say('trip.toast.already'),
        description: say(kind === 'stay' ? 'trip.toast.alreadyStay' : 'trip.toast.alreadyOn', {
          name,
          day: shortDay(duplicate.day),
        }),
      },
      trip,
    )
  }
  const start = kind === 'event' || kind === 'music' ? await scheduledTime(db, kind, id) : null
  // A stay covers the nights from the day it is added to through the end of the trip.
  const checkOut = kind === 'stay' ? defaultCheckOut(day, days.at(-1)!) : null
  const added = await addStop(db, trip.id, { kind, listingId: id, day, startTime: start, checkOut })
  if (!added) {
    return done(
      back,
      { type: 'error', title: say('trip.toast.full'), description: say('trip.toast.fullText') },
      trip,
    )
  }
  const counted = countedTypeOfKind(kind)
  if (counted) countListing(counted, id, 'trip_add')
  if (addedToast && !askForDates) return done(back, addedToast(day), trip)
  return done(
    back,
    {
      title: say('trip.toast.added'),
      description: say(askForDates ? 'trip.toast.addedAskDates' : 'trip.toast.addedOn', {
        day: shortDay(day),
      }),
    },
    trip,
  )
}
