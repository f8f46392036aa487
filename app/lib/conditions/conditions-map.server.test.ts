import { beforeAll, describe, expect, it } from 'vitest'
import { call, pageRequest } from '../../../tests/helpers'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { loader as mapJsonLoader } from '../../routes/conditions-map'
import { loader as conditionsLoader } from '../../routes/conditions'
import { createAlert, type AlertInput } from './alerts.server'
import { areaPath } from './conditions-map.server'
import { writeTranslations } from '../translations.server'

const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString()
const input = (overrides: Partial<AlertInput>): AlertInput => ({
  title: 'Alert',
  text: '',
  severity: 'moderate',
  kind: 'road',
  zone: null,
  geometry: null,
  validFrom: hours(-1),
  validTo: hours(6),
  link: null,
  targets: [],
  ...overrides,
})
/** A small square around Wilson, as an alert's own polygon. */
const WILSON = {
  type: 'Polygon',
  coordinates: [
    [
      [-110.9, 43.49],
      [-110.86, 43.49],
      [-110.86, 43.52],
      [-110.9, 43.52],
      [-110.9, 43.49],
    ],
  ],
}

describe('areaPath', () => {
  it('draws each ring of an area as a closed path on the projected plane', () => {
    const d = areaPath([WILSON.coordinates as [number, number][][]])
    expect(d.match(/M/g)).toHaveLength(1)
    expect(d.endsWith('Z')).toBe(true)
    expect(d).toMatch(/^M\d+(\.\d)? \d+(\.\d)?L/)
  })
})

