import { sql } from 'kysely'
import { todayInTimeZone } from './dates'
import type { Db } from './db.server'
import type { ListingType } from './kinds/editor'
import { looseDb } from './kinds/editor.server'
import { LISTING_EDITORS } from './kinds/editors.server'
import type { ListingFilters, ListingGap } from './listing-filters'
import { PAGE_SIZE, type Paged } from './pagination'
import { selectPage } from './pagination.server'

/**
 * The back office's list of a kind's listings (issue 51 item 5): hidden ones too, searched by
 * title and text, filtered by status, town, category and what a listing lacks (its own photo, a
 * map pin, opening hours), sorted by title or by when it last changed. The filters come from the
 * URL (./listing-filters.ts).
 */

// The listing tables are addressed by name from the kind's spec, so their columns are dynamic here.
/* eslint-disable @typescript-eslint/no-explicit-any */

/** The column a kind's list filters as its category (its public filter). */
const CATEGORY_COLUMN: Record<ListingType, string> = {
  restaurants: 'type',
  stays: 'type_key',
  activities: 'category',
  events: 'category',
  music: 'genre',
  articles: 'category',
}

/** A kind's short text searched besides its title. */
const TEXT_COLUMN: Record<ListingType, string> = {
  restaurants: 'description',
  stays: 'description',
  activities: 'description',
  events: 'description',
  music: 'description',
  articles: 'excerpt',
}

/** What a kind's list can filter by: towns and opening hours are not kept for every kind. */
export function listingColumns(type: ListingType) {
  const spec = LISTING_EDITORS[type]
  const has = (input: string) => spec.fields.find((f) => f.input === input)?.name
  return {
    table: spec.table,
    title: spec.titleColumn,
    text: TEXT_COLUMN[type],
    category: CATEGORY_COLUMN[type],
    town: has('town'),
    hours: has('opening_hours'),
    pin: has('lat') !== undefined,
    publishDate: spec.publishDateColumn,
  }
}

/** The gaps a kind's list offers as filters. */
export function listingGaps(type: ListingType): ListingGap[] {
  const columns = listingColumns(type)
  return ['photo', ...(columns.pin ? (['pin'] as const) : []), ...(columns.hours ? (['hours'] as const) : [])]
}

export interface ListingSummary {
  id: string
  title: string
  hidden: boolean
  /** never published yet (hidden too) */
  draft: boolean
  publicPath: string
  town: string
  category: string
  /** when it last changed: its newest editorial action, else revision, else its creation */
  updatedAt: string
  /** what it lacks, of its kind's gaps */
  missing: ListingGap[]
  /** its publication date when that is after today (scheduled: not public yet) */
  scheduledFor?: string
}

