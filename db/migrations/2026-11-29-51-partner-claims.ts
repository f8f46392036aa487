import type { Kysely } from 'kysely'

// Claims of a listing by its business (issue 44 item 1; decision 047). A claim names the listing,
// the claimant (an account, or the address they gave), how they prove it is theirs and where it
// stands. Its codes (a code mailed to the listing's own address, to an address at the listing
// website's domain, or to the claimant's address to verify a new account) are stored hashed, each
// single-use, expiring, with a count of wrong tries. A claim nobody can prove waits for an editor.

/* eslint-disable @typescript-eslint/no-explicit-any */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('listing_claims')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('listing_type', 'text', (col) => col.notNull())
    .addColumn('listing_id', 'text', (col) => col.notNull())
    // the signed-in claimant, or (signed out) the account made or found when the codes are right
    .addColumn('user_id', 'text', (col) => col.references('user.id').onDelete('cascade'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    // 'listing-email' | 'domain' | 'review'
    .addColumn('method', 'text', (col) => col.notNull())
    // 'codes' (waiting for its codes) | 'review' (waiting for an editor) | 'approved' | 'rejected'
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('decided_by', 'text')
    .execute()
  await db.schema
    .createIndex('listing_claims_listing_idx')
    .on('listing_claims')
    .columns(['listing_type', 'listing_id'])
    .execute()
  await db.schema.createIndex('listing_claims_status_idx').on('listing_claims').column('status').execute()
  await db.schema
    .createTable('claim_codes')
    .addColumn('claim_id', 'text', (col) => col.notNull().references('listing_claims.id').onDelete('cascade'))
    // 'proof' (the listing's address or one at its domain) | 'account' (the claimant's own address)
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('used_at', 'text')
    .addPrimaryKeyConstraint('claim_codes_pk', ['claim_id', 'purpose'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('claim_codes').execute()
  await db.schema.dropTable('listing_claims').execute()
}
