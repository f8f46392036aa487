import type { Db } from './db.server'
import {
  type ExplorePageId,
  FEATURABLE_TYPES,
  type FeaturableType,
  type FeatureChange,
  type FeaturedFact,
  type FeaturedListing,
  featuredFacts,
} from './explore'
import { imageOf } from './rows.server'
import { serverT } from './i18n/catalog.server'
import { choiceText } from './i18n/choice-text.server'
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from './i18n/config'
import { localizeRows } from './translations.server'

/**
 * The listings an explore page features (issue 45 item 4, decision 053). Editors choose them and
 * their order in /admin/explore (table explore_features, migration 57); the page draws every fact
 * it shows about one (name, price, times, address, season) from the listing's row, never from
 * editorial text. A listing that is hidden, a draft or deleted drops out of the page. On a page
 * in another language its texts are their translations where they exist (decision 057), its kinds
 * the catalog's words (a season, a stay's price per night), and the rest its English, marked so.
 */

const PUBLIC_PATH: Record<FeaturableType, string> = {
  activities: '/play',
  restaurants: '/eat',
  stays: '/stay',
}
/** The trip planner's kind of each type (/trip?add=kind:id). */
const TRIP_KIND: Record<FeaturableType, 'activity' | 'restaurant' | 'stay'> = {
  activities: 'activity',
  restaurants: 'restaurant',
  stays: 'stay',
}

interface FeatureRow {
  listing_type: string
  listing_id: string
  position: number
}

async function featureRows(db: Db, page: string): Promise<FeatureRow[]> {
  return db
    .selectFrom('explore_features')
    .select(['listing_type', 'listing_id', 'position'])
    .where('page', '=', page)
    .orderBy('position')
    .orderBy('listing_id')
    .execute()
}

/**
 * A featured card's facts in `locale`: a translated text as translated, a season or a free price in
 * the catalog's words, a stay's nightly price written for the language; what stays English is
 * marked so. In English they are the facts as `featuredFacts` gives them.
 */
function localFacts(
  type: FeaturableType,
  row: Parameters<typeof featuredFacts>[1],
  english: readonly string[],
  locale: Locale,
): FeaturedFact[] {
  const facts = featuredFacts(type, row)
  if (locale === DEFAULT_LOCALE) return facts
  const marked = (fact: FeaturedFact, isEnglish: boolean): FeaturedFact =>
    isEnglish ? { ...fact, lang: 'en' } : fact
  const choice = (fact: FeaturedFact, keys: (part: string) => string[]): FeaturedFact => {
    const { text, lang } = choiceText(locale, fact.value, keys)
    return { key: fact.key, value: text, ...(lang ? { lang } : {}) }
  }
  return facts.map((fact) => {
    if (fact.key === 'duration' || fact.key === 'hours') return marked(fact, english.includes(fact.key))
    if (fact.key === 'season') return choice(fact, (part) => [`play.season.${part}`])
    if (fact.key === 'price' && type === 'stays') {
      const price = new Intl.NumberFormat(LOCALE_INFO[locale].intl, {
        style: 'currency',
        currency: 'USD',
        maximumFractionDigits: 0,
      }).format(Number(row.price_per_night))
      return { key: fact.key, value: serverT(locale)('stay.favorite.perNight', { price }) }
    }
    // a restaurant's price level is signs ($$$), an activity's price the business's own words
    if (fact.key === 'price' && !/^[$\s]*$/.test(fact.value))
      return choice(fact, (part) => [`play.price.${part}`])
    return fact
  })
}

/** The listings of the given ids of one type in `locale`, keyed by id (hidden ones included, flagged). */
async function listingRows(db: Db, type: FeaturableType, ids: string[], locale: Locale) {
  const found = new Map<string, { listed: boolean; card: Omit<FeaturedListing, 'type'> }>()
  if (ids.length === 0) return found
  const put = async <
    R extends {
      id: string
      name: string
      description: string
      hidden: number
      image_scene: string
    } & Parameters<typeof featuredFacts>[1],
  >(
    rows: R[],
  ) => {
    // Its texts in the page's language, English where not translated (one query per type).
    for (const { row, english } of await localizeRows(db, type, rows, locale))
      found.set(row.id, {
        listed: Number(row.hidden) === 0,
        card: {
          id: row.id,
          name: row.name,
          description: row.description,
          ...(english.includes('description') ? { descriptionLang: 'en' as const } : {}),
          image: imageOf(row),
          href: `${PUBLIC_PATH[type]}/${row.id}`,
          tripKey: `${TRIP_KIND[type]}:${row.id}`,
          facts: localFacts(type, row, english, locale),
        },
      })
  }
  if (type === 'activities') {
    await put(
      await db
        .selectFrom('activities')
        .select([
          'id',
          'name',
          'description',
          'hidden',
          'image_scene',
          'location',
          'price',
          'duration',
          'season',
        ])
        .where('id', 'in', ids)
        .execute(),
    )
  } else if (type === 'restaurants') {
    await put(
      await db
        .selectFrom('restaurants')
        .select(['id', 'name', 'description', 'hidden', 'image_scene', 'location', 'price', 'hours'])
        .where('id', 'in', ids)
        .execute(),
    )
  } else {
    await put(
      await db
        .selectFrom('stays')
        .select(['id', 'name', 'description', 'hidden', 'image_scene', 'location', 'price_per_night'])
        .where('id', 'in', ids)
        .execute(),
    )
  }
  return found
}

