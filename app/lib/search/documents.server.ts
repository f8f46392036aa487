import type { Transaction } from 'kysely'
import { lastOccurrence } from '../recurrence.server'
import type {
  ActivityRow,
  ArticleRow,
  Database,
  EventRow,
  MusicShowRow,
  RestaurantRow,
  StayRow,
} from '../../../db/schema'
import type { Db } from '../db.server'
import type { Locale } from '../i18n/config'
import { TRANSLATION_LOCALES, translatedFieldsOf } from '../i18n/content-fields'
import { townOf } from '../publication'
import { jsonList } from '../rows.server'
import type { SearchType } from './types'

/**
 * What the index holds for each kind of listing: one search document per visible listing, made
 * from its row. The title weighs most, then the keywords (type, category, town, tags...), then
 * the body (descriptions). Editorial pages come in ready-made (app/content/search-pages.ts).
 */

/** The listing tables the index covers; `reindexListing(trx, table, id)` names one of them. */
export const LISTING_SOURCES = [
  'restaurants',
  'stays',
  'activities',
  'events',
  'music_shows',
  'articles',
] as const
export type ListingSource = (typeof LISTING_SOURCES)[number]

/** A document to index (its text as written; the index normalizes it). */
export interface SearchDocument {
  /** '<source table>:<id>' or 'page:<path>' */
  key: string
  type: SearchType
  url: string
  title: string
  /** the text a result shows under its title */
  summary: string
  /** weighed between title and body: type, category, town, tags, venue, author ... */
  keywords: string
  body: string
  town?: string
  category?: string
  price?: string
  /** YYYY-MM-DD for events and shows */
  date?: string
  /** its text in other languages, where translated (content_translations) */
  translations?: Partial<Record<Locale, TranslatedText>>
}

/** A document's text in another language: '' where a field has no translation. */
export interface TranslatedText {
  title: string
  summary: string
  keywords: string
  body: string
}

export function documentKey(source: ListingSource | 'page', id: string): string {
  return `${source}:${id}`
}

/**
 * A listing is in the index unless it is hidden. Listing tables may carry a `hidden` flag (the
 * back office hides a listing without deleting it): any row with hidden = 1 / true is left out.
 */
export function isVisibleRow(row: object): boolean {
  const hidden = (row as { hidden?: unknown }).hidden
  return hidden === undefined || hidden === null || hidden === false || Number(hidden) === 0
}

const join = (...parts: (string | string[] | null | undefined)[]) =>
  parts
    .flat()
    .filter((part): part is string => Boolean(part && part.trim()))
    .join(' \n')

/** The town a place is in, from its address ("… (about 35 miles north of Jackson)" is not Jackson). */
export function townOfPlace(address: string): string {
  const place = address.replace(/\([^)]*\)/g, ' ').replace(/\b\d+\s+miles?\s+\w+\s+of\s+\w+/gi, ' ')
  if (/\bMoran\b/i.test(place)) return 'Moran'
  const town = townOf(place)
  if (town === 'Jackson Hole' && /Grand Teton National Park/i.test(place)) return 'Grand Teton National Park'
  return town
}

/**
 * A price as one of the levels Free, $ … $$$$: a level as written, "Free", or the first dollar
 * amount ("$25 adults" is $$); '' when there is none.
 */
export function priceLevel(price: string | number, perNight = false): string {
  if (typeof price === 'number') return amountLevel(price, perNight)
  const text = price.trim()
  if (/^\${1,4}$/.test(text)) return text
  if (/^free\b/i.test(text)) return 'Free'
  const amount = /\$\s*(\d+(?:\.\d+)?)/.exec(text)
  if (amount) return amountLevel(Number(amount[1]), perNight)
  return /\bfree\b/i.test(text) ? 'Free' : ''
}

function amountLevel(amount: number, perNight: boolean): string {
  if (!Number.isFinite(amount) || amount < 0) return ''
  if (amount === 0) return 'Free'
  const steps = perNight ? [150, 300, 500] : [20, 60, 150]
  return steps[0]! >= amount ? '$' : steps[1]! >= amount ? '$$' : steps[2]! >= amount ? '$$$' : '$$$$'
}

const label = (key: string) => key.replace(/-/g, ' ')

