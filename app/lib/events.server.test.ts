import { describe, expect, it, onTestFinished } from 'vitest'
import { events, musicShows } from '../../db/seed-data'
import { TEST_DIALECTS, useAppDatabase } from '../../tests/setup/db'
import { loader as eventDetailLoader } from '../routes/events/detail'
import { loader as eventIcsLoader } from '../routes/events/event-ics'
import { loader as feedLoader } from '../routes/events/feed'
import { loader as savedIcsLoader } from '../routes/events/saved-ics'
import { loader as eventsLoader } from '../routes/events/index'
import { loader as musicLoader } from '../routes/events/live-music'
import {} from './db.server'
import { resetEnv } from './env.server'
import { listEventSummaries } from './kinds/event-queries.server'
import { eventRow } from './kinds/event.server'
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
      repeats: false,
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

  it('the event detail loader returns the event, its .ics file is text/calendar, or a 404', async () => {
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
    expect(result.event).toEqual({ ...seeded, rrule: null })
    expect(result.recurrence).toBeNull()
    const response = await eventIcsLoader(
      loaderArgs(`http://evil.example/events/${seeded.id}.ics`, { id: seeded.id }),
    )
    expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="${seeded.id}.ics"`)
    const ics = await response.text()
    expect(ics).toContain('DTSTART;TZID=America/Denver:20241220T160000')
    expect(ics).toContain(`SUMMARY:${seeded.title}`)
    expect(ics.replace(/\r\n /g, '')).toContain(`URL:https://guide.example/events/${seeded.id}`)
    expect(ics).not.toContain('evil.example')
    await expect(
      eventDetailLoader(loaderArgs('https://guide.example/events/nope', { id: 'nope' })),
    ).rejects.toMatchObject({ init: { status: 404 } })
    await expect(
      eventIcsLoader(loaderArgs('https://guide.example/events/nope.ics', { id: 'nope' })),
    ).rejects.toMatchObject({ init: { status: 404 } })
  })

  it('saved events export as one calendar, in date order, unknown ids skipped', async () => {
    const [first, second] = [events[0]!, events[1]!]
    const response = await savedIcsLoader(
      loaderArgs(`http://x/events/saved.ics?id=${first.id}&id=nope&id=${second.id}&id=${first.id}`),
    )
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="saved-events.ics"')
    const body = await response.text()
    const uids = [...body.matchAll(/^UID:(.*)\r$/gm)].map((m) => m[1])
    const expected = [first, second]
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((e) => `${e.id}@wyoming-navigator`)
    expect(uids).toEqual(expected)
    expect(body).toContain('X-WR-CALNAME:My saved events')
  })

  it('the feed lists the upcoming events (one category with ?category=), each once, with stable UIDs', async () => {
    const answer = async (url: string) => {
      const response = await feedLoader(loaderArgs(url))
      expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8')
      return (await response.text()).replace(/\r\n /g, '')
    }
    // The seeded season (2024-25) is past: two events ahead, in two categories.
    const now = new Date().toISOString()
    const wildlifeEvent = events.find((e) => e.category === 'Wildlife')!
    const familyEvent = events.find((e) => e.category === 'Family Events')!
    await t.db
      .insertInto('events')
      .values([
        eventRow({ ...wildlifeEvent, id: 'future-wildlife', date: '2099-01-02' }, 98, now),
        eventRow({ ...familyEvent, id: 'future-family', date: '2099-01-01' }, 99, now),
      ])
      .execute()
    onTestFinished(async () => {
      await t.db.deleteFrom('events').where('id', 'in', ['future-wildlife', 'future-family']).execute()
    })
    const raw = await (await feedLoader(loaderArgs('http://x/events/feed.ics'))).text()
    for (const line of raw.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    const all = await answer('http://x/events/feed.ics')
    expect(all.match(/BEGIN:VEVENT/g)).toHaveLength(2)
    expect(all.match(/^UID:.*$/gm)).toEqual([
      'UID:future-family@wyoming-navigator',
      'UID:future-wildlife@wyoming-navigator',
    ])
    expect(all).toContain('X-WR-CALNAME:Wyoming Navigator events')
    expect(all).toContain('DTSTART;TZID=America/Denver:20990101T')
    expect(all.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
    expect(all.trimEnd().endsWith('END:VCALENDAR')).toBe(true)
    const wildlife = await answer('http://x/events/feed.ics?category=wildlife')
    expect(wildlife).toContain('X-WR-CALNAME:Wyoming Navigator: Wildlife')
    expect(wildlife.match(/^UID:.*$/gm)).toEqual(['UID:future-wildlife@wyoming-navigator'])
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
