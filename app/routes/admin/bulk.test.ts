import { beforeAll, describe, expect, it } from 'vitest'
import {
  call,
  listFormPost,
  pageRequest,
  PASSWORD,
  sessionCookie,
  thrownStatus,
  withTestSecrets,
} from '../../../tests/helpers'
import { validEvent, validRestaurant } from '../../../tests/factories'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { action as listingAction } from './listing'
import { action as listingsAction, loader as listingsLoader } from './listings'
import { loader as searchLoader } from './search'
import { action as decideAction } from './submission'
import { action as queueAction, loader as queueLoader } from './submissions'
import { upsertUser } from '~/lib/auth.server'
import { bulkFailureLine, bulkSummary, type BulkOutcome } from '~/lib/bulk'
import { readContentVersion } from '~/lib/content-version.server'
import { createEventSubmission } from '~/lib/kinds/event-submission.server'
import { REVIEWED_KINDS } from '~/lib/kinds/index.server'
import { createRestaurantSubmission } from '~/lib/kinds/restaurant.server'
import { getEditableListing } from '~/lib/listing-admin.server'
import { parseListingFilters } from '~/lib/listing-filters'
import { rejectionNote } from '~/lib/review-reasons'
import { EventSubmissionSchema, RestaurantSubmissionSchema } from '~/lib/validation'

withTestSecrets()

const post = listFormPost

const answerOf = (result: unknown) => {
  expect(result).not.toBeInstanceOf(Response)
  return result as { data: Record<string, unknown>; init: ResponseInit | null }
}

it('says what a bulk action did, item by item', () => {
  const outcome: BulkOutcome = {
    action: 'approve',
    done: [
      { id: 'a', title: 'A' },
      { id: 'b', title: 'B' },
      { id: 'c', title: 'C' },
    ],
    failed: [{ id: 'd', title: 'Hut', reason: 'it was already rejected by ed@example.com.' }],
  }
  expect(bulkSummary(outcome)).toBe('3 approved, 1 could not be approved.')
  expect(bulkFailureLine(outcome.failed[0]!)).toBe('Hut: it was already rejected by ed@example.com.')
  expect(bulkSummary({ action: 'show', done: [{ id: 'x', title: 'X' }], failed: [] })).toBe('1 shown again.')
  expect(
    parseListingFilters(new URLSearchParams('status=nope&missing=pin&sort=updated&town=%20Jackson')),
  ).toEqual({
    q: '',
    status: '',
    town: 'Jackson',
    category: '',
    missing: 'pin',
    sort: 'updated',
  })
})

