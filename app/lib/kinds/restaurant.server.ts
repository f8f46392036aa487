import { englishOf, localizePage, localizeRow } from '../translations.server'
import type { EnglishFields } from '../i18n/content-fields'
import { DEFAULT_LOCALE, type Locale } from '../i18n/config'
import { accessibleIds } from '../accessibility/facts.server'
import { type AccessFilter } from '../accessibility/filters'
import { accessibilityExtras, accessibilityFields, refineAccessibility } from '../accessibility/facts.server'
import type { Insertable } from 'kysely'
import type { RestaurantRow, RestaurantsTable, RestaurantSubmissionRow } from '../../../db/schema'
import type { Db } from '../db.server'
import { checkedColumns } from '../freshness.server'
import { type ListingPage, listingPage } from '../listing-page.server'
import { type Cuisine, CUISINES, type Restaurant, type Scene } from '../listings'
import { PUBLISHED_SORT, sceneImage, townOf } from '../publication'
import { cardOf, coordinateColumns, coordinatesOf, imageColumns, imageOf, jsonList } from '../rows.server'
import { insertSubmission, type SubmissionContext } from '../submission-store.server'
import { type ReviewedKind, uniqueId } from './kind.server'
import { RESTAURANT_FIELDS } from './restaurant'
import type { RestaurantSubmission } from './restaurant.schema'
import { reindexListing } from '../search/index.server'
import type { Paged } from '../pagination'
import { mapPage, selectPage } from '../pagination.server'
import type { ListingEditorSpec } from './editor.server'
import { sceneImage as editorImage } from '../publication'
import { META_DESCRIPTION_FIELD, NOTICE_FIELDS, PIN_FIELDS } from './editor'

/**
 * Restaurants, the server half: the listing row and its one mapping to and from a Restaurant (the
 * loaders read it, the seed and publication write it), the /eat queries, and the submissions:
 * storing one, how the back office lists it, and how an approved one becomes a listing.
 */

function toRestaurant(row: RestaurantRow): Restaurant {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    cuisines: jsonList<Cuisine>(row.cuisines),
    description: row.description,
    fullDescription: row.full_description,
    location: row.location,
    town: row.town,
    coordinates: coordinatesOf(row),
    rating: Number(row.rating),
    price: row.price,
    phone: row.phone,
    website: row.website,
    // Only when a business gave one (the listing reads back as it was written).
    ...(row.booking_url ? { bookingUrl: row.booking_url } : {}),
    hours: row.hours,
    tags: jsonList(row.tags),
    amenities: jsonList(row.amenities),
    fromJackson: row.from_jackson,
    image: imageOf(row),
  }
}

/** /eat's filters: a cuisine, and accessibility facts that must be a known yes (?access=). */
export interface RestaurantFilter {
  cuisine?: Cuisine
  access?: readonly AccessFilter[]
}

function restaurantsQuery(db: Db, filter: RestaurantFilter) {
  let query = db
    .selectFrom('restaurants')
    .selectAll()
    .where('hidden', '=', 0)
    .orderBy('sort_order')
    .orderBy('name')
  // Cuisines are a JSON array of fixed keys, so a quoted substring match is exact.
  if (filter.cuisine) query = query.where('cuisines', 'like', `%"${filter.cuisine}"%`)
  if (filter.access?.length) query = query.where('id', 'in', accessibleIds(db, 'restaurants', filter.access))
  return query
}

export async function listRestaurants(db: Db, filter: RestaurantFilter = {}): Promise<Restaurant[]> {
  return (await restaurantsQuery(db, filter).execute()).map(toRestaurant)
}

/** What a card on /eat shows of a restaurant. */
const RESTAURANT_CARD_FIELDS = [
  'id',
  'name',
  'type',
  'rating',
  'price',
  'town',
  'description',
  'image',
] as const
export type RestaurantCard = Pick<Restaurant, (typeof RESTAURANT_CARD_FIELDS)[number]> & {
  /** its texts shown in English on a page in another language (decision 057) */
  english?: EnglishFields
}

