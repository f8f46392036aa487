import { beforeAll, describe, expect, it } from 'vitest'
import {
  call,
  listFormPost,
  pageRequest,
  PASSWORD,
  sessionCookie,
  thrownStatus,
  withTestSecrets,
} from '../../tests/helpers'
import { TEST_DIALECTS, useAppDatabase } from '../../tests/setup/db'
import { loader as eatDetailLoader } from '../routes/eat/detail'
import { loader as stayDetailLoader } from '../routes/stay/detail'
import { action as listingAction, loader as listingLoader } from '../routes/admin/listing'
import { loader as freshnessLoader } from '../routes/admin/freshness'
import { upsertUser } from './auth.server'
import { checkedDaysAgo, checkedText } from './freshness'
import { ageOf, freshnessReport } from './freshness.server'
import { getEditableListing } from './listing-admin.server'

withTestSecrets()

describe('what a page says of its last check', () => {
  const on = (at: string, by: 'editor' | 'business' | 'import' = 'editor') => ({ at, by })

  it('names who checked and the region’s day (a late Denver evening is still that day)', () => {
    expect(checkedText(on('2026-11-04T05:30:00Z'), '2026-11-29')).toEqual({
      text: 'Checked by our editors on November 3, 2026',
      stale: false,
    })
    expect(checkedText(on('2026-11-04T18:00:00Z', 'business'), '2026-11-29').text).toBe(
      'Checked by the business on November 4, 2026',
    )
    expect(checkedText(on('2026-11-04T18:00:00Z', 'import'), '2026-11-29').text).toBe(
      'Updated from its source on November 4, 2026',
    )
  })

  it('says plainly when the check is more than 180 days old, and not a day before', () => {
    const check = on('2026-01-01T18:00:00Z')
    expect(checkedDaysAgo(check, '2026-06-30')).toBe(180)
    expect(checkedText(check, '2026-06-30').stale).toBe(false)
    const old = checkedText(check, '2026-07-01')
    expect(old.stale).toBe(true)
    expect(old.text).toBe(
      'Checked by our editors on January 1, 2026, more than six months ago: hours, prices and seasons may have changed, so confirm with the business before you go.',
    )
  })

  it('sorts a check into fresh, due (150 days on), stale (past 180) or never', () => {
    const check = on('2026-01-01T18:00:00Z')
    expect(ageOf(check, '2026-05-30')).toBe('fresh')
    expect(ageOf(check, '2026-05-31')).toBe('due')
    expect(ageOf(check, '2026-07-01')).toBe('stale')
    expect(ageOf(null, '2026-07-01')).toBe('never')
  })
})

