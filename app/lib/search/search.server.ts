import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema'
import type { Db } from '../db.server'
import { DEFAULT_LOCALE, type Locale } from '../i18n/config'
import { musicShowPage } from '../kinds/music.server'
import { correctQuery, nearestTerms } from './correction.server'
import { type Concept, expandQuery, queryIntent, wordForms } from './expand'
import {
  countBy,
  hasFacetFilter,
  type Match,
  matches,
  typeCounts,
  typeSizes,
  wholeWordMatches,
} from './matches.server'
import {
  excerpt,
  highlight,
  isEmptyQuery,
  normalizeText,
  parseQuery,
  queryToText,
  queryWords,
  type SearchQuery,
} from './text'
import {
  type Facet,
  type FacetValue,
  MATCH_CAP,
  PRICE_LEVELS,
  type SearchFilters,
  SEARCH_TYPE_LABELS,
  SEARCH_TYPES,
  type SearchHit,
  type SearchType,
  type Suggestion,
} from './types'

/**
 * Searching the site (app/lib/search/index.server.ts keeps the index): a results page and the
 * header's suggestions. The matches come from ./matches.server.ts; here they are ranked for the
 * visitor (what is still to come first, then names holding every word, then the engine's rank),
 * cut into pages, counted by facet, shown with a passage of their text, and, when a query finds
 * little or nothing, retried as its correction (./correction.server.ts).
 */

export const RESULTS_PER_PAGE = 20
/** Suggestions under the header's field. */
export const SUGGESTION_COUNT = 8

/** An event or show that is over (an article's date is when it was published, never "past"). */
const isPast = (type: string, date: string, today: string) =>
  (type === 'event' || type === 'music') && date !== '' && date < today

/** A concept's alternatives made ready to test names against (word forms computed once). */
function namesMatcher(concepts: Concept[]) {
  const prepared = concepts.map((concept) =>
    concept.map((alt) => ({ alt, forms: alt.words.map((w) => new Set(wordForms(w))) })),
  )
  /** Whether a name holds a concept: in whole words (or their inflections), or as prefixes. */
  const holds = (words: string[], concept: (typeof prepared)[number], whole: boolean) =>
    concept.some(({ alt, forms }) =>
      alt.phrase
        ? ` ${words.join(' ')} `.includes(` ${alt.words.join(' ')}${whole ? ' ' : ''}`)
        : alt.words.every((w, i) => words.some((t) => (whole ? forms[i]!.has(t) : t.startsWith(w)))),
    )
  return {
    /**
     * How well a title names the query: 2 when it holds every concept in whole words (or their
     * plain inflections), 1 when only as prefixes, else 0.
     */
    title(title: string): number {
      if (prepared.length === 0) return 0
      const words = normalizeText(title).split(' ')
      if (prepared.every((concept) => holds(words, concept, true))) return 2
      return prepared.every((concept) => holds(words, concept, false)) ? 1 : 0
    },
    /** Whether the query names this town ("teton village", "jhmr": what is there). */
    town(town: string): boolean {
      if (town === '') return false
      const words = normalizeText(town).split(' ')
      return prepared.some((concept) => holds(words, concept, true))
    },
  }
}

/**
 * Best first (decision 044): what is still to come before events and shows that are over; then
 * by points: matching in whole words, not only as prefixes (4: "ski" in skiing before skills); of
 * the kind the query asks for (4: "breakfast" puts restaurants first, even above a name holding
 * the word); a name holding the query (2 in whole words, 1 as prefixes); in the town the query
 * names (2: "jhmr" is Teton Village); a match in the name or keywords (1); then the engine's rank.
 */
async function ranked(
  db: Kysely<Database>,
  rows: Match[],
  query: SearchQuery,
  today: string,
  { wholeWords = true } = {},
): Promise<Match[]> {
  if (rows.length === 0) return rows
  const concepts = expandQuery(query)
  const intent = queryIntent(concepts)
  const names = namesMatcher(concepts)
  // Suggestions skip the whole-word query (the last word is usually still being typed): the
  // names' whole words still count, and their latency stays one query.
  const whole = wholeWords
    ? await wholeWordMatches(
        db,
        query,
        rows.map((row) => Number(row.doc_id)),
      )
    : new Set<number>()
  return rows
    .map((row, index) => ({
      row,
      index,
      past: isPast(row.type, row.date, today),
      points:
        (whole.has(Number(row.doc_id)) ? 4 : 0) +
        (intent.includes(row.type) ? 4 : 0) +
        names.title(row.title) +
        (names.town(row.town) ? 2 : 0) +
        (row.head ? 1 : 0),
    }))
    .sort((a, b) => Number(a.past) - Number(b.past) || b.points - a.points || a.index - b.index)
    .map(({ row }) => row)
}

