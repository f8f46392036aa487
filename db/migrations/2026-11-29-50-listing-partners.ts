import type { Kysely } from 'kysely'

// Businesses keep their own listings (issue 44): who may act for a listing. One row per listing and
// person: a business may have several people, and one person several listings. `trusted` (an
// editor's choice): that person's changes publish at once and are listed for a look afterwards.
// Granted by an approved claim or by an admin (`granted_by`: the approving editor or admin, null for
// a claim proved by its own code or domain); revoking deletes the row. Deleting the user drops their
// rows; deleting or moving a listing is handled in app/lib/partners/partners.server.ts.

/* eslint-disable @typescript-eslint/no-explicit-any */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('listing_partners')
    .addColumn('listing_type', 'text', (col) => col.notNull())
    .addColumn('listing_id', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('trusted', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('granted_by', 'text')
    .addColumn('granted_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('listing_partners_pk', ['listing_type', 'listing_id', 'user_id'])
    .execute()
  // A partner's own listings (every /partner page starts there).
  await db.schema.createIndex('listing_partners_user_idx').on('listing_partners').column('user_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('listing_partners').execute()
}
