import { type Kysely, sql } from 'kysely'
import type { Database } from '../../../db/schema'
import type { Db } from '../db.server'
import { musicShowPage } from '../kinds/music.server'
import { isPostgres } from './index.server'
import {
  allowedEdits,
  editDistance,
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
  SEARCH_TYPE_LABELS,
  SEARCH_TYPES,
  type SearchHit,
  type SearchType,
  type Suggestion,
} from './types'

/**
 * Searching the index (app/lib/search/index.server.ts keeps it): full-text matching on each
 * engine (SQLite FTS5 with bm25, PostgreSQL tsvector with ts_rank; titles weigh most, every word
 * matches as a prefix, accents never matter), facets, pages, and "Did you mean" from the indexed
 * words (PostgreSQL finds candidates by trigram similarity when pg_trgm is there). Queries only
 * ever reach the engines as normalized letters and digits (parseQuery), quoted.
 */

export const RESULTS_PER_PAGE = 20
/** Suggestions under the header's field. */
export const SUGGESTION_COUNT = 8

interface Match {
  doc_id: number
  title: string
  type: SearchType
  town: string
  category: string
  price: string
  date: string
  score: number
}

/** The FTS5 columns a query looks in: all the text, or only the name and keywords (the head). */
const FTS_TEXT = 'title keywords body'
const FTS_HEAD = 'title keywords'

/** The FTS5 query: every term a quoted prefix ("bis"*), phrases quoted, all required. */
export function ftsExpression(query: SearchQuery, type?: SearchType, columns = FTS_TEXT): string {
  const parts = query.terms.map((term) => (term.length >= 2 ? `"${term}"*` : `"${term}"`))
  for (const phrase of query.phrases) parts.push(`"${phrase.join(' ')}"`)
  // The visitor's words are looked for in the text columns only, never in `kind`.
  const words = `{${columns}} : (${parts.join(' AND ')})`
  return type ? `${words} AND kind : ${type}` : words
}

/** The PostgreSQL tsquery of the terms, as quoted lexemes ('bis':* & 'elk':*), or '' when none. */
export function tsqueryText(query: SearchQuery): string {
  return query.terms.map((term) => `'${term}'${term.length >= 2 ? ':*' : ''}`).join(' & ')
}

function pgTsquery(query: SearchQuery) {
  const terms = tsqueryText(query)
  const phrases = query.phrases.map((phrase) => `"${phrase.join(' ')}"`).join(' ')
  return terms && phrases
    ? sql`(${terms}::tsquery && websearch_to_tsquery('simple', ${phrases}))`
    : terms
      ? sql`${terms}::tsquery`
      : sql`websearch_to_tsquery('simple', ${phrases})`
}

/** SQL conditions on a document's town, category and price (`d.` columns); true when none is chosen. */
function facetConditions(filters: SearchFilters) {
  const conditions = [sql`1 = 1`]
  if (filters.town) conditions.push(sql`d.town = ${filters.town}`)
  if (filters.category) conditions.push(sql`d.category = ${filters.category}`)
  if (filters.price) conditions.push(sql`d.price = ${filters.price}`)
  return sql.join(conditions, sql` and `)
}

const hasFacetFilter = (filters: SearchFilters) => Boolean(filters.town || filters.category || filters.price)

/** The matches of a query with these filters, ranked best first, at most `limit`. */
async function matches(
  db: Kysely<Database>,
  query: SearchQuery,
  limit: number,
  filters: SearchFilters = {},
): Promise<Match[]> {
  if (isEmptyQuery(query)) return []
  if (!isPostgres(db)) {
    // As on PostgreSQL below: the matches in a name or keywords first, ranked (bm25 weighs names
    // most); then, while there is room under `limit`, matches in the body alone, only as many as
    // fit, ranked among themselves. Ranking costs per match, so a word that half the pages
    // mention does not cost ranking every one of them.
    const head = ftsExpression(query, filters.type, FTS_HEAD)
    const rest = `(${ftsExpression(query, filters.type)}) NOT (${head})`
    const first = await ftsMatches(db, head, limit, filters, true)
    if (first.length >= limit) return first
    return [...first, ...(await ftsMatches(db, rest, limit - first.length, filters, false))]
  }
  const tsquery = pgTsquery(query)
  // A small type is read through its own index, a large one through the matches (GIN).
  let typeCondition = sql`1 = 1`
  if (filters.type)
    typeCondition =
      ((await typeSizes(db)).get(filters.type) ?? 0) <= SMALL_TYPE
        ? sql`d.type = ${filters.type}`
        : sql`d.type || '' = ${filters.type}`
  // Matches in a title or keywords (the small `head` vector) first, ranked; then, while there is
  // room under `limit`, matches in the body alone: only those are read and ranked, so a word that
  // half the pages mention does not cost ranking every one of them.
  const head = await sql<Match>`
    select doc_id, title, type, town, category, price, date,
           ts_rank('{0.05, 0.2, 0.4, 1.0}', head, query.q) + 1 as score
    from search_documents d, (select ${tsquery} as q) as query
    where head @@ query.q and ${typeCondition} and ${facetConditions(filters)}
    order by score desc
    limit ${limit}`.execute(db)
  if (head.rows.length >= limit) return head.rows
  const body = await sql<Match>`
    select doc_id, title, type, town, category, price, date, ts_rank('{0.05, 0.2, 0.4, 1.0}', tsv, query.q) as score
    from (
      select doc_id, title, type, town, category, price, date, tsv
      from search_documents d, (select ${tsquery} as q) as query
      where tsv @@ query.q and not (head @@ query.q) and ${typeCondition} and ${facetConditions(filters)}
      limit ${limit - head.rows.length}
    ) as m, (select ${tsquery} as q) as query
    order by score desc`.execute(db)
  return [...head.rows, ...body.rows]
}

