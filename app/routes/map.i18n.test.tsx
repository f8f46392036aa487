import { afterEach, describe, expect, it, vi } from 'vitest'
import { contentStrings, englishLeft, renderRoute, strayWords, visibleWords } from '../../tests/i18n-pages'
import { useAppDatabase } from '../../tests/setup/db'
import { events } from '../../db/seed-data'
import { writeTranslations } from '../lib/translations.server'
import { en, es } from '../locales'
import MapRoute, { loader as mapLoader } from './map'
import EatMapRoute, { loader as eatLoader } from './eat/map'
import StayMapRoute, { loader as stayLoader } from './stay/map'
import PlayMapRoute, { loader as playLoader } from './play/map'
import EventsMapRoute, { loader as eventsLoader } from './events/map'

/**
 * The map pages in Spanish (issue 47): their titles, filters, areas, counts, the map's own title,
 * description, notes and pins' names, and the interactive map's words; only the places' own words
 * stay as written.
 */

const ROUTES = {
  '/map': [mapLoader, MapRoute],
  '/eat/map': [eatLoader, EatMapRoute],
  '/stay/map': [stayLoader, StayMapRoute],
  '/play/map': [playLoader, PlayMapRoute],
  '/events/map': [eventsLoader, EventsMapRoute],
} as const

const render = (url: string) => {
  const path = url.split('?')[0]!.replace(/^\/es/, '') as keyof typeof ROUTES
  const [loader, Route] = ROUTES[path]
  return renderRoute(url, loader, Route)
}

type MapData = {
  title: string
  count: string
  map: { title: string; description: string; items: { note?: { text: string } }[] }
  interactive: { places: string; words: Record<string, string> }
}

describe('the map pages in Spanish', () => {
  const t = useAppDatabase('sqlite')
  afterEach(() => {
    vi.useRealTimers()
  })

  it.each([
    '/es/map',
    '/es/map?type=eat&access=restroom',
    '/es/map?type=events',
    '/es/map?view=jackson',
    '/es/eat/map?cuisine=cowboy',
    '/es/stay/map?view=star-valley',
    '/es/play/map?season=Summer&difficulty=Easy',
    '/es/events/map',
  ])('%s says nothing in English but the places’ own words', async (url) => {
    const { html, data } = await render(url)
    const words = visibleWords(html)
    expect(strayWords(words, es, contentStrings(data))).toEqual([])
    expect(englishLeft(words, en, es, contentStrings(data))).toEqual([])
    expect(html).toContain('Lugares en el mapa')
    expect(html).not.toMatch(/href="\/(eat|stay|play|events|map)(?![^"]*\.json)/)
    const { map, count } = data as unknown as MapData
    expect(map.title).toMatch(/ en un mapa de /)
    expect(map.description).toMatch(/^Contornos de /)
    expect(count).toMatch(/^(Mostrando|Ningún|Ninguna)/)
  })

  it('says why a place has no pin on this area, and the interactive map’s words, in Spanish', async () => {
    const { data } = await render('/es/map?view=jackson')
    const { map, interactive } = data as unknown as MapData
    const notes = map.items.flatMap((item) => (item.note ? [item.note.text] : []))
    expect(notes.length).toBeGreaterThan(0)
    for (const note of notes)
      expect(note).toMatch(/^(Todavía no tiene|No aparece en el mapa de|Queda fuera|Uno de)/)
    expect(interactive.words.nearMe).toBe('Cerca de mí')
    // the places' second lines: their fixed words in Spanish (names and types as written)
    const stays = (await render('/es/stay/map')).data as unknown as { map: { items: { subtitle: string }[] } }
    expect(stays.map.items[0]!.subtitle).toMatch(/ · \$\d+ por noche$/)
    const all = (await render('/es/map')).data as unknown as {
      map: { items: { section?: string; subtitle: string }[] }
    }
    expect(new Set(all.map.items.map((item) => item.section))).toContain('Dormir')
    expect(interactive.words.pin).toBe('{name}: ver detalles')
  })

  it('their interactive maps read the Spanish pins (/es/map/places.json), with the page’s filters', async () => {
    const all = (await render('/es/map')).data as unknown as MapData
    expect(all.interactive.places).toBe('/es/map/places.json')
    const eat = (await render('/es/eat/map?cuisine=cowboy&page=2')).data as unknown as MapData
    expect(eat.interactive.places).toBe('/es/map/places.json?cuisine=cowboy&map=eat')
    const english = (await render('/eat/map?cuisine=cowboy')).data as unknown as MapData
    expect(english.interactive.places).toBe('/map/places.json?cuisine=cowboy&map=eat')
  })

  it('lists events by their Spanish titles, an untranslated one marked English', async () => {
    // The sample season's events are upcoming on its first day.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2024-12-01T15:00:00Z'))
    const before = (await render('/es/events/map')).data as unknown as {
      map: { items: { name: string; href: string; english?: string[] }[] }
    }
    const first = before.map.items.find((item) => /^\/events\/(?!live-music)/.test(item.href))!
    const id = first.href.slice('/events/'.length)
    const english = events.find((event) => event.id === id)!.title
    expect(first.name).not.toBe(english)
    expect(first.english).toBeUndefined()
    await writeTranslations(t.db, 'events', id, 'es', { title: '' }, {})
    const { html, data } = await render('/es/events/map')
    const item = (data as unknown as typeof before).map.items.find((i) => i.href === first.href)!
    expect(item).toMatchObject({ name: english, english: ['name'] })
    expect(html).toMatch(new RegExp(`<a lang="en" [^>]*href="/es${first.href}"`))
  })

  it('in English are unchanged', async () => {
    const { html, data } = await render('/map')
    const { map, count, title } = data as unknown as MapData
    expect(title).toBe('Map of the Valley')
    expect(map.title).toBe('Places to eat, stay, play and go on a map of Jackson Hole and Star Valley')
    expect(map.description).toMatch(/^Outlines of .+ numbered places?, listed beside the map\.$/)
    expect(count).toMatch(/^Showing \d+/)
    for (const text of [
      'Places on the Map',
      'Show on the map',
      'Everything',
      'Whole valley',
      'Town of Jackson',
      'Back to Home',
      'Pins are numbered as in the list. County outlines: U.S. Census Bureau; roads and lakes approximate.',
    ])
      expect(html).toContain(text)
    expect(englishLeft(visibleWords(html), es as Record<string, string>, en)).toEqual([])
    const play = await render('/play/map?season=Summer')
    expect(play.html).toContain('Filtered by Season: Summer')
    expect((play.data as unknown as MapData).map.title).toBe(
      'Activities on a map of Jackson Hole and Star Valley',
    )
    const stay = await render('/stay/map')
    expect(stay.html).toContain('Back to Accommodations')
    expect(stay.html).toContain('Accommodation type')
    expect((stay.data as unknown as MapData).count).toMatch(/^Showing \d+ places to stay$/)
  })
})
