import { describe, expect, it } from 'vitest'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { listSeasonalActivityCards } from './activity.server'

describe.each(TEST_DIALECTS)('home’s This Season favorites on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: true })

  it('picks what runs now: winter outings in December, summer ones in July, by season and hours', async () => {
    const december = new Date('2026-12-12T19:00:00Z')
    const july = new Date('2026-07-10T19:00:00Z')
    const seasons = async (now: Date) => {
      const cards = await listSeasonalActivityCards(t.db, now, 3)
      const rows = await t.db
        .selectFrom('activities')
        .select(['id', 'season'])
        .where(
          'id',
          'in',
          cards.map((c) => c.id),
        )
        .execute()
      return cards.map((c) => rows.find((r) => r.id === c.id)!.season)
    }
    const inDecember = await seasons(december)
    expect(inDecember.length).toBeGreaterThan(0)
    expect(inDecember.every((s) => s === 'Winter' || s === 'Year-Round')).toBe(true)
    const inJuly = await seasons(july)
    expect(inJuly).toHaveLength(3)
    expect(inJuly.every((s) => s === 'Summer' || s === 'Year-Round')).toBe(true)

    // A winter outing whose hours say it has not opened yet leaves December's first days.
    const sleigh = await t.db
      .selectFrom('activities')
      .select('id')
      .where('season', '=', 'Winter')
      .where('featured', '=', 1)
      .executeTakeFirstOrThrow()
    expect((await listSeasonalActivityCards(t.db, december, 3)).map((c) => c.id)).toContain(sleigh.id)
    await t.db
      .updateTable('activities')
      .set({ opening_hours: 'Dec 15-Apr 5 Mo-Su 10:00-16:00' })
      .where('id', '=', sleigh.id)
      .execute()
    const early = new Date('2026-12-02T19:00:00Z')
    expect((await listSeasonalActivityCards(t.db, early, 3)).map((c) => c.id)).not.toContain(sleigh.id)
    expect((await listSeasonalActivityCards(t.db, december, 3)).map((c) => c.id)).toContain(sleigh.id)
  })
})
