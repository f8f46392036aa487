import { beforeAll, describe, expect, it } from 'vitest'
import { events } from '../../../db/seed-data'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import {
  call,
  listFormPost as post,
  pageRequest,
  PASSWORD,
  sessionCookie,
  thrownStatus,
  withTestSecrets,
} from '../../../tests/helpers'
import { action as placeAction, loader as placeLoader } from './place'
import { loader as publicPlaceLoader } from '../events/place'
import { upsertUser } from '~/lib/auth.server'
import { addDaysIso, todayInTimeZone } from '~/lib/dates'
import { eventRow } from '~/lib/kinds/event.server'
import { listRevisions } from '~/lib/listing-revisions.server'

withTestSecrets()

const venueForm = { name: 'Silver Spur Hall', address: '1 Elk St', town: '', lat: '', lng: '', listing: '' }

describe.each(TEST_DIALECTS)('a venue’s and an organizer’s history and deletion on %s', (dialect) => {
  const t = useAppDatabase(dialect)
  let editor: string
  let visitor: string
  const soon = addDaysIso(todayInTimeZone(), 12)

  beforeAll(async () => {
    await upsertUser(t.db, { email: 'ph-editor@example.com', password: PASSWORD, role: 'editor' }, dialect)
    await upsertUser(t.db, { email: 'ph-visitor@example.com', password: PASSWORD, role: null }, dialect)
    editor = await sessionCookie('ph-editor@example.com')
    visitor = await sessionCookie('ph-visitor@example.com')
  })

  const page = (path: string, id: string) => call(placeLoader, pageRequest(path, { cookie: editor }), { id })

  it('records each save that changes something: who, when, the values and what changed', async () => {
    const created: Response = await call(placeAction, post('/admin/venues/new', editor, venueForm))
    expect(created.headers.get('Location')).toBe('/admin/venues/silver-spur-hall')
    const params = { id: 'silver-spur-hall' }
    await call(
      placeAction,
      post('/admin/venues/silver-spur-hall', editor, { ...venueForm, address: '2 Elk St' }),
      params,
    )
    // Saved unchanged: no new revision.
    await call(
      placeAction,
      post('/admin/venues/silver-spur-hall', editor, { ...venueForm, address: '2 Elk St' }),
      params,
    )
    const loaded = await page('/admin/venues/silver-spur-hall', 'silver-spur-hall')
    expect(
      loaded.revisions.map((r: { number: number; author: string; changes: unknown[] }) => [
        r.number,
        r.author,
        r.changes,
      ]),
    ).toEqual([
      [
        2,
        'ph-editor@example.com',
        [{ field: 'address', label: 'Address', old: '1 Elk St', new: '2 Elk St' }],
      ],
      [1, 'ph-editor@example.com', []],
    ])
    expect(loaded.revisions[1].snapshot).toMatchObject({ name: 'Silver Spur Hall', address: '1 Elk St' })

    // A record saved before revisions were kept gets its former values as revision 1 first.
    const now = new Date().toISOString()
    await t.db
      .insertInto('organizers')
      .values({ id: 'old-org', name: 'Old Org', website: '', contact: '', created_at: now, updated_at: now })
      .execute()
    await call(
      placeAction,
      post('/admin/organizers/old-org', editor, { name: 'Old Org', website: '', contact: '307 555 0199' }),
      { id: 'old-org' },
    )
    const org = await page('/admin/organizers/old-org', 'old-org')
    expect(org.revisions.map((r: { number: number; author: string | null }) => [r.number, r.author])).toEqual(
      [
        [2, 'ph-editor@example.com'],
        [1, null],
      ],
    )
    expect(org.revisions[0].changes).toEqual([
      { field: 'contact', label: 'Contact', old: '', new: '307 555 0199' },
    ])
  })

  it('delete asks first naming the events that use it, then detaches them keeping their text', async () => {
    const base = events[0]!
    await t.db
      .insertInto('events')
      .values(
        ['Spur Dance', 'Spur Supper'].map((title, i) => ({
          ...eventRow(
            { ...base, id: `spur-${i}`, title, date: soon, rrule: null, location: 'Silver Spur Hall' },
            i + 1,
            new Date().toISOString(),
          ),
          venue_id: 'silver-spur-hall',
        })),
      )
      .execute()
    const params = { id: 'silver-spur-hall' }
    expect((await page('/admin/venues/silver-spur-hall', 'silver-spur-hall')).events).toBe(2)
    const onPage = await call(publicPlaceLoader, pageRequest('/events/venues/silver-spur-hall'), params)
    expect(onPage.coming.map((e: { title: string }) => e.title).sort()).toEqual(['Spur Dance', 'Spur Supper'])

    expect(
      await thrownStatus(() =>
        call(placeAction, post('/admin/venues/silver-spur-hall', visitor, { intent: 'delete' }), params),
      ),
    ).toBe(403)
    const asked = await call(
      placeAction,
      post('/admin/venues/silver-spur-hall', editor, { intent: 'delete' }),
      params,
    )
    expect(asked.data).toEqual({ confirmDelete: { events: 2 } })
    expect(
      await t.db.selectFrom('venues').select('id').where('id', '=', 'silver-spur-hall').execute(),
    ).toHaveLength(1)

    const done: Response = await call(
      placeAction,
      post('/admin/venues/silver-spur-hall', editor, { intent: 'delete', confirm: 'yes' }),
      params,
    )
    expect(done.status).toBe(302)
    expect(done.headers.get('Location')).toBe('/admin/venues')
    expect(
      await t.db.selectFrom('venues').select('id').where('id', '=', 'silver-spur-hall').execute(),
    ).toEqual([])
    const rows = await t.db
      .selectFrom('events')
      .select(['id', 'venue_id', 'location'])
      .where('id', 'in', ['spur-0', 'spur-1'])
      .orderBy('id')
      .execute()
    expect(rows).toEqual([
      { id: 'spur-0', venue_id: null, location: 'Silver Spur Hall' },
      { id: 'spur-1', venue_id: null, location: 'Silver Spur Hall' },
    ])
    // Each event's history says so, by whom.
    const history = await listRevisions(t.db, 'events', 'spur-0')
    expect(history[0]).toMatchObject({
      author: 'ph-editor@example.com',
      changes: [expect.objectContaining({ field: 'venue_id', old: 'silver-spur-hall', new: '' })],
    })
    // Its own history goes with it; the activity log keeps the deletion.
    expect(await listRevisions(t.db, 'venues', 'silver-spur-hall')).toEqual([])
    expect(
      await t.db
        .selectFrom('editorial_log')
        .select(['action', 'detail'])
        .where('subject_type', '=', 'venues')
        .where('subject_id', '=', 'silver-spur-hall')
        .where('action', '=', 'deleted')
        .execute(),
    ).toEqual([{ action: 'deleted', detail: '2 events detached' }])
    expect(
      await thrownStatus(() =>
        call(publicPlaceLoader, pageRequest('/events/venues/silver-spur-hall'), params),
      ),
    ).toBe(404)
    expect(
      await thrownStatus(() =>
        call(
          placeAction,
          post('/admin/venues/silver-spur-hall', editor, { intent: 'delete', confirm: 'yes' }),
          params,
        ),
      ),
    ).toBe(404)
  })

  it('an organizer no event uses is deleted once confirmed', async () => {
    const params = { id: 'old-org' }
    const asked = await call(
      placeAction,
      post('/admin/organizers/old-org', editor, { intent: 'delete' }),
      params,
    )
    expect(asked.data).toEqual({ confirmDelete: { events: 0 } })
    const done: Response = await call(
      placeAction,
      post('/admin/organizers/old-org', editor, { intent: 'delete', confirm: 'yes' }),
      params,
    )
    expect(done.headers.get('Location')).toBe('/admin/organizers')
    expect(await t.db.selectFrom('organizers').select('id').where('id', '=', 'old-org').execute()).toEqual([])
  })
})
