import { todayInTimeZone } from '../dates'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../../../db/schema'
import { isPostgres, TEXT_SEARCH_CONFIGS, TRANSLATED_WEIGHT } from './index.server'
import { expandQuery, ftsConcepts, tsqueryConceptList } from './expand'
import { isEmptyQuery, type SearchQuery } from './text'
import { ACCESS_FILTER_FACTS } from '../accessibility/filters'
import { type Facet, type FacetValue, type SearchFilters, SEARCH_TYPES, type SearchType } from './types'

/**
 * Finding the matches of a query in the index, on each engine: SQLite FTS5 ranked with bm25,
 * PostgreSQL tsvector ranked with ts_rank (titles weigh most, every word matches as a prefix, or
 * as any name of its synonym group: ./expand.ts builds both engines' queries from one model).
 * Matches in a name or keywords come before matches in the body alone; the facet filters apply
 * in SQL; and how many documents of each type match, for the type links. Queries only ever reach
 * the engines as normalized letters and digits (parseQuery), quoted. Ranking for the visitor and
 * the pages are ./search.server.ts.
 */

/** One match: the document's id, the columns the results are ranked and counted by, its score. */
export interface Match {
  doc_id: number
  title: string
  type: SearchType
  town: string
  category: string
  price: string
  date: string
  score: number
  /** found in the name or keywords (else in the body alone) */
  head: boolean
}

/** The FTS5 columns a query looks in: all the text, or only the name and keywords (the head). */
const FTS_TEXT = 'title keywords body'
const FTS_HEAD = 'title keywords'

/** The FTS5 query of the concepts (./expand.ts), looked for in these columns, of one type when given. */
export function ftsExpression(
  query: SearchQuery,
  type?: SearchType,
  columns = FTS_TEXT,
  wholeWords = false,
): string {
  // The visitor's words are looked for in the text columns only, never in `kind`.
  const words = `{${columns}} : (${ftsConcepts(expandQuery(query), wholeWords)})`
  return type ? `${words} AND kind : ${type}` : words
}

/**
 * The PostgreSQL tsquery: each concept found in English words (weights A-C, as typed) or in the
 * translated ones (weight D), stemmed as each language's (to_tsquery('spanish', ...): "pescados"
 * finds pescado); a word of one language and a word of the other may be asked for together.
 */
function pgTsquery(query: SearchQuery, wholeWords = false) {
  const concepts = expandQuery(query)
  const english = tsqueryConceptList(concepts, wholeWords, { weights: 'ABC' })
  const translated = Object.values(TEXT_SEARCH_CONFIGS).map((config) => ({
    config,
    texts: tsqueryConceptList(concepts, wholeWords, { weights: TRANSLATED_WEIGHT, stemmed: true }),
  }))
  return sql`(${sql.join(
    english.map(
      (text, i) =>
        sql`(${sql.join(
          [
            sql`${text}::tsquery`,
            ...translated.map(({ config, texts }) => sql`to_tsquery(${config}::regconfig, ${texts[i]!})`),
          ],
          sql` || `,
        )})`,
    ),
    sql` && `,
  )})`
}

/** An article or story dated later is scheduled: found from its day on (issue 51). */
const published = () => sql`not (d.type in ('article', 'story') and d.date > ${todayInTimeZone()})`

/**
 * The documents of listings whose facts say yes to every accessibility filter: their keys
 * ('<table>:<id>', ./documents.server.ts) among the facts' rows. Unknown facts never match, so
 * events, articles and pages (no facts) never do.
 */
function accessCondition(filters: NonNullable<SearchFilters['access']>) {
  const facts = filters.map((filter) => {
    const { fact, values } = ACCESS_FILTER_FACTS[filter]
    return sql`${sql.ref(`a.${fact}`)} in (${sql.join(values)})`
  })
  return sql`d.doc_key in (
    select a.listing_type || ':' || a.listing_id from listing_accessibility a
    where ${sql.join(facts, sql` and `)})`
}

