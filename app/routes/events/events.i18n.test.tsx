import { describe, expect, it } from 'vitest'
import { renderPage, strayWords } from '../../../tests/i18n-render'
import { useAppDatabase } from '../../../tests/setup/db'
import * as venuesMigration from '../../../db/migrations/2026-11-28-42-venues-organizers'
import EventDetailRoute, { loader as detailLoader } from './detail'
import EventsRoute, { loader as eventsLoader } from './index'
import LiveMusicRoute, { loader as musicLoader } from './live-music'
import EventPlaceRoute, { loader as placeLoader } from './place'

/**
 * The events pages in Spanish (issue 47, decision 059), rendered from their loaders' real data:
 * every text and accessible name is a Spanish catalog text, a name or figure, or the events' own
 * words from the database (titles, places, times: content, translated separately). An English
 * interface text left in a component fails here.
 */

/**
 * The database's words in the loader data: not the messages, the words written for the page or
 * its title and description, nor the categories and genres (interface words).
 */
function contentOf(data: unknown, out = new Set<string>(), root = true): Set<string> {
  if (typeof data === 'string') out.add(data.replace(/\s+/g, ' ').trim())
  else if (Array.isArray(data)) for (const item of data) contentOf(item, out, false)
  else if (data && typeof data === 'object')
    for (const [key, value] of Object.entries(data)) {
      if (root && ['messages', 'words', 'title', 'description'].includes(key)) continue
      if (!['category', 'genre'].includes(key)) contentOf(value, out, false)
    }
  return out
}

/**
 * Words of the parts the listing pages share, converted with them (helper of issue 47 item 1 for
 * /eat, /stay, /play): the list/map switch and the valley map link, the favourites and share
 * buttons, the checked note and the claim link.
 */
const SHARED_PARTS =
  /^(?:List or map|List View|Map View|Map of the Valley|Save|Saved|Remove|Share|Copy link|Map|Checked|Last checked|Is this your business\?|Own this business\? Claim it|Claim)/

/** Content, a time ("7:00 PM"), a price ("$25") or punctuation between texts. */
function allowedIn(data: unknown) {
  const content = contentOf(data)
  return (word: string) =>
    content.has(word) ||
    SHARED_PARTS.test(word) ||
    [...content].some((text) => text.length > 3 && word.startsWith(text)) ||
    /^(?:[.,:;()·–—-]+|: .*|\$[\d.,]+.*)$/.test(word)
}

describe('the events pages in Spanish', () => {
  const t = useAppDatabase('sqlite')

  it('the calendar says nothing in English but the events’ own words', async () => {
    const { html, data } = await renderPage('es', {
      url: '/es/events',
      path: '/es/events',
      loader: eventsLoader,
      Component: EventsRoute as never,
    })
    const { stray, english } = strayWords(html, allowedIn(data))
    expect(stray).toEqual([])
    expect(english).toEqual([])
    expect(data.title).toBe('Calendario de eventos')
    expect(html).toContain('Más filtros')
    expect(html).toContain('href="/es/submit-event"')
    expect(html).toMatch(/href="\/es\/events\?date=\d{4}-\d{2}-\d{2}"/)
    expect(html).not.toMatch(/href="\/events[?"]/)
  })

  it('an event’s page, its venue’s and the live music say nothing in English but the events’ own words', async () => {
    // The seed has no venue records: the migration makes one of each event's location.
    await venuesMigration.down(t.db)
    await venuesMigration.up(t.db)
    const event = await t.db
      .selectFrom('events')
      .select(['id', 'venue_id'])
      .where('venue_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const detail = await renderPage('es', {
      url: `/es/events/${event.id}`,
      path: '/es/events/:id',
      loader: detailLoader,
      Component: EventDetailRoute as never,
      params: { id: event.id },
    })
    const d = strayWords(detail.html, allowedIn(detail.data))
    expect(d.english).toEqual([])
    expect(d.stray).toEqual([])
    expect(detail.html).toContain('Añadir al calendario')
    expect(detail.html).toContain('href="/es/events"')

    const venue = await renderPage('es', {
      url: `/es/events/venues/${event.venue_id}`,
      path: '/es/events/venues/:id',
      loader: placeLoader,
      Component: EventPlaceRoute as never,
      params: { id: String(event.venue_id) },
    })
    const v = strayWords(venue.html, allowedIn(venue.data))
    expect(v.stray).toEqual([])
    expect(v.english).toEqual([])
    expect(venue.html).toContain('Lo que hay aquí')

    const music = await renderPage('es', {
      url: '/es/events/live-music',
      path: '/es/events/live-music',
      loader: musicLoader,
      Component: LiveMusicRoute as never,
    })
    const m = strayWords(music.html, allowedIn(music.data))
    expect(m.stray).toEqual([])
    expect(m.english).toEqual([])
    expect(music.html).toContain('Locales destacados')
  })

  it('in English are the English words, as before', async () => {
    const { html } = await renderPage('en', {
      url: '/events',
      path: '/events',
      loader: eventsLoader,
      Component: EventsRoute as never,
    })
    expect(html).toContain('More Filters')
    expect(html).toContain('Subscribe')
    expect(html).toMatch(/aria-label="Change month"/)
  })
})
