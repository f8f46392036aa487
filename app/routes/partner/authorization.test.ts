import { beforeAll, describe, expect, it } from 'vitest'
import {
  call,
  listFormPost,
  pageRequest,
  PASSWORD,
  sessionCookie,
  withTestSecrets,
} from '../../../tests/helpers'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { upsertUser } from '../../lib/auth.server'
import { grantPartner } from '../../lib/partners/partners.server'
import { action as indexAction, loader as indexLoader } from './index'
import { action as listingAction, loader as listingLoader } from './listing'
import { action as photosAction, loader as photosLoader } from './photos'
import { action as loginAction } from '../auth/login'
import { action as proposalAction, loader as proposalLoader } from '../admin/proposal'
import { loader as proposalsLoader } from '../admin/proposals'
import { loader as submitEventLoader } from '../submit/event'

withTestSecrets()

/** A loader's or action's outcome as one status: a thrown or answered Response's, data()'s, else 200. */
async function statusOf(run: () => Promise<unknown>): Promise<number> {
  try {
    const result = await run()
    if (result instanceof Response) return result.status
    return (result as { init?: { status?: number } } | undefined)?.init?.status ?? 200
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status
    return (thrown as { init?: { status?: number } }).init?.status ?? 500
  }
}

/**
 * Every partner route, loader and action, for every kind of caller over partner A's listings and
 * proposals (issue 44 item 2): B, an editor who is no partner, and nobody signed in never read or
 * change them.
 */