/**
 * SQL conditions on a document's town, category, price (`d.` columns) and accessibility facts;
 * only what is published when none is chosen.
 */
function facetConditions(filters: SearchFilters) {
  const conditions = [published()]
  if (filters.town) conditions.push(sql`d.town = ${filters.town}`)
  if (filters.category) conditions.push(sql`d.category = ${filters.category}`)
  if (filters.price) conditions.push(sql`d.price = ${filters.price}`)
  if (filters.access?.length) conditions.push(accessCondition(filters.access))
  return sql.join(conditions, sql` and `)
}

export const hasFacetFilter = (filters: SearchFilters) =>
  Boolean(filters.town || filters.category || filters.price || filters.access?.length)

/** The matches of a query with these filters, ranked best first, at most `limit`. */
export async function matches(
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
    const first = (await ftsMatches(db, head, limit, filters, true)).map((row) => ({ ...row, head: true }))
    if (first.length >= limit) return first
    const more = await ftsMatches(db, rest, limit - first.length, filters, false)
    return [...first, ...more.map((row) => ({ ...row, head: false }))]
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
  const heads = head.rows.map((row) => ({ ...row, head: true }))
  if (heads.length >= limit) return heads
  const body = await sql<Match>`
    select doc_id, title, type, town, category, price, date, ts_rank('{0.05, 0.2, 0.4, 1.0}', tsv, query.q) as score
    from (
      select doc_id, title, type, town, category, price, date, tsv
      from search_documents d, (select ${tsquery} as q) as query
      where tsv @@ query.q and not (head @@ query.q) and ${typeCondition} and ${facetConditions(filters)}
      limit ${limit - head.rows.length}
    ) as m, (select ${tsquery} as q) as query
    order by score desc`.execute(db)
  return [...heads, ...body.rows.map((row) => ({ ...row, head: false }))]
}

/**
 * Which of these documents match the query in whole words (a word or its plain inflections, see
 * ./expand.ts), not only as prefixes: "ski" in skiing, not in skills. One query on the given ids.
 */
export async function wholeWordMatches(
  db: Kysely<Database>,
  query: SearchQuery,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0 || isEmptyQuery(query)) return new Set()
  const rows = isPostgres(db)
    ? await sql<{ id: number }>`
        select doc_id as id from search_documents
        where doc_id in (${sql.join(ids)}) and tsv @@ ${pgTsquery(query, true)}`.execute(db)
    : // Every whole-word match (FTS5 reads its word lists, nothing ranked): a rowid list would make
      // FTS5 run the query once per id.
      await sql<{ id: number }>`
        select rowid as id from search_fts
        where search_fts match ${ftsExpression(query, undefined, FTS_TEXT, true)}`.execute(db)
  const wanted = new Set(ids)
  return new Set(rows.rows.map((row) => Number(row.id)).filter((id) => wanted.has(id)))
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
    where ${published()}
    order by m.score`.execute(db)
  return result.rows
}

/** Below this many documents, a type's own documents are tested rather than every match. */
const SMALL_TYPE = 4000
const TYPE_SIZES_TTL_MS = 60_000
const typeSizeCache = new WeakMap<object, { at: number; sizes: Promise<Map<string, number>> }>()

/** How many documents each type has (kept a minute per process: a planning hint, and the zero-result page's links). */
export function typeSizes(db: Kysely<Database>): Promise<Map<string, number>> {
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
export async function typeCounts(
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

/** How many matches have each value of `key`: in `order` when given, else most first. */
export function countBy(rows: Match[], key: Facet | 'type', order?: readonly string[]): FacetValue[] {
  const counts = new Map<string, number>()
  for (const row of rows) {
    const value = row[key]
    if (value) counts.set(value, (counts.get(value) ?? 0) + 1)
  }
  const values = [...counts].map(([value, count]) => ({ value, count }))
  if (order) return values.sort((a, b) => order.indexOf(a.value) - order.indexOf(b.value))
  return values.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
}