export interface SearchResults {
  query: SearchQuery
  /** the query the results are for: the visitor's, or its correction when that had none */
  searched: SearchQuery
  /** matches in all (a lower bound when not `exact`) */
  total: number
  exact: boolean
  /** only the best MATCH_CAP matches are listed */
  capped: boolean
  /** the type links' counts are exact (else lower bounds: shown without numbers) */
  typeCountsExact: boolean
  hits: SearchHit[]
  page: number
  pageCount: number
  /** counts of each filter's values among the matches (each counted with the other filters on) */
  facets: { type: FacetValue[] } & Record<Facet, FacetValue[]>
  /** a better spelled query: `applied` when the results are for it (the visitor's found nothing) */
  correction?: { text: string; applied: boolean }
  /** nothing found: the index's words nearest the query's, and the kinds the guide has (with counts) */
  instead?: { terms: string[]; kinds: FacetValue[] }
}

/** The kinds whose titles are translated (the others' titles are names, never translated). */
const TRANSLATED_TITLES: readonly string[] = ['event', 'article', 'story']

/** The documents' texts in `locale` (another language than English), by document. */
async function translationsOf(db: Kysely<Database>, ids: number[], locale: Locale) {
  if (locale === DEFAULT_LOCALE || ids.length === 0)
    return new Map<number, { title: string; summary: string; body: string }>()
  const rows = await db
    .selectFrom('search_translations')
    .select(['doc_id', 'title', 'summary', 'body'])
    .where('locale', '=', locale)
    .where('doc_id', 'in', ids)
    .execute()
  return new Map(rows.map((row) => [Number(row.doc_id), row]))
}

/**
 * The display columns of the documents on this page, in the page's order: in the page's language
 * where translated, else in English, named in the hit's `english`.
 */
