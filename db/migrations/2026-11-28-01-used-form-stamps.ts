import type { Kysely } from 'kysely'

// A form's fill-time stamp is accepted once (issue 49 item 8): the stamps of stored submissions,
// kept for as long as a stamp is honoured (a day) plus a margin, so a second post with the same
// stamp is a replay. A primary key, so two processes cannot both accept one stamp.

/* eslint-disable @typescript-eslint/no-explicit-any */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('used_form_stamps')
    .addColumn('stamp', 'text', (col) => col.primaryKey())
    .addColumn('used_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('used_form_stamps_used_at_idx')
    .on('used_form_stamps')
    .column('used_at')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('used_form_stamps').execute()
}