describe.each(TEST_DIALECTS)('bulk work and finding things on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: true })
  let editor: string
  let visitor: string
  let editorId: string

  beforeAll(async () => {
    editorId = (
      await upsertUser(
        t.db,
        { email: 'bulk-editor@example.com', password: PASSWORD, role: 'editor' },
        dialect,
      )
    ).id
    await upsertUser(t.db, { email: 'bulk-visitor@example.com', password: PASSWORD, role: null }, dialect)
    editor = await sessionCookie('bulk-editor@example.com')
    visitor = await sessionCookie('bulk-visitor@example.com')
  })

  const restaurants = async () =>
    t.db
      .selectFrom('restaurants')
      .select(['id', 'name', 'hidden', 'town', 'type', 'lat'])
      .orderBy('name')
      .execute()
  const logOf = async (id: string) =>
    (
      await t.db
        .selectFrom('editorial_log')
        .select(['action', 'actor_id'])
        .where('subject_id', '=', id)
        .orderBy('created_at')
        .execute()
    ).map((e) => `${e.action}:${e.actor_id === editorId ? 'editor' : e.actor_id}`)
  const indexed = async (id: string) =>
    Boolean(
      await t.db
        .selectFrom('search_documents')
        .select('doc_id')
        .where('doc_key', '=', `restaurants:${id}`)
        .executeTakeFirst(),
    )
  const bulk = (ids: string[], fields: Record<string, string>) =>
    call(listingsAction, post('/admin/listings/restaurants', editor, { ...fields, id: ids }), {
      type: 'restaurants',
    })

  it('refuses the bulk actions and the search to visitors (401) and users without a role (403)', async () => {
    for (const [handler, path, params] of [
      [listingsAction, '/admin/listings/restaurants', { type: 'restaurants' }],
      [queueAction, '/admin/restaurants', { kind: 'restaurants' }],
    ] as const) {
      const form = { intent: 'hide', id: 'x' }
      expect(await thrownStatus(() => call(handler, pageRequest(path, { form }), params))).toBe(401)
      expect(
        await thrownStatus(() => call(handler, pageRequest(path, { form, cookie: visitor }), params)),
      ).toBe(403)
    }
    expect(await thrownStatus(() => call(searchLoader, pageRequest('/admin/search?q=elk')))).toBe(401)
    expect(
      await thrownStatus(() => call(searchLoader, pageRequest('/admin/search?q=elk', { cookie: visitor }))),
    ).toBe(403)
  })

  it('bulk hide and show do what the single buttons do, and say which rows could not', async () => {
    const [single, a, b] = await restaurants()
    // The single button on one listing, the bulk action on two others (and the first again).
    await call(listingAction, post(`/admin/listings/restaurants/${single!.id}`, editor, { intent: 'hide' }), {
      type: 'restaurants',
      id: single!.id,
    })
    const version = await readContentVersion(t.db)
    const hidden = answerOf(await bulk([a!.id, b!.id, single!.id], { intent: 'hide' }))
    expect(hidden.data.outcome).toEqual({
      action: 'hide',
      done: [
        { id: a!.id, title: a!.name },
        { id: b!.id, title: b!.name },
      ],
      failed: [{ id: single!.id, title: single!.name, reason: 'it is already hidden.' }],
    })
    expect(await readContentVersion(t.db)).not.toBe(version)
    for (const row of [single!, a!, b!]) {
      expect(await logOf(row.id)).toEqual(['hidden:editor'])
      expect(await indexed(row.id)).toBe(false)
    }
    const rows = await restaurants()
    expect(rows.filter((r) => r.hidden === 1).map((r) => r.id)).toEqual(
      [single!, a!, b!]
        .map((r) => r.id)
        .sort((x, y) => rows.findIndex((r) => r.id === x) - rows.findIndex((r) => r.id === y)),
    )

    const shown = answerOf(await bulk([a!.id, b!.id, 'no-such-place'], { intent: 'show' }))
    expect(bulkSummary(shown.data.outcome as BulkOutcome)).toBe('2 shown again, 1 could not be shown.')
    expect((shown.data.outcome as BulkOutcome).failed).toEqual([
      { id: 'no-such-place', title: 'no-such-place', reason: 'it no longer exists.' },
    ])
    expect(await logOf(a!.id)).toEqual(['hidden:editor', 'shown:editor'])
    expect(await indexed(a!.id)).toBe(true)
    // Put the first back as it was, for the filters below.
    await bulk([single!.id], { intent: 'show' })

    expect(answerOf(await bulk([], { intent: 'hide' })).init?.status).toBe(400)
    expect(answerOf(await bulk([a!.id], { intent: 'explode' })).init?.status).toBe(400)
  })

  it('bulk delete asks first, naming the count, then deletes each as the single delete does', async () => {
    const base = (await getEditableListing(t.db, 'restaurants', (await restaurants())[0]!.id))!.values
    const created = []
    for (const name of ['Bulk Gone One', 'Bulk Gone Two'])
      created.push(
        await call(
          listingAction,
          post('/admin/listings/restaurants/new', editor, { ...base, intent: 'save', name }),
          { type: 'restaurants' },
        ),
      )
    for (const response of created) expect(response).toBeInstanceOf(Response)
    const ids = ['bulk-gone-one', 'bulk-gone-two']
    const asked = answerOf(await bulk(ids, { intent: 'delete' }))
    expect(asked.data.confirmDelete).toEqual({ ids, titles: ['Bulk Gone One', 'Bulk Gone Two'] })
    expect(await t.db.selectFrom('restaurants').select('id').where('id', 'in', ids).execute()).toHaveLength(2)

    const done = answerOf(await bulk(ids, { intent: 'delete', confirm: 'yes' }))
    expect(bulkSummary(done.data.outcome as BulkOutcome)).toBe('2 deleted.')
    expect(await t.db.selectFrom('restaurants').select('id').where('id', 'in', ids).execute()).toEqual([])
    expect(
      await t.db.selectFrom('listing_revisions').select('id').where('listing_id', 'in', ids).execute(),
    ).toEqual([])
    for (const id of ids) {
      expect(await logOf(id)).toEqual(['created:editor', 'deleted:editor'])
      expect(await indexed(id)).toBe(false)
    }
  })

  it('filters the list by town, category, status and what a listing lacks, sorts by update, keeps pages', async () => {
    const list = async (query: string) =>
      (await call(listingsLoader, pageRequest(`/admin/listings/restaurants?${query}`, { cookie: editor }), {
        type: 'restaurants',
      })) as {
        listings: {
          items: { id: string; town: string; category: string; missing: string[] }[]
          total: number
        }
      }
    const rows = await restaurants()
    const town = rows[0]!.town
    const byTown = await list(`town=${encodeURIComponent(town)}`)
    expect(byTown.listings.total).toBe(rows.filter((r) => r.town === town).length)
    expect(byTown.listings.items.every((item) => item.town === town)).toBe(true)
    const category = rows[1]!.type
    const byCategory = await list(`category=${encodeURIComponent(category)}`)
    expect(byCategory.listings.total).toBe(rows.filter((r) => r.type === category).length)

    // A pin taken away and a photo given: the gap filters follow.
    const [pinless, pictured] = rows
    await t.db
      .updateTable('restaurants')
      .set({ lat: null, lng: null })
      .where('id', '=', pinless!.id)
      .execute()
    await t.db
      .insertInto('listing_photos')
      .values({
        id: 'bulk-photo',
        listing_type: 'restaurants',
        listing_id: pictured!.id,
        position: 0,
        alt: 'A photo',
        caption: null,
        credit: null,
        license: null,
        width: 800,
        height: 600,
        widths: '[400,800]',
        created_by: null,
        created_at: new Date().toISOString(),
      })
      .execute()
    const noPin = await list('missing=pin')
    expect(noPin.listings.items.map((i) => i.id)).toContain(pinless!.id)
    expect(noPin.listings.total).toBe(rows.filter((r) => r.lat === null || r.id === pinless!.id).length)
    const noPhoto = await list('missing=photo')
    expect(noPhoto.listings.total).toBe(rows.length - 1)
    expect(noPhoto.listings.items.map((i) => i.id)).not.toContain(pictured!.id)
    const noHours = await list('missing=hours')
    const hoursless = await t.db
      .selectFrom('restaurants')
      .select('id')
      .where((eb) => eb.or([eb('opening_hours', 'is', null), eb('opening_hours', '=', '')]))
      .execute()
    expect(noHours.listings.total).toBe(hoursless.length)

    // The one hidden most recently comes first when sorted by update.
    const last = rows.at(-1)!
    await bulk([last.id], { intent: 'hide' })
    const recent = await list('sort=updated')
    expect(recent.listings.items[0]!.id).toBe(last.id)
    const hiddenOnly = await list('status=hidden')
    expect(hiddenOnly.listings.items.map((i) => i.id)).toEqual([last.id])
    const published = await list('status=published')
    expect(published.listings.total).toBe(rows.length - 1)
    // Search by a word of the description, not only the title.
    const word = 'zzbulkword'
    await t.db
      .updateTable('restaurants')
      .set({ description: `Has ${word} in it` })
      .where('id', '=', last.id)
      .execute()
    expect((await list(`q=${word}`)).listings.items.map((i) => i.id)).toEqual([last.id])
    // Filters combine, and a page past the end shows the last page.
    const combined = await list(`status=hidden&q=${word}&page=9`)
    expect(combined.listings).toMatchObject({ total: 1, page: 1 })
    await bulk([last.id], { intent: 'show' })
  })

  it('bulk approve and reject decide each submission as its review page does, mails included', async () => {
    const restaurant = (name: string) =>
      RestaurantSubmissionSchema.parse({
        ...validRestaurant,
        name,
        email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
      })
    const [one, two, three, four] = await Promise.all(
      ['Alpha Bulk Diner', 'Beta Bulk Diner', 'Gamma Bulk Diner', 'Delta Bulk Diner'].map((name) =>
        createRestaurantSubmission(t.db, restaurant(name), { submittedBy: null }),
      ),
    )
    // One decided on its own page first.
    await call(
      decideAction,
      post(`/admin/restaurants/${three}`, editor, { intent: 'reject', reason: 'Outside our area' }),
      { kind: 'restaurants', id: three! },
    )
    const queue = (fields: Record<string, string | string[]>) =>
      call(queueAction, post('/admin/restaurants', editor, fields), { kind: 'restaurants' })

    const approved = answerOf(await queue({ intent: 'approve', id: [one!, two!, three!] }))
    const outcome = approved.data.outcome as BulkOutcome
    expect(bulkSummary(outcome)).toBe('2 approved, 1 could not be approved.')
    expect(outcome.failed).toEqual([
      { id: three, title: 'Gamma Bulk Diner', reason: 'it was already rejected by bulk-editor@example.com.' },
    ])
    for (const [id, slug] of [
      [one!, 'alpha-bulk-diner'],
      [two!, 'beta-bulk-diner'],
    ] as const) {
      const row = await t.db
        .selectFrom('restaurant_submissions')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
      expect(row).toMatchObject({ status: 'approved', reviewed_by: editorId })
      expect(
        await t.db
          .selectFrom('published_submissions')
          .select('path')
          .where('submission_id', '=', id)
          .executeTakeFirst(),
      ).toEqual({ path: `/eat/${slug}` })
      expect(
        await t.db.selectFrom('listing_revisions').select('number').where('listing_id', '=', slug).execute(),
      ).toEqual([{ number: 1 }])
      expect(await indexed(slug)).toBe(true)
      expect(await logOf(id)).toEqual(['approved:editor'])
    }

    // Reject: one reason for all, and it needs one.
    const refused = answerOf(await queue({ intent: 'reject', id: [four!] }))
    expect(refused.init?.status).toBe(400)
    expect(refused.data.fieldErrors).toMatchObject({ reason: ['Choose a reason for rejecting.'] })
    const rejected = answerOf(
      await queue({
        intent: 'reject',
        id: [four!, one!],
        reason: 'Duplicate of an existing listing',
        details: 'See the Hut.',
      }),
    )
    expect(bulkSummary(rejected.data.outcome as BulkOutcome)).toBe('1 rejected, 1 could not be rejected.')
    const note = rejectionNote({ reason: 'Duplicate of an existing listing', details: 'See the Hut.' })
    expect(
      await t.db
        .selectFrom('restaurant_submissions')
        .select(['status', 'review_note'])
        .where('id', '=', four!)
        .executeTakeFirst(),
    ).toEqual({ status: 'rejected', review_note: note })
    // The decision mails, as the single decision queues them (to each submitter, the reason quoted).
    const mails = await t.db
      .selectFrom('mail_queue')
      .select(['to', 'text'])
      .where('kind', '=', 'decision')
      .where('to', 'in', ['alpha@example.com', 'beta@example.com', 'gamma@example.com', 'delta@example.com'])
      .execute()
    expect(mails.map((m) => m.to).sort()).toEqual([
      'alpha@example.com',
      'beta@example.com',
      'delta@example.com',
      'gamma@example.com',
    ])
    expect(mails.find((m) => m.to === 'delta@example.com')!.text).toContain(note)

    // The queue page ticks every row with ?select=all (the no-JavaScript "Select all").
    const page = await call(queueLoader, pageRequest('/admin/restaurants?select=all', { cookie: editor }), {
      kind: 'restaurants',
    })
    expect(page.selectAll).toBe(true)
  })

  it('bulk approves events with the category their review page suggests', async () => {
    const id = await createEventSubmission(
      t.db,
      EventSubmissionSchema.parse({ ...validEvent, title: 'Bulk Fiddle Night' }),
      { submittedBy: null },
    )
    const row = await t.db
      .selectFrom('event_submissions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    const suggested = await REVIEWED_KINDS.events.publicCategory!.bestMatch(t.db, row)
    const answer = answerOf(
      await call(queueAction, post('/admin/events', editor, { intent: 'approve', id }), { kind: 'events' }),
    )
    const outcome = answer.data.outcome as BulkOutcome
    if (suggested) {
      expect(outcome.done.map((d) => d.id)).toEqual([id])
      const event = await t.db
        .selectFrom('events')
        .select('category')
        .where('title', '=', 'Bulk Fiddle Night')
        .executeTakeFirstOrThrow()
      expect(event.category).toBe(suggested)
    } else {
      expect(outcome.failed[0]!.reason).toBe('choose its public category on its own page.')
    }
  })

  it('finds listings of every kind (hidden too) and pending submissions by name or text', async () => {
    await createRestaurantSubmission(
      t.db,
      RestaurantSubmissionSchema.parse({ ...validRestaurant, name: 'Quokka Quarry Cafe' }),
      { submittedBy: null },
    )
    const stay = await t.db
      .selectFrom('stays')
      .select(['id', 'name'])
      .orderBy('name')
      .executeTakeFirstOrThrow()
    await t.db
      .updateTable('stays')
      .set({ hidden: 1, description: 'A quokka-friendly cabin' })
      .where('id', '=', stay.id)
      .execute()
    const found = await call(searchLoader, pageRequest('/admin/search?q=QUOKKA', { cookie: editor }))
    expect(found.hits).toEqual([
      expect.objectContaining({
        kind: 'Restaurant submission',
        title: 'Quokka Quarry Cafe',
        status: 'Pending',
      }),
      {
        kind: 'Stay',
        title: stay.name,
        href: `/admin/listings/stays/${stay.id}`,
        status: 'Hidden',
      },
    ])
    expect(found.hits[0].href).toMatch(/^\/admin\/restaurants\/.+/)
    // LIKE's wildcards are taken literally.
    expect((await call(searchLoader, pageRequest('/admin/search?q=%25', { cookie: editor }))).hits).toEqual(
      [],
    )
    expect((await call(searchLoader, pageRequest('/admin/search', { cookie: editor }))).hits).toEqual([])
  })
})
