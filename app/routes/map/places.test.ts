import { afterEach, describe, expect, it, vi } from 'vitest'
import { activities, events, musicShows, restaurants, stays } from '../../../db/seed-data'
import { sampleTranslationsEs } from '../../../db/seed-data/translations-es'
import { writeTranslations } from '../../lib/translations.server'
import { call, pageRequest } from '../../../tests/helpers'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { loader as liveMusicLoader } from '../events/live-music'
import { loader as outlinesLoader } from './outlines'
import { loader } from './places'

interface Places {
  type: string
  features: {
    geometry: { type: string; coordinates: [number, number] }
    properties: {
      name: string
      href: string
      subtitle: string
      section?: string
      nameLang?: string
      subtitleLang?: string
    }
  }[]
}

const places = async (query: string, language = ''): Promise<Places> => {
  const response: Response = await call(loader, pageRequest(`${language}/map/places.json${query}`))
  expect(response.headers.get('content-type')).toMatch(/application\/json/)
  return response.json()
}

describe.each(TEST_DIALECTS)('/map/places.json on %s', (dialect) => {
  const t = useAppDatabase(dialect)
  afterEach(() => {
    vi.useRealTimers()
  })

  it('has every pinned stay as a GeoJSON point in the valley, linking to its page', async () => {
    const answer = await places('?map=stay')
    expect(answer.type).toBe('FeatureCollection')
    expect(answer.features.map((f) => f.properties.href).sort()).toEqual(
      stays.map((stay) => `/stay/${stay.id}`).sort(),
    )
    for (const { geometry } of answer.features) {
      expect(geometry.type).toBe('Point')
      const [lng, lat] = geometry.coordinates
      expect(lat).toBeGreaterThan(42.5)
      expect(lat).toBeLessThan(44.7)
      expect(lng).toBeGreaterThan(-111.6)
      expect(lng).toBeLessThan(-110)
    }
  })

  it('keeps the map page’s filters: the same listings as its list', async () => {
    const ranches = await places('?map=stay&type=ranches')
    expect(ranches.features.length).toBeGreaterThan(0)
    expect(ranches.features.length).toBeLessThan(stays.length)
    const ranchIds = stays.filter((stay) => stay.typeKey === 'ranches').map((stay) => `/stay/${stay.id}`)
    expect(ranches.features.map((f) => f.properties.href).sort()).toEqual(ranchIds.sort())

    const wildlife = await places('?map=play&category=Hiking')
    const expected = activities.filter((a) => a.category === 'Hiking').map((a) => `/play/${a.id}`)
    expect(wildlife.features.map((f) => f.properties.href).sort()).toEqual(expected.sort())
  })

  it('without a part of the guide: everything, each labelled with its section', async () => {
    const answer = await places('')
    const sections = new Set(answer.features.map((f) => f.properties.section))
    expect(sections).toEqual(new Set(['Eat', 'Stay', 'Play']))
    expect(answer.features.filter((f) => f.properties.section === 'Eat')).toHaveLength(restaurants.length)
  })

  it('a show’s map link opens the live music page that lists it, at the show', async () => {
    const id = musicShows[0]!.id
    const answer = await call(liveMusicLoader, pageRequest(`/events/live-music?show=${id}`)).catch(
      (thrown: unknown) => thrown,
    )
    expect(answer).toBeInstanceOf(Response)
    expect((answer as Response).status).toBe(302)
    expect((answer as Response).headers.get('location')).toMatch(
      new RegExp(`^/events/live-music(\\?page=\\d+)?#show-${id}$`),
    )
    // An unknown show: the list itself.
    const list = await call(liveMusicLoader, pageRequest('/events/live-music?show=nope'))
    expect(list.shows.length).toBeGreaterThan(0)
  })

  it('in Spanish (/es/map/places.json): the cards’ words, the translated texts and the links are Spanish', async () => {
    const english = await places('')
    const spanish = await places('', '/es')
    // The same pins, each linking to its Spanish page.
    expect(spanish.features.map((f) => f.properties.href)).toEqual(
      english.features.map((f) => `/es${f.properties.href}`),
    )
    expect(new Set(spanish.features.map((f) => f.properties.section))).toEqual(
      new Set(['Comer', 'Dormir', 'Actividades']),
    )
    const stay = spanish.features.find((f) => f.properties.href.startsWith('/es/stay/'))!
    expect(stay.properties.subtitle).toMatch(/ · \$\d+ por noche$/)
    const activity = activities.find((a) => a.difficulty === 'Easy')!
    const play = spanish.features.find((f) => f.properties.href === `/es/play/${activity.id}`)!
    expect(play.properties.subtitle).toContain('Fácil')
    expect(play.properties.subtitle).not.toMatch(/\b(Easy|Summer|Winter|Year-round)\b/)
    // Names of restaurants, stays and activities are not translated: nothing to mark.
    expect(spanish.features.filter((f) => f.properties.nameLang)).toEqual([])
    // English as before: no language marks, its own words.
    expect(
      english.features.every((f) => !('nameLang' in f.properties) && !('subtitleLang' in f.properties)),
    ).toBe(true)
    expect(english.features.find((f) => f.properties.href.startsWith('/stay/'))!.properties.subtitle).toMatch(
      / · \$\d+ per night$/,
    )
  })

  it('in Spanish: a stay’s translated type, and events’ titles in Spanish where translated, else English marked so', async () => {
    const stay = stays[0]!
    await writeTranslations(t.db, 'stays', stay.id, 'es', { type: 'Cabaña rústica' }, { type: stay.type })
    const answer = await places('?map=stay', '/es')
    const feature = answer.features.find((f) => f.properties.href === `/es/stay/${stay.id}`)!
    expect(feature.properties.subtitle).toMatch(/^Cabaña rústica · \$\d+ por noche$/)

    // The sample season's events are upcoming on its first day.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2024-12-01T15:00:00Z'))
    // One event's title not (or no longer) translated.
    const untitled = (await places('?map=events', '/es')).features[0]!.properties.href.slice(
      '/es/events/'.length,
    )
    await writeTranslations(t.db, 'events', untitled, 'es', { title: '' }, {})
    const shown = await places('?map=events', '/es')
    const titles = { ...sampleTranslationsEs.events!, [untitled]: {} as Record<string, string> }
    const onMap = shown.features.filter((f) => f.properties.href.startsWith('/es/events/'))
    expect(onMap.length).toBeGreaterThan(0)
    let translated = 0
    let untranslated = 0
    for (const { properties } of onMap) {
      if (properties.href.startsWith('/es/events/live-music')) continue
      const id = properties.href.slice('/es/events/'.length)
      const title = titles[id]?.title
      if (title) {
        translated++
        expect(properties.name).toBe(title)
        expect(properties.nameLang).toBeUndefined()
      } else {
        untranslated++
        expect(properties.name).toBe(events.find((e) => e.id === id)!.title)
        expect(properties.nameLang).toBe('en')
      }
    }
    expect(translated).toBeGreaterThan(0)
    expect(untranslated).toBeGreaterThan(0)
    // The live music shows: their section and links in Spanish.
    const show = shown.features.find((f) => f.properties.href.startsWith('/es/events/live-music?show='))
    expect(show?.properties.section).toBe('Música en vivo')
    // English: the events' own titles, unmarked.
    const englishEvents = await places('?map=events')
    const first = englishEvents.features.find((f) => /^\/events\/(?!live-music)/.test(f.properties.href))!
    expect(first.properties.name).toBe(events.find((e) => `/events/${e.id}` === first.properties.href)!.title)
  })

  it('answers hostile parameters with an ordinary answer', async () => {
    const answer = await places(`?map=${encodeURIComponent("'; DROP TABLE stays;--")}&type=%00`)
    expect(answer.features.length).toBeGreaterThan(0)
  })
})

describe('/map/outlines.json', () => {
  it('serves the bundled outlines as GeoJSON with a day of caching', async () => {
    const response = outlinesLoader()
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
    const outlines = (await response.json()) as { features: { properties: { layer: string } }[] }
    const layers = new Set(outlines.features.map((f) => f.properties.layer))
    expect(layers).toEqual(new Set(['county', 'water', 'road', 'town']))
  })
})
