import { englishOf, localizePage, localizeRow } from '../translations.server'
import type { EnglishFields } from '../i18n/content-fields'
import { DEFAULT_LOCALE, type Locale } from '../i18n/config'
import { accessibleIds } from '../accessibility/facts.server'
import { type AccessFilter } from '../accessibility/filters'
import { accessibilityExtras, accessibilityFields, refineAccessibility } from '../accessibility/facts.server'
import type { Insertable } from 'kysely'
import type { StayRow, StaysTable } from '../../../db/schema'
import type { Db } from '../db.server'
import { checkedColumns } from '../freshness.server'
import { type ListingPage, listingPage } from '../listing-page.server'
import { type Stay, type StayType, STAY_TYPES } from '../listings'
import { cardOf, coordinateColumns, coordinatesOf, imageColumns, imageOf, jsonList } from '../rows.server'
import type { Paged } from '../pagination'
import { mapPage, selectPage } from '../pagination.server'
import type { ListingEditorSpec } from './editor.server'
import { PUBLISHED_SORT, sceneImage } from '../publication'
import { META_DESCRIPTION_FIELD, NOTICE_FIELDS, PIN_FIELDS } from './editor'

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
    // Only when a business gave one (the listing reads back as it was written).
    ...(row.booking_url ? { bookingUrl: row.booking_url } : {}),
    image: imageOf(row),
  }
}

/** /stay's filters: a type, and accessibility facts that must be a known yes (?access=). */
export interface StayFilter {
  type?: StayType
  access?: readonly AccessFilter[]
}

function staysQuery(db: Db, filter: StayFilter) {
  let query = db.selectFrom('stays').selectAll().where('hidden', '=', 0).orderBy('sort_order').orderBy('name')
  if (filter.type) query = query.where('type_key', '=', filter.type)
  if (filter.access?.length) query = query.where('id', 'in', accessibleIds(db, 'stays', filter.access))
  return query
}

export async function listStays(db: Db, filter: StayFilter = {}): Promise<Stay[]> {
  return (await staysQuery(db, filter).execute()).map(toStay)
}

/** What a card on /stay shows of a stay. */
const STAY_CARD_FIELDS = [
  'id',
  'name',
  'type',
  'rating',
  'guests',
  'pricePerNight',
  'description',
  'amenities',
  'image',
] as const
export type StayCard = Pick<Stay, (typeof STAY_CARD_FIELDS)[number]> & {
  /** its texts shown in English on a page in another language (decision 057) */
  english?: EnglishFields
}

/** One page of /stay (PAGE_SIZE cards). */
export async function pageStays(
  db: Db,
  filter: StayFilter,
  page: number,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Paged<StayCard>> {
  const rows = await localizePage(db, 'stays', await selectPage(staysQuery(db, filter), page), locale)
  return mapPage(rows, ({ row, english }) => ({
    ...cardOf(toStay(row), STAY_CARD_FIELDS),
    ...englishOf(english),
  }))
}

/** A listed stay by id; `preview` (an editor's preview, app/lib/preview.server.ts): whatever its state. */
export async function getStay(db: Db, id: string, preview = false): Promise<Stay | undefined> {
  return (await getStayPage(db, id, preview))?.listing
}

/** A listed stay with what its public page shows beyond it (one row read); `today` for tests. */
export async function getStayPage(
  db: Db,
  id: string,
  preview = false,
  today?: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<ListingPage<Stay> | undefined> {
  const found = await db
    .selectFrom('stays')
    .selectAll()
    .where('id', '=', id)
    .$if(!preview, (q) => q.where('hidden', '=', 0))
    .executeTakeFirst()
  if (!found) return undefined
  // Its texts in the page's language, English where not translated (decision 057).
  const { row, english } = await localizeRow(db, 'stays', found, locale)
  return listingPage(toStay(row), row, row.description, today, english)
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
    // Its facts are as checked as the moment it was made (decision 046).
    ...checkedColumns(createdAt),
  }
}

// ---------------------------------------------------------------------------------------------
// The back office's listing editor (app/lib/listing-admin.server.ts). Stays have no submission
// form: editors create them here.

export const STAY_EDITOR: ListingEditorSpec = {
  type: 'stays',
  table: 'stays',
  titleColumn: 'name',
  publicPath: (id) => `/stay/${id}`,
  fields: [
    { name: 'name', label: 'Name', input: 'text', required: true, max: 100 },
    { name: 'type', label: 'Type', input: 'text', required: true, max: 100, description: 'e.g. Guest Ranch' },
    {
      name: 'type_key',
      label: 'Filter on /stay',
      input: 'select',
      required: true,
      options: STAY_TYPES,
      optionLabels: {
        ranches: 'Ranches',
        lodges: 'Lodges',
        cabins: 'Cabins',
        'cultural-retreats': 'Cultural retreats',
      },
    },
    { name: 'description', label: 'Short description', input: 'textarea', required: true, max: 1000 },
    { name: 'full_description', label: 'Full description', input: 'textarea', max: 5000 },
    { name: 'location', label: 'Address', input: 'text', required: true, max: 200 },
    { name: 'town', label: 'Town', input: 'town', description: 'The town it is in or nearest to.' },
    ...PIN_FIELDS,
    {
      name: 'price_per_night',
      label: 'Price per night ($)',
      input: 'number',
      money: true,
      required: true,
      min: 0,
      max: 100000,
    },
    { name: 'guests', label: 'Guests', input: 'number', required: true, min: 1, max: 500 },
    { name: 'amenities', label: 'Amenities (one per line)', input: 'lines', max: 2000 },
    { name: 'features', label: 'Features (one per line)', input: 'lines', max: 2000 },
    { name: 'policy_check_in', label: 'Check-in', input: 'text', max: 200 },
    { name: 'policy_check_out', label: 'Check-out', input: 'text', max: 200 },
    { name: 'policy_cancellation', label: 'Cancellation policy', input: 'text', max: 500 },
    { name: 'policy_pets', label: 'Pets policy', input: 'text', max: 200 },
    { name: 'phone', label: 'Phone', input: 'tel' },
    { name: 'email', label: 'Email', input: 'email' },
    { name: 'website', label: 'Website', input: 'url' },
    {
      name: 'booking_url',
      label: 'Booking link',
      input: 'url',
      description: 'The page where visitors book or reserve, when it is not the website. Empty: the website.',
    },
    ...accessibilityFields('stays'),
    ...NOTICE_FIELDS,
    META_DESCRIPTION_FIELD,
  ],
  defaults: () => ({ rating: 0, ...imageColumns(sceneImage('lodge')), sort_order: PUBLISHED_SORT }),
  refine: refineAccessibility,
  ...accessibilityExtras('stays'),
}
