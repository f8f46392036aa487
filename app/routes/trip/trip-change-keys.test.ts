import { describe, expect, it } from 'vitest'
import { call, pageRequest, toastOf, withTestSecrets } from '../../../tests/helpers'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { changeOnce } from '~/lib/trip/change-keys.server'
import { action as tripAction } from './index'

withTestSecrets()

// Exactly-once trip changes (issue 48): a change from the offline queue carries a key made when it
// was made; the server applies a key once per trip and answers it again with its first answer.

const KEY = 'a1b2c3d4e5f60718293a4b5c6d7e8f90'
const tripCookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('trip='))!

describe.each(TEST_DIALECTS)('trip change keys on %s', (dialect) => {
  const t = useAppDatabase(dialect)
  const post = (form: Record<string, string>, cookie?: string) =>
    call(tripAction, pageRequest('/trip', { cookie, form })) as Promise<Response>

  /** A trip with three stops on its first day, answering its cookie and the stops' ids in order. */
  async function tripWithStops() {
    const cookie = tripCookieOf(await post({ intent: 'dates', arrive: '2026-07-01', depart: '2026-07-02' }))
    for (const [kind, id] of [
      ['restaurant', 'elk-antler-grill'],
      ['activity', 'taggart-lake-hike'],
      ['restaurant', 'buffaloberry-kitchen'],
    ])
      await post({ intent: 'add', kind: kind!, id: id!, day: '2026-07-01', returnTo: '/trip' }, cookie)
    return { cookie, tripId: decodeURIComponent(cookie.slice('trip='.length)) }
  }
  const order = async (tripId: string) =>
    (
      await t.db
        .selectFrom('trip_stops')
        .select(['id', 'listing_id'])
        .where('trip_id', '=', tripId)
        .orderBy('day')
        .orderBy('position')
        .execute()
    ).map((s) => s.listing_id)
  const stopId = async (tripId: string, listingId: string) =>
    (
      await t.db
        .selectFrom('trip_stops')
        .select('id')
        .where('trip_id', '=', tripId)
        .where('listing_id', '=', listingId)
        .executeTakeFirstOrThrow()
    ).id

  it('a "move up" replayed with its key moves once, and the replay gets the first answer', async () => {
    const { cookie, tripId } = await tripWithStops()
    expect(await order(tripId)).toEqual(['elk-antler-grill', 'taggart-lake-hike', 'buffaloberry-kitchen'])
    const last = await stopId(tripId, 'buffaloberry-kitchen')
    const first = await post({ intent: 'move-up', stop: last, idempotency_key: KEY }, cookie)
    expect(first.status).toBe(302)
    expect(await order(tripId)).toEqual(['elk-antler-grill', 'buffaloberry-kitchen', 'taggart-lake-hike'])

    // The answer was lost; the queue sends the same change again, twice.
    for (let i = 0; i < 2; i++) {
      const replay = await post({ intent: 'move-up', stop: last, idempotency_key: KEY }, cookie)
      expect(replay.status).toBe(first.status)
      expect(replay.headers.get('Location')).toBe(first.headers.get('Location'))
      expect(await toastOf(replay)).toMatchObject({ title: 'Moved' })
    }
    expect(await order(tripId)).toEqual(['elk-antler-grill', 'buffaloberry-kitchen', 'taggart-lake-hike'])

    // A new key is a new change; without a key every post is applied (the page's own forms).
    await post({ intent: 'move-up', stop: last, idempotency_key: `${KEY.slice(1)}0` }, cookie)
    expect(await order(tripId)).toEqual(['buffaloberry-kitchen', 'elk-antler-grill', 'taggart-lake-hike'])
    await post({ intent: 'move-down', stop: last }, cookie)
    await post({ intent: 'move-down', stop: last }, cookie)
    expect(await order(tripId)).toEqual(['elk-antler-grill', 'taggart-lake-hike', 'buffaloberry-kitchen'])
  })

  it('keys are per trip, and a queued add is applied once', async () => {
    const a = await tripWithStops()
    const b = await tripWithStops()
    const add = {
      intent: 'add',
      kind: 'stay',
      id: 'fireweed-log-cabin',
      day: '2026-07-01',
      returnTo: '/trip',
    }
    await post({ ...add, idempotency_key: KEY }, a.cookie)
    await post({ ...add, idempotency_key: KEY }, a.cookie)
    await post({ ...add, idempotency_key: KEY }, b.cookie)
    const stays = async (tripId: string) =>
      (await order(tripId)).filter((id) => id === 'fireweed-log-cabin').length
    expect(await stays(a.tripId)).toBe(1)
    expect(await stays(b.tripId)).toBe(1)
    const keys = await t.db
      .selectFrom('trip_change_keys')
      .select(['trip_id', 'answer'])
      .where('key', '=', KEY)
      .where('trip_id', 'in', [a.tripId, b.tripId])
      .execute()
    expect(keys.map((k) => k.trip_id).sort()).toEqual([a.tripId, b.tripId].sort())
    expect(keys.every((k) => JSON.parse(k.answer!).status === 302)).toBe(true)
  })

  it('a change that fails lets its key go, so the same change can be sent again', async () => {
    const { tripId } = await tripWithStops()
    await expect(
      changeOnce(t.db, tripId, KEY, async () => {
        throw new Error('lost connection to the database')
      }),
    ).rejects.toThrow('lost connection')
    let runs = 0
    const answer = await changeOnce(t.db, tripId, KEY, async () => {
      runs += 1
      return new Response(null, { status: 302, headers: { Location: '/trip' } })
    })
    expect((answer as Response).status).toBe(302)
    // Twins racing: one runs, the other is answered without running.
    const twins = await Promise.all(
      [0, 1].map(() =>
        changeOnce(t.db, tripId, `${KEY}-twin`, async () => {
          runs += 1
          return new Response(null, { status: 302, headers: { Location: '/trip#x' } })
        }),
      ),
    )
    expect(runs).toBe(2)
    // The twin that ran answers its redirect; the other the same one when the first had kept it by
    // then, or "on its way" (303) while it was still being made: which of the two is up to timing.
    const statuses = twins.map((twin) => (twin as Response).status).sort()
    expect(statuses[0]).toBe(302)
    expect([302, 303]).toContain(statuses[1])
  })
})