describe.each(TEST_DIALECTS)('/conditions map on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: true })
  let pinned: { id: string; name: string }
  let eventId: string

  beforeAll(async () => {
    pinned = await t.db
      .selectFrom('activities')
      .select(['id', 'name'])
      .where('hidden', '=', 0)
      .where('lat', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    eventId = (await t.db.selectFrom('events').select('id').orderBy('id').executeTakeFirstOrThrow()).id
    const options = { source: 'editor' as const, createdBy: null, now: new Date() }
    await createAlert(
      t.db,
      input({
        title: 'Teton Pass closed',
        severity: 'severe',
        zone: 'teton-pass',
        targets: [{ type: 'activities', id: pinned.id }],
      }),
      options,
    )
    await createAlert(
      t.db,
      input({
        title: 'Moose on the Wilson path',
        severity: 'minor',
        kind: 'wildlife',
        geometry: JSON.stringify(WILSON),
      }),
      options,
    )
    await createAlert(
      t.db,
      input({
        title: 'Concert moved indoors',
        kind: 'event-change',
        targets: [
          { type: 'events', id: eventId },
          { type: 'activities', id: pinned.id },
        ],
      }),
      options,
    )
    // Ended and not yet started alerts are not on the map.
    await createAlert(t.db, input({ title: 'Not yet', zone: 'star-valley', validFrom: hours(2) }), options)
  })

  it('the page draws the active alerts by their areas, with their places as numbered pins and a list beside', async () => {
    const data = (await call(conditionsLoader, pageRequest('/conditions'))) as Awaited<
      ReturnType<typeof conditionsLoader>
    >
    const map = data.map!
    expect(map.alerts.map((a) => [a.title, a.severityLabel, a.drawn])).toEqual([
      ['Teton Pass closed', 'Severe', true],
      ['Concert moved indoors', 'Moderate', false],
      ['Moose on the Wilson path', 'Minor', true],
    ])
    // Least severe drawn first, so the severe one lies on top; the legend in words, most severe first.
    expect(map.areas.map((a) => a.severity)).toEqual(['minor', 'severe'])
    for (const area of map.areas) expect(area.d).toMatch(/^M.*Z$/)
    expect(map.legend).toEqual([
      { severity: 'severe', label: 'Severe' },
      { severity: 'minor', label: 'Minor' },
    ])
    // One pin per place, however many alerts point at it; the list gives the same numbers.
    const pin = map.map.pins.find((p) => p.href === `/play/${pinned.id}`)!
    expect(pin).toMatchObject({ number: 1, name: pinned.name })
    expect(map.alerts[0]!.places).toEqual([{ number: 1, name: pinned.name, href: `/play/${pinned.id}` }])
    expect(map.alerts[1]!.places.map((p) => p.href)).toEqual([`/play/${pinned.id}`, `/events/${eventId}`])
    expect(map.map.description).toMatch(/2 alert areas shaded by severity/)
    expect(map.interactive.places).toBe('/conditions/map.json')
  })

  it('/conditions/map.json has the areas (with their severity) and the pins as GeoJSON', async () => {
    const response: Response = await call(mapJsonLoader, pageRequest('/conditions/map.json'))
    const answer = (await response.json()) as {
      features: { geometry: { type: string }; properties: Record<string, string> }[]
    }
    const areas = answer.features.filter((f) => f.geometry.type === 'MultiPolygon')
    expect(areas.map((f) => [f.properties.name, f.properties.severity])).toEqual([
      ['Moose on the Wilson path', 'minor'],
      ['Teton Pass closed', 'severe'],
    ])
    const points = answer.features.filter((f) => f.geometry.type === 'Point')
    expect(points.filter((f) => f.properties.href === `/play/${pinned.id}`)).toHaveLength(1)
    // The card says 'Severe: Teton Pass closed' (lead, then subtitle), nothing marked English.
    expect(points[0]!.properties).toMatchObject({ lead: 'Severe', subtitle: 'Teton Pass closed' })
    expect(points.every((f) => !('subtitleLang' in f.properties) && !('nameLang' in f.properties))).toBe(true)
    expect(areas.map((f) => f.properties.severityLabel)).toEqual(['Minor', 'Severe'])
  })

  it('in Spanish: the map’s words, the JSON’s labels and links in Spanish; the alerts’ titles as written, marked English', async () => {
    // The event the alert points at has no Spanish title (then one).
    await writeTranslations(t.db, 'events', eventId, 'es', { title: '' }, {})
    const data = (await call(conditionsLoader, pageRequest('/es/conditions'))) as Awaited<
      ReturnType<typeof conditionsLoader>
    >
    const map = data.map!
    expect(map.map.title).toBe(
      'Alertas activas y los lugares a los que afectan en un mapa de Jackson Hole y Star Valley',
    )
    expect(map.map.description).toMatch(/^Contornos de /)
    expect(map.map.description).toMatch(
      / 2 zonas de alerta sombreadas según la gravedad, en la lista junto al mapa\.$/,
    )
    expect(map.map.description).not.toMatch(/alert areas|shaded|listed beside|Outlines/)
    expect(map.map.pinsLabel).toBe('Marcadores del mapa')
    expect(map.legend.map((item) => item.label)).toEqual(['Grave', 'Leve'])
    expect(map.interactive.places).toBe('/es/conditions/map.json')
    expect(map.interactive.words?.nearMe).toBe('Cerca de mí')
    expect(map.interactive.words?.viewDetails).toBe('Ver detalles')
    const event = map.alerts[1]!.places.find((p) => p.href === `/events/${eventId}`)!
    expect(event.nameLang).toBe('en')
    expect(map.alerts[0]!.places[0]!.nameLang).toBeUndefined()

    const response: Response = await call(mapJsonLoader, pageRequest('/es/conditions/map.json'))
    const answer = (await response.json()) as {
      features: { geometry: { type: string }; properties: Record<string, string> }[]
    }
    const areas = answer.features.filter((f) => f.geometry.type === 'MultiPolygon')
    expect(areas.map((f) => f.properties.severityLabel)).toEqual(['Leve', 'Grave'])
    const points = answer.features.filter((f) => f.geometry.type === 'Point')
    expect(points[0]!.properties).toMatchObject({
      name: pinned.name,
      href: `/es/play/${pinned.id}`,
      lead: 'Grave',
      subtitle: 'Teton Pass closed',
      subtitleLang: 'en',
    })
    expect(points.every((f) => f.properties.href!.startsWith('/es/'))).toBe(true)

    // A Spanish title where an editor wrote one.
    await writeTranslations(t.db, 'events', eventId, 'es', { title: 'Concierto bajo techo' }, { title: 'x' })
    const again = (await call(conditionsLoader, pageRequest('/es/conditions'))) as Awaited<
      ReturnType<typeof conditionsLoader>
    >
    expect(again.map!.alerts[1]!.places.find((p) => p.href === `/events/${eventId}`)).toMatchObject({
      name: 'Concierto bajo techo',
    })
    expect(
      again.map!.alerts[1]!.places.find((p) => p.href === `/events/${eventId}`)!.nameLang,
    ).toBeUndefined()
  })
})
