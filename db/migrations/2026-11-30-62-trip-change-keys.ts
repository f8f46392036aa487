import type { Kysely } from 'kysely'

// Exactly-once trip changes (issue 48, decision 055's follow-up): each change the trip page sends
// from its offline queue carries a key made when the change was made. The first answer to a key is
// kept here per trip; the same key again gets that answer and changes nothing (a "move up"
// replayed after a lost answer moves once). Deleted with their trip; older than 30 days swept.

/* eslint-disable @typescript-eslint/no-explicit-any */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('trip_change_keys')
    .addColumn('trip_id', 'text', (col) => col.notNull().references('trips.id').onDelete('cascade'))
    .addColumn('key', 'text', (col) => col.notNull())
    /** the first answer as JSON (status, Location, Set-Cookie); NULL while it is being made */
    .addColumn('answer', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('trip_change_keys_pk', ['trip_id', 'key'])
    .execute()
  await db.schema
    .createIndex('trip_change_keys_created_idx')
    .on('trip_change_keys')
    .column('created_at')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('trip_change_keys').execute()
}
