import type { Kysely } from 'kysely'

// Mails in the language of whoever they go to (issue 47): a claim remembers the language of the
// page it was made on (its codes, and the editor's decision, are mailed in it), and a submitter's
// address the language of the form it was last given on (the confirmation, receipts and
// decisions). Existing claims and addresses were made in English.

/* eslint-disable @typescript-eslint/no-explicit-any */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('listing_claims')
    .addColumn('language', 'text', (column) => column.notNull().defaultTo('en'))
    .execute()
  await db.schema
    .alterTable('mail_recipients')
    .addColumn('language', 'text', (column) => column.notNull().defaultTo('en'))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_recipients').dropColumn('language').execute()
  await db.schema.alterTable('listing_claims').dropColumn('language').execute()
}
