import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, inFreshRateWindow, pageRequest, toastOf, withTestSecrets } from '../../../tests/helpers'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { action as tripAction } from './index'
import { resetEnv } from '~/lib/env.server'

// Trip creation is limited per client address (issue 49 item 8), counted in the database, on
// SQLite and PostgreSQL: over TRIP_RATE_LIMIT new trips an hour, no trip is created and the
// visitor is told when to try again; changes to a trip they have are not counted.

withTestSecrets()
beforeAll(() => {
  process.env.TRIP_RATE_LIMIT = '3'
  resetEnv()
})
afterAll(() => {
  delete process.env.TRIP_RATE_LIMIT
  resetEnv()
})

describe.each(TEST_DIALECTS)('new trips per address on %s', (dialect) => {
  const t = useAppDatabase(dialect)
  // A refusal is thrown (a redirect React Router follows): caught here as the answer.
  const start = (ip: string, form: Record<string, string>): Promise<Response> =>
    call(tripAction, pageRequest('/trip', { ip, form })).catch((thrown: unknown) => {
      if (thrown instanceof Response) return thrown
      throw thrown
    })
  const trips = async () => (await t.db.selectFrom('trips').select('id').execute()).length

  it('refuses a fourth new trip from one address, whatever starts it, and lets another address start one', async () => {
    inFreshRateWindow()
    const dates = { intent: 'dates', arrive: '2026-07-01', depart: '2026-07-02' }
    const first = await start('203.0.113.50', dates)
    expect(await toastOf(first)).toMatchObject({ title: 'Dates saved' })
    const cookie = first.headers
      .getSetCookie()
      .find((c) => c.startsWith('trip='))!
      .split(';')[0]!
    // Changing a trip one has is no new trip.
    for (let i = 0; i < 4; i++)
      await call(tripAction, pageRequest('/trip', { ip: '203.0.113.50', cookie, form: dates }))
    await start('203.0.113.50', dates)
    await start('203.0.113.50', { intent: 'add', kind: 'restaurant', id: 'elk-antler-grill' })
    expect(await trips()).toBe(3)

    for (const form of [dates, { intent: 'add', kind: 'restaurant', id: 'elk-antler-grill' }]) {
      const refused = await start('203.0.113.50', form)
      expect(refused.status).toBe(302)
      expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/)
      expect(refused.headers.getSetCookie().some((c) => c.startsWith('trip='))).toBe(false)
      expect(await toastOf(refused)).toMatchObject({ type: 'error', title: 'Too many new trips' })
    }
    expect(await trips()).toBe(3)

    expect(await toastOf(await start('203.0.113.51', dates))).toMatchObject({ title: 'Dates saved' })
    expect(await trips()).toBe(4)
  })
})
