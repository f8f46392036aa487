import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDb, TEST_DIALECTS, type TestDb } from '../../../tests/setup/db'
import { RELEVANCE_SET, runRelevanceSet } from './relevance'

// The sample season's dates (tests/setup/db.ts seeds it as of 2024-12-01).
const TODAY = '2024-12-01'

describe.each(TEST_DIALECTS)('search relevance on %s', (dialect) => {
  let t: TestDb
  beforeAll(async () => {
    t = await createTestDb(dialect)
  })
  afterAll(() => t.cleanup())

  it('finds what each query of the relevance set means (precision at 3 reported)', async () => {
    expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(40)
    const report = await runRelevanceSet(t.db, TODAY)
    console.info(
      `search relevance on ${dialect}: precision at 3 ${report.precisionAt3.toFixed(3)}, first right ${report.firstRight.toFixed(3)} (${RELEVANCE_SET.length} queries)`,
    )
    expect(report.misses).toEqual([])
    expect(report.precisionAt3).toBe(1)
  })
})
