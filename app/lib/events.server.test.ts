import { describe, expect, it, onTestFinished } from 'vitest'
import { events, musicShows } from '../../db/seed-data'
import { TEST_DIALECTS, useAppDatabase } from '../../tests/setup/db'
import { loader as eventDetailLoader } from '../routes/events/detail'
import { loader as eventsLoader } from '../routes/events/index'
import { loader as musicLoader } from '../routes/events/live-music'
import {} from './db.server'
import { resetEnv } from './env.server'
import { listEventSummaries } from './kinds/event.server'
import { listMusicVenues } from './kinds/music.server'

const byDateThenTime = [...events].sort(
  (a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime),
)

function loaderArgs(url: string, params: Record<string, string> = {}) {
  return { request: new Request(url), params, context: {} } as never
}

describe.each(TEST_DIALECTS)('events and music on %s', (dialect) => {
  // The route loaders use getDb(), which opens DATABASE_URL.
  const t = useAppDatabase(dialect)

  it('lists event summaries by date and start time, with the card fields only', async () => {
    const summaries = await listEventSummaries(t.db)
    expect(summaries.map((e) => e.id)).toEqual(byDateThenTime.map((e) => e.id))
    const seeded = events[0]!
    expect(summaries.find((e) => e.id === seeded.id)).toEqual({
      id: seeded.id,
      title: seeded.title,
      category: seeded.category,
      date: seeded.date,
      time: seeded.time,
      location: seeded.location,
      description: seeded.description,
      price: seeded.price,
      isFree: seeded.isFree,
      image: seeded.image,
    })
  })

  it('filters summaries by category, price and date range', async () => {
    const family = await listEventSummaries(t.db, { category: 'Family Events' })
    expect(family.map((e) => e.id).sort()).toEqual(
      events
        .filter((e) => e.category === 'Family Events')
        .map((e) => e.id)
        .sort(),
    )
    const free = await listEventSummaries(t.db, { isFree: true })
    expect(free.length).toBeGreaterThan(0)
    expect(free.map((e) => e.id).sort()).toEqual(
      events
        .filter((e) => e.isFree)
        .map((e) => e.id)
        .sort(),
    )
    const paid = await listEventSummaries(t.db, { isFree: false })
    expect(paid.length + free.length).toBe(events.length)
    const december = await listEventSummaries(t.db, { from: '2024-12-01', to: '2024-12-31' })
    expect(december.every((e) => e.date.startsWith('2024-12'))).toBe(true)
    expect(december.length).toBe(events.filter((e) => e.date.startsWith('2024-12')).length)
  })

  it('the /events loader filters by the category slug and price in the URL', async () => {
    const all = await eventsLoader(loaderArgs('http://x/events'))
    expect(all.events).toHaveLength(events.length)
    expect(all.serverToday).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const wildlife = await eventsLoader(loaderArgs('http://x/events?category=wildlife&date=2024-12-07'))
    expect(wildlife.events.map((e) => e.category)).toEqual(
      events.filter((e) => e.category === 'Wildlife').map(() => 'Wildlife'),
    )
    const paidCowboy = await eventsLoader(loaderArgs('http://x/events?category=cowboy-culture&price=paid'))
    expect(paidCowboy.events.length).toBeGreaterThan(0)
    expect(paidCowboy.events.every((e) => e.category === 'Cowboy Culture' && !e.isFree)).toBe(true)
    const unknown = await eventsLoader(loaderArgs('http://x/events?category=rodeo&price=cheap'))
    expect(unknown.events).toHaveLength(events.length)
  })

  it('the event detail loader returns the event and its calendar file, or a 404', async () => {
    const seeded = events[0]!
    // The page link in the calendar file comes from PUBLIC_URL, never from the request's host.
    process.env.PUBLIC_URL = 'https://guide.example'
    resetEnv()
    onTestFinished(() => {
      delete process.env.PUBLIC_URL
      resetEnv()
    })
    const result = await eventDetailLoader(
      loaderArgs(`http://evil.example/events/${seeded.id}`, { id: seeded.id }),
    )
    expect(result.event).toEqual(seeded)
    expect(result.ics).toContain('DTSTART;TZID=America/Denver:20241220T160000')
    expect(result.ics).toContain(`SUMMARY:${seeded.title}`)
    expect(result.ics.replace(/\r\n /g, '')).toContain(`URL:https://guide.example/events/${seeded.id}`)
    await expect(
      eventDetailLoader(loaderArgs('https://guide.example/events/nope', { id: 'nope' })),
    ).rejects.toMatchObject({ init: { status: 404 } })
  })

  it('the live music loader filters by exact genre and lists the venues', async () => {
    const all = await musicLoader(loaderArgs('http://x/events/live-music'))
    expect(all.genre).toBeUndefined()
    expect(all.shows).toHaveLength(musicShows.length)
    const country = await musicLoader(loaderArgs('http://x/events/live-music?genre=Country'))
    expect(country.genre).toBe('Country')
    expect(country.shows.map((s) => s.id).sort()).toEqual(
      musicShows
        .filter((s) => s.genre === 'Country')
        .map((s) => s.id)
        .sort(),
    )
    // Exact match: a different case is not a genre, so everything is shown.
    const lower = await musicLoader(loaderArgs('http://x/events/live-music?genre=country'))
    expect(lower.genre).toBeUndefined()
    expect(lower.shows).toHaveLength(musicShows.length)
  })

  it('lists the venues of the shows, busiest first, with their addresses', async () => {
    const venues = await listMusicVenues(t.db, 10)
    const counts = new Map<string, number>()
    for (const show of musicShows) counts.set(show.venue, (counts.get(show.venue) ?? 0) + 1)
    expect(venues).toHaveLength(counts.size)
    for (const venue of venues) {
      expect(venue.shows).toBe(counts.get(venue.venue))
      expect(venue.location).toBe(musicShows.find((s) => s.venue === venue.venue)!.location)
    }
    expect(venues.map((v) => v.shows)).toEqual([...venues.map((v) => v.shows)].sort((a, b) => b - a))
    expect(await listMusicVenues(t.db, 2)).toHaveLength(2)
  })
})
