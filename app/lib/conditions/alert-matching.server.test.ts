import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { withTestSecrets } from '../../../tests/helpers'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { addDaysIso } from '../dates'
import { regionLocalToInstant } from '../schedule-time'
import { planTrip } from '../trip/plan.server'
import { addStop, createTrip } from '../trip/trip.server'
import { type AlertInput, createAlert, syncImportedAlerts } from './alerts.server'
import { parseForecast } from './sources/nws-forecast.server'

withTestSecrets()

const input = (overrides: Partial<AlertInput> = {}): AlertInput => ({
  title: 'Teton Pass closed',
  text: 'WY-22 is closed for avalanche control.',
  severity: 'severe',
  kind: 'road',
  zone: 'teton-pass',
  geometry: null,
  validFrom: new Date('2024-12-01T15:00:00Z').toISOString(),
  validTo: null,
  link: null,
  targets: [],
  ...overrides,
})

describe.each(TEST_DIALECTS)('alerts by area on a trip on %s (decision 056)', (dialect) => {
  const t = useAppDatabase(dialect, { seed: true })
  // A fixed clock: the trip's days are in December 2024, the alerts' windows around them.
  const DAY = '2024-12-02'
  const clock = new Date('2024-12-01T15:00:00Z')
  let inTown: string
  let overThePass: string

  beforeAll(async () => {
    const rows = await t.db.selectFrom('restaurants').select('id').where('hidden', '=', 0).limit(2).execute()
    inTown = rows[0]!.id
    overThePass = rows[1]!.id
    // Pins of their own: Jackson's Town Square and Driggs, over Teton Pass.
    await t.db
      .updateTable('restaurants')
      .set({ lat: 43.4799, lng: -110.7624 })
      .where('id', '=', inTown)
      .execute()
    await t.db
      .updateTable('restaurants')
      .set({ lat: 43.723, lng: -111.1113 })
      .where('id', '=', overThePass)
      .execute()
  })

  it('warns the drive whose route enters a zone alert’s area and the stop whose pin lies in an alert’s own geometry', async () => {
    await t.db.deleteFrom('alerts').execute()
    const trip = await createTrip(t.db, { arrive: DAY, depart: addDaysIso(DAY, 1) }, clock)
    await addStop(t.db, trip.id, { kind: 'restaurant', listingId: inTown, day: DAY, startTime: '12:00' })
    await addStop(t.db, trip.id, { kind: 'restaurant', listingId: overThePass, day: DAY, startTime: '18:00' })
    await addStop(t.db, trip.id, { kind: 'restaurant', listingId: inTown, day: addDaysIso(DAY, 1) })
    // Teton Pass closed on the first day only (a guide zone, no geometry).
    await createAlert(
      t.db,
      input({
        title: 'Teton Pass closed',
        validFrom: regionLocalToInstant(`${DAY}T06:00`)!,
        validTo: regionLocalToInstant(`${DAY}T20:00`)!,
      }),
      { source: 'editor', createdBy: null, now: clock },
    )
    // An NWS-style alert with its own polygon around Driggs, both days.
    await syncImportedAlerts(
      t.db,
      'nws',
      [
        {
          sourceId: 'urn:test:driggs',
          title: 'Winter Storm Warning',
          text: 'Heavy snow in Teton Valley.',
          severity: 'severe',
          kind: 'weather',
          zone: 'IDZ999',
          geometry: JSON.stringify({
            type: 'Polygon',
            coordinates: [
              [
                [-111.2, 43.65],
                [-111.0, 43.65],
                [-111.0, 43.8],
                [-111.2, 43.8],
                [-111.2, 43.65],
              ],
            ],
          }),
          validFrom: clock.toISOString(),
          validTo: null,
          link: null,
        },
      ],
      clock,
    )
    // An alert with an unknown zone and no geometry concerns nothing by area.
    await createAlert(t.db, input({ title: 'Somewhere else', zone: 'nowhere', validTo: null }), {
      source: 'editor',
      createdBy: null,
      now: clock,
    })

    const { days } = await planTrip(t.db, trip, clock)
    const first = days.find((d) => d.day === DAY)!
    const [lunch, dinner] = first.stops
    expect(lunch!.listingId).toBe(inTown)
    expect(dinner!.listingId).toBe(overThePass)
    // The drive goes over the closed pass and into the storm (its end lies in the storm's area).
    expect(dinner!.driveWarnings).toEqual([
      'Alert on this drive: Winter Storm Warning: Heavy snow in Teton Valley.',
      'Alert on this drive: Teton Pass closed: WY-22 is closed for avalanche control.',
    ])
    expect(lunch!.driveWarnings).toEqual([])
    expect(dinner!.warnings).toContain('Alert: Winter Storm Warning: Heavy snow in Teton Valley.')
    expect(lunch!.warnings.filter((w) => w.startsWith('Alert'))).toEqual([])
    const all = days.flatMap((d) => [
      ...d.stops.flatMap((s) => [...s.warnings, ...s.driveWarnings]),
      ...d.driveBackWarnings,
    ])
    expect(all.some((w) => w.includes('Somewhere else'))).toBe(false)
    // The second day: the pass is open again (its window ended).
    const second = days.find((d) => d.day === addDaysIso(DAY, 1))!
    expect(second.stops.flatMap((s) => s.driveWarnings).filter((w) => w.includes('Teton Pass'))).toEqual([])

    // Once the clock passes the closure's end, it is over for every day.
    const later = await planTrip(t.db, trip, new Date(regionLocalToInstant(`${DAY}T21:00`)!))
    expect(later.days[0]!.stops[1]!.driveWarnings).toEqual([
      'Alert on this drive: Winter Storm Warning: Heavy snow in Teton Valley.',
    ])
  })

  it('puts the stored forecast in the days within its range, with its age, and nothing beyond', async () => {
    const body = readFileSync(
      new URL('../../../tests/fixtures/conditions/nws-forecast-jackson.json', import.meta.url),
      'utf8',
    )
    const made = new Date('2024-12-01T11:05:00Z')
    const place = parseForecast(body, 'Jackson', made)
    await t.db.deleteFrom('condition_sources').where('id', '=', 'nws-forecast').execute()
    await t.db
      .insertInto('condition_sources')
      .values({
        id: 'nws-forecast',
        last_fetched_at: made.toISOString(),
        last_success_at: made.toISOString(),
        last_error: null,
        last_error_at: null,
        etag: null,
        last_modified: null,
        data: JSON.stringify({ places: [place] }),
      })
      .execute()
    const trip = await createTrip(t.db, { arrive: '2024-12-01', depart: '2024-12-20' }, clock)
    await addStop(t.db, trip.id, { kind: 'restaurant', listingId: inTown, day: '2024-12-01' })
    const { days } = await planTrip(t.db, trip, clock)
    const first = days.find((d) => d.day === '2024-12-01')!.forecast!
    expect(first.text).toBe(
      'Forecast for Jackson: high 27°F, low 9°F; snow 2 to 4 inches, then little or none.',
    )
    expect(first.asOf.stale).toBe(false)
    expect(days.find((d) => d.day === '2024-12-02')!.forecast?.highF).toBe(24)
    expect(days.find((d) => d.day === '2024-12-20')!.forecast).toBeNull()
    // A day later than the forecast's 12 hours: the same figures, said to be out of date.
    const late = await planTrip(t.db, trip, new Date('2024-12-02T02:00:00Z'))
    expect(late.days[0]!.forecast!.asOf.text).toMatch(/^Out of date: as of Dec 1, 4:02 AM MST/)
    // No stored forecast: no day claims one.
    await t.db.deleteFrom('condition_sources').where('id', '=', 'nws-forecast').execute()
    const none = await planTrip(t.db, trip, clock)
    expect(none.days.every((d) => d.forecast === null)).toBe(true)
  })
})
