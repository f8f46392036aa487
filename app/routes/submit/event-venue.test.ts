import { beforeAll, describe, expect, it } from 'vitest'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import {
  call,
  formRequest,
  listFormPost as post,
  PASSWORD,
  sessionCookie,
  pageRequest,
  withTestSecrets,
} from '../../../tests/helpers'
import { validEvent } from '../../../tests/factories'
import { action as decideAction } from '../admin/submission'
import { loader as venuePageLoader } from '../events/place'
import { action as eventAction, loader as eventFormLoader } from './event'
import { upsertUser } from '~/lib/auth.server'

withTestSecrets()

const { recurring: _recurring, ...oneOff } = validEvent

describe.each(TEST_DIALECTS)('venues in the public event form on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: false })
  let editor: string

  beforeAll(async () => {
    await upsertUser(t.db, { email: 'ev-editor@example.com', password: PASSWORD, role: 'editor' }, dialect)
    editor = await sessionCookie('ev-editor@example.com')
    const now = new Date().toISOString()
    const venue = (id: string, name: string, address: string) => ({
      id,
      name,
      address,
      town: 'Jackson',
      lat: null,
      lng: null,
      listing_type: null,
      listing_id: null,
      created_at: now,
      updated_at: now,
    })
    await t.db
      .insertInto('venues')
      .values([
        venue('pink-garter-theatre', 'Pink Garter Theatre', '50 W Broadway, Jackson, WY'),
        venue('town-hall', 'Town Hall', '1 Main St, Jackson, WY'),
        venue('town-hall-2', 'Town Hall', '9 Main St, Afton, WY'),
      ])
      .execute()
  })

  /** Sends the form as a visitor, approves it as an editor; answers the new event's row. */
  async function submitAndApprove(title: string, location: string, address: string) {
    const sent = (await call(
      eventAction,
      formRequest('/submit-event', { ...oneOff, title, location, address }),
    )) as Response
    expect(sent.headers.get('Location')).toBe('/events')
    const { id } = await t.db
      .selectFrom('event_submissions')
      .select('id')
      .where('title', '=', title)
      .executeTakeFirstOrThrow()
    await call(
      decideAction,
      post(`/admin/events/${id}`, editor, { intent: 'approve', category: 'Family Events' }),
      {
        kind: 'events',
        id,
      },
    )
    return t.db.selectFrom('events').selectAll().where('title', '=', title).executeTakeFirstOrThrow()
  }

  it('offers the venues of the guide as the Venue field’s suggestions, each name once', async () => {
    const data = await eventFormLoader({
      request: pageRequest('/submit-event'),
      params: {},
      context: {},
    } as never)
    expect(data.venues).toEqual(['Pink Garter Theatre', 'Town Hall'])
  })

  it('a picked venue becomes the event’s venue page on approval, and that page lists it', async () => {
    const event = await submitAndApprove('Garter Gala', ' pink garter  theatre', '50 W Broadway, Jackson, WY')
    expect(event.venue_id).toBe('pink-garter-theatre')
    // The event keeps the text as sent.
    expect(event.location).toBe('pink garter  theatre')
    const page = await call(venuePageLoader, pageRequest('/events/venues/pink-garter-theatre'), {
      id: 'pink-garter-theatre',
    })
    expect(page.coming.map((e: { title: string }) => e.title)).toContain('Garter Gala')
  })

  it('two venues of one name are told apart by the address; a new name stays text and creates nothing', async () => {
    expect((await submitAndApprove('Afton Supper', 'Town Hall', '9 Main St, Afton, WY')).venue_id).toBe(
      'town-hall-2',
    )
    expect((await submitAndApprove('Somewhere Supper', 'Town Hall', '5 Elsewhere Rd')).venue_id).toBeNull()
    const fresh = await submitAndApprove('Barn Dance', 'Moose Creek Barn', '3 Moose Rd, Moose, WY')
    expect(fresh.venue_id).toBeNull()
    expect(fresh.location).toBe('Moose Creek Barn')
    expect(await t.db.selectFrom('venues').select('id').execute()).toHaveLength(3)
  })
})
