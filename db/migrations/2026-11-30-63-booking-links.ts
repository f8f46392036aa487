import type { Kysely } from 'kysely'

// A booking link per listing (issue 44 item 2): the page where visitors book a room, reserve a
// table or book a tour, when it is not the website. NULL: the website is the way to book.

/* eslint-disable @typescript-eslint/no-explicit-any */

const TABLES = ['restaurants', 'stays', 'activities']

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).addColumn('booking_url', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('booking_url').execute()
}
