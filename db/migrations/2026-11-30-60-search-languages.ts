import type { Kysely } from 'kysely'

// Search in every language (issue 47 item 4): a search document's text in each language other
// than English it is translated into (from content_translations), as a result shows it on that
// language's pages (title, summary, body as written) and as the index searched it. The words
// themselves go into each engine's index beside the English ones (app/lib/search/index.server.ts):
// PostgreSQL stems them with the language's configuration ('spanish'), SQLite's FTS5 table folds
// their accents (unicode61 remove_diacritics 2, as for English).
//
// Installations indexed before this migration have no translated words yet: forgetting the index's
// version and the editorial pages' hash makes the next start rebuild the index.

/* eslint-disable @typescript-eslint/no-explicit-any */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('search_translations')
    // search_documents.doc_id
    .addColumn('doc_id', 'integer', (col) => col.notNull())
    .addColumn('locale', 'text', (col) => col.notNull())
    // '' where the field has no translation (a result then shows the English, marked as such)
    .addColumn('title', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('summary', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('keywords', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('body', 'text', (col) => col.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('search_translations_pk', ['doc_id', 'locale'])
    .execute()
  await db.deleteFrom('app_meta').where('key', 'in', ['search_index_version', 'search_pages_hash']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('search_translations').execute()
}
