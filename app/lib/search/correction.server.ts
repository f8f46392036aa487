import { type Kysely, sql } from 'kysely'
import type { Database } from '../../../db/schema'
import { isPostgres } from './index.server'
import { allowedEdits, editDistance, type SearchQuery } from './text'

/**
 * "Did you mean": a better spelled query from the words the index holds (search_terms). Words
 * the visitor ran apart are joined when the index knows the compound; a word the index does not
 * know is replaced by its closest indexed word within the edits its length allows, the most
 * frequent on ties. PostgreSQL finds the candidates by trigram similarity when pg_trgm is
 * installed; otherwise (and on SQLite) they come by first letter and length.
 */

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

/** Farthest a word offered on a zero-result page may be from the visitor's (in edits). */
const NEAR_EDITS = 2

/** How many letter pairs two words share ("motel" and "hotels": ot, te, el). */
function sharedPairs(a: string, b: string): number {
  const pairs = new Set<string>()
  for (let i = 0; i + 1 < a.length; i++) pairs.add(a.slice(i, i + 2))
  let shared = 0
  for (let i = 0; i + 1 < b.length; i++) if (pairs.delete(b.slice(i, i + 2))) shared++
  return shared
}

/**
 * For a query that found nothing: words of the index to try instead, nearest first. A word the
 * index knows is offered alone (the query as a whole found nothing: fewer words may); an unknown
 * one brings the indexed words within NEAR_EDITS edits ("motel": hotels), the most alike, then
 * the most used, on ties.
 */
export async function nearestTerms(db: Kysely<Database>, query: SearchQuery, limit = 6): Promise<string[]> {
  const words = [...query.terms, ...query.phrases.flat()]
  const found: { term: string; distance: number; shared: number; count: number }[] = []
  for (const word of words.slice(0, 4)) {
    if (word.length < 3 || /^\d+$/.test(word)) continue
    if (words.length > 1 && (await isKnown(db, word))) {
      found.push({ term: word, distance: 0, shared: word.length, count: Number.MAX_SAFE_INTEGER })
      continue
    }
    // Words of about the same length (a range scan of the vocabulary; zero-result pages are rare).
    const candidates = await db
      .selectFrom('search_terms')
      .select(['term', 'doc_count'])
      .where(sql<number>`length(term)`, '>=', word.length - NEAR_EDITS)
      .where(sql<number>`length(term)`, '<=', word.length + NEAR_EDITS)
      .execute()
    for (const candidate of candidates) {
      const distance = editDistance(word, candidate.term, NEAR_EDITS)
      if (distance <= NEAR_EDITS && candidate.term !== word)
        found.push({
          term: candidate.term,
          distance,
          shared: sharedPairs(word, candidate.term),
          count: Number(candidate.doc_count),
        })
    }
  }
  // Nearest first; among as near, the most alike (letter pairs in common), then the most used.
  found.sort(
    (a, b) =>
      a.distance - b.distance || b.shared - a.shared || b.count - a.count || a.term.localeCompare(b.term),
  )
  return [...new Set(found.map((item) => item.term))].slice(0, limit)
}
