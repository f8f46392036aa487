import { describe, expect, it } from 'vitest'
import { activities, musicShows, restaurants, stays } from '../../../db/seed-data'
import { call, pageRequest } from '../../../tests/helpers'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { loader as liveMusicLoader } from '../events/live-music'
import { loader as outlinesLoader } from './outlines'
import { loader } from './places'

interface Places {
  type: string
  features: {
    geometry: { type: string; coordinates: [number, number] }
    properties: { name: string; href: string; subtitle: string; section?: string }
  }[]
}

const places = async (query: string): Promise<Places> => {
  const response: Response = await call(loader, pageRequest(`/map/places.json${query}`))
  expect(response.headers.get('content-type')).toMatch(/application\/json/)
  return response.json()
}

describe.each(TEST_DIALECTS)('/map/places.json on %s', (dialect) => {
  useAppDatabase(dialect)

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
