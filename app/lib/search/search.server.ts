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

/** Most matches ranked and counted for one query; more show as "1,000+". */
export const MATCH_CAP = 1000
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

/** The FTS5 query: every term a quoted prefix ("bis"*), phrases quoted, all required. */
export function ftsExpression(query: SearchQuery): string {
  const parts = query.terms.map((term) => (term.length >= 2 ? `"${term}"*` : `"${term}"`))
  for (const phrase of query.phrases) parts.push(`"${phrase.join(' ')}"`)
  return parts.join(' AND ')
}

/** The PostgreSQL tsquery of the terms, as quoted lexemes ('bis':* & 'elk':*), or '' when none. */
export function tsqueryText(query: SearchQuery): string {
  return query.terms.map((term) => `'${term}'${term.length >= 2 ? ':*' : ''}`).join(' & ')
}

/** Every match of a query (ranked best first, at most `limit`). */
async function matches(db: Kysely<Database>, query: SearchQuery, limit: number): Promise<Match[]> {
  if (isEmptyQuery(query)) return []
  if (!isPostgres(db)) {
    // Ranked inside FTS5 first, so only the best `limit` rows are joined to their documents.
    const result = await sql<Match>`
      select d.doc_id, d.title, d.type, d.town, d.category, d.price, d.date, m.score
      from (
        select rowid, bm25(search_fts, 10.0, 4.0, 1.0) as score
        from search_fts
        where search_fts match ${ftsExpression(query)}
        order by score
        limit ${limit}
      ) as m
      join search_documents d on d.doc_id = m.rowid
      order by m.score`.execute(db)
    return result.rows
  }
  const terms = tsqueryText(query)
  const phrases = query.phrases.map((phrase) => `"${phrase.join(' ')}"`).join(' ')
  const tsquery =
    terms && phrases
      ? sql`(${terms}::tsquery && websearch_to_tsquery('simple', ${phrases}))`
      : terms
        ? sql`${terms}::tsquery`
        : sql`websearch_to_tsquery('simple', ${phrases})`
  // Matches in a title or keywords (the small `head` vector) first, ranked; then, while there is
  // room under `limit`, matches in the body alone: only those are read and ranked, so a word that
  // half the pages mention does not cost ranking every one of them.
  const head = await sql<Match>`
    select doc_id, title, type, town, category, price, date,
           ts_rank('{0.05, 0.2, 0.4, 1.0}', head, query.q) + 1 as score
    from search_documents, (select ${tsquery} as q) as query
    where head @@ query.q
    order by score desc
    limit ${limit}`.execute(db)
  if (head.rows.length >= limit) return head.rows
  const body = await sql<Match>`
    select doc_id, title, type, town, category, price, date, ts_rank('{0.05, 0.2, 0.4, 1.0}', tsv, query.q) as score
    from (
      select doc_id, title, type, town, category, price, date, tsv
      from search_documents, (select ${tsquery} as q) as query
      where tsv @@ query.q and not (head @@ query.q)
      limit ${limit - head.rows.length}
    ) as m, (select ${tsquery} as q) as query
    order by score desc`.execute(db)
  return [...head.rows, ...body.rows]
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
  /** matches in all (at most MATCH_CAP) */
  total: number
  /** more than MATCH_CAP matched */
  capped: boolean
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

function applyFilters(rows: Match[], filters: SearchFilters, except?: keyof SearchFilters): Match[] {
  return rows.filter((row) =>
    (['type', 'town', 'category', 'price'] as const).every(
      (key) => key === except || !filters[key] || row[key] === filters[key],
    ),
  )
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
  options: SearchFilters & { page?: number; today: string; perPage?: number },
): Promise<SearchResults> {
  const query = parseQuery(q)
  const perPage = options.perPage ?? RESULTS_PER_PAGE
  let searched = query
  let all = ranked(await matches(db, query, MATCH_CAP), query, options.today)
  let correction: SearchResults['correction']
  if (!isEmptyQuery(query) && all.length <= 2) {
    const better = await correctQuery(db, query)
    if (better) {
      const found = ranked(await matches(db, better, MATCH_CAP), better, options.today)
      if (found.length > all.length) {
        correction = { text: queryToText(better), applied: all.length === 0 }
        if (all.length === 0) {
          all = found
          searched = better
        }
      }
    }
  }
  const filters: SearchFilters = options
  const filtered = applyFilters(all, filters)
  const pageCount = Math.max(1, Math.ceil(filtered.length / perPage))
  const page = Math.min(Math.max(1, Math.trunc(options.page ?? 1) || 1), pageCount)
  const pageRows = filtered.slice((page - 1) * perPage, page * perPage)
  return {
    query,
    searched,
    total: filtered.length,
    capped: all.length >= MATCH_CAP,
    hits: await hitsFor(db, pageRows, queryWords(searched), options.today),
    page,
    pageCount,
    facets: {
      type: countBy(applyFilters(all, filters, 'type'), 'type', SEARCH_TYPES),
      town: countBy(applyFilters(all, filters, 'town'), 'town'),
      category: countBy(applyFilters(all, filters, 'category'), 'category'),
      price: countBy(applyFilters(all, filters, 'price'), 'price', PRICE_LEVELS),
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