/** Escaped for LIKE with `\` as the escape character. */
export function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** `lower(column) LIKE '%q%'` (both engines; `\` escapes). */
export function containsText(eb: any, column: string, q: string) {
  return eb(eb.fn('lower', [eb.fn.coalesce(eb.ref(column), eb.val(''))]), 'like', eb.val(likePattern(q)))
}

/** One page of a kind's listings for the back office, filtered and sorted. */
export async function pageListings(
  db: Db,
  type: ListingType,
  filters: Partial<ListingFilters> & { page: number },
  size = PAGE_SIZE,
): Promise<Paged<ListingSummary>> {
  const c = listingColumns(type)
  const { table } = c
  const today = todayInTimeZone()
  const hasPhoto = (eb: any) =>
    eb.exists(
      eb
        .selectFrom('listing_photos')
        .select('listing_photos.id')
        .where('listing_photos.listing_type', '=', type)
        .whereRef('listing_photos.listing_id', '=', `${table}.id`),
    )
  const lastOf = (eb: any, from: string, typeColumn: string, idColumn: string) =>
    eb
      .selectFrom(from)
      .select((e: any) => e.fn.max(`${from}.created_at`).as('at'))
      .where(`${from}.${typeColumn}`, '=', type)
      .whereRef(`${from}.${idColumn}`, '=', `${table}.id`)
  let query = looseDb(db)
    .selectFrom(table)
    .select((eb: any) => [
      `${table}.id as id`,
      `${table}.${c.title} as title`,
      `${table}.hidden as hidden`,
      `${table}.draft as draft`,
      `${table}.${c.category} as category`,
      c.town ? `${table}.${c.town} as town` : sql<string>`''`.as('town'),
      c.pin ? `${table}.lat as lat` : sql<number>`0`.as('lat'),
      c.hours ? `${table}.${c.hours} as hours` : sql<string>`'-'`.as('hours'),
      c.publishDate ? `${table}.${c.publishDate} as publish_date` : sql<string>`''`.as('publish_date'),
      eb.case().when(hasPhoto(eb)).then(1).else(0).end().as('has_photo'),
      eb.fn
        .coalesce(
          lastOf(eb, 'editorial_log', 'subject_type', 'subject_id'),
          lastOf(eb, 'listing_revisions', 'listing_type', 'listing_id'),
          eb.ref(`${table}.created_at`),
        )
        .as('updated_at'),
    ])
  const { q, status, town, category, missing, sort = 'title' } = filters
  if (q)
    query = query.where((eb: any) =>
      eb.or([containsText(eb, `${table}.${c.title}`, q), containsText(eb, `${table}.${c.text}`, q)]),
    )
  // A draft is a hidden listing never published yet (decision 038): the two are told apart.
  if (status === 'hidden' || status === 'draft')
    query = query.where(`${table}.hidden`, '=', 1).where(`${table}.draft`, '=', status === 'draft' ? 1 : 0)
  if (status === 'published' || status === 'scheduled') {
    query = query.where(`${table}.hidden`, '=', 0)
    // Only a kind with a publication date has scheduled listings.
    if (c.publishDate)
      query = query.where(`${table}.${c.publishDate}`, status === 'scheduled' ? '>' : '<=', today)
    else if (status === 'scheduled') query = query.where(sql<boolean>`1 = 0`)
  }
  if (town && c.town) query = query.where(`${table}.${c.town}`, '=', town)
  if (category) query = query.where(`${table}.${c.category}`, '=', category)
  if (missing === 'photo') query = query.where((eb: any) => eb.not(hasPhoto(eb)))
  if (missing === 'pin' && c.pin) query = query.where(`${table}.lat`, 'is', null)
  if (missing === 'hours' && c.hours)
    query = query.where((eb: any) =>
      eb.or([eb(`${table}.${c.hours}`, 'is', null), eb(`${table}.${c.hours}`, '=', '')]),
    )
  query =
    sort === 'title'
      ? query.orderBy(`${table}.${c.title}`)
      : query.orderBy('updated_at', sort === 'updated' ? 'desc' : 'asc')
  query = query.orderBy(`${table}.id`)
  const paged = await selectPage(query, filters.page, size)
  const gaps = listingGaps(type)
  const spec = LISTING_EDITORS[type]
  return {
    ...paged,
    items: paged.items.map((row: any) => {
      const lacks: Record<ListingGap, boolean> = {
        photo: Number(row.has_photo) === 0,
        pin: row.lat === null,
        hours: row.hours === null || row.hours === '',
      }
      return {
        id: String(row.id),
        title: String(row.title),
        hidden: Number(row.hidden) === 1,
        draft: Number(row.draft) === 1,
        publicPath: spec.publicPath(String(row.id)),
        town: String(row.town ?? ''),
        category: String(row.category ?? ''),
        updatedAt: String(row.updated_at),
        missing: gaps.filter((gap) => lacks[gap]),
        ...(typeof row.publish_date === 'string' && row.publish_date > today
          ? { scheduledFor: row.publish_date }
          : {}),
      }
    }),
  }
}

/** The towns and categories a kind's listings have, for the filter's choices. */
export async function listingFilterOptions(db: Db, type: ListingType) {
  const c = listingColumns(type)
  const distinct = async (column: string | undefined) =>
    column
      ? (
          await looseDb(db)
            .selectFrom(c.table)
            .select(`${column} as value`)
            .distinct()
            .where(column, 'is not', null)
            .where(column, '<>', '')
            .orderBy(column)
            .execute()
        ).map((row: any) => String(row.value))
      : []
  return { towns: await distinct(c.town), categories: await distinct(c.category), gaps: listingGaps(type) }
}