/**
 * SQLite: up to `limit` matches of an FTS5 expression with their documents' columns, best first:
 * the best `limit` of them when `best`, else the first `limit` found, then ordered.
 */
async function ftsMatches(
  db: Kysely<Database>,
  expression: string,
  limit: number,
  filters: SearchFilters,
  best: boolean,
): Promise<Match[]> {
  const score = sql`bm25(search_fts, 10.0, 4.0, 1.0, 0.0)`
  if (hasFacetFilter(filters)) {
    const result = await sql<Match>`
      select * from (
        select d.doc_id, d.title, d.type, d.town, d.category, d.price, d.date, ${score} as score
        from search_fts join search_documents d on d.doc_id = search_fts.rowid
        where search_fts match ${expression} and ${facetConditions(filters)}
        ${best ? sql`order by score` : sql``}
        limit ${limit}
      ) order by score`.execute(db)
    return result.rows
  }
  // Ranked inside FTS5 first, so only the `limit` rows kept are joined to their documents.
  const result = await sql<Match>`
    select d.doc_id, d.title, d.type, d.town, d.category, d.price, d.date, m.score
    from (
      select rowid, ${score} as score
      from search_fts
      where search_fts match ${expression}
      ${best ? sql`order by score` : sql``}
      limit ${limit}
    ) as m
    join search_documents d on d.doc_id = m.rowid
    order by m.score`.execute(db)
  return result.rows
}

/** Below this many documents, a type's own documents are tested rather than every match. */
const SMALL_TYPE = 4000
const TYPE_SIZES_TTL_MS = 60_000
const typeSizeCache = new WeakMap<object, { at: number; sizes: Promise<Map<string, number>> }>()

