import crypto from 'node:crypto'
import { type Kysely, PostgresAdapter, type RawBuilder, sql, type Transaction } from 'kysely'
import type { Database } from '../../../db/schema'
import {
  readContentVersion,
  readSearchIndexVersion,
  recordIndexUpdate,
  writeSearchIndexVersion,
} from '../content-version.server'
import type { Db } from '../db.server'
import type { Locale } from '../i18n/config'
import { logger } from '../logger.server'
import {
  documentKey,
  LISTING_SOURCES,
  type ListingSource,
  listingDocuments,
  type SearchDocument,
  type TranslatedText,
} from './documents.server'
import { normalizeText } from './text'

/**
 * Keeping the search index in step with the content. Everything that publishes, edits, hides or
 * deletes a listing calls one of these inside its own transaction, so the listing and its search
 * entry commit (or roll back) together:
 *
 *   await reindexListing(trx, 'restaurants', id)   // published, edited, shown again, or hidden
 *   await removeFromIndex(trx, 'restaurants', id)  // deleted
 *
 * `reindexListing` reads the listing's row as the transaction sees it: a hidden (`hidden` = 1) or
 * missing listing leaves the index. `rebuildSearchIndex(db)` rebuilds every listing's entry, and
 * `ensureSearchIndex` (at start-up) rebuilds when the index's version is not the content's: a
 * change that reached the content without passing through here is caught on the next start.
 */

type Writer = Db | Transaction<Database>

/** Names a caller may use for a listing table (its table name, or the kind's singular name). */
const SOURCE_ALIASES: Record<string, ListingSource> = {
  restaurant: 'restaurants',
  stay: 'stays',
  activity: 'activities',
  event: 'events',
  music: 'music_shows',
  'music-show': 'music_shows',
  'music-shows': 'music_shows',
  music_show: 'music_shows',
  article: 'articles',
  story: 'articles',
  stories: 'articles',
}

export function listingSource(type: string): ListingSource {
  if ((LISTING_SOURCES as readonly string[]).includes(type)) return type as ListingSource
  const source = SOURCE_ALIASES[type]
  if (!source) throw new Error(`unknown listing type for the search index: ${type}`)
  return source
}

export function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter
}

/** Runs `work` in the caller's transaction, or in a new one. */
function inTransaction<T>(db: Writer, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work)
}

/**
 * The PostgreSQL text search configuration of each language other than English: its words are
 * stemmed as that language's ("pescados" is "pesc"). English keeps 'simple' (every word as it is,
 * matched as a prefix or in its inflections: ./expand.ts).
 */
export const TEXT_SEARCH_CONFIGS: Record<Exclude<Locale, 'en'>, string> = { es: 'spanish' }

/**
 * PostgreSQL: the weight of every translated word (English uses A, B and C), so that a query's
 * English words look only at English words and its words stemmed as Spanish only at Spanish ones.
 */
export const TRANSLATED_WEIGHT = 'D'

interface NormalizedText {
  title: string
  keywords: string
  body: string
}

/** A document's searched text, normalized, by weight. */
function normalizedText(doc: Pick<TranslatedText, 'title' | 'keywords' | 'body'>): NormalizedText {
  return {
    title: normalizeText(doc.title),
    keywords: normalizeText(doc.keywords),
    body: normalizeText(doc.body),
  }
}

/** A document's translations, normalized, by language. */
function normalizedTranslations(doc: SearchDocument): [Locale, NormalizedText][] {
  return Object.entries(doc.translations ?? {}).map(([locale, text]) => [
    locale as Locale,
    normalizedText(text),
  ])
}

/** PostgreSQL: translated text as a vector of that language's stems (folded, as the queries are). */
function translatedVector(locale: Locale, text: string): RawBuilder<unknown> {
  const config = TEXT_SEARCH_CONFIGS[locale as Exclude<Locale, 'en'>] ?? 'simple'
  return sql`setweight(to_tsvector(${config}::regconfig, ${text}), ${TRANSLATED_WEIGHT})`
}

function headVector(text: NormalizedText, translations: [Locale, NormalizedText][]): RawBuilder<unknown> {
  const own = sql`setweight(to_tsvector('simple', ${text.title}), 'A') || setweight(to_tsvector('simple', ${text.keywords}), 'B')`
  return sql.join(
    [own, ...translations.map(([locale, t]) => translatedVector(locale, `${t.title} ${t.keywords}`))],
    sql` || `,
  )
}

function tsvector(text: NormalizedText, translations: [Locale, NormalizedText][]): RawBuilder<unknown> {
  const own = sql`setweight(to_tsvector('simple', ${text.title}), 'A') || setweight(to_tsvector('simple', ${text.keywords}), 'B') || setweight(to_tsvector('simple', ${text.body}), 'C')`
  return sql.join(
    [
      own,
      ...translations.map(([locale, t]) => translatedVector(locale, `${t.title} ${t.keywords} ${t.body}`)),
    ],
    sql` || `,
  )
}

