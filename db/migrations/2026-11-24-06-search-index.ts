import { type Kysely, PostgresAdapter, sql } from 'kysely'

// The site search index (issue 19). One row per searchable page in `search_documents` (what a
// result shows: title, summary, link, facets), its words in each engine's full-text index, and the
// words seen (`search_terms`) for "Did you mean". Every text column that is searched holds the
// app's normalized form (lower case, accents removed, words separated by single spaces; see
// app/lib/search/text.ts), so both engines tokenize it the same way.
//
// - SQLite: an FTS5 table `search_fts` (rowid = doc_id) with columns title, keywords, body, kind,
//   the unicode61 tokenizer without diacritics and prefix indexes for 2-4 letters.
// - PostgreSQL: a weighted `tsv` tsvector column (title A, keywords B, body C) and a `head` one
//   (title and keywords only), each under a GIN index, and, when the pg_trgm extension exists or can be created, a trigram GIN index on the words.
//   Creating the extension may be refused (no privilege): a savepoint keeps the migration going
//   and the app then finds "Did you mean" candidates without it.

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter

  let table = db.schema
    .createTable('search_documents')
    .addColumn('doc_id', postgres ? 'serial' : 'integer', (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    // '<source table>:<listing id>', or 'page:<path>' for the editorial pages
    .addColumn('doc_key', 'text', (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('keywords', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('town', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('category', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price', 'text', (c) => c.notNull().defaultTo(''))
    // an event's or show's day (YYYY-MM-DD), '' for the rest
    .addColumn('date', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'text', (c) => c.notNull())
  // PostgreSQL: every word (title A, keywords B, body C), and the title and keywords alone (ranked
  // first, so a common word does not make every body that holds it be ranked).
  if (postgres)
    table = table
      .addColumn('tsv', sql`tsvector`, (c) => c.notNull())
      .addColumn('head', sql`tsvector`, (c) => c.notNull())
  await table.execute()
  await db.schema.createIndex('search_documents_type_idx').on('search_documents').column('type').execute()

  await db.schema
    .createTable('search_terms')
    .addColumn('term', 'text', (c) => c.primaryKey())
    .addColumn('doc_count', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()

  if (!postgres) {
    // `kind` holds the document's type as one word, so a type filter or count stays inside FTS5.
    await sql`create virtual table search_fts using fts5(
      title, keywords, body, kind,
      tokenize = 'unicode61 remove_diacritics 2',
      prefix = '2 3 4'
    )`.execute(db)
    return
  }

  await sql`create index search_documents_tsv_idx on search_documents using gin (tsv)`.execute(db)
  await sql`create index search_documents_head_idx on search_documents using gin (head)`.execute(db)
  // pg_trgm for typo tolerance, when this server allows it.
  await sql`savepoint search_trgm`.execute(db)
  try {
    const found = await sql<{ schema: string }>`
      select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
      where e.extname = 'pg_trgm'`.execute(db)
    let schema = found.rows[0]?.schema
    if (!schema) {
      // In the public schema, so that every schema of the database (tests use one each) shares it.
      await sql`create extension if not exists pg_trgm with schema public`.execute(db)
      schema = 'public'
    }
    await sql`create index search_terms_trgm_idx on search_terms using gin (term ${sql.id(schema)}.gin_trgm_ops)`.execute(
      db,
    )
    await sql`release savepoint search_trgm`.execute(db)
  } catch {
    await sql`rollback to savepoint search_trgm`.execute(db)
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  if (!postgres) await sql`drop table if exists search_fts`.execute(db)
  await db.schema.dropTable('search_terms').execute()
  await db.schema.dropTable('search_documents').execute()
}
