import { describe, expect, it } from 'vitest'
import { call, pageRequest, toastOf, withTestSecrets } from '../../../tests/helpers'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { action as tripAction, loader as tripLoader } from './index'
import type { PlannedDay, PlannedStop } from '~/lib/trip/trip'

withTestSecrets()

// Issue 50 items 1 and 2 through /trip's forms: a day's order, "Order by route", an event's time,
// duplicates, and stays as the bases of their nights. The sample season: December 2024.
const [D19, D20, D21] = ['2024-12-19', '2024-12-20', '2024-12-21']
const FESTIVAL = 'cowboy-christmas-winter-festival' // Dec 20, 4:00 PM, Jackson

describe.each(TEST_DIALECTS)('a trip’s days on %s', (dialect) => {
  const t = useAppDatabase(dialect)

  const post = (form: Record<string, string>, cookie?: string) =>
    call(tripAction, pageRequest('/trip', { cookie, form })) as Promise<Response>
  const days = async (cookie: string) =>
    (await call(tripLoader, pageRequest('/trip', { cookie }))).days as PlannedDay[]
  const dayOf = async (cookie: string, day: string) => (await days(cookie)).find((d) => d.day === day)!
  const newTrip = async (arrive = D19, depart = D21) => {
    const response = await post({ intent: 'dates', arrive, depart })
    return response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .find((c) => c.startsWith('trip='))!
  }
  const add = (cookie: string, kind: string, id: string, day = D20) =>
    post({ intent: 'add', kind, id, day, returnTo: '/trip' }, cookie)
  const stopOf = async (cookie: string, name: string): Promise<PlannedStop> =>
    (await days(cookie)).flatMap((d) => d.stops).find((s) => s.name === name)!
  const time = async (cookie: string, name: string, startTime: string) =>
    post({ intent: 'stop', stop: (await stopOf(cookie, name)).id, startTime, note: '' }, cookie)

  it('lists a day’s stops by time, the untimed ones after in the order added; only those move up and down', async () => {
    const cookie = await newTrip()
    await add(cookie, 'restaurant', 'elk-antler-grill')
    await add(cookie, 'restaurant', 'snowshoe-hare-diner')
    await add(cookie, 'activity', 'elk-refuge-sleigh-ride')
    await add(cookie, 'restaurant', 'buffaloberry-kitchen')
    await time(cookie, 'Elk Antler Grill', '10:30')
    await time(cookie, 'Snowshoe Hare Diner', '08:00')
    await time(cookie, 'National Elk Refuge Sleigh Ride', '09:00')
    await add(cookie, 'activity', 'snow-king-family-ski-lessons')
    const names = async () => (await dayOf(cookie, D20)).stops.map((s) => s.startLabel ?? s.name)
    expect(await names()).toEqual([
      '8:00 AM',
      '9:00 AM',
      '10:30 AM',
      'Buffaloberry Kitchen',
      'Snow King Family Ski and Ride Lessons',
    ])
    // Moving the last untimed stop up swaps it with the untimed one before it.
    await post(
      { intent: 'move-up', stop: (await stopOf(cookie, 'Snow King Family Ski and Ride Lessons')).id },
      cookie,
    )
    expect((await names()).slice(3)).toEqual([
      'Snow King Family Ski and Ride Lessons',
      'Buffaloberry Kitchen',
    ])
  })

  it('orders the untimed stops by route from the night’s stay, keeping the timed ones at their times', async () => {
    const cookie = await newTrip()
    // Two nights in Teton Village; the last day starts there and ends nowhere booked (you leave).
    await add(cookie, 'stay', 'snowdrift-mountain-lodge', D19)
    await add(cookie, 'restaurant', 'salt-river-creamery-table', D21) // Thayne
    await add(cookie, 'restaurant', 'elk-antler-grill', D21) // Jackson
    await add(cookie, 'restaurant', 'buffaloberry-kitchen', D21) // Wilson
    expect((await dayOf(cookie, D21)).routable).toBe(true)
    const ordered = await post({ intent: 'route', day: D21 }, cookie)
    expect(await toastOf(ordered)).toMatchObject({ title: 'Ordered by route' })
    expect(ordered.headers.get('Location')).toBe(`/trip#day-${D21}`)
    const names = async () => (await dayOf(cookie, D21)).stops.map((s) => s.name)
    // From Teton Village: Wilson, Jackson, then south to Thayne.
    expect(await names()).toEqual(['Buffaloberry Kitchen', 'Elk Antler Grill', 'Salt River Creamery Table'])
    // A timed stop keeps its time; the untimed ones are ordered on from it (the sleigh ride, Jackson).
    await add(cookie, 'activity', 'elk-refuge-sleigh-ride', D21)
    await time(cookie, 'National Elk Refuge Sleigh Ride', '10:00')
    await post({ intent: 'route', day: D21 }, cookie)
    expect(await names()).toEqual([
      'National Elk Refuge Sleigh Ride',
      'Elk Antler Grill',
      'Buffaloberry Kitchen',
      'Salt River Creamery Table',
    ])
    // A day with fewer than two untimed stops has nothing to order.
    expect((await dayOf(cookie, D20)).routable).toBe(false)
    const nothing = await post({ intent: 'route', day: D20 }, cookie)
    expect(await toastOf(nothing)).toMatchObject({ type: 'error', title: 'Nothing to order' })
  })

  it('refuses to move an event to another time, with the reason; its note still saves', async () => {
    const cookie = await newTrip()
    await add(cookie, 'event', FESTIVAL)
    const festival = (await dayOf(cookie, D20)).stops[0]!
    expect(festival).toMatchObject({ startTime: '16:00', timeFixed: true })
    const refused = await call(
      tripAction,
      pageRequest('/trip', {
        cookie,
        form: { intent: 'stop', stop: festival.id, startTime: '09:00', note: 'x' },
      }),
    )
    expect(refused.init.status).toBe(400)
    expect(refused.data.stopErrors.errors).toEqual({
      startTime: 'This event starts at 4:00 PM; its time is set by its schedule.',
    })
    // The note form sends no time (or the schedule's): saved, at the schedule's time.
    await post({ intent: 'stop', stop: festival.id, startTime: '', note: 'Bring mittens' }, cookie)
    expect((await dayOf(cookie, D20)).stops[0]).toMatchObject({ startTime: '16:00', note: 'Bring mittens' })
    // Nor does it move to a day it does not take place on.
    const moved = await post({ intent: 'move-day', stop: festival.id, day: D21 }, cookie)
    expect(await toastOf(moved)).toMatchObject({ type: 'error', title: 'This event is not on Sat, Dec 21' })
  })

  it('refuses duplicates with a message: a place twice on a day, a dated event or a stay twice anywhere', async () => {
    const cookie = await newTrip()
    await add(cookie, 'restaurant', 'elk-antler-grill')
    const again = await add(cookie, 'restaurant', 'elk-antler-grill')
    expect(await toastOf(again)).toMatchObject({
      type: 'error',
      title: 'Already on your trip',
      description: 'Elk Antler Grill is already on Fri, Dec 20.',
    })
    // Another day is fine (dinner there twice), but not moved onto the day it is on already.
    await add(cookie, 'restaurant', 'elk-antler-grill', D21)
    const other = (await dayOf(cookie, D21)).stops[0]!
    const moved = await post({ intent: 'move-day', stop: other.id, day: D20 }, cookie)
    expect(await toastOf(moved)).toMatchObject({ type: 'error', title: 'Already on Fri, Dec 20' })
    await add(cookie, 'event', FESTIVAL)
    expect(await toastOf(await add(cookie, 'event', FESTIVAL, D21))).toMatchObject({
      title: 'Already on your trip',
    })
    await add(cookie, 'stay', 'snowdrift-mountain-lodge', D19)
    expect(await toastOf(await add(cookie, 'stay', 'snowdrift-mountain-lodge', D21))).toMatchObject({
      description:
        'Snowdrift Mountain Lodge is already on your trip (from Thu, Dec 19): change its nights there instead.',
    })
    const rows = await t.db
      .selectFrom('trip_stops')
      .select('kind')
      .where('trip_id', '=', decodeURIComponent(cookie.slice('trip='.length)))
      .execute()
    expect(rows).toHaveLength(4)
  })

  it('makes a stay the base of its nights: each day starts and ends there, and the drives count from it', async () => {
    const cookie = await newTrip()
    // Added on the first day: it covers the nights through the trip's end (Dec 19 and 20).
    await add(cookie, 'stay', 'snowdrift-mountain-lodge', D19)
    await add(cookie, 'restaurant', 'antler-arch-chuckwagon')
    await time(cookie, 'Antler Arch Chuckwagon', '13:00')
    const [first, second, third] = await days(cookie)
    const lodge = { name: 'Snowdrift Mountain Lodge', href: '/stay/snowdrift-mountain-lodge' }
    expect(first!.start).toMatchObject({ name: 'Jackson’s Town Square', stopId: null })
    expect(first!.end).toMatchObject(lodge)
    expect(first!.stops[0]!.nights).toMatchObject({
      checkIn: D19,
      checkOut: D21,
      label: '2 nights: Thu, Dec 19 to Sat, Dec 21',
    })
    expect(second!.start).toMatchObject(lodge)
    expect(second!.end).toMatchObject(lodge)
    expect(third!.start).toMatchObject(lodge)
    expect(third!.end).toBeNull()
    // Lunch in Afton starts from the lodge, and the drive back is long: leave Afton in daylight.
    const lunch = second!.stops[0]!
    expect(lunch.driveFromPrevious).toMatch(
      /^From Snowdrift Mountain Lodge: About 1 h \d+ min drive, \d+ mi \(estimate\)\. Leave by 11:\d\d AM\.$/,
    )
    expect(second!.driveBack).toMatch(/^To Snowdrift Mountain Lodge: About 1 h \d+ min drive/)
    expect(lunch.warnings).toEqual([])

    // Dinner there at 5:00 PM: back long after dark.
    await time(cookie, 'Antler Arch Chuckwagon', '17:00')
    const late = (await dayOf(cookie, D20)).stops[0]!
    expect(late.warnings.at(-1)).toMatch(
      /^The drive back to Snowdrift Mountain Lodge takes about 1 h \d+ min and ends about 8:\d\d PM, after dark \(sunset 4:\d\d PM\): plan this earlier, or on a day you stay nearer\.$/,
    )

    // One night only: the second day ends nowhere booked; a check-out not after check-in is refused.
    const stay = first!.stops[0]!
    const bad = await post({ intent: 'nights', stop: stay.id, checkIn: D20, checkOut: D20 }, cookie)
    expect(await toastOf(bad)).toMatchObject({ type: 'error', title: 'Choose your nights' })
    const saved = await post({ intent: 'nights', stop: stay.id, checkIn: D20, checkOut: D21 }, cookie)
    expect(await toastOf(saved)).toMatchObject({ title: 'Nights saved' })
    const after = await days(cookie)
    expect(after.map((d) => [d.start.name, d.end?.name ?? null])).toEqual([
      ['Jackson’s Town Square', null],
      ['Jackson’s Town Square', 'Snowdrift Mountain Lodge'],
      ['Snowdrift Mountain Lodge', null],
    ])
    expect(after[1]!.stops.map((s) => s.kind)).toEqual(['restaurant', 'stay'])
  })

  it('keeps a stay saved before nights were stored covering its one night', async () => {
    const cookie = await newTrip()
    await add(cookie, 'stay', 'fireweed-log-cabin', D20)
    await t.db
      .updateTable('trip_stops')
      .set({ check_out: null })
      .where('trip_id', '=', decodeURIComponent(cookie.slice('trip='.length)))
      .execute()
    const [first, second, third] = await days(cookie)
    expect([first!.end, second!.end?.name, third!.start.name]).toEqual([
      null,
      'Fireweed Log Cabin',
      'Fireweed Log Cabin',
    ])
    expect(second!.stops[0]!.nights).toMatchObject({ label: '1 night: Fri, Dec 20 to Sat, Dec 21' })
  })
})
