import type { Kysely } from 'kysely'

// Businesses keep their own listings (issue 44 item 2, decision 048): a partner's save is a proposed
// revision, kept here until an editor approves (maybe corrected), rejects it with a reason, or, for a
// trusted partner, published at once and listed for a look. `proposed`: the proposed values of the
// fields partners may change (JSON editor values); `changes`: the field-by-field diff from the
// listing as the partner saw it (JSON FieldChange[]); `base_revision`: the listing's revision the
// form showed; `revision`: the listing revision it became (approved or published). `looked_at`: an
// editor has looked at a published one. `partner_mail`: per person, the last freshness reminder and
// an unsubscribe from them (one a month at most; the unsubscribe link works without signing in).

/* eslint-disable @typescript-eslint/no-explicit-any */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('listing_proposals')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('listing_type', 'text', (col) => col.notNull())
    .addColumn('listing_id', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('base_revision', 'integer', (col) => col.notNull())
    .addColumn('proposed', 'text', (col) => col.notNull())
    .addColumn('changes', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('decided_by', 'text')
    .addColumn('revision', 'integer')
    .addColumn('looked_at', 'text')
    .execute()
  await db.schema
    .createIndex('listing_proposals_listing_idx')
    .on('listing_proposals')
    .columns(['listing_type', 'listing_id'])
    .execute()
  await db.schema
    .createIndex('listing_proposals_status_idx')
    .on('listing_proposals')
    .column('status')
    .execute()
  await db.schema
    .createTable('partner_mail')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('last_reminded_at', 'text')
    .addColumn('unsubscribed_at', 'text')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('partner_mail').execute()
  await db.schema.dropTable('listing_proposals').execute()
}