/** SQLite: the FTS5 columns' text, each language's after the English (accents folded alike). */
function ftsText(text: NormalizedText, translations: [Locale, NormalizedText][]): NormalizedText {
  const all = [text, ...translations.map(([, t]) => t)]
  const joined = (key: keyof NormalizedText) =>
    all
      .map((t) => t[key])
      .filter(Boolean)
      .join(' ')
  return { title: joined('title'), keywords: joined('keywords'), body: joined('body') }
}

/** The words "Did you mean" may offer: at least three letters, not only digits. */
export function vocabularyOf(text: string): string[] {
  const words = new Set<string>()
  for (const word of text.split(' '))
    if (word.length >= 3 && word.length <= 40 && !/^\d+$/.test(word)) words.add(word)
  return [...words]
}

const CHUNK = 200

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/** Inserts or replaces documents (by key) and their words, in the given transaction. */
async function writeDocuments(trx: Transaction<Database>, docs: SearchDocument[]): Promise<void> {
  const postgres = isPostgres(trx)
  const now = new Date().toISOString()
  for (const batch of chunks(docs)) {
    const texts = batch.map(normalizedText)
    const translations = batch.map(normalizedTranslations)
    const rows = batch.map((doc, i) => {
      const row = {
        doc_key: doc.key,
        type: doc.type,
        url: doc.url,
        title: doc.title,
        summary: doc.summary,
        keywords: doc.keywords,
        body: doc.body,
        town: doc.town ?? '',
        category: doc.category ?? '',
        price: doc.price ?? '',
        date: doc.date ?? '',
        updated_at: now,
      }
      return postgres
        ? {
            ...row,
            tsv: tsvector(texts[i]!, translations[i]!),
            head: headVector(texts[i]!, translations[i]!),
          }
        : row
    })
    const written = await trx
      .insertInto('search_documents')
      .values(rows)
      .onConflict((oc) =>
        oc.column('doc_key').doUpdateSet((eb) => ({
          type: eb.ref('excluded.type'),
          url: eb.ref('excluded.url'),
          title: eb.ref('excluded.title'),
          summary: eb.ref('excluded.summary'),
          keywords: eb.ref('excluded.keywords'),
          body: eb.ref('excluded.body'),
          town: eb.ref('excluded.town'),
          category: eb.ref('excluded.category'),
          price: eb.ref('excluded.price'),
          date: eb.ref('excluded.date'),
          updated_at: eb.ref('excluded.updated_at'),
          ...(postgres ? { tsv: sql`excluded.tsv`, head: sql`excluded.head` } : {}),
        })),
      )
      .returning(['doc_id', 'doc_key'])
      .execute()
    const idOf = new Map(written.map((row) => [row.doc_key, Number(row.doc_id)]))
    const ids = batch.map((doc) => idOf.get(doc.key)!)
    if (!postgres) {
      const fts = batch.map((_, i) => ftsText(texts[i]!, translations[i]!))
      await sql`delete from search_fts where rowid in (${sql.join(ids)})`.execute(trx)
      await sql`insert into search_fts (rowid, title, keywords, body, kind) values ${sql.join(
        batch.map(
          (_, i) =>
            sql`(${ids[i]}, ${fts[i]!.title}, ${fts[i]!.keywords}, ${fts[i]!.body}, ${batch[i]!.type})`,
        ),
      )}`.execute(trx)
    }
    // What a result shows in each language.
    await trx.deleteFrom('search_translations').where('doc_id', 'in', ids).execute()
    const translated = batch.flatMap((doc, i) =>
      Object.entries(doc.translations ?? {}).map(([locale, text]) => ({ doc_id: ids[i]!, locale, ...text })),
    )
    if (translated.length > 0) await trx.insertInto('search_translations').values(translated).execute()
    const words = new Set<string>()
    for (const [i, text] of texts.entries())
      for (const t of [text, ...translations[i]!.map(([, own]) => own)])
        for (const word of vocabularyOf(`${t.title} ${t.keywords} ${t.body}`)) words.add(word)
    for (const part of chunks([...words], 500))
      await trx
        .insertInto('search_terms')
        .values(part.map((term) => ({ term, doc_count: 1 })))
        .onConflict((oc) => oc.column('term').doNothing())
        .execute()
  }
}

/** Removes documents by key. */
async function deleteDocuments(trx: Transaction<Database>, keys: string[]): Promise<void> {
  if (keys.length === 0) return
  const removed = await trx
    .deleteFrom('search_documents')
    .where('doc_key', 'in', keys)
    .returning('doc_id')
    .execute()
  if (removed.length > 0)
    await trx
      .deleteFrom('search_translations')
      .where(
        'doc_id',
        'in',
        removed.map((row) => Number(row.doc_id)),
      )
      .execute()
  if (!isPostgres(trx) && removed.length > 0)
    await sql`delete from search_fts where rowid in (${sql.join(removed.map((row) => Number(row.doc_id)))})`.execute(
      trx,
    )
}