export function restaurantDocument(row: RestaurantRow): SearchDocument {
  return {
    key: documentKey('restaurants', row.id),
    type: 'restaurant',
    url: `/eat/${row.id}`,
    title: row.name,
    summary: row.description,
    keywords: join(
      row.type,
      jsonList(row.cuisines).map(label),
      row.town,
      jsonList(row.tags),
      jsonList(row.amenities),
    ),
    body: join(row.description, row.full_description, row.location),
    town: row.town,
    category: row.type,
    price: priceLevel(row.price),
  }
}

export function stayDocument(row: StayRow): SearchDocument {
  return {
    key: documentKey('stays', row.id),
    type: 'stay',
    url: `/stay/${row.id}`,
    title: row.name,
    summary: row.description,
    keywords: join(
      row.type,
      label(row.type_key),
      townOfPlace(row.location),
      jsonList(row.amenities),
      jsonList(row.features),
    ),
    body: join(row.description, row.full_description, row.location),
    town: townOfPlace(row.location),
    category: row.type,
    price: priceLevel(Number(row.price_per_night), true),
  }
}

export function activityDocument(row: ActivityRow): SearchDocument {
  return {
    key: documentKey('activities', row.id),
    type: 'activity',
    url: `/play/${row.id}`,
    title: row.name,
    summary: row.description,
    keywords: join(row.category, townOfPlace(row.location), jsonList(row.tags), row.season, row.difficulty),
    body: join(row.description, row.full_description, jsonList(row.highlights), row.location),
    town: townOfPlace(row.location),
    category: row.category,
    price: row.price_range || priceLevel(row.price),
  }
}

export function eventDocument(row: EventRow): SearchDocument {
  const town = townOfPlace(row.address || row.location)
  return {
    key: documentKey('events', row.id),
    type: 'event',
    url: `/events/${row.id}`,
    title: row.title,
    summary: row.description,
    keywords: join(row.category, row.location, town, jsonList(row.tags), row.organizer),
    body: join(row.description, row.full_description, jsonList(row.highlights), row.address),
    town,
    category: row.category,
    price: Number(row.is_free) === 1 ? 'Free' : priceLevel(row.price),
    // A repeating event is past only after its last day (one that never ends, never).
    date: row.rrule ? (lastOccurrence(row) ?? '9999-12-31') : row.date,
  }
}

export function musicShowDocument(row: MusicShowRow): SearchDocument {
  const town = townOfPlace(row.location)
  return {
    key: documentKey('music_shows', row.id),
    type: 'music',
    url: `/events/live-music#show-${row.id}`,
    title: row.artist,
    summary: `${row.venue}: ${row.description}`,
    keywords: join(row.genre, 'live music', row.venue, town, jsonList(row.tags)),
    body: join(row.description, row.location),
    town,
    category: row.genre,
    price: priceLevel(row.price),
    date: row.date,
  }
}

/** An article; `story` when it was published from a community story. */
export function articleDocument(row: ArticleRow, story: boolean): SearchDocument {
  return {
    key: documentKey('articles', row.id),
    type: story ? 'story' : 'article',
    url: `/blog/${row.id}`,
    title: row.title,
    summary: row.excerpt,
    keywords: join(row.category, row.author, jsonList(row.tags)),
    body: join(row.excerpt, row.body),
    category: row.category,
    // Its publication date: search leaves it out before that day.
    date: row.publish_date,
  }
}

type Reader = Db | Transaction<Database>

/**
 * A listing's text in another language, from its translated columns (as content_translations
 * stores them: one-item-per-line fields as JSON lists), laid out as its English document is;
 * undefined when nothing is translated. Names are never translated: the English title stays.
 */
