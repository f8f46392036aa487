import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { VALLEY_GEOGRAPHY } from '../../content/valley-map'
import { activities, events, musicShows, restaurants, stays } from '../../../db/seed-data'
import { migrations } from '../../../db/migrations'
import { createTestDb, TEST_DIALECTS, type TestDb } from '../../../tests/setup/db'
import { migrateToLatest } from '../db.server'
import { getActivity } from '../kinds/activity.server'
import { getEvent } from '../kinds/event-queries.server'
import { listMusicShows } from '../kinds/music.server'
import { getRestaurant } from '../kinds/restaurant.server'
import { getStay } from '../kinds/stay.server'
import { insidePath } from './place-map'
import {
  activitySource,
  eventSource,
  musicSource,
  pageMapListings,
  restaurantSource,
  staySource,
} from './places.server'
import { inBounds, project } from './projection'

// The three counties' box: every seeded place must be inside it, and inside one of them.
const counties = VALLEY_GEOGRAPHY.counties
const BOX = {
  north: Math.max(...counties.map((c) => c.bounds.north)),
  south: Math.min(...counties.map((c) => c.bounds.south)),
  west: Math.min(...counties.map((c) => c.bounds.west)),
  east: Math.max(...counties.map((c) => c.bounds.east)),
}
const TOWNS = new Set(VALLEY_GEOGRAPHY.towns.map((t) => t.name))

