import type { Kysely } from 'kysely'

// Photos from a phone or camera (issue 51 item 9): who took a photo and under which license it is
// used, shown under the photo on public pages. Both optional (NULL: not stated).

/* eslint-disable @typescript-eslint/no-explicit-any */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('listing_photos').addColumn('credit', 'text').execute()
  await db.schema.alterTable('listing_photos').addColumn('license', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('listing_photos').dropColumn('license').execute()
  await db.schema.alterTable('listing_photos').dropColumn('credit').execute()
}
