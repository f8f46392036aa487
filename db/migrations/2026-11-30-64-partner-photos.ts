import type { Kysely } from 'kysely'

// Photos a business proposes for its own listing (issue 44 item 2): who proposed it and where it
// stands. review 'pending': waiting for an editor, shown to nobody else (public stays 0);
// 'look': a trusted partner's, published at once and listed for an editor's look; NULL: an
// editor's photo, or one approved or looked at.

/* eslint-disable @typescript-eslint/no-explicit-any */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('listing_photos').addColumn('proposed_by', 'text').execute()
  await db.schema.alterTable('listing_photos').addColumn('review', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('listing_photos').dropColumn('review').execute()
  await db.schema.alterTable('listing_photos').dropColumn('proposed_by').execute()
}