/** One page of /eat (PAGE_SIZE cards). */
export async function pageRestaurants(
  db: Db,
  filter: RestaurantFilter,
  page: number,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Paged<RestaurantCard>> {
  const rows = await localizePage(
    db,
    'restaurants',
    await selectPage(restaurantsQuery(db, filter), page),
    locale,
  )
  return mapPage(rows, ({ row, english }) => ({
    ...cardOf(toRestaurant(row), RESTAURANT_CARD_FIELDS),
    ...englishOf(english),
  }))
}

/** A listed restaurant by id; `preview` (an editor's preview, app/lib/preview.server.ts): whatever its state. */
export async function getRestaurant(db: Db, id: string, preview = false): Promise<Restaurant | undefined> {
  return (await getRestaurantPage(db, id, preview))?.listing
}

/** A listed restaurant with what its public page shows beyond it (one row read); `today` for tests. */
export async function getRestaurantPage(
  db: Db,
  id: string,
  preview = false,
  today?: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<ListingPage<Restaurant> | undefined> {
  const found = await db
    .selectFrom('restaurants')
    .selectAll()
    .where('id', '=', id)
    .$if(!preview, (q) => q.where('hidden', '=', 0))
    .executeTakeFirst()
  if (!found) return undefined
  // Its texts in the page's language, English where not translated (decision 057).
  const { row, english } = await localizeRow(db, 'restaurants', found, locale)
  return listingPage(toRestaurant(row), row, row.description, today, english)
}

/** The /eat?cuisine= value, when it is one of the five cuisines; anything else means "All". */
export function parseCuisine(value: string | null): Cuisine | undefined {
  return CUISINES.includes(value as Cuisine) ? (value as Cuisine) : undefined
}

/** A restaurant as its row (the seed and publication both write it through here). */
export function restaurantRow(
  r: Restaurant,
  sortOrder: number,
  createdAt: string,
): Insertable<RestaurantsTable> {
  return {
    id: r.id,
    name: r.name,
    type: r.type,
    cuisines: JSON.stringify(r.cuisines),
    description: r.description,
    full_description: r.fullDescription,
    location: r.location,
    town: r.town,
    ...coordinateColumns(r.coordinates),
    rating: r.rating,
    price: r.price,
    phone: r.phone,
    website: r.website,
    hours: r.hours,
    tags: JSON.stringify(r.tags),
    amenities: JSON.stringify(r.amenities),
    from_jackson: r.fromJackson,
    ...imageColumns(r.image),
    sort_order: sortOrder,
    created_at: createdAt,
    // Its facts are as checked as the moment it was made (decision 046).
    ...checkedColumns(createdAt),
  }
}

// ---------------------------------------------------------------------------------------------
// Submissions

export function createRestaurantSubmission(db: Db, input: RestaurantSubmission, ctx: SubmissionContext) {
  return insertSubmission(db, RESTAURANT_KIND, input, ctx)
}

const RESTAURANT_SCENES: Record<string, Scene> = {
  Cafe: 'coffee',
  'Bar & Grill': 'barbecue',
  American: 'barbecue',
  Western: 'barbecue',
  'Fast Food': 'barbecue',
}

/** The /eat cuisine filters a submitted restaurant belongs to, from its type and tags. */
export function cuisinesFor(type: string, tags: string[]): Cuisine[] {
  const cuisines = new Set<Cuisine>()
  if (type === 'Western' || type === 'American' || type === 'Bar & Grill') cuisines.add('cowboy')
  if (type === 'Fine Dining') cuisines.add('fine-dining')
  if (tags.includes('Farm-to-Table')) cuisines.add('farm-to-table')
  if (tags.includes('Family Friendly')) cuisines.add('family-friendly')
  return [...cuisines]
}

/** An approved restaurant submission as the listing it becomes. */
export function restaurantFromSubmission(row: RestaurantSubmissionRow, id: string): Restaurant {
  const tags = jsonList(row.tags)
  return {
    id,
    name: row.name,
    type: row.type,
    cuisines: cuisinesFor(row.type, tags),
    description: row.description,
    fullDescription: row.description,
    location: row.address,
    town: townOf(row.address),
    // The form asks for no pin: an editor sets one.
    coordinates: null,
    rating: 0,
    price: row.price_range,
    phone: row.phone ?? '',
    website: row.website ?? '',
    hours: 'Call ahead for hours',
    tags,
    amenities: jsonList(row.amenities),
    fromJackson: `At ${row.address}`,
    image: sceneImage(RESTAURANT_SCENES[row.type] ?? 'dining'),
  }
}

export const RESTAURANT_KIND: ReviewedKind<RestaurantSubmissionRow> = {
  kind: 'restaurants',
  table: 'restaurant_submissions',
  imageType: 'restaurant',
  fields: RESTAURANT_FIELDS,
  summary: { title: 'name', name: 'name', email: 'email' },
  async publish(trx, row, now) {
    const id = await uniqueId(trx, 'restaurants', row.name)
    await trx
      .insertInto('restaurants')
      .values(restaurantRow(restaurantFromSubmission(row, id), PUBLISHED_SORT, now))
      .execute()
    // Searchable from the same commit as the listing.
    await reindexListing(trx, 'restaurants', id)
    return `/eat/${id}`
  },
}

// ---------------------------------------------------------------------------------------------
// The back office's listing editor (app/lib/listing-admin.server.ts)

export const RESTAURANT_EDITOR: ListingEditorSpec = {
  type: 'restaurants',
  table: 'restaurants',
  titleColumn: 'name',
  publicPath: (id) => `/eat/${id}`,
  fields: [
    { name: 'name', label: 'Name', input: 'text', required: true, max: 100 },
    {
      name: 'type',
      label: 'Type',
      input: 'text',
      required: true,
      max: 100,
      description: 'e.g. Western Steakhouse',
    },
    {
      name: 'cuisines',
      label: 'Cuisine filters on /eat',
      input: 'checkboxes',
      options: CUISINES,
      optionLabels: {
        indigenous: 'Indigenous',
        'farm-to-table': 'Farm to table',
        cowboy: 'Cowboy',
        'family-friendly': 'Family friendly',
        'fine-dining': 'Fine dining',
      },
    },
    { name: 'description', label: 'Short description', input: 'textarea', required: true, max: 1000 },
    { name: 'full_description', label: 'Full description', input: 'textarea', max: 5000 },
    { name: 'location', label: 'Address', input: 'text', required: true, max: 200 },
    {
      name: 'town',
      label: 'Town',
      input: 'town',
      required: true,
      description: 'The town it is in or nearest to.',
    },
    ...PIN_FIELDS,
    {
      name: 'price',
      label: 'Price range',
      input: 'select',
      required: true,
      options: ['$', '$$', '$$$', '$$$$'],
    },
    { name: 'hours', label: 'Hours', input: 'text', max: 200 },
    {
      name: 'opening_hours',
      label: 'Opening hours (for the trip planner)',
      input: 'opening_hours',
      description:
        'OpenStreetMap syntax, e.g. "Mo-Su 11:00-21:00" or "May 15-Oct 15 Mo-Su 08:00-18:00; Oct 16-May 14 off". Empty: hours unknown.',
    },
    { name: 'phone', label: 'Phone', input: 'tel' },
    { name: 'website', label: 'Website', input: 'url' },
    {
      name: 'booking_url',
      label: 'Booking link',
      input: 'url',
      description: 'The page where visitors book or reserve, when it is not the website. Empty: the website.',
    },
    { name: 'from_jackson', label: 'Getting there from Jackson', input: 'text', max: 200 },
    { name: 'tags', label: 'Tags (one per line)', input: 'lines', max: 2000 },
    { name: 'amenities', label: 'Amenities (one per line)', input: 'lines', max: 2000 },
    ...accessibilityFields('restaurants'),
    ...NOTICE_FIELDS,
    META_DESCRIPTION_FIELD,
  ],
  defaults: () => ({ rating: 0, ...imageColumns(editorImage('dining')), sort_order: PUBLISHED_SORT }),
  refine: refineAccessibility,
  ...accessibilityExtras('restaurants'),
}
