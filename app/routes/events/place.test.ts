import { beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { events } from '../../../db/seed-data'
import * as venuesMigration from '../../../db/migrations/2026-11-28-42-venues-organizers'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import {
  call,
  listFormPost,
  pageRequest,
  PASSWORD,
  sessionCookie,
  thrownStatus,
  withTestSecrets,
} from '../../../tests/helpers'
import { loader as sitemapLoader } from '../sitemap'
import { action as listingAction, loader as listingLoader } from '../admin/listing'
import { action as placeAction, loader as placeFormLoader } from '../admin/place'
import { loader as placesLoader } from '../admin/places'
import { loader as detailLoader } from './detail'
import { loader as placeLoader } from './place'
import { upsertUser } from '~/lib/auth.server'
import { addDaysIso, todayInTimeZone } from '~/lib/dates'
import { eventRow } from '~/lib/kinds/event.server'
import { buildRule } from '~/lib/recurrence.server'

withTestSecrets()

const post = listFormPost

const venueForm = {
  name: 'Pink Garter Theatre',
  address: '50 W Broadway',
  town: '',
  lat: '',
  lng: '',
  listing: '',
}

describe.each(TEST_DIALECTS)('venues and organizers on %s', (dialect) => {
  const t = useAppDatabase(dialect)
  let editor: string
  let visitor: string
  const today = todayInTimeZone()
  const soon = addDaysIso(today, 10)

  beforeAll(async () => {
    await upsertUser(t.db, { email: 'editor@example.com', password: PASSWORD, role: 'editor' }, dialect)
    await upsertUser(t.db, { email: 'visitor@example.com', password: PASSWORD, role: null }, dialect)
    editor = await sessionCookie('editor@example.com')
    visitor = await sessionCookie('visitor@example.com')
  })

  it('the migration makes each existing location a venue its events point to, keeping their text', async () => {
    await venuesMigration.down(t.db)
    await venuesMigration.up(t.db)
    const rows = await t.db.selectFrom('events').select(['id', 'location', 'venue_id']).execute()
    const venues = await t.db.selectFrom('venues').selectAll().execute()
    const byId = new Map(venues.map((v) => [v.id, v]))
    for (const row of rows.filter((r) => r.location.trim())) {
      expect(row.venue_id, row.id).not.toBeNull()
      expect(byId.get(row.venue_id!)!.name).toBe(row.location.trim())
    }
    // One venue per distinct place: as many as there are distinct location and address pairs.
    const distinct = await t.db
      .selectFrom('events')
      .select(sql<number>`count(distinct lower(trim(location)) || '|' || lower(trim(address)))`.as('n'))
      .where(sql<boolean>`trim(location) <> ''`)
      .executeTakeFirstOrThrow()
    expect(venues).toHaveLength(Number(distinct.n))
  })

  it('the back office creates a venue (a listing of the guide) and an organizer; refuses bad values and visitors', async () => {
    expect(
      await thrownStatus(() => call(placesLoader, pageRequest('/admin/venues', { cookie: visitor }))),
    ).toBe(403)
    expect(await thrownStatus(() => call(placeAction, post('/admin/venues/new', visitor, venueForm)))).toBe(
      403,
    )
    const restaurant = await t.db
      .selectFrom('restaurants')
      .select(['id', 'name'])
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const form = await call(placeFormLoader, pageRequest('/admin/venues/new', { cookie: editor }))
    expect(form.fields.find((f: { name: string }) => f.name === 'listing').options).toContain(
      `restaurants:${restaurant.id}`,
    )

    const empty = await call(placeAction, post('/admin/venues/new', editor, { ...venueForm, name: ' ' }))
    expect(empty.init?.status).toBe(400)
    expect(empty.data.errors.name).toEqual(['Name is required'])
    const unknown = await call(
      placeAction,
      post('/admin/venues/new', editor, { ...venueForm, listing: 'restaurants:nope' }),
    )
    expect(unknown.init?.status).toBe(400)

    const created = await call(
      placeAction,
      post('/admin/venues/new', editor, { ...venueForm, listing: `restaurants:${restaurant.id}` }),
    )
    expect(created.status).toBe(302)
    expect(created.headers.get('Location')).toBe('/admin/venues/pink-garter-theatre')
    const organizer = await call(
      placeAction,
      post('/admin/organizers/new', editor, {
        name: 'Jackson Hole Jazz',
        website: 'https://example.com/jazz',
        contact: '307 555 0100',
      }),
    )
    expect(organizer.headers.get('Location')).toBe('/admin/organizers/jackson-hole-jazz')
    const edited = await call(
      placeAction,
      post('/admin/venues/pink-garter-theatre', editor, {
        ...venueForm,
        address: '50 W Broadway Ave',
        listing: `restaurants:${restaurant.id}`,
      }),
      { id: 'pink-garter-theatre' },
    )
    expect(edited.status).toBe(302)
    const list = await call(placesLoader, pageRequest('/admin/venues', { cookie: editor }))
    expect(list.places.map((p: { id: string }) => p.id)).toContain('pink-garter-theatre')
  })

  it('the event editor picks them; their pages list the coming dates and the event page links them', async () => {
    const base = events[0]!
    const rule = buildRule(soon, 'weekly', addDaysIso(soon, 14))
    await t.db
      .insertInto('events')
      .values([
        eventRow(
          { ...base, id: 'jazz-nights', title: 'Jazz Nights', date: soon, rrule: rule },
          1,
          new Date().toISOString(),
        ),
        eventRow(
          { ...base, id: 'old-show', title: 'Old Show', date: addDaysIso(today, -10), rrule: null },
          2,
          new Date().toISOString(),
        ),
      ])
      .execute()
    const page = await call(
      listingLoader,
      pageRequest('/admin/listings/events/jazz-nights', { cookie: editor }),
      {
        type: 'events',
        id: 'jazz-nights',
      },
    )
    const venueField = page.fields.find((f: { name: string }) => f.name === 'venue_id')
    expect(venueField.options).toContain('pink-garter-theatre')
    const refused = await call(
      listingAction,
      post('/admin/listings/events/jazz-nights', editor, {
        ...page.listing.values,
        venue_id: 'no-such-venue',
        intent: 'save',
        revision: String(page.listing.revision),
      }),
      { type: 'events', id: 'jazz-nights' },
    )
    expect(refused.init?.status).toBe(400)
    for (const id of ['jazz-nights', 'old-show']) {
      const current = await call(
        listingLoader,
        pageRequest(`/admin/listings/events/${id}`, { cookie: editor }),
        { type: 'events', id },
      )
      const saved = await call(
        listingAction,
        post(`/admin/listings/events/${id}`, editor, {
          ...current.listing.values,
          venue_id: 'pink-garter-theatre',
          organizer_id: 'jackson-hole-jazz',
          intent: 'save',
          revision: String(current.listing.revision),
        }),
        { type: 'events', id },
      )
      expect(saved.status).toBe(302)
    }
    const venue = await call(placeLoader, pageRequest('/events/venues/pink-garter-theatre'), {
      id: 'pink-garter-theatre',
    })
    expect(venue.record.name).toBe('Pink Garter Theatre')
    expect(venue.venue.listingPath).toMatch(/^\/eat\//)
    // Every coming date of the series, not the past show.
    expect(venue.coming.map((e: { id: string; date: string }) => `${e.id} ${e.date}`)).toEqual(
      [0, 7, 14].map((d) => `jazz-nights ${addDaysIso(soon, d)}`),
    )
    const organizer = await call(placeLoader, pageRequest('/events/organizers/jackson-hole-jazz'), {
      id: 'jackson-hole-jazz',
    })
    expect(organizer.coming).toHaveLength(3)
    expect(organizer.record.contact).toBe('307 555 0100')
    const detail = await call(detailLoader, pageRequest('/events/jazz-nights'), { id: 'jazz-nights' })
    expect(detail.places).toEqual({
      // The venue is a listing: a business claims it there (issue 44).
      venue: {
        id: 'pink-garter-theatre',
        name: 'Pink Garter Theatre',
        listing_type: 'restaurants',
        listing_id: 'antler-arch-chuckwagon',
      },
      organizer: { id: 'jackson-hole-jazz', name: 'Jackson Hole Jazz' },
    })
    expect(detail.claim).toEqual({ type: 'restaurants', id: 'antler-arch-chuckwagon' })
    const sitemap = await (await sitemapLoader()).text()
    expect(sitemap).toContain('/events/venues/pink-garter-theatre</loc>')
    expect(sitemap).toContain('/events/organizers/jackson-hole-jazz</loc>')
    // An unknown one is a 404, and a hidden event leaves the pages.
    expect(
      await thrownStatus(() => call(placeLoader, pageRequest('/events/venues/nope'), { id: 'nope' })),
    ).toBe(404)
    await t.db.updateTable('events').set({ hidden: 1 }).where('id', '=', 'jazz-nights').execute()
    expect(
      (
        await call(placeLoader, pageRequest('/events/venues/pink-garter-theatre'), {
          id: 'pink-garter-theatre',
        })
      ).coming,
    ).toEqual([])
  })

  it('events keep working without a venue: None saves NULL, the page shows the event’s own text', async () => {
    const current = await call(
      listingLoader,
      pageRequest('/admin/listings/events/old-show', { cookie: editor }),
      {
        type: 'events',
        id: 'old-show',
      },
    )
    const saved = await call(
      listingAction,
      post('/admin/listings/events/old-show', editor, {
        ...current.listing.values,
        venue_id: '',
        organizer_id: '',
        location: 'A barn out of town',
        intent: 'save',
        revision: String(current.listing.revision),
      }),
      { type: 'events', id: 'old-show' },
    )
    expect(saved.status).toBe(302)
    const row = await t.db
      .selectFrom('events')
      .select(['venue_id', 'organizer_id'])
      .where('id', '=', 'old-show')
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ venue_id: null, organizer_id: null })
    const detail = await call(detailLoader, pageRequest('/events/old-show'), { id: 'old-show' })
    expect(detail.event.location).toBe('A barn out of town')
    expect(detail.places).toEqual({ venue: null, organizer: null })
  })
})