export function translatedText(
  source: ListingSource,
  texts: Record<string, string>,
): TranslatedText | undefined {
  const text = (field: string) => texts[field]?.trim() ?? ''
  const lines = (field: string) => (texts[field] ? jsonList<string>(texts[field]) : [])
  let found: TranslatedText
  switch (source) {
    case 'restaurants':
      found = {
        title: '',
        summary: text('description'),
        keywords: '',
        body: join(text('description'), text('full_description')),
      }
      break
    case 'stays':
      found = {
        title: '',
        summary: text('description'),
        keywords: join(text('type'), lines('features')),
        body: join(text('description'), text('full_description')),
      }
      break
    case 'activities':
      found = {
        title: '',
        summary: text('description'),
        keywords: '',
        body: join(text('description'), text('full_description'), lines('highlights')),
      }
      break
    case 'events':
      found = {
        title: text('title'),
        summary: text('description'),
        keywords: '',
        body: join(text('description'), text('full_description'), lines('highlights')),
      }
      break
    case 'articles':
      found = {
        title: text('title'),
        summary: text('excerpt'),
        keywords: '',
        body: join(text('excerpt'), text('body')),
      }
      break
    case 'music_shows':
      found = { title: '', summary: text('description'), keywords: '', body: text('description') }
      break
    default:
      return undefined
  }
  return Object.values(found).some(Boolean) ? found : undefined
}

/** The listings' texts in every other language (all of the table's, or those of `ids`), onto their documents. */
async function withTranslations(
  db: Reader,
  source: ListingSource,
  docs: SearchDocument[],
  ids?: string[],
): Promise<SearchDocument[]> {
  if (docs.length === 0 || translatedFieldsOf(source).length === 0) return docs
  let query = db
    .selectFrom('content_translations')
    .select(['entity_id', 'locale', 'field', 'text'])
    .where('entity_type', '=', source)
    .where('locale', 'in', TRANSLATION_LOCALES)
  if (ids) query = query.where('entity_id', 'in', ids)
  const byKey = new Map<string, Map<Locale, Record<string, string>>>()
  for (const row of await query.execute()) {
    const key = documentKey(source, row.entity_id)
    const locales = byKey.get(key) ?? new Map<Locale, Record<string, string>>()
    const texts = locales.get(row.locale as Locale) ?? {}
    texts[row.field] = row.text
    locales.set(row.locale as Locale, texts)
    byKey.set(key, locales)
  }
  return docs.map((doc) => {
    const locales = byKey.get(doc.key)
    if (!locales) return doc
    const translations: Partial<Record<Locale, TranslatedText>> = {}
    for (const [locale, texts] of locales) {
      const text = translatedText(source, texts)
      if (text) translations[locale] = text
    }
    return Object.keys(translations).length ? { ...doc, translations } : doc
  })
}

/** The ids of the articles published from community stories. */
async function storyArticleIds(db: Reader, ids?: string[]): Promise<Set<string>> {
  let query = db
    .selectFrom('published_submissions')
    .select('path')
    .where('kind', '=', 'stories')
    .where('path', 'like', '/blog/%')
  if (ids)
    query = query.where(
      'path',
      'in',
      ids.map((id) => `/blog/${id}`),
    )
  const rows = await query.execute()
  return new Set(rows.map((row) => row.path.slice('/blog/'.length)))
}

/**
 * The documents of listings of one source (with their translations): all of them, or those with
 * the given ids. Hidden listings have none.
 */
export async function listingDocuments(
  db: Reader,
  source: ListingSource,
  ids?: string[],
  options: { story?: boolean } = {},
): Promise<SearchDocument[]> {
  return withTranslations(db, source, await englishDocuments(db, source, ids, options), ids)
}

async function englishDocuments(
  db: Reader,
  source: ListingSource,
  ids?: string[],
  options: { story?: boolean } = {},
): Promise<SearchDocument[]> {
  if (ids && ids.length === 0) return []
  const rows = async <T extends object>(table: ListingSource): Promise<T[]> => {
    let query = db.selectFrom(table).selectAll()
    if (ids) query = query.where('id', 'in', ids)
    return ((await query.execute()) as T[]).filter(isVisibleRow)
  }
  switch (source) {
    case 'restaurants':
      return (await rows<RestaurantRow>(source)).map(restaurantDocument)
    case 'stays':
      return (await rows<StayRow>(source)).map(stayDocument)
    case 'activities':
      return (await rows<ActivityRow>(source)).map(activityDocument)
    case 'events':
      return (await rows<EventRow>(source)).map(eventDocument)
    case 'music_shows':
      return (await rows<MusicShowRow>(source)).map(musicShowDocument)
    case 'articles': {
      const found = await rows<ArticleRow>(source)
      const stories = await storyArticleIds(db, ids)
      return found.map((row) => articleDocument(row, options.story === true || stories.has(row.id)))
    }
  }
}