async function hitsFor(
  db: Kysely<Database>,
  rows: Match[],
  words: string[],
  today: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<SearchHit[]> {
  if (rows.length === 0) return []
  const docs = await db
    .selectFrom('search_documents')
    .select([
      'doc_id',
      'doc_key',
      'type',
      'url',
      'title',
      'summary',
      'body',
      'town',
      'category',
      'price',
      'date',
    ])
    .where(
      'doc_id',
      'in',
      rows.map((row) => row.doc_id),
    )
    .execute()
  const byId = new Map(docs.map((doc) => [Number(doc.doc_id), doc]))
  const translated = await translationsOf(
    db,
    docs.map((doc) => Number(doc.doc_id)),
    locale,
  )
  // Live music has no page per show: link to the page of the list that shows it.
  for (const doc of docs)
    if (doc.type === 'music') {
      const id = doc.doc_key.slice('music_shows:'.length)
      const page = await musicShowPage(db, id)
      if (page) doc.url = `/events/live-music${page > 1 ? `?page=${page}` : ''}#show-${id}`
    }
  return rows.flatMap((row) => {
    const doc = byId.get(Number(row.doc_id))
    if (!doc) return []
    const own = translated.get(Number(row.doc_id))
    const english: ('title' | 'snippet')[] = []
    let title = doc.title
    if (own?.title) title = own.title
    else if (locale !== DEFAULT_LOCALE && (TRANSLATED_TITLES.includes(doc.type) || doc.type === 'page'))
      english.push('title')
    let text = { summary: doc.summary, body: doc.body }
    if (own && (own.summary || own.body)) text = { summary: own.summary, body: own.body }
    else if (locale !== DEFAULT_LOCALE && (doc.summary || doc.body)) english.push('snippet')
    // The summary, unless only the body has the words.
    const inSummary = words.length === 0 || highlight(text.summary, words).some((part) => part.match)
    return [
      {
        type: doc.type as SearchType,
        url: doc.url,
        title,
        ...(english.length ? { english } : {}),
        snippet: excerpt(inSummary || !text.body ? text.summary : text.body, words, 220),
        town: doc.town,
        category: doc.category,
        price: doc.price,
        date: doc.date,
        past: isPast(doc.type, doc.date, today),
      },
    ]
  })
}

/**
 * A results page: the matches of `q` filtered by the facets, ranked (past events last), cut into
 * pages of RESULTS_PER_PAGE, with the facets' counts and, when few or none matched, a correction.
 */
export async function searchSite(
  db: Db,
  q: unknown,
  options: SearchFilters & { page?: number; today: string; perPage?: number; cap?: number; locale?: Locale },
): Promise<SearchResults> {
  const query = parseQuery(q)
  const perPage = options.perPage ?? RESULTS_PER_PAGE
  const cap = options.cap ?? MATCH_CAP
  const filters: SearchFilters = {
    type: options.type,
    town: options.town,
    category: options.category,
    price: options.price,
    access: options.access?.length ? options.access : undefined,
  }
  const filtered = Boolean(filters.type) || hasFacetFilter(filters)
  let searched = query
  let found = await ranked(db, await matches(db, query, cap, filters), query, options.today)
  let correction: SearchResults['correction']
  if (!isEmptyQuery(query) && !filtered && found.length <= 2) {
    const better = await correctQuery(db, query)
    if (better) {
      const again = await ranked(db, await matches(db, better, cap), better, options.today)
      if (again.length > found.length) {
        correction = { text: queryToText(better), applied: found.length === 0 }
        if (found.length === 0) {
          found = again
          searched = better
        }
      }
    }
  }
  const capped = found.length >= cap
  // The type links count every match: from the ranked list when it holds them all, else counted.
  let types: { values: FacetValue[]; exact: boolean } = { values: [], exact: true }
  if (!filtered && !capped) types = { values: countBy(found, 'type', SEARCH_TYPES), exact: true }
  else if (filters.access) {
    // The accessibility filters narrow every type link too (only listings have facts): counted
    // among the matches with them on, whatever the type chosen.
    const all = filters.type ? await matches(db, searched, cap, { ...filters, type: undefined }) : found
    types = { values: countBy(all, 'type', SEARCH_TYPES), exact: all.length < cap }
  } else if (!isEmptyQuery(searched)) types = await typeCounts(db, searched, async () => found, !filtered)
  // The number of matches: exact unless the list was cut and no exact count is known.
  let total = found.length
  let exact = !capped
  if (capped && types.exact && !hasFacetFilter(filters)) {
    exact = true
    total = filters.type
      ? (types.values.find((facet) => facet.value === filters.type)?.count ?? total)
      : types.values.reduce((sum, facet) => sum + facet.count, 0)
  }
  const pageCount = Math.max(1, Math.ceil(found.length / perPage))
  const page = Math.min(Math.max(1, Math.trunc(options.page ?? 1) || 1), pageCount)
  const pageRows = found.slice((page - 1) * perPage, page * perPage)
  // Town, category and price among the ranked matches; a chosen one shows alone (with a way back).
  const facet = (key: Facet, order?: readonly string[]) =>
    filters[key] ? [{ value: filters[key]!, count: found.length }] : countBy(found, key, order)
  return {
    query,
    searched,
    total,
    exact,
    capped,
    hits: await hitsFor(db, pageRows, queryWords(searched), options.today, options.locale),
    page,
    pageCount,
    typeCountsExact: types.exact,
    facets: {
      type: types.values,
      town: facet('town'),
      category: facet('category'),
      price: facet('price', PRICE_LEVELS),
    },
    correction,
    instead:
      found.length === 0 && !isEmptyQuery(query)
        ? {
            terms: await nearestTerms(db, query),
            kinds: [...(await typeSizes(db))]
              .filter(([, count]) => count > 0)
              .map(([value, count]) => ({ value, count }))
              .sort(
                (a, b) =>
                  SEARCH_TYPES.indexOf(a.value as SearchType) - SEARCH_TYPES.indexOf(b.value as SearchType),
              ),
          }
        : undefined,
  }
}

/**
 * Suggestions for the header's field: the best few matches (then a corrected query's), in `locale`
 * (titles translated where they are; `words` gives the type labels in the page's language).
 */
export async function suggest(
  db: Db,
  q: unknown,
  today: string,
  { locale = DEFAULT_LOCALE, words }: { locale?: Locale; words?: SuggestionWords } = {},
): Promise<Suggestion[]> {
  let query = parseQuery(q)
  if (isEmptyQuery(query)) return []
  let rows = await ranked(db, await matches(db, query, SUGGESTION_COUNT * 3), query, today, {
    wholeWords: false,
  })
  if (rows.length === 0) {
    const better = await correctQuery(db, query)
    if (better) {
      query = better
      rows = await ranked(db, await matches(db, better, SUGGESTION_COUNT * 3), better, today, {
        wholeWords: false,
      })
    }
  }
  const hits = await hitsFor(db, rows.slice(0, SUGGESTION_COUNT), [], today, locale)
  return hits.map((hit) => {
    const date = hit.date && words?.day ? words.day(hit.date) : hit.date
    return {
      type: hit.type,
      label: words?.label(hit.type) ?? SEARCH_TYPE_LABELS[hit.type].one,
      title: hit.title,
      ...(hit.english?.includes('title') ? { english: true } : {}),
      url: hit.url,
      detail: [date ? (hit.past ? (words?.past(date) ?? `${date} (past)`) : date) : '', hit.town]
        .filter(Boolean)
        .join(' · '),
    }
  })
}

/** A suggestion's words in the page's language: its type's label, a past day, a day written out. */
export interface SuggestionWords {
  label: (type: SearchType) => string
  past: (date: string) => string
  /** 'Sat, Dec 5' for a YYYY-MM-DD day (none: the day as stored) */
  day?: (iso: string) => string
}
