import type { Insertable } from 'kysely'
import type { StayRow, StaysTable } from '../../../db/schema'
import type { Db } from '../db.server'
import { type Stay, type StayType, STAY_TYPES } from '../listings'
import { coordinateColumns, coordinatesOf, imageColumns, imageOf, jsonList } from '../rows.server'
import type { Paged } from '../pagination'
import { mapPage, selectPage } from '../pagination.server'

/** Stays: the row and its one mapping to and from a Stay (the loaders read it, the seed writes it). */

function toStay(row: StayRow): Stay {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    typeKey: row.type_key as StayType,
    description: row.description,
    fullDescription: row.full_description,
    location: row.location,
    town: row.town,
    coordinates: coordinatesOf(row),
    rating: Number(row.rating),
    pricePerNight: Number(row.price_per_night),
    guests: Number(row.guests),
    amenities: jsonList(row.amenities),
    features: jsonList(row.features),
    policies: {
      checkIn: row.policy_check_in,
      checkOut: row.policy_check_out,
      cancellation: row.policy_cancellation,
      pets: row.policy_pets,
    },
    contact: { phone: row.phone, email: row.email, website: row.website },
    image: imageOf(row),
  }
}

function staysQuery(db: Db, filter: { type?: StayType }) {
  let query = db.selectFrom('stays').selectAll().orderBy('sort_order').orderBy('name')
  if (filter.type) query = query.where('type_key', '=', filter.type)
  return query
}

export async function listStays(db: Db, filter: { type?: StayType } = {}): Promise<Stay[]> {
  return (await staysQuery(db, filter).execute()).map(toStay)
}

/** One page of /stay (PAGE_SIZE cards). */
export async function pageStays(db: Db, filter: { type?: StayType }, page: number): Promise<Paged<Stay>> {
  return mapPage(await selectPage(staysQuery(db, filter), page), toStay)
}

export async function getStay(db: Db, id: string): Promise<Stay | undefined> {
  const row = await db.selectFrom('stays').selectAll().where('id', '=', id).executeTakeFirst()
  return row && toStay(row)
}

/** The /stay?type= value, when it is one of the four types; anything else means "All". */
export function parseStayType(value: string | null): StayType | undefined {
  return STAY_TYPES.includes(value as StayType) ? (value as StayType) : undefined
}

/** A stay as its row (the seed writes it through here). */
export function stayRow(s: Stay, sortOrder: number, createdAt: string): Insertable<StaysTable> {
  return {
    id: s.id,
    name: s.name,
    type: s.type,
    type_key: s.typeKey,
    description: s.description,
    full_description: s.fullDescription,
    location: s.location,
    town: s.town ?? null,
    ...coordinateColumns(s.coordinates),
    rating: s.rating,
    price_per_night: s.pricePerNight,
    guests: s.guests,
    amenities: JSON.stringify(s.amenities),
    features: JSON.stringify(s.features),
    policy_check_in: s.policies.checkIn,
    policy_check_out: s.policies.checkOut,
    policy_cancellation: s.policies.cancellation,
    policy_pets: s.policies.pets,
    phone: s.contact.phone,
    email: s.contact.email,
    website: s.contact.website,
    ...imageColumns(s.image),
    sort_order: sortOrder,
    created_at: createdAt,
  }
}