/** How many documents each type has (PostgreSQL; kept a minute per process, only a planning hint). */
function typeSizes(db: Kysely<Database>): Promise<Map<string, number>> {
  const cached = typeSizeCache.get(db)
  if (cached && Date.now() - cached.at < TYPE_SIZES_TTL_MS) return cached.sizes
  const sizes = db
    .selectFrom('search_documents')
    .select(['type', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('type')
    .execute()
    .then((rows) => new Map(rows.map((row) => [row.type, Number(row.n)])))
  typeSizeCache.set(db, { at: Date.now(), sizes })
  sizes.catch(() => typeSizeCache.delete(db))
  return sizes
}

/**
 * How many documents of each type match, whatever the other filters. SQLite counts inside FTS5
 * (one count per type on the `kind` column, no document read): exact. PostgreSQL would have to
 * read every match's row, so it counts the ranked list (`ranked`, cut at the cap) and, unless the
 * list is filtered, checks that each type missing from it has a match: the counts are then lower
 * bounds (the links show none), and a filtered list only links the types it holds and "All".
 */
async function typeCounts(
  db: Kysely<Database>,
  query: SearchQuery,
  ranked: () => Promise<Match[]>,
  checkMissing: boolean,
): Promise<{ values: FacetValue[]; exact: boolean }> {
  const order = (a: FacetValue, b: FacetValue) =>
    SEARCH_TYPES.indexOf(a.value as SearchType) - SEARCH_TYPES.indexOf(b.value as SearchType)
  if (!isPostgres(db)) {
    const counts = await Promise.all(
      SEARCH_TYPES.map(async (type) => {
        const result = await sql<{ n: number }>`
          select count(*) as n from search_fts where search_fts match ${ftsExpression(query, type)}`.execute(
          db,
        )
        return { value: type as string, count: Number(result.rows[0]?.n ?? 0) }
      }),
    )
    return { values: counts.filter((facet) => facet.count > 0).sort(order), exact: true }
  }
  const values = countBy(await ranked(), 'type')
  if (!checkMissing) return { values: values.sort(order), exact: false }
  const sizes = await typeSizes(db)
  const missing = SEARCH_TYPES.filter(
    (type) => (sizes.get(type) ?? 0) > 0 && !values.some((facet) => facet.value === type),
  )
  const tsquery = pgTsquery(query)
  const found = await Promise.all(
    missing.map(async (type) => {
      // A small type: test its documents (type index); a large one: test the matches (GIN index).
      const byType = (sizes.get(type) ?? 0) <= SMALL_TYPE
      const result = await sql<{ one: number }>`
        select 1 as one from search_documents, (select ${tsquery} as q) as query
        where tsv @@ query.q and ${byType ? sql`type = ${type}` : sql`type || '' = ${type}`}
        limit 1`.execute(db)
      return result.rows.length > 0 ? { value: type as string, count: 1 } : undefined
    }),
  )
  for (const facet of found) if (facet) values.push(facet)
  return { values: values.sort(order), exact: false }
}

const isPast = (date: string, today: string) => date !== '' && date < today

/** Whether every word of the query starts a word of this title. */
function inTitle(title: string, words: string[]): boolean {
  if (words.length === 0) return false
  const titleWords = normalizeText(title).split(' ')
  return words.every((word) => titleWords.some((t) => t.startsWith(word)))
}

/**
 * Best first: what is still to come before events and shows that are over; then results whose
 * name holds every word of the query; then the engine's rank (names already weigh most there).
 */
function ranked(rows: Match[], query: SearchQuery, today: string): Match[] {
  const words = queryWords(query)
  return rows
    .map((row, index) => ({ row, index, past: isPast(row.date, today), title: inTitle(row.title, words) }))
    .sort((a, b) => Number(a.past) - Number(b.past) || Number(b.title) - Number(a.title) || a.index - b.index)
    .map(({ row }) => row)
}

export interface SearchFilters {
  type?: SearchType
  town?: string
  category?: string
  price?: string
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
}

function countBy(rows: Match[], key: keyof SearchFilters, order?: readonly string[]): FacetValue[] {
  const counts = new Map<string, number>()
  for (const row of rows) {
    const value = row[key]
    if (value) counts.set(value, (counts.get(value) ?? 0) + 1)
  }
  const values = [...counts].map(([value, count]) => ({ value, count }))
  if (order) return values.sort((a, b) => order.indexOf(a.value) - order.indexOf(b.value))
  return values.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
}

/** The display columns of the documents on this page, in the page's order. */
async function hitsFor(
  db: Kysely<Database>,
  rows: Match[],
  words: string[],
  today: string,
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
    // The summary, unless only the body has the words.
    const inSummary = words.length === 0 || highlight(doc.summary, words).some((part) => part.match)
    return [
      {
        type: doc.type as SearchType,
        url: doc.url,
        title: doc.title,
        snippet: excerpt(inSummary || !doc.body ? doc.summary : doc.body, words, 220),
        town: doc.town,
        category: doc.category,
        price: doc.price,
        date: doc.date,
        past: isPast(doc.date, today),
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
  options: SearchFilters & { page?: number; today: string; perPage?: number; cap?: number },
): Promise<SearchResults> {
  const query = parseQuery(q)
  const perPage = options.perPage ?? RESULTS_PER_PAGE
  const cap = options.cap ?? MATCH_CAP
  const filters: SearchFilters = {
    type: options.type,
    town: options.town,
    category: options.category,
    price: options.price,
  }
  const filtered = Boolean(filters.type) || hasFacetFilter(filters)
  let searched = query
  let found = ranked(await matches(db, query, cap, filters), query, options.today)
  let correction: SearchResults['correction']
  if (!isEmptyQuery(query) && !filtered && found.length <= 2) {
    const better = await correctQuery(db, query)
    if (better) {
      const again = ranked(await matches(db, better, cap), better, options.today)
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
  else if (!isEmptyQuery(searched)) types = await typeCounts(db, searched, async () => found, !filtered)
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
    hits: await hitsFor(db, pageRows, queryWords(searched), options.today),
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
  }
}

/** Suggestions for the header's field: the best few matches (then a corrected query's). */
export async function suggest(db: Db, q: unknown, today: string): Promise<Suggestion[]> {
  let query = parseQuery(q)
  if (isEmptyQuery(query)) return []
  let rows = ranked(await matches(db, query, SUGGESTION_COUNT * 3), query, today)
  if (rows.length === 0) {
    const better = await correctQuery(db, query)
    if (better) {
      query = better
      rows = ranked(await matches(db, better, SUGGESTION_COUNT * 3), better, today)
    }
  }
  const hits = await hitsFor(db, rows.slice(0, SUGGESTION_COUNT), [], today)
  return hits.map((hit) => ({
    type: hit.type,
    label: SEARCH_TYPE_LABELS[hit.type].one,
    title: hit.title,
    url: hit.url,
    detail: [hit.date ? `${hit.date}${hit.past ? ' (past)' : ''}` : '', hit.town].filter(Boolean).join(' · '),
  }))
}

// ---------------------------------------------------------------------------------------------
// Did you mean

const trigramSchemas = new WeakMap<object, Promise<string | null>>()

/** The schema pg_trgm is installed in, or null (then candidates come by first letter and length). */
function trigramSchema(db: Kysely<Database>): Promise<string | null> {
  let found = trigramSchemas.get(db)
  if (!found) {
    found = sql<{ schema: string }>`
      select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
      where e.extname = 'pg_trgm'`
      .execute(db)
      .then((result) => result.rows[0]?.schema ?? null)
      .catch(() => null)
    trigramSchemas.set(db, found)
  }
  return found
}

/** Words of the index that start with `prefix` (or equal it), at most `limit`. */
async function wordsStartingWith(db: Kysely<Database>, prefix: string, limit: number): Promise<string[]> {
  const rows = isPostgres(db)
    ? await db
        .selectFrom('search_terms')
        .select('term')
        .where(sql<boolean>`starts_with(term, ${prefix})`)
        .limit(limit)
        .execute()
    : await db
        .selectFrom('search_terms')
        .select('term')
        .where('term', '>=', prefix)
        .where('term', '<', `${prefix}\u{10ffff}`)
        .limit(limit)
        .execute()
  return rows.map((row) => row.term)
}

async function isKnown(db: Kysely<Database>, word: string): Promise<boolean> {
  // Words shorter than three letters are not in the vocabulary: never "corrected".
  if (word.length < 3 || /^\d+$/.test(word)) return true
  return (await wordsStartingWith(db, word, 1)).length > 0
}

async function hasWord(db: Kysely<Database>, word: string): Promise<boolean> {
  const row = await db.selectFrom('search_terms').select('term').where('term', '=', word).executeTakeFirst()
  return row !== undefined
}

/** The indexed word closest to `word` (within its allowed edits), most frequent on ties. */
export async function closestWord(db: Kysely<Database>, word: string): Promise<string | undefined> {
  const max = allowedEdits(word)
  if (max === 0) return undefined
  let candidates: { term: string; doc_count: number }[]
  const schema = isPostgres(db) ? await trigramSchema(db) : null
  if (schema) {
    const result = await sql<{ term: string; doc_count: number }>`
      select term, doc_count from search_terms
      where term operator(${sql.id(schema)}.%) ${word}
      order by ${sql.id(schema)}.similarity(term, ${word}) desc
      limit 30`.execute(db)
    candidates = result.rows
  } else {
    // Same first letter, length within the allowed edits (a range of the primary key).
    const first = Array.from(word)[0]!
    candidates = await db
      .selectFrom('search_terms')
      .select(['term', 'doc_count'])
      .where('term', '>=', first)
      .where('term', '<', `${first}\u{10ffff}`)
      .where(sql<number>`length(term)`, '>=', word.length - max)
      .where(sql<number>`length(term)`, '<=', word.length + max)
      .execute()
  }
  let best: { term: string; distance: number; count: number } | undefined
  for (const candidate of candidates) {
    const distance = editDistance(word, candidate.term, max)
    if (distance > max) continue
    const count = Number(candidate.doc_count)
    if (!best || distance < best.distance || (distance === best.distance && count > best.count))
      best = { term: candidate.term, distance, count }
  }
  return best?.term
}

/**
 * A better spelled query, or undefined: words run together when the index knows them so
 * ("buffalo berry" -> buffaloberry), then each word the index does not know replaced by its
 * closest indexed word ("jackon" -> jackson).
 */
export async function correctQuery(
  db: Kysely<Database>,
  query: SearchQuery,
): Promise<SearchQuery | undefined> {
  const terms = [...query.terms]
  let changed = false
  // Compounds: the whole query, then neighbours.
  if (terms.length > 1 && terms.length <= 4) {
    const whole = terms.join('')
    if (await hasWord(db, whole)) return { ...query, terms: [whole], phrases: query.phrases }
  }
  for (let i = 0; i + 1 < terms.length; i++) {
    const joined = terms[i]! + terms[i + 1]!
    if (await hasWord(db, joined)) {
      terms.splice(i, 2, joined)
      changed = true
    }
  }
  for (let i = 0; i < terms.length; i++) {
    const term = terms[i]!
    if (await isKnown(db, term)) continue
    const better = await closestWord(db, term)
    if (better && better !== term) {
      terms[i] = better
      changed = true
    }
  }
  return changed ? { ...query, terms: [...new Set(terms)] } : undefined
}
