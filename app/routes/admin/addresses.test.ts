import { beforeAll, describe, expect, it } from 'vitest'
import {
  call,
  PASSWORD,
  listFormPost as post,
  pageRequest,
  sessionCookie,
  thrownStatus,
  toastOf,
  withTestSecrets,
} from '../../../tests/helpers'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { daysFromToday } from '../../../tests/factories'
import { loader as eatDetailLoader } from '../eat/detail'
import { loader as directionsLoader } from '../eat/directions'
import { loader as eventDetailLoader } from '../events/detail'
import { loader as stayDetailLoader } from '../stay/detail'
import { loader as eventIcsLoader } from '../events/event-ics'
import { loader as eventsFeedLoader } from '../events/feed'
import { loader as blogArticleLoader } from '../blog-article'
import { loader as blogFeedLoader } from '../blog-feed'
import { loader as playPhotosLoader } from '../play/photos'
import { loader as sitemapLoader } from '../sitemap'
import { action as listingAction, loader as listingLoader } from './listing'
import { upsertUser } from '~/lib/auth.server'
import { readContentVersion } from '~/lib/content-version.server'
import { createTrip, addStop } from '~/lib/trip/trip.server'
import { getEditableListing, updateListing } from '~/lib/listing-admin.server'
import { parseEditorValues } from '~/lib/kinds/editor.server'
import { editorOf } from '~/lib/listing-admin.server'
import { listingPlaceRules } from '~/routes/admin/listing-place.server'

// Issue 51 item 6: an editor changes a listing's address; everything keyed by its id follows, in
// one transaction, and every former address answers 301 (detail pages and their sub-pages), while
// the sitemap and feeds only list the current one.

withTestSecrets()

