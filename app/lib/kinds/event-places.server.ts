import { addDaysIso, todayInTimeZone } from '../dates'
import type { Transaction } from 'kysely'
import type { Database } from '../../../db/schema'
import type { Db } from '../db.server'
import { coordinatesOf } from '../rows.server'
import type { Choice } from './editor.server'
import { type EventPlaceIds, listEventSummaries, localizeSummaries } from './event-queries.server'
import { DEFAULT_LOCALE, type Locale } from '../i18n/config'
import type { EditorValues } from './editor'
import { LISTING_TYPE_LABELS } from './editor'
import { type PlaceKind, VENUE_LISTING_PATHS, type VenueListingType } from './event-places'

/**
 * Venues and organizers as records (issue 51 item 2): the event editor's choices, the back
 * office's list and form values, and their public pages (what is on there, from today on); saving
 * and deleting them is ./event-places-admin.server.ts.
 * Events point to them (`venue_id`, `organizer_id`); an event without one shows its own text.
 */

/** The venue form's "Listed in the guide as" options: every restaurant, stay and activity. */
export async function venueListingChoices(db: Db): Promise<Record<string, Choice[]>> {
  const listing: Choice[] = []
  for (const table of Object.keys(VENUE_LISTING_PATHS) as VenueListingType[]) {
    const rows = await db.selectFrom(table).select(['id', 'name']).orderBy('name').execute()
    for (const row of rows)
      listing.push({
        value: `${table}:${row.id}`,
        label: `${LISTING_TYPE_LABELS[table].singular}: ${row.name}`,
      })
  }
  return { listing }
}

export interface PlaceSummary {
  id: string
  name: string
  detail: string
  events: number
}

/** Every venue or organizer for the back office, with how many events point to it. */
export async function listPlaces(db: Db, kind: PlaceKind): Promise<PlaceSummary[]> {
  const column = kind === 'venues' ? 'venue_id' : 'organizer_id'
  const counts = new Map(
    (
      await db
        .selectFrom('events')
        .select([column, (eb) => eb.fn.countAll<number>().as('n')])
        .where(column, 'is not', null)
        .groupBy(column)
        .execute()
    ).map((row) => [String(row[column as keyof typeof row]), Number(row.n)]),
  )
  const rows =
    kind === 'venues'
      ? await db.selectFrom('venues').select(['id', 'name', 'town as detail']).orderBy('name').execute()
      : await db
          .selectFrom('organizers')
          .select(['id', 'name', 'website as detail'])
          .orderBy('name')
          .execute()
  return rows.map((r) => ({ id: r.id, name: r.name, detail: r.detail ?? '', events: counts.get(r.id) ?? 0 }))
}

/** A venue's or organizer's form values, or undefined when there is none with that id. */
export async function placeValues(
  db: Db | Transaction<Database>,
  kind: PlaceKind,
  id: string,
): Promise<EditorValues | undefined> {
  if (kind === 'organizers') {
    const row = await db.selectFrom('organizers').selectAll().where('id', '=', id).executeTakeFirst()
    return row && { name: row.name, website: row.website, contact: row.contact }
  }
  const row = await db.selectFrom('venues').selectAll().where('id', '=', id).executeTakeFirst()
  return (
    row && {
      name: row.name,
      address: row.address,
      town: row.town ?? '',
      lat: row.lat === null ? '' : String(row.lat),
      lng: row.lng === null ? '' : String(row.lng),
      listing: row.listing_type && row.listing_id ? `${row.listing_type}:${row.listing_id}` : '',
    }
  )
}

/** A venue's or organizer's public page: the record and its coming dates (a year ahead). */
export async function getPlacePage(
  db: Db,
  kind: PlaceKind,
  id: string,
  today = todayInTimeZone(),
  locale: Locale = DEFAULT_LOCALE,
) {
  const record = await (kind === 'venues'
    ? db.selectFrom('venues').selectAll().where('id', '=', id).executeTakeFirst()
    : db.selectFrom('organizers').selectAll().where('id', '=', id).executeTakeFirst())
  if (!record) return undefined
  const column = kind === 'venues' ? 'venue_id' : 'organizer_id'
  const ids = (await db.selectFrom('events').select('id').where(column, '=', id).execute()).map((r) => r.id)
  const coming = ids.length
    ? await localizeSummaries(
        db,
        (await listEventSummaries(db, { from: today, to: addDaysIso(today, 366) })).filter((e) =>
          ids.includes(e.id),
        ),
        locale,
      )
    : []
  if (!('address' in record)) return { kind, record, venue: null, coming }
  const listingPath =
    record.listing_type && record.listing_id && record.listing_type in VENUE_LISTING_PATHS
      ? `${VENUE_LISTING_PATHS[record.listing_type as VenueListingType]}${encodeURIComponent(record.listing_id)}`
      : null
  return { kind, record, venue: { coordinates: coordinatesOf(record), listingPath }, coming }
}

/**
 * The venue and organizer an event points to, for its page (null: none chosen, or a record since
 * gone): read only when the event names one, as most do not.
 */
export async function placesOfEvent(db: Db, { venueId, organizerId }: Partial<EventPlaceIds>) {
  const [venue, organizer] = await Promise.all([
    venueId
      ? db
          .selectFrom('venues')
          .select(['id', 'name', 'listing_type', 'listing_id'])
          .where('id', '=', venueId)
          .executeTakeFirst()
      : null,
    organizerId
      ? db.selectFrom('organizers').select(['id', 'name']).where('id', '=', organizerId).executeTakeFirst()
      : null,
  ])
  return { venue: venue ?? null, organizer: organizer ?? null }
}

/** The ids of every venue and organizer, for the sitemap. */
export async function placeIds(db: Db): Promise<{ kind: PlaceKind; id: string; created_at: string }[]> {
  const venues = await db.selectFrom('venues').select(['id', 'created_at']).orderBy('id').execute()
  const organizers = await db.selectFrom('organizers').select(['id', 'created_at']).orderBy('id').execute()
  return [
    ...venues.map((v) => ({ kind: 'venues' as const, ...v })),
    ...organizers.map((o) => ({ kind: 'organizers' as const, ...o })),
  ]
}