describe.each(TEST_DIALECTS)('places on the map on %s', (dialect) => {
  let t: TestDb
  beforeAll(async () => {
    t = await createTestDb(dialect)
  })
  afterAll(async () => t.cleanup())

  it('has every seeded listing and event venue with a pin in the three counties and a town', async () => {
    const seeded = [
      ...(await Promise.all(restaurants.map((r) => getRestaurant(t.db, r.id)))),
      ...(await Promise.all(stays.map((s) => getStay(t.db, s.id)))),
      ...(await Promise.all(activities.map((a) => getActivity(t.db, a.id)))),
      ...(await Promise.all(events.map((e) => getEvent(t.db, e.id)))),
      ...(await listMusicShows(t.db)),
    ]
    expect(seeded).toHaveLength(
      restaurants.length + stays.length + activities.length + events.length + musicShows.length,
    )
    for (const listing of seeded) {
      const where = `${listing?.id}`
      expect(listing?.coordinates, where).toBeTruthy()
      const pin = listing!.coordinates!
      expect(inBounds(pin, BOX), where).toBe(true)
      expect(
        counties.some((c) => insidePath(project(pin), c.d)),
        where,
      ).toBe(true)
      expect(TOWNS.has(listing!.town ?? ''), `${where} in ${listing!.town}`).toBe(true)
    }
  })

  it('reads the map pages’ listings lean, with their pins, links and filters', async () => {
    const eat = await pageMapListings([restaurantSource(t.db, { cuisine: 'indigenous' })], 1)
    const indigenous = restaurants.filter((r) => r.cuisines.includes('indigenous'))
    expect(eat.items.map((i) => i.id)).toEqual(indigenous.map((r) => r.id))
    expect(eat.items[0]).toEqual({
      id: indigenous[0]!.id,
      name: indigenous[0]!.name,
      href: `/eat/${indigenous[0]!.id}`,
      subtitle: `${indigenous[0]!.type} · ${indigenous[0]!.price}`,
      location: indigenous[0]!.location,
      section: undefined,
      town: indigenous[0]!.town,
      coordinates: indigenous[0]!.coordinates,
    })
    const cabins = await pageMapListings([staySource(t.db, { type: 'cabins' })], 1)
    expect(cabins.items.map((i) => i.id)).toEqual(
      stays.filter((s) => s.typeKey === 'cabins').map((s) => s.id),
    )
    const hard = await pageMapListings([activitySource(t.db, { difficulty: 'Hard' }, 'Play')], 1)
    expect(hard.items.map((i) => [i.id, i.section])).toEqual(
      activities.filter((a) => a.difficulty === 'Hard').map((a) => [a.id, 'Play']),
    )
    // Upcoming events only, soonest first, pinned at their venue's address.
    const upcoming = await pageMapListings([eventSource(t.db, { from: '2025-01-01' })], 1)
    const later = events.filter((e) => e.date >= '2025-01-01')
    expect(upcoming.total).toBe(later.length)
    expect(upcoming.items.map((i) => i.href).sort()).toEqual(later.map((e) => `/events/${e.id}`).sort())
    expect(upcoming.items.every((i) => later.some((e) => e.address === i.location))).toBe(true)
  })

  it('puts the upcoming live music shows on the map, each linking to the list page that shows it', async () => {
    const from = [...musicShows.map((m) => m.date)].sort()[0]!
    const source = musicSource(t.db, { from }, 'Live music')
    expect(await source.count()).toBe(musicShows.length)
    const shows = await source.slice(0, 100)
    expect(shows.map((s) => s.name).sort()).toEqual(musicShows.map((m) => m.artist).sort())
    for (const show of shows) {
      expect(show.section).toBe('Live music')
      expect(show.coordinates).toBeTruthy()
      expect(show.href).toBe(`/events/live-music?show=${encodeURIComponent(show.id)}`)
    }
    // None after the last show.
    const last = [...musicShows.map((m) => m.date)].sort().at(-1)!
    expect(await musicSource(t.db, { from: `${last}x` }).count()).toBe(0)
  })

  it('says a restaurant’s kind and a show’s genre in the page’s language', async () => {
    const grill = restaurants.find((r) => r.type === 'Western Steakhouse')!
    const es = (await restaurantSource(t.db, {}, undefined, 'es').slice(0, 100)).find(
      (r) => r.id === grill.id,
    )!
    expect(es.subtitle).toBe(`Asador del Oeste · ${grill.price}`)
    const en = (await restaurantSource(t.db).slice(0, 100)).find((r) => r.id === grill.id)!
    expect(en.subtitle).toBe(`Western Steakhouse · ${grill.price}`)
    const from = [...musicShows.map((m) => m.date)].sort()[0]!
    const holiday = musicShows.find((m) => m.genre === 'Holiday')!
    const show = (await musicSource(t.db, { from }, 'Música en vivo', 'es').slice(0, 100)).find(
      (s) => s.id === holiday.id,
    )!
    expect(show.subtitle).toMatch(/^Navideño · /)
  })

  it('pages across kinds in their order, counting every kind', async () => {
    const sources = () => [restaurantSource(t.db), staySource(t.db), activitySource(t.db)]
    const all = [...restaurants, ...stays, ...activities].map((l) => l.id)
    const first = await pageMapListings(sources(), 1, 4)
    expect(first).toMatchObject({ page: 1, pageCount: Math.ceil(all.length / 4), total: all.length })
    expect(first.items.map((i) => i.id)).toEqual(all.slice(0, 4))
    // A page that spans two kinds.
    const second = await pageMapListings(sources(), 2, 4)
    expect(second.items.map((i) => i.id)).toEqual(all.slice(4, 8))
    // Past the end: the last page.
    const last = await pageMapListings(sources(), 99, 4)
    expect(last.page).toBe(Math.ceil(all.length / 4))
    expect(last.items.map((i) => i.id)).toEqual(all.slice((last.page - 1) * 4))
  })

  it('counts and lists a listing without a pin, and leaves it off the drawn map', async () => {
    const id = restaurants[0]!.id
    const before = await t.db
      .selectFrom('restaurants')
      .select(['lat', 'lng'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    await t.db.updateTable('restaurants').set({ lat: null, lng: null }).where('id', '=', id).execute()
    try {
      const source = restaurantSource(t.db)
      expect(await source.count()).toBe(restaurants.length)
      expect((await source.slice(0, 100)).map((l) => l.id)).toContain(id)
      const pinned = await source.pinned(100)
      expect(pinned.map((l) => l.id)).not.toContain(id)
      expect(pinned).toHaveLength(restaurants.length - 1)
      expect(await source.pinned(2)).toHaveLength(2)
    } finally {
      await t.db.updateTable('restaurants').set(before).where('id', '=', id).execute()
    }
  })
})

describe.each(TEST_DIALECTS)('the coordinates migration on %s', (dialect) => {
  it('gives a database seeded before it the sample pins and towns, and leaves other rows alone', async () => {
    const t = await createTestDb(dialect)
    try {
      const db = t.db as unknown as Kysely<any> // eslint-disable-line @typescript-eslint/no-explicit-any
      // The migrations after it first, newest first (they run again after it).
      const later = Object.keys(migrations)
        .filter((name) => name > '2026-11-24-10-coordinates')
        .sort()
        .reverse()
      for (const name of later) {
        await migrations[name]!.down!(db)
        await db.deleteFrom('kysely_migration').where('name', '=', name).execute()
      }
      await migrations['2026-11-24-10-coordinates']!.down!(db)
      await db.deleteFrom('kysely_migration').where('name', '=', '2026-11-24-10-coordinates').execute()
      // A listing published from a submission before pins existed.
      const {
        lat: _lat,
        lng: _lng,
        town: _town,
        checked_at: _checkedAt,
        checked_by: _checkedBy,
        ...row
      } = (await import('../kinds/stay.server')).stayRow(
        { ...stays[0]!, id: 'published-stay' },
        1000,
        new Date().toISOString(),
      )
      await db.insertInto('stays').values(row).execute()
      await migrateToLatest(t.db, { schema: t.schema })
      expect(await getStay(t.db, stays[1]!.id)).toMatchObject({
        town: stays[1]!.town,
        coordinates: stays[1]!.coordinates,
      })
      expect(await getStay(t.db, 'published-stay')).toMatchObject({ town: null, coordinates: null })
      const shows = await listMusicShows(t.db)
      expect(shows.every((s) => s.coordinates && s.town)).toBe(true)
    } finally {
      await t.cleanup()
    }
  })
})