describe.each(TEST_DIALECTS)('freshness of listings on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: true })
  let editor: string
  let editorId: string

  beforeAll(async () => {
    editorId = (
      await upsertUser(t.db, { email: 'fresh@example.com', password: PASSWORD, role: 'editor' }, dialect)
    ).id
    editor = await sessionCookie('fresh@example.com')
  })

  const row = (id: string) =>
    t.db
      .selectFrom('restaurants')
      .select(['checked_at', 'checked_by', 'checked_by_user'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  const age = async (id: string, at: string) =>
    t.db
      .updateTable('restaurants')
      .set({ checked_at: at, checked_by: 'editor' })
      .where('id', '=', id)
      .execute()
  const someRestaurant = async () =>
    (
      await t.db
        .selectFrom('restaurants')
        .select('id')
        .where('hidden', '=', 0)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id

  it('starts every seeded listing as checked by our editors, and shows it on its page', async () => {
    const id = await someRestaurant()
    expect(await row(id)).toMatchObject({ checked_by: 'editor', checked_by_user: null })
    const page = await call(eatDetailLoader, pageRequest(`/eat/${id}`), { id })
    expect(page.checked).toMatchObject({ stale: false })
    expect(page.checked.text).toMatch(/^Checked by our editors on [A-Z][a-z]+ \d{1,2}, \d{4}$/)
    const stay = await t.db.selectFrom('stays').select('id').where('hidden', '=', 0).executeTakeFirstOrThrow()
    const stayPage = await call(stayDetailLoader, pageRequest(`/stay/${stay.id}`), { id: stay.id })
    expect(stayPage.checked.text).toMatch(/^Checked by our editors on /)
  })

  it('says so on the page of a listing checked more than six months ago', async () => {
    const id = await someRestaurant()
    await age(id, '2020-03-01T18:00:00.000Z')
    const page = await call(eatDetailLoader, pageRequest(`/eat/${id}`), { id })
    expect(page.checked).toEqual({
      text: expect.stringContaining('Checked by our editors on March 1, 2020, more than six months ago'),
      stale: true,
    })
  })

  it('dates the check when an editor saves a change, by that editor; a save without a change does not', async () => {
    const id = await someRestaurant()
    await age(id, '2020-03-01T18:00:00.000Z')
    const listing = (await getEditableListing(t.db, 'restaurants', id))!
    const values = listing.values as Record<string, string | string[]>
    const unchanged = await call(
      listingAction,
      listFormPost(`/admin/listings/restaurants/${id}`, editor, {
        ...values,
        revision: String(listing.revision),
        intent: 'save',
      }),
      { type: 'restaurants', id },
    )
    expect((unchanged as Response).status).toBe(302)
    expect((await row(id)).checked_at).toBe('2020-03-01T18:00:00.000Z')
    const before = Date.now()
    const revision = (await getEditableListing(t.db, 'restaurants', id))!.revision
    const saved = await call(
      listingAction,
      listFormPost(`/admin/listings/restaurants/${id}`, editor, {
        ...values,
        phone: '(307) 733-0001',
        revision: String(revision),
        intent: 'save',
      }),
      { type: 'restaurants', id },
    )
    expect((saved as Response).status, JSON.stringify((saved as { data?: unknown }).data)).toBe(302)
    const after = await row(id)
    expect(after).toMatchObject({ checked_by: 'editor', checked_by_user: editorId })
    expect(Date.parse(after.checked_at!)).toBeGreaterThanOrEqual(before - 1000)
  })

  it('“Mark as checked today” dates the check without a change, logged; the editor shows when', async () => {
    const id = await someRestaurant()
    await age(id, '2020-03-01T18:00:00.000Z')
    const before = await call(
      listingLoader,
      pageRequest(`/admin/listings/restaurants/${id}`, { cookie: editor }),
      {
        type: 'restaurants',
        id,
      },
    )
    expect(before.listing.checked).toMatch(/^Checked by our editors on March 1, 2020 \(\d+ days ago\)\.$/)
    const response = await call(
      listingAction,
      listFormPost(`/admin/listings/restaurants/${id}`, editor, { intent: 'confirm-checked' }),
      { type: 'restaurants', id },
    )
    expect((response as Response).status).toBe(302)
    expect(await row(id)).toMatchObject({ checked_by: 'editor', checked_by_user: editorId })
    const log = await t.db
      .selectFrom('editorial_log')
      .select(['action', 'actor_id'])
      .where('subject_id', '=', id)
      .where('action', '=', 'checked')
      .execute()
    expect(log).toEqual([{ action: 'checked', actor_id: editorId }])
    const page = await call(eatDetailLoader, pageRequest(`/eat/${id}`), { id })
    expect(page.checked.stale).toBe(false)
    // Not for a listing that is not there.
    expect(
      await thrownStatus(() =>
        call(
          listingAction,
          listFormPost('/admin/listings/restaurants/nope', editor, { intent: 'confirm-checked' }),
          {
            type: 'restaurants',
            id: 'nope',
          },
        ),
      ),
    ).toBe(404)
  })

  it('lists listings by age, oldest first, with counts per kind; editors only', async () => {
    const id = await someRestaurant()
    await age(id, '2019-01-01T18:00:00.000Z')
    await t.db
      .updateTable('stays')
      .set({ checked_at: null, checked_by: null })
      .where('hidden', '=', 0)
      .execute()
    const report = await freshnessReport(t.db, '2026-11-29')
    expect(report.rows[0]).toMatchObject({ table: 'stays', age: 'never', days: null })
    const firstChecked = report.rows.find((r) => r.checked)!
    expect(firstChecked).toMatchObject({ table: 'restaurants', id, age: 'stale' })
    expect(report.counts.stays.never).toBe(report.counts.stays.total)
    expect(report.counts.restaurants.stale).toBeGreaterThanOrEqual(1)
    for (const counts of Object.values(report.counts))
      expect(counts.fresh + counts.due + counts.stale + counts.never).toBe(counts.total)

    const page = await call(
      freshnessLoader,
      pageRequest('/admin/freshness?kind=restaurants&age=stale', { cookie: editor }),
    )
    expect(page.page.items[0]).toMatchObject({ id, line: 'Checked by our editors on January 1, 2019' })
    expect(page.page.items.every((item: { table: string }) => item.table === 'restaurants')).toBe(true)
    expect(await thrownStatus(() => call(freshnessLoader, pageRequest('/admin/freshness')))).toBe(401)
  })
})