function isFeaturable(type: string): type is FeaturableType {
  return (FEATURABLE_TYPES as readonly string[]).includes(type)
}

async function resolve(db: Db, rows: FeatureRow[], locale: Locale = DEFAULT_LOCALE) {
  const byType = new Map<FeaturableType, Awaited<ReturnType<typeof listingRows>>>()
  for (const type of FEATURABLE_TYPES) {
    const ids = rows.filter((r) => r.listing_type === type).map((r) => r.listing_id)
    byType.set(type, await listingRows(db, type, ids, locale))
  }
  return rows.map((row) => {
    const type = isFeaturable(row.listing_type) ? row.listing_type : null
    const listing = type ? byType.get(type)?.get(row.listing_id) : undefined
    return { row, type, listing }
  })
}

/**
 * What a public explore page shows: its featured listings in the guide now, in the editors' order,
 * in the page's language (English where a listing's text has no translation, marked so).
 */
export async function featuredListings(
  db: Db,
  page: ExplorePageId,
  locale: Locale = DEFAULT_LOCALE,
): Promise<FeaturedListing[]> {
  return (await resolve(db, await featureRows(db, page), locale)).flatMap(({ type, listing }) =>
    type && listing?.listed ? [{ type, ...listing.card }] : [],
  )
}

/** One page's features as the back office lists them: gone or hidden ones too, so they can be removed. */
export interface FeatureAdminRow {
  type: string
  id: string
  name: string | null
  state: 'listed' | 'hidden' | 'gone'
  href: string | null
}

export async function pageFeaturesForAdmin(db: Db, page: ExplorePageId): Promise<FeatureAdminRow[]> {
  return (await resolve(db, await featureRows(db, page))).map(({ row, type, listing }) => ({
    type: row.listing_type,
    id: row.listing_id,
    name: listing?.card.name ?? null,
    state: !listing ? 'gone' : listing.listed ? 'listed' : 'hidden',
    href: type && listing ? `/admin/listings/${type}/${row.listing_id}` : null,
  }))
}

/** The listings an editor may add, by type: id and name of every listing in the guide now. */
export async function featureCandidates(db: Db) {
  const pick = (table: FeaturableType) =>
    db.selectFrom(table).select(['id', 'name']).where('hidden', '=', 0).orderBy('name').execute()
  return {
    activities: await pick('activities'),
    restaurants: await pick('restaurants'),
    stays: await pick('stays'),
  }
}

/**
 * Applies an editor's change. Adding a listing that is not in the guide (or already featured)
 * says so; moving renumbers the page's features 0.. so the order stays whole.
 */
export async function changeFeatures(
  db: Db,
  change: FeatureChange,
): Promise<{ ok: true; message: string } | { ok: false; error: string }> {
  const [type, id] = change.listing.split(':') as [FeaturableType, string]
  return db.transaction().execute(async (trx) => {
    const rows = await featureRows(trx, change.page)
    const index = rows.findIndex((r) => r.listing_type === type && r.listing_id === id)
    if (change.intent === 'add') {
      if (index >= 0) return { ok: false as const, error: 'That listing is already featured on this page.' }
      const listing = await trx
        .selectFrom(type)
        .select(['name'])
        .where('id', '=', id)
        .where('hidden', '=', 0)
        .executeTakeFirst()
      if (!listing)
        return { ok: false as const, error: 'That listing is not in the guide: it cannot be featured.' }
      await trx
        .insertInto('explore_features')
        .values({ page: change.page, listing_type: type, listing_id: id, position: rows.length })
        .execute()
      return { ok: true as const, message: `${listing.name} is featured.` }
    }
    if (index < 0) return { ok: false as const, error: 'That listing is not featured on this page.' }
    const order = [...rows]
    if (change.intent === 'remove') order.splice(index, 1)
    else {
      const to = change.intent === 'up' ? index - 1 : index + 1
      if (to < 0 || to >= order.length) return { ok: true as const, message: 'Order unchanged.' }
      ;[order[index], order[to]] = [order[to]!, order[index]!]
    }
    await trx.deleteFrom('explore_features').where('page', '=', change.page).execute()
    if (order.length > 0)
      await trx
        .insertInto('explore_features')
        .values(
          order.map((r, position) => ({
            page: change.page,
            listing_type: r.listing_type,
            listing_id: r.listing_id,
            position,
          })),
        )
        .execute()
    return {
      ok: true as const,
      message: change.intent === 'remove' ? 'Removed from the page.' : 'Order saved.',
    }
  })
}
