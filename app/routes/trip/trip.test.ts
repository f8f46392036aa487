import { describe, expect, it } from 'vitest'
import { call, pageRequest, thrownStatus, toastOf, withTestSecrets } from '../../../tests/helpers'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { action as tripAction, loader as tripLoader } from './index'
import { action as sharedAction, loader as sharedLoader } from './shared'
import { loader as icsLoader } from './ics'
import { createTrip, getTrip, sweepExpiredTrips } from '~/lib/trip/trip.server'
import { buildRule } from '~/lib/recurrence.server'

withTestSecrets()

const DAY = 24 * 60 * 60 * 1000

/** The trip cookie a response sets, as a Cookie header ("trip=..."), or undefined. */
function tripCookieOf(response: Response): string | undefined {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('trip='))
}

describe.each(TEST_DIALECTS)('the trip planner on %s', (dialect) => {
  const t = useAppDatabase(dialect)

  const post = (form: Record<string, string>, cookie?: string, path = '/trip') =>
    call(tripAction, pageRequest(path, { cookie, form })) as Promise<Response>
  const page = async (cookie?: string) => call(tripLoader, pageRequest('/trip', { cookie }))
  const stopsOf = async (cookie: string) => {
    const id = decodeURIComponent(cookie.slice('trip='.length))
    return t.db
      .selectFrom('trip_stops')
      .selectAll()
      .where('trip_id', '=', id)
      .orderBy('day')
      .orderBy('position')
      .execute()
  }
  /** A new trip with dates, answering its cookie. */
  const newTrip = async (arrive: string, depart: string) => {
    const response = await post({ intent: 'dates', arrive, depart })
    expect(response.status).toBe(302)
    return tripCookieOf(response)!
  }
  const firstEvent = () =>
    t.db
      .selectFrom('events')
      .select(['id', 'date', 'start_time'])
      .where('rrule', 'is', null)
      .orderBy('date')
      .executeTakeFirstOrThrow()

  it('reading /trip creates nothing and sets no cookie; the first change creates the trip and its cookie', async () => {
    const before = await page()
    expect(before).toMatchObject({ trip: null, days: [] })
    expect(before).not.toBeInstanceOf(Response)
    expect(await t.db.selectFrom('trips').selectAll().execute()).toHaveLength(0)

    const response = await post({ intent: 'dates', arrive: '2026-07-01', depart: '2026-07-03' })
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/trip')
    expect(await toastOf(response)).toMatchObject({ title: 'Dates saved' })
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('trip='))!
    expect(setCookie).toMatch(/^trip=[A-Za-z0-9_-]{22}; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/)
    const cookie = tripCookieOf(response)!
    const data = await page(cookie)
    expect(data.trip).toMatchObject({
      arrive: '2026-07-01',
      depart: '2026-07-03',
      label: 'July 1, 2026 to July 3, 2026',
    })
    expect(data.days.map((d: { day: string }) => d.day)).toEqual(['2026-07-01', '2026-07-02', '2026-07-03'])
    expect(data.shareUrl).toMatch(/\/trip\/shared\/[A-Za-z0-9_-]{22}$/)
    // The share id is not the cookie's id.
    expect(data.shareUrl).not.toContain(decodeURIComponent(cookie.slice(5)))
  })

  it('offers to add a listing from its page, on a chosen day or an event’s own date, without creating anything', async () => {
    const tripsBefore = (await t.db.selectFrom('trips').selectAll().execute()).length
    const offer = await call(tripLoader, pageRequest('/trip?add=restaurant:elk-antler-grill'))
    expect(offer.adding).toEqual({
      kind: 'restaurant',
      id: 'elk-antler-grill',
      name: 'Elk Antler Grill',
      ownDate: null,
      ownDateLabel: null,
      returnTo: '/eat/elk-antler-grill',
    })
    const event = await firstEvent()
    const fromFavorites = await call(tripLoader, pageRequest(`/trip?add=event:${event.id}&from=/favorites`))
    expect(fromFavorites.adding).toMatchObject({ kind: 'event', ownDate: event.date, returnTo: '/favorites' })
    // Another site is not a place to go back to; unknown listings are not offered.
    expect(
      (await call(tripLoader, pageRequest('/trip?add=stay:fireweed-log-cabin&from=//evil.example'))).adding,
    ).toMatchObject({ returnTo: '/stay/fireweed-log-cabin' })
    for (const add of ['restaurant:nope', 'spaceship:x', 'restaurant', '']) {
      expect((await call(tripLoader, pageRequest(`/trip?add=${add}`))).adding, add).toBeNull()
    }
    expect(await t.db.selectFrom('trips').selectAll().execute()).toHaveLength(tripsBefore)
  })

  it('checks the dates, with the message next to the field', async () => {
    const backwards = await call(
      tripAction,
      pageRequest('/trip', { form: { intent: 'dates', arrive: '2026-07-05', depart: '2026-07-01' } }),
    )
    expect(backwards.init.status).toBe(400)
    expect(backwards.data.dateErrors).toEqual({ depart: 'Departure must be on or after arrival' })
    const long = await call(
      tripAction,
      pageRequest('/trip', { form: { intent: 'dates', arrive: '2026-07-01', depart: '2026-07-30' } }),
    )
    expect(long.data.dateErrors).toEqual({ depart: 'A trip can be at most 21 days' })
    const missing = await call(
      tripAction,
      pageRequest('/trip', { form: { intent: 'dates', arrive: '', depart: 'soon' } }),
    )
    expect(missing.data.dateErrors).toEqual({
      arrive: 'Enter your arrival date',
      depart: 'Enter your departure date',
    })
  })

  it('adds listings to a chosen day and events on their own date, then moves, reorders, times, notes, removes and clears', async () => {
    const event = await firstEvent()
    const cookie = await newTrip(
      event.date,
      new Date(Date.parse(event.date) + 2 * DAY).toISOString().slice(0, 10),
    )
    const second = new Date(Date.parse(event.date) + DAY).toISOString().slice(0, 10)

    const added = await post(
      {
        intent: 'add',
        kind: 'restaurant',
        id: 'elk-antler-grill',
        day: second,
        returnTo: '/eat/elk-antler-grill',
      },
      cookie,
    )
    expect(added.headers.get('Location')).toBe('/eat/elk-antler-grill')
    expect(await toastOf(added)).toMatchObject({ title: 'Added to your trip' })
    await post(
      { intent: 'add', kind: 'activity', id: 'taggart-lake-hike', day: second, returnTo: '/play' },
      cookie,
    )
    // An event ignores the day it is given: it goes on its own date, at its own time.
    await post({ intent: 'add', kind: 'event', id: event.id, day: second, returnTo: '/events' }, cookie)
    let stops = await stopsOf(cookie)
    expect(stops.map((s) => [s.kind, s.day, s.position])).toEqual([
      ['event', event.date, 0],
      ['restaurant', second, 0],
      ['activity', second, 1],
    ])
    expect(stops[0]!.start_time).toBe(event.start_time)

    // An unknown listing, or a day outside the trip (falls back to the first day).
    const unknown = await post({ intent: 'add', kind: 'restaurant', id: 'nope', returnTo: '/eat' }, cookie)
    expect(await toastOf(unknown)).toMatchObject({ type: 'error' })
    await post({ intent: 'add', kind: 'stay', id: 'fireweed-log-cabin', day: '2030-01-01' }, cookie)
    expect((await stopsOf(cookie)).find((s) => s.kind === 'stay')!.day).toBe(event.date)

    const [restaurant, activity] = stops.slice(1)
    await post({ intent: 'move-up', stop: activity!.id }, cookie)
    stops = await stopsOf(cookie)
    expect(stops.filter((s) => s.day === second).map((s) => s.kind)).toEqual(['activity', 'restaurant'])
    await post({ intent: 'move-down', stop: activity!.id }, cookie)
    expect((await stopsOf(cookie)).filter((s) => s.day === second).map((s) => s.kind)).toEqual([
      'restaurant',
      'activity',
    ])

    const third = new Date(Date.parse(event.date) + 2 * DAY).toISOString().slice(0, 10)
    await post({ intent: 'move-day', stop: restaurant!.id, day: third }, cookie)
    expect((await stopsOf(cookie)).find((s) => s.id === restaurant!.id)!.day).toBe(third)
    // Dragging: a place on a day.
    await post({ intent: 'place', stop: activity!.id, day: third, index: '0' }, cookie)
    expect((await stopsOf(cookie)).filter((s) => s.day === third).map((s) => s.kind)).toEqual([
      'activity',
      'restaurant',
    ])
    const outside = await post({ intent: 'move-day', stop: restaurant!.id, day: '2030-01-01' }, cookie)
    expect(await toastOf(outside)).toMatchObject({ type: 'error', title: 'Choose a day of your trip' })

    const bad = await call(
      tripAction,
      pageRequest('/trip', {
        cookie,
        form: { intent: 'stop', stop: restaurant!.id, startTime: '25:00', note: 'x' },
      }),
    )
    expect(bad.init.status).toBe(400)
    expect(bad.data.stopErrors).toMatchObject({
      stop: restaurant!.id,
      errors: { startTime: 'Enter a time like 09:30' },
    })
    await post({ intent: 'stop', stop: restaurant!.id, startTime: '18:30', note: ' Window table ' }, cookie)
    expect((await stopsOf(cookie)).find((s) => s.id === restaurant!.id)).toMatchObject({
      start_time: '18:30',
      note: 'Window table',
    })

    // The page shows the checks next to the stops.
    const data = await page(cookie)
    const dinner = data.days
      .flatMap((d: { stops: { id: string }[] }) => d.stops)
      .find((s: { id: string }) => s.id === restaurant!.id)
    expect(dinner).toMatchObject({
      name: 'Elk Antler Grill',
      startLabel: '6:30 PM',
      note: 'Window table',
      hoursLabel: 'Open 11:30 AM–10:00 PM',
    })
    // Dinner is the third day's first stop with a time: it starts from the stay of the night before.
    expect(dinner.driveFromPrevious).toMatch(
      /^From Fireweed Log Cabin: About .* \(estimate\)\. Leave by \d{1,2}:\d\d PM\.$/,
    )

    await post({ intent: 'remove', stop: restaurant!.id }, cookie)
    expect((await stopsOf(cookie)).some((s) => s.id === restaurant!.id)).toBe(false)

    // Clearing asks for confirmation.
    await post({ intent: 'clear' }, cookie)
    expect(await stopsOf(cookie)).not.toHaveLength(0)
    const cleared = await post({ intent: 'clear', confirm: 'yes' }, cookie)
    expect(await toastOf(cleared)).toMatchObject({ title: 'Trip cleared' })
    expect(await stopsOf(cookie)).toHaveLength(0)
    expect((await page(cookie)).trip).toMatchObject({ arrive: null, depart: null })
  })

  it('says what "Save for offline" keeps: the stops’ pages, where they are, the days and the tile archive', async () => {
    expect(await page()).toMatchObject({ offline: null })
    const cookie = await newTrip('2026-07-01', '2026-07-03')
    for (const [kind, id] of [
      ['restaurant', 'elk-antler-grill'],
      ['stay', 'fireweed-log-cabin'],
      ['restaurant', 'elk-antler-grill'],
    ])
      await post({ intent: 'add', kind: kind!, id: id!, day: '2026-07-02', returnTo: '/trip' }, cookie)
    const data = (await page(cookie)) as { offline: Record<string, unknown> }
    const grill = await t.db
      .selectFrom('restaurants')
      .select(['lat', 'lng'])
      .where('id', '=', 'elk-antler-grill')
      .executeTakeFirstOrThrow()
    expect(data.offline).toMatchObject({
      // each page once, without its anchor
      pages: ['/eat/elk-antler-grill', '/stay/fireweed-log-cabin'],
      days: ['2026-07-01', '2026-07-02', '2026-07-03'],
    })
    expect(data.offline.points).toContainEqual({ lat: Number(grill.lat), lng: Number(grill.lng) })
    // The tile archive when the site has one (MAP_TILES), else none.
    expect(data.offline.tiles === null || data.offline.tiles === '/tiles/valley.pmtiles').toBe(true)
  })

  it('a repeating event is suggested on each of its days during the trip and goes on the day chosen', async () => {
    const base = await t.db
      .selectFrom('events')
      .selectAll()
      .where('rrule', 'is', null)
      .orderBy('date')
      .executeTakeFirstOrThrow()
    const day = (n: number) => new Date(Date.parse(base.date) + n * DAY).toISOString().slice(0, 10)
    // Weekly from its first date for five weeks; the trip covers its third and fourth weeks only.
    await t.db
      .insertInto('events')
      .values({
        ...base,
        id: 'weekly-stew',
        title: 'Weekly Stew Night',
        rrule: buildRule(base.date, 'weekly', day(28)),
      })
      .execute()
    const cookie = await newTrip(day(13), day(22))
    const suggested = (await page(cookie)).suggestions.filter((s: { id: string }) => s.id === 'weekly-stew')
    expect(suggested.map((s: { date: string }) => s.date)).toEqual([day(14), day(21)])
    // Added from its suggestion of the 21st: on the 21st, not on its first date (outside the trip).
    await post({ intent: 'add', kind: 'event', id: 'weekly-stew', day: day(21), returnTo: '/trip' }, cookie)
    // Added without a day: the first of its days during the trip.
    await post({ intent: 'add', kind: 'event', id: 'weekly-stew', returnTo: '/trip' }, cookie)
    expect((await stopsOf(cookie)).map((s) => s.day).sort()).toEqual([day(14), day(21)])
  })

  it('adding without a trip starts one on that day and asks for dates', async () => {
    const event = await firstEvent()
    const response = await post({
      intent: 'add',
      kind: 'event',
      id: event.id,
      returnTo: `/events/${event.id}`,
    })
    expect(response.headers.get('Location')).toBe(`/events/${event.id}`)
    expect(await toastOf(response)).toMatchObject({
      title: 'Added to your trip',
      description: expect.stringMatching(/Set your arrival and departure/),
    })
    const cookie = tripCookieOf(response)!
    expect((await page(cookie)).trip).toMatchObject({ arrive: event.date, depart: event.date })
    // An event outside the trip's dates is not added.
    const other = await t.db
      .selectFrom('events')
      .select(['id', 'date'])
      .where('date', '>', event.date)
      .where('rrule', 'is', null)
      .executeTakeFirstOrThrow()
    const refused = await post({ intent: 'add', kind: 'event', id: other.id, returnTo: '/events' }, cookie)
    expect(await toastOf(refused)).toMatchObject({ type: 'error', title: 'Not during your trip' })
    expect(await stopsOf(cookie)).toHaveLength(1)
  })

  it('one visitor cannot change another visitor’s stops, and a forged cookie is no trip', async () => {
    const mine = await newTrip('2026-08-01', '2026-08-02')
    await post({ intent: 'add', kind: 'restaurant', id: 'elk-antler-grill', day: '2026-08-01' }, mine)
    const [stop] = await stopsOf(mine)
    const theirs = await newTrip('2026-08-01', '2026-08-02')
    const answer = await post({ intent: 'remove', stop: stop!.id }, theirs)
    expect(await toastOf(answer)).toMatchObject({ type: 'error' })
    expect(await stopsOf(mine)).toHaveLength(1)
    const forged = await post({ intent: 'remove', stop: stop!.id }, 'trip=AAAAAAAAAAAAAAAAAAAAAA')
    expect(await toastOf(forged)).toMatchObject({ type: 'error', title: 'No trip yet' })
    expect(tripCookieOf(forged)).toBeUndefined()
    expect(await stopsOf(mine)).toHaveLength(1)
  })

  it('shares read-only under a separate id, and copies into the visitor’s own trip', async () => {
    const owner = await newTrip('2026-09-01', '2026-09-02')
    await post({ intent: 'add', kind: 'restaurant', id: 'elk-antler-grill', day: '2026-09-02' }, owner)
    await post({ intent: 'add', kind: 'activity', id: 'taggart-lake-hike', day: '2026-09-01' }, owner)
    const shareId = (await page(owner)).shareUrl.split('/').pop()!
    const ownerId = decodeURIComponent(owner.slice(5))

    const shared = await call(sharedLoader, pageRequest(`/trip/shared/${shareId}`), { id: shareId })
    expect(shared.trip).toEqual({ arrive: '2026-09-01', depart: '2026-09-02' })
    expect(shared.days.flatMap((d: { stops: { name: string }[] }) => d.stops.map((s) => s.name))).toEqual([
      'Taggart Lake Trail',
      'Elk Antler Grill',
    ])
    // The owner's own id does not open the shared page.
    expect(
      await thrownStatus(() => call(sharedLoader, pageRequest(`/trip/shared/${ownerId}`), { id: ownerId })),
    ).toBe(404)
    expect(
      await thrownStatus(() => call(sharedLoader, pageRequest('/trip/shared/nope'), { id: 'nope' })),
    ).toBe(404)

    // Nothing but copying can be posted to a shared trip, even by its owner.
    const [stop] = await stopsOf(owner)
    const forms: Record<string, string>[] = [
      { intent: 'remove', stop: stop!.id },
      { intent: 'clear', confirm: 'yes' },
      { intent: 'dates', arrive: '2026-01-01', depart: '2026-01-02' },
    ]
    for (const form of forms) {
      expect(
        await thrownStatus(() =>
          call(sharedAction, pageRequest(`/trip/shared/${shareId}`, { cookie: owner, form }), {
            id: shareId,
          }),
        ),
      ).toBe(405)
    }
    expect(await stopsOf(owner)).toHaveLength(2)

    // Copy into a new trip (a visitor without one).
    const copied = (await call(
      sharedAction,
      pageRequest(`/trip/shared/${shareId}`, { form: { intent: 'copy' } }),
      { id: shareId },
    )) as Response
    expect(copied.headers.get('Location')).toBe('/trip')
    const visitor = tripCookieOf(copied)!
    expect(visitor).not.toBe(owner)
    expect((await stopsOf(visitor)).map((s) => [s.kind, s.day])).toEqual([
      ['activity', '2026-09-01'],
      ['restaurant', '2026-09-02'],
    ])
    // Copy replaces an existing trip's stops and dates; the copy is independent of the original.
    const other = await newTrip('2026-10-01', '2026-10-01')
    await post({ intent: 'add', kind: 'stay', id: 'fireweed-log-cabin' }, other)
    const replaced = (await call(
      sharedAction,
      pageRequest(`/trip/shared/${shareId}`, { cookie: other, form: { intent: 'copy' } }),
      { id: shareId },
    )) as Response
    expect(tripCookieOf(replaced)).toBe(other)
    expect((await page(other)).trip).toMatchObject({ arrive: '2026-09-01', depart: '2026-09-02' })
    expect((await stopsOf(other)).map((s) => s.kind)).toEqual(['activity', 'restaurant'])
    await post({ intent: 'clear', confirm: 'yes' }, other)
    expect(await stopsOf(owner)).toHaveLength(2)
  })

  it('exports the trip as one calendar file with times, addresses and directions', async () => {
    const cookie = await newTrip('2026-07-10', '2026-07-11')
    await post({ intent: 'add', kind: 'restaurant', id: 'elk-antler-grill', day: '2026-07-10' }, cookie)
    const [stop] = await stopsOf(cookie)
    await post({ intent: 'stop', stop: stop!.id, startTime: '18:30', note: 'Birthday dinner' }, cookie)
    await post({ intent: 'add', kind: 'activity', id: 'taggart-lake-hike', day: '2026-07-11' }, cookie)
    const response = (await call(icsLoader, pageRequest('/trip.ics', { cookie }))) as Response
    expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8')
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    const body = (await response.text()).replace(/\r\n /g, '')
    expect(body).toContain('SUMMARY:Elk Antler Grill')
    expect(body).toContain('DTSTART;TZID=America/Denver:20260710T183000')
    expect(body).toContain('DTEND;TZID=America/Denver:20260710T200000')
    expect(body).toContain('LOCATION:135 E Deloney Ave\\, Jackson\\, WY 83001')
    expect(body).toContain(
      'Birthday dinner\\nDirections: https://www.google.com/maps/search/?api=1&query=135%20E%20Deloney%20Ave',
    )
    // A stop without a time is an all-day entry on its day.
    expect(body).toContain('DTSTART;VALUE=DATE:20260711')
    expect(await thrownStatus(() => call(icsLoader, pageRequest('/trip.ics')))).toBe(404)
  })

  it('deletes trips nobody has opened for 90 days, and keeps the others', async () => {
    const now = new Date('2026-11-25T12:00:00Z')
    const old = await createTrip(
      t.db,
      { arrive: '2026-07-01', depart: '2026-07-02' },
      new Date(now.getTime() - 91 * DAY),
    )
    const recent = await createTrip(
      t.db,
      { arrive: '2026-07-01', depart: '2026-07-02' },
      new Date(now.getTime() - 89 * DAY),
    )
    await t.db
      .insertInto('trip_stops')
      .values({
        id: 'old-stop',
        trip_id: old.id,
        day: '2026-07-01',
        position: 0,
        kind: 'stay',
        listing_id: 'fireweed-log-cabin',
        start_time: null,
        note: '',
        created_at: old.created_at,
      })
      .execute()
    // An abandoned trip is no trip, even before the sweep.
    expect(await getTrip(t.db, old.id, now)).toBeUndefined()
    expect(await sweepExpiredTrips(t.db, now)).toBeGreaterThanOrEqual(1)
    const left = await t.db.selectFrom('trips').select('id').where('id', 'in', [old.id, recent.id]).execute()
    expect(left.map((r) => r.id)).toEqual([recent.id])
    expect(
      await t.db.selectFrom('trip_stops').selectAll().where('trip_id', '=', old.id).execute(),
    ).toHaveLength(0)
    // Opening a trip moves its last visit, so it is kept 90 days from now.
    expect(await getTrip(t.db, recent.id, now)).toMatchObject({
      id: recent.id,
      last_seen_at: now.toISOString(),
    })
    expect(await sweepExpiredTrips(t.db, new Date(now.getTime() + 80 * DAY))).toBe(0)
  })
})
