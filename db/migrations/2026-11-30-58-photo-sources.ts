import type { Kysely } from 'kysely'

// Photos from open data (issue 45 item 6, decision 054): a photo fetched from Wikimedia Commons
// keeps the file's page, the licence as Commons names it and that licence's address (its author is
// the existing `credit`). NULL for photos editors uploaded.

/* eslint-disable @typescript-eslint/no-explicit-any */

export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['source_url', 'license_name', 'license_url'])
    await db.schema.alterTable('listing_photos').addColumn(column, 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['license_url', 'license_name', 'source_url'])
    await db.schema.alterTable('listing_photos').dropColumn(column).execute()
}
