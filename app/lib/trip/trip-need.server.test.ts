import { describe, expect, it } from 'vitest'
import { withTestSecrets } from '../../../tests/helpers'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { addDaysIso as addDays, todayInTimeZone } from '../dates'
import { planTrip } from './plan.server'
import { addStop, createTrip, getTrip, setTripNeed } from './trip.server'

// Issue 46 item 2: the visitor sets an accessibility need once for the trip; each day's checks flag
// a stop whose facts do not fit it or are not known, and say nothing of a stop that fits.

withTestSecrets()

describe.each(TEST_DIALECTS)('the trip’s accessibility need on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: true })

  it('flags stops that do not fit or are not known, and only once a need is set', async () => {
    const day = addDays(todayInTimeZone(), 10)
    const trip = await createTrip(t.db, { arrive: day, depart: addDays(day, 1) })
    // Seeded facts: elk-antler-grill level (fits), cirque-and-pine steps (does not), antler-arch-chuckwagon unknown.
    for (const listingId of ['elk-antler-grill', 'cirque-and-pine', 'antler-arch-chuckwagon'])
      await addStop(t.db, trip.id, { kind: 'restaurant', listingId, day })
    await addStop(t.db, trip.id, { kind: 'activity', listingId: 'taggart-lake-hike', day })

    const needWarnings = async () => {
      const { days } = await planTrip(t.db, (await getTrip(t.db, trip.id))!)
      return Object.fromEntries(
        days[0]!.stops.map((s) => [s.listingId, s.warnings.filter((w) => w.includes('trip’s need'))]),
      )
    }
    expect(Object.values(await needWarnings()).flat()).toEqual([])

    await setTripNeed(t.db, trip.id, 'step-free')
    expect((await getTrip(t.db, trip.id))!.accessibility_need).toBe('step-free')
    const warnings = await needWarnings()
    expect(warnings['elk-antler-grill']).toEqual([])
    expect(warnings['cirque-and-pine']).toEqual([expect.stringContaining('Does not fit')])
    expect(warnings['antler-arch-chuckwagon']).toEqual([expect.stringContaining('not known')])
    // The hike has no entrance fact: unknown for step-free access.
    expect(warnings['taggart-lake-hike']).toEqual([expect.stringContaining('not known')])

    await setTripNeed(t.db, trip.id, 'stroller')
    expect((await needWarnings())['taggart-lake-hike']).toEqual([expect.stringContaining('Does not fit')])

    await setTripNeed(t.db, trip.id, null)
    expect(Object.values(await needWarnings()).flat()).toEqual([])
  })
})
