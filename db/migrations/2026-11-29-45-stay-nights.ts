import type { Kysely } from 'kysely'

// Stays are bases (issue 50 item 2): a stay on a trip covers the nights it is booked for, from its
// `day` (the check-in day) to `check_out` (the day you leave it, YYYY-MM-DD). NULL: one night, the
// check-in day's (as every stay added before this migration was: it keeps working unchanged).
// Other kinds of stop leave it NULL.

/* eslint-disable @typescript-eslint/no-explicit-any */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('trip_stops').addColumn('check_out', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('trip_stops').dropColumn('check_out').execute()
}