/**
 * Brings one listing's search entry up to date, inside the caller's transaction: indexed as its
 * row now reads, or removed when the row is gone or hidden. `type` is the listing's table
 * ('restaurants', 'stays', 'activities', 'events', 'music_shows', 'articles') or its singular name.
 */
export async function reindexListing(trx: Writer, type: string, id: string): Promise<void> {
  const source = listingSource(type)
  await inTransaction(trx, async (t) => {
    // 'story': an article being published from a community story (its published_submissions row
    // may not be written yet).
    const docs = await listingDocuments(t, source, [id], { story: type === 'story' })
    if (docs.length === 0) await deleteDocuments(t, [documentKey(source, id)])
    else await writeDocuments(t, docs)
    await recordIndexUpdate(t)
  })
}

/** Removes one listing's search entry, inside the caller's transaction (the listing is deleted). */
export async function removeFromIndex(trx: Writer, type: string, id: string): Promise<void> {
  const source = listingSource(type)
  await inTransaction(trx, async (t) => {
    await deleteDocuments(t, [documentKey(source, id)])
    await recordIndexUpdate(t)
  })
}

/** Recounts the vocabulary from every document. */
async function rebuildTerms(trx: Transaction<Database>): Promise<void> {
  await trx.deleteFrom('search_terms').execute()
  const counts = new Map<string, number>()
  const docs = [
    ...(await trx.selectFrom('search_documents').select(['title', 'keywords', 'body']).execute()),
    ...(await trx.selectFrom('search_translations').select(['title', 'keywords', 'body']).execute()),
  ]
  for (const doc of docs)
    for (const word of vocabularyOf(
      `${normalizeText(doc.title)} ${normalizeText(doc.keywords)} ${normalizeText(doc.body)}`,
    ))
      counts.set(word, (counts.get(word) ?? 0) + 1)
  for (const part of chunks([...counts], 500))
    await trx
      .insertInto('search_terms')
      .values(part.map(([term, doc_count]) => ({ term, doc_count })))
      .execute()
}

/**
 * Rebuilds every listing's search entry from the listing tables (editorial pages are kept), in one
 * transaction (the caller's, when given one), and records the content version it matches.
 */
export async function rebuildSearchIndex(db: Writer): Promise<{ documents: number; ms: number }> {
  const started = performance.now()
  const documents = await inTransaction(db, async (trx) => {
    if (!isPostgres(trx))
      await sql`delete from search_fts where rowid in (select doc_id from search_documents where type <> 'page')`.execute(
        trx,
      )
    await trx
      .deleteFrom('search_translations')
      .where('doc_id', 'in', (eb) =>
        eb.selectFrom('search_documents').select('doc_id').where('type', '<>', 'page'),
      )
      .execute()
    await trx.deleteFrom('search_documents').where('type', '<>', 'page').execute()
    let count = 0
    for (const source of LISTING_SOURCES) {
      const docs = await listingDocuments(trx, source)
      await writeDocuments(trx, docs)
      count += docs.length
    }
    await rebuildTerms(trx)
    await writeSearchIndexVersion(trx, await readContentVersion(trx))
    // A content version written later in this transaction is the index's too.
    await recordIndexUpdate(trx)
    return count
  })
  return { documents, ms: Math.round(performance.now() - started) }
}

const PAGES_HASH_KEY = 'search_pages_hash'

/**
 * Indexes the editorial pages (their text lives in code, app/content/search-pages.ts) when they
 * differ from what the index holds: cheap on every start (one hash compared).
 */
export async function syncEditorialPages(db: Writer, pages: SearchDocument[]): Promise<boolean> {
  const hash = crypto.createHash('sha256').update(JSON.stringify(pages)).digest('hex')
  return inTransaction(db, async (trx) => {
    const stored = await trx
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', PAGES_HASH_KEY)
      .executeTakeFirst()
    if (stored?.value === hash) return false
    const keep = new Set(pages.map((page) => page.key))
    const old = await trx
      .selectFrom('search_documents')
      .select('doc_key')
      .where('type', '=', 'page')
      .execute()
    await deleteDocuments(
      trx,
      old.map((row) => row.doc_key).filter((key) => !keep.has(key)),
    )
    await writeDocuments(trx, pages)
    await trx
      .insertInto('app_meta')
      .values({ key: PAGES_HASH_KEY, value: hash })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: hash }))
      .execute()
    return true
  })
}

/**
 * At start-up: the editorial pages indexed as the code has them, and the listings rebuilt when
 * the index's version differs from the content's (two small reads when they agree).
 */
export async function ensureSearchIndex(db: Db, pages: SearchDocument[]): Promise<void> {
  if (await syncEditorialPages(db, pages))
    logger().info({ pages: pages.length }, 'search index: editorial pages indexed')
  const [content, indexed] = await Promise.all([readContentVersion(db), readSearchIndexVersion(db)])
  if (content === indexed) return
  const { documents, ms } = await rebuildSearchIndex(db)
  logger().info({ documents, ms, content, indexed: indexed ?? null }, 'search index rebuilt')
}