/** What a loader threw: the Response (a redirect) or undefined. */
async function thrown(run: () => Promise<unknown>): Promise<Response | undefined> {
  try {
    await run()
    return undefined
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
}

describe.each(TEST_DIALECTS)('listing addresses on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: true })
  let editor: string
  let editorId: string

  beforeAll(async () => {
    await upsertUser(t.db, { email: 'slugs@example.com', password: PASSWORD, role: 'editor' }, dialect)
    editor = await sessionCookie('slugs@example.com')
    editorId = (
      await t.db
        .selectFrom('user')
        .select('id')
        .where('email', '=', 'slugs@example.com')
        .executeTakeFirstOrThrow()
    ).id
  })

  const rename = (type: string, id: string, address: string) =>
    call(listingAction, post(`/admin/listings/${type}/${id}`, editor, { intent: 'rename', address }), {
      type,
      id,
    })

  it('moves an event and everything that points at it to the new address, in one go', async () => {
    const { event_id: oldId } = await t.db
      .selectFrom('event_schedule')
      .select('event_id')
      .orderBy('event_id')
      .executeTakeFirstOrThrow()
    const schedule = await t.db
      .selectFrom('event_schedule')
      .selectAll()
      .where('event_id', '=', oldId)
      .execute()
    const now = new Date().toISOString()
    // A revision (an edit), a photo, a cancelled day, a trip stop, a feed item, the published submission.
    const listing = (await getEditableListing(t.db, 'events', oldId))!
    const parsed = parseEditorValues(
      editorOf('events'),
      listingPlaceRules(),
      { ...listing.values, price: 'Ten dollars' },
      listing.values,
    )
    expect(parsed.success).toBe(true)
    await updateListing(t.db, 'events', oldId, parsed.success ? parsed.data : {}, {
      actorId: editorId,
      baseRevision: listing.revision,
    })
    await t.db
      .insertInto('listing_photos')
      .values({
        id: 'photo-1',
        listing_type: 'events',
        listing_id: oldId,
        position: 0,
        alt: 'A photo',
        caption: null,
        credit: null,
        license: null,
        width: 800,
        height: 600,
        widths: '[800]',
        created_by: null,
        created_at: now,
      })
      .execute()
    await t.db
      .insertInto('event_cancellations')
      .values({ event_id: oldId, date: '2031-01-01', cancelled_by: null, created_at: now })
      .execute()
    const trip = await createTrip(t.db)
    await addStop(t.db, trip.id, { kind: 'event', listingId: oldId, day: '2031-01-02' })
    await t.db
      .insertInto('event_feeds')
      .values({
        id: 'feed-1',
        name: 'Feed',
        url: 'https://example.com/f.ics',
        default_category: 'Music',
        created_by: null,
        created_at: now,
        etag: null,
        last_modified: null,
        last_fetched_at: null,
        last_status: null,
        last_error: null,
        last_summary: null,
      })
      .execute()
    await t.db
      .insertInto('event_feed_items')
      .values({
        feed_id: 'feed-1',
        uid: 'u1',
        content_hash: 'h',
        submission_id: 's1',
        event_id: oldId,
        published_submission_id: null,
        created_at: now,
        updated_at: now,
      })
      .execute()
    await t.db
      .insertInto('published_submissions')
      .values({ submission_id: 's1', kind: 'events', path: `/events/${oldId}`, created_at: now })
      .execute()
    // Upcoming, so the events feed lists it.
    await t.db
      .updateTable('events')
      .set({ date: daysFromToday(10), hidden: 0, rrule: null })
      .where('id', '=', oldId)
      .execute()
    const versionBefore = await readContentVersion(t.db)

    const response = (await rename('events', oldId, 'spring-square-dance')) as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/admin/listings/events/spring-square-dance')
    expect(await toastOf(response)).toMatchObject({
      title: 'Address changed.',
      description: `Now at /events/spring-square-dance; /events/${oldId} leads there.`,
    })
    const newId = 'spring-square-dance'
    expect(
      await t.db.selectFrom('events').select('id').where('id', '=', oldId).executeTakeFirst(),
    ).toBeUndefined()
    expect(
      (await t.db.selectFrom('events').selectAll().where('id', '=', newId).executeTakeFirstOrThrow()).price,
    ).toBe('Ten dollars')
    const moved = await t.db.selectFrom('event_schedule').selectAll().where('event_id', '=', newId).execute()
    expect(moved.map((row) => row.activity)).toEqual(schedule.map((row) => row.activity))
    const pointing = async (table: 'listing_photos' | 'listing_revisions', id: string) =>
      (
        await t.db
          .selectFrom(table)
          .select('id')
          .where('listing_type', '=', 'events')
          .where('listing_id', '=', id)
          .execute()
      ).length
    expect(await pointing('listing_photos', newId)).toBe(1)
    expect(await pointing('listing_revisions', newId)).toBe(2)
    expect(await pointing('listing_revisions', oldId)).toBe(0)
    expect(
      (
        await t.db
          .selectFrom('event_cancellations')
          .select('event_id')
          .where('date', '=', '2031-01-01')
          .executeTakeFirstOrThrow()
      ).event_id,
    ).toBe(newId)
    expect(
      (
        await t.db
          .selectFrom('trip_stops')
          .select('listing_id')
          .where('trip_id', '=', trip.id)
          .executeTakeFirstOrThrow()
      ).listing_id,
    ).toBe(newId)
    expect(
      (
        await t.db
          .selectFrom('event_feed_items')
          .select('event_id')
          .where('uid', '=', 'u1')
          .executeTakeFirstOrThrow()
      ).event_id,
    ).toBe(newId)
    expect(
      (
        await t.db
          .selectFrom('published_submissions')
          .select('path')
          .where('submission_id', '=', 's1')
          .executeTakeFirstOrThrow()
      ).path,
    ).toBe(`/events/${newId}`)
    const docs = (
      await t.db
        .selectFrom('search_documents')
        .select('doc_key')
        .where('doc_key', 'in', [`events:${oldId}`, `events:${newId}`])
        .execute()
    ).map((d) => d.doc_key)
    expect(docs).toEqual([`events:${newId}`])
    expect(await readContentVersion(t.db)).not.toBe(versionBefore)
    // The editor shows the new address; the activity log says what happened.
    const page = await call(
      listingLoader,
      pageRequest(`/admin/listings/events/${newId}`, { cookie: editor }),
      { type: 'events', id: newId },
    )
    expect(page.listing.id).toBe(newId)
    expect(page.addressBase).toBe('/events/')
    const log = await t.db
      .selectFrom('editorial_log')
      .select('detail')
      .where('subject_id', '=', newId)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow()
    expect(log.detail).toBe(`Address changed from /events/${oldId} to /events/${newId}`)

    // The old address and its calendar file answer 301, the query kept.
    const detail = await thrown(() =>
      call(eventDetailLoader, pageRequest(`/events/${oldId}?from=mail`), { id: oldId }),
    )
    expect(detail?.status).toBe(301)
    expect(detail?.headers.get('Location')).toBe(`/events/${newId}?from=mail`)
    const ics = await thrown(() => call(eventIcsLoader, pageRequest(`/events/${oldId}.ics`), { id: oldId }))
    expect(ics?.status).toBe(301)
    expect(ics?.headers.get('Location')).toBe(`/events/${newId}.ics`)
    // The sitemap and the events feed list only the current address.
    const sitemap = await (await sitemapLoader()).text()
    expect(sitemap).toContain(`/events/${newId}<`)
    expect(sitemap).not.toContain(`/events/${oldId}<`)
    const feed = await (await call(eventsFeedLoader, pageRequest('/events/feed.ics'))).text()
    expect(feed).toContain(`UID:${newId}@wyoming-navigator`)
    expect(feed).not.toContain(`UID:${oldId}@`)
  })

  it('takes a venue that is the listing along to its new address', async () => {
    const stay = await t.db.selectFrom('stays').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()
    const now = new Date().toISOString()
    await t.db
      .insertInto('venues')
      .values({
        id: 'lodge-venue',
        name: 'The lodge',
        address: '',
        town: null,
        lat: null,
        lng: null,
        listing_type: 'stays',
        listing_id: stay.id,
        created_at: now,
        updated_at: now,
      })
      .execute()
    expect(await rename('stays', stay.id, 'lodge-by-the-river')).toBeInstanceOf(Response)
    const venue = await t.db
      .selectFrom('venues')
      .selectAll()
      .where('id', '=', 'lodge-venue')
      .executeTakeFirstOrThrow()
    expect([venue.listing_type, venue.listing_id]).toEqual(['stays', 'lodge-by-the-river'])
    // Back as it was, for the other tests.
    expect(await rename('stays', 'lodge-by-the-river', stay.id)).toBeInstanceOf(Response)
    await t.db.deleteFrom('listing_redirects').execute()
    await t.db.deleteFrom('venues').where('id', '=', 'lodge-venue').execute()
  })

  it('collapses chains and never loops: every former address leads straight to the current one', async () => {
    const { id: first } = await t.db
      .selectFrom('restaurants')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow()
    await rename('restaurants', first, 'second-address')
    await rename('restaurants', 'second-address', 'third-address')
    const redirects = await t.db
      .selectFrom('listing_redirects')
      .select(['old_id', 'new_id'])
      .where('listing_type', '=', 'restaurants')
      .orderBy('old_id')
      .execute()
    expect(redirects).toEqual(
      [
        { old_id: first, new_id: 'third-address' },
        { old_id: 'second-address', new_id: 'third-address' },
      ].sort((a, b) => a.old_id.localeCompare(b.old_id)),
    )
    for (const [loader, suffix] of [
      [eatDetailLoader, ''],
      [directionsLoader, '/directions'],
    ] as const) {
      const answer = await thrown(() => call(loader, pageRequest(`/eat/${first}${suffix}`), { id: first }))
      expect(answer?.status).toBe(301)
      expect(answer?.headers.get('Location')).toBe(`/eat/third-address${suffix}`)
    }
    // Back to the first address: it is a page again, not a redirect (no loop).
    await rename('restaurants', 'third-address', first)
    expect(
      await t.db
        .selectFrom('listing_redirects')
        .select(['old_id', 'new_id'])
        .where('listing_type', '=', 'restaurants')
        .orderBy('old_id')
        .execute(),
    ).toEqual([
      { old_id: 'second-address', new_id: first },
      { old_id: 'third-address', new_id: first },
    ])
    const page = await call(eatDetailLoader, pageRequest(`/eat/${first}`), { id: first })
    expect(page.restaurant.id).toBe(first)
  })

  it('refuses an address that is badly written, reserved or taken, with a clear message', async () => {
    const [a, b] = await t.db.selectFrom('stays').select('id').orderBy('id').limit(2).execute()
    const refused = async (address: string) => {
      const answer = await rename('stays', a!.id, address)
      expect(answer.init.status).toBe(400)
      return answer.data.errors.address[0]
    }
    expect(await refused('Old Faithful Inn!')).toBe(
      'Use only lowercase letters, digits and hyphens between words, e.g. old-faithful-inn',
    )
    expect(await refused('')).toBe('Enter the address')
    expect(await refused('map')).toBe('“map” is a page of the guide: choose another address')
    expect(await refused(b!.id)).toBe(
      `Another listing already has the address /stay/${b!.id}: choose another one`,
    )
    expect(
      await t.db.selectFrom('stays').select('id').where('id', '=', a!.id).executeTakeFirst(),
    ).toBeDefined()
    expect(
      await t.db
        .selectFrom('listing_redirects')
        .select('old_id')
        .where('listing_type', '=', 'stays')
        .execute(),
    ).toEqual([])
  })

  it('redirects an activity’s photos page and an article, and the blog feed lists the new address', async () => {
    const { id: activity } = await t.db
      .selectFrom('activities')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow()
    await rename('activities', activity, 'moved-activity')
    const photos = await thrown(() =>
      call(playPhotosLoader, pageRequest(`/play/${activity}/photos`), { id: activity }),
    )
    expect(photos?.headers.get('Location')).toBe('/play/moved-activity/photos')
    expect(photos?.status).toBe(301)
    const { id: article } = await t.db
      .selectFrom('articles')
      .select('id')
      .where('hidden', '=', 0)
      .where('publish_date', '<=', '2026-01-01')
      .orderBy('publish_date', 'desc')
      .executeTakeFirstOrThrow()
    await rename('articles', article, 'moved-article')
    const answer = await thrown(() =>
      call(blogArticleLoader, pageRequest(`/blog/${article}`), { slug: article }),
    )
    expect(answer?.status).toBe(301)
    expect(answer?.headers.get('Location')).toBe('/blog/moved-article')
    const feed = await ((await call(blogFeedLoader, pageRequest('/blog/feed.xml'))) as Response).text()
    expect(feed).toContain('/blog/moved-article')
    expect(feed).not.toContain(`/blog/${article}<`)
    // An unknown address is still a 404.
    expect(
      await thrownStatus(() =>
        call(blogArticleLoader, pageRequest('/blog/never-was'), { slug: 'never-was' }),
      ),
    ).toBe(404)
  })

  it('deletes a listing’s former addresses with it: they answer 404 again', async () => {
    const { id } = await t.db.selectFrom('stays').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()
    await rename('stays', id, 'gone-soon')
    const deleted = await call(
      listingAction,
      post('/admin/listings/stays/gone-soon', editor, { intent: 'delete', confirm: 'yes' }),
      { type: 'stays', id: 'gone-soon' },
    )
    expect(deleted.status).toBe(302)
    expect(
      await t.db.selectFrom('listing_redirects').selectAll().where('listing_type', '=', 'stays').execute(),
    ).toEqual([])
    expect(await thrownStatus(() => call(stayDetailLoader, pageRequest(`/stay/${id}`), { id }))).toBe(404)
  })
})
