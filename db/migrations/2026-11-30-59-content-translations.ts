import type { Kysely } from 'kysely'

// Content in more than one language (issue 47 item 4, decision 057): one row per translated text
// field of a listing, event, article or explore feature, in one language other than English.
// `source_text` is the English text the translation was made from: when the English field no longer
// says that, the translation is stale (listed in /admin/translations). English stays in the
// listing's own columns.

/* eslint-disable @typescript-eslint/no-explicit-any */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('content_translations')
    // the listing's table ('restaurants', 'stays', 'activities', 'events', 'articles' ...)
    .addColumn('entity_type', 'text', (col) => col.notNull())
    .addColumn('entity_id', 'text', (col) => col.notNull())
    // the column it translates ('description', 'full_description' ...)
    .addColumn('field', 'text', (col) => col.notNull())
    .addColumn('locale', 'text', (col) => col.notNull())
    // as the column stores it (a JSON list for one-item-per-line fields)
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('source_text', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'text')
    .addPrimaryKeyConstraint('content_translations_pk', ['entity_type', 'entity_id', 'field', 'locale'])
    .execute()
  await db.schema
    .createIndex('content_translations_by_locale')
    .on('content_translations')
    .columns(['locale', 'entity_type'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('content_translations').execute()
}