describe.each(TEST_DIALECTS)('the partner area’s authorisation matrix on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: true })
  const who: Record<'A' | 'B' | 'editor' | 'out', string> = { A: '', B: '', editor: '', out: '' }
  const listings: { type: 'restaurants' | 'stays' | 'activities' | 'events'; id: string }[] = []
  let proposalId = ''

  beforeAll(async () => {
    const make = async (email: string, role: 'editor' | null) => {
      const { id } = await upsertUser(t.db, { email, password: PASSWORD, role }, dialect)
      return { id, cookie: await sessionCookie(email) }
    }
    const a = await make('a@example.com', null)
    const b = await make('b@example.com', null)
    const editor = await make('ed@example.com', 'editor')
    who.A = a.cookie
    who.B = b.cookie
    who.editor = editor.cookie
    for (const type of ['restaurants', 'stays', 'activities', 'events'] as const) {
      const rows = await t.db.selectFrom(type).select('id').orderBy('id').limit(2).execute()
      listings.push({ type, id: rows[0]!.id })
      await grantPartner(t.db, { type, id: rows[0]!.id, userId: a.id, grantedBy: null })
      await grantPartner(t.db, { type, id: rows[1]!.id, userId: b.id, grantedBy: null })
    }
    // A proposal of A's, pending.
    const [first] = listings
    const page = await call(
      listingLoader,
      pageRequest(`/partner/${first!.type}/${first!.id}`, { cookie: a.cookie }),
      first!,
    )
    const sent = await call(
      listingAction,
      listFormPost(`/partner/${first!.type}/${first!.id}`, a.cookie, {
        ...page.values,
        phone: '(307) 555-0142',
        revision: String(page.revision),
        intent: 'save',
      }),
      first!,
    )
    expect((sent as Response).status).toBe(302)
    proposalId = (await t.db.selectFrom('listing_proposals').select('id').executeTakeFirstOrThrow()).id
  })

  const snapshot = async () => ({
    proposals: await t.db.selectFrom('listing_proposals').selectAll().orderBy('id').execute(),
    checks: await Promise.all(
      listings.map((l) =>
        t.db
          .selectFrom(l.type as 'events')
          .select(['id', 'checked_at', 'checked_by', 'phone'])
          .where('id', '=', l.id)
          .executeTakeFirst(),
      ),
    ),
  })

  it('the list of /partner shows each person only their own listings; signed out goes to the login page', async () => {
    const out = await statusOf(() => call(indexLoader, pageRequest('/partner')))
    expect(out).toBe(302)
    try {
      await call(indexLoader, pageRequest('/partner'))
    } catch (thrown) {
      expect((thrown as Response).headers.get('Location')).toBe('/login?next=/partner')
    }
    const ids = async (cookie: string) =>
      (await call(indexLoader, pageRequest('/partner', { cookie }))).listings.map((l: { id: string }) => l.id)
    const mine = listings.map((l) => l.id)
    expect((await ids(who.A)).sort()).toEqual([...mine].sort())
    for (const id of await ids(who.B)) expect(mine).not.toContain(id)
    expect(await ids(who.editor)).toEqual([])
  })

  it('B, an editor without a partnership and nobody signed in never read or change A’s listings', async () => {
    const before = await snapshot()
    const expected = {
      out: { loader: 302, action: 401 },
      B: { loader: 404, action: 404 },
      editor: { loader: 404, action: 404 },
    }
    for (const listing of listings) {
      const url = `/partner/${listing.type}/${listing.id}`
      for (const caller of ['out', 'B', 'editor'] as const) {
        const cookie = who[caller]
        const want = expected[caller]
        expect(
          await statusOf(() =>
            call(listingLoader, pageRequest(url, { cookie: cookie || undefined }), listing),
          ),
          `${caller} GET ${url}`,
        ).toBe(want.loader)
        for (const intent of ['save', 'confirm-checked'])
          expect(
            await statusOf(() =>
              call(
                listingAction,
                listFormPost(url, cookie, { intent, phone: '1', revision: '99', description: 'Mine now' }),
                listing,
              ),
            ),
            `${caller} POST ${intent} ${url}`,
          ).toBe(want.action)
        // The listing's photos (issue 44): neither seen nor added to.
        expect(
          await statusOf(() =>
            call(photosLoader, pageRequest(`${url}/photos`, { cookie: cookie || undefined }), listing),
          ),
          `${caller} GET ${url}/photos`,
        ).toBe(want.loader)
        expect(
          await statusOf(() =>
            call(
              photosAction,
              listFormPost(`${url}/photos`, cookie, { intent: 'upload', alt: 'Mine' }),
              listing,
            ),
          ),
          `${caller} POST ${url}/photos`,
        ).toBe(want.action)
        expect(
          await statusOf(() =>
            call(
              indexAction,
              listFormPost('/partner', cookie, {
                intent: 'confirm-checked',
                type: listing.type,
                id: listing.id,
              }),
            ),
          ),
          `${caller} POST /partner ${url}`,
        ).toBe(want.action)
      }
      // A may.
      expect(await statusOf(() => call(listingLoader, pageRequest(url, { cookie: who.A }), listing))).toBe(
        200,
      )
    }
    expect(await snapshot()).toEqual(before)
  })

  it('A’s proposals are read only on A’s own page and in the back office, never by partners', async () => {
    const [first] = listings
    const page = await call(
      listingLoader,
      pageRequest(`/partner/${first!.type}/${first!.id}`, { cookie: who.A }),
      first!,
    )
    expect(page.proposals.map((p: { id: string }) => p.id)).toEqual([proposalId])
    const before = await snapshot()
    for (const caller of ['out', 'A', 'B'] as const) {
      const cookie = who[caller] || undefined
      const want = caller === 'out' ? 401 : 403
      expect(await statusOf(() => call(proposalsLoader, pageRequest('/admin/proposals', { cookie })))).toBe(
        want,
      )
      expect(
        await statusOf(() =>
          call(proposalLoader, pageRequest(`/admin/proposals/${proposalId}`, { cookie }), { id: proposalId }),
        ),
      ).toBe(want)
      for (const intent of ['approve', 'reject', 'looked'])
        expect(
          await statusOf(() =>
            call(
              proposalAction,
              listFormPost(`/admin/proposals/${proposalId}`, cookie ?? '', { intent, reason: 'x' }),
              {
                id: proposalId,
              },
            ),
          ),
        ).toBe(want)
    }
    expect(await snapshot()).toEqual(before)
    // An editor reads it in the back office.
    expect(
      await statusOf(() =>
        call(proposalLoader, pageRequest(`/admin/proposals/${proposalId}`, { cookie: who.editor }), {
          id: proposalId,
        }),
      ),
    ).toBe(200)
  })
  it('signing in goes back to the partner page asked for (a local path only), else to /partner for a partner', async () => {
    const signIn = async (email: string, next?: string) => {
      const response = (await call(
        loginAction,
        listFormPost('/login', '', { email, password: PASSWORD, ...(next === undefined ? {} : { next }) }),
      )) as Response
      return response.headers.get('Location')
    }
    expect(await signIn('a@example.com', '/partner/restaurants/x')).toBe('/partner/restaurants/x')
    expect(await signIn('a@example.com')).toBe('/partner')
    expect(await signIn('a@example.com', '//evil.example/')).toBe('/partner')
    expect(await signIn('ed@example.com')).toBe('/admin')
  })

  it('the people of a venue’s listing keep its events too; others never read or change them', async () => {
    const [restaurant] = listings
    const now = new Date().toISOString()
    const event = await t.db
      .selectFrom('events')
      .select(['id', 'title'])
      // one nobody keeps by itself (B keeps an event of its own)
      .where('id', 'not in', (eb) => eb.selectFrom('listing_partners').select('listing_id'))
      .orderBy('id')
      .executeTakeFirstOrThrow()
    await t.db
      .insertInto('venues')
      .values({
        id: 'a-venue',
        name: 'The A Room',
        address: '1 Main St',
        town: null,
        lat: null,
        lng: null,
        listing_type: restaurant!.type,
        listing_id: restaurant!.id,
        created_at: now,
        updated_at: now,
      })
      .execute()
    await t.db
      .updateTable('events')
      .set({ venue_id: 'a-venue', date: '2099-06-01', rrule: null })
      .where('id', '=', event.id)
      .execute()
    try {
      // /partner lists it under A's restaurant, with the way to add one there; B's overview has no such venue.
      const overview = await call(indexLoader, pageRequest('/partner', { cookie: who.A }))
      const card = overview.listings.find((l: { id: string }) => l.id === restaurant!.id)
      expect(card.venue).toMatchObject({ id: 'a-venue', name: 'The A Room' })
      expect(card.venue.events).toEqual([
        { id: event.id, title: event.title, when: 'Monday, June 1, 2099', hidden: false },
      ])
      const theirs = await call(indexLoader, pageRequest('/partner', { cookie: who.B }))
      expect(theirs.listings.some((l: { venue: { id: string } | null }) => l.venue?.id === 'a-venue')).toBe(
        false,
      )

      const url = `/partner/events/${event.id}`
      const params = { type: 'events', id: event.id }
      const before = await snapshot()
      for (const caller of ['out', 'B', 'editor'] as const) {
        const cookie = who[caller]
        const want = caller === 'out' ? { loader: 302, action: 401 } : { loader: 404, action: 404 }
        expect(
          await statusOf(() =>
            call(listingLoader, pageRequest(url, { cookie: cookie || undefined }), params),
          ),
          `${caller} GET ${url}`,
        ).toBe(want.loader)
        expect(
          await statusOf(() =>
            call(listingAction, listFormPost(url, cookie, { intent: 'save', revision: '99' }), params),
          ),
          `${caller} POST ${url}`,
        ).toBe(want.action)
      }
      expect(await snapshot()).toEqual(before)

      // A proposes a change to it, as for A's own listings.
      const page = await call(listingLoader, pageRequest(url, { cookie: who.A }), params)
      const sent = await call(
        listingAction,
        listFormPost(url, who.A, {
          ...page.values,
          price: '$25 at the door',
          revision: String(page.revision),
          intent: 'save',
        }),
        params,
      )
      expect((sent as Response).status).toBe(302)
      const proposal = await t.db
        .selectFrom('listing_proposals')
        .select(['listing_type', 'listing_id', 'status'])
        .where('listing_id', '=', event.id)
        .executeTakeFirstOrThrow()
      expect(proposal).toEqual({ listing_type: 'events', listing_id: event.id, status: 'pending' })

      // "Add an event at The A Room" opens the public form at that venue.
      const form = await call(submitEventLoader, pageRequest('/submit-event?venue=a-venue'))
      expect(form.venue).toEqual({ name: 'The A Room', address: '1 Main St' })
      expect((await call(submitEventLoader, pageRequest('/submit-event?venue=nope'))).venue).toBeNull()
    } finally {
      await t.db.deleteFrom('listing_proposals').where('listing_id', '=', event.id).execute()
      await t.db.updateTable('events').set({ venue_id: null }).where('id', '=', event.id).execute()
      await t.db.deleteFrom('venues').where('id', '=', 'a-venue').execute()
    }
  })
})
