import type { Kysely } from 'kysely'

// A partner's mails in the language they use (issue 47): `partner_mail` (one row per person who
// keeps listings, migration 52) remembers the language of the claim that made them a partner and,
// after that, of the partner page they last saved or confirmed from. Reminders, decisions on their
// changes and photos, and an admin's grant are mailed in it. Existing partners used English.

/* eslint-disable @typescript-eslint/no-explicit-any */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('partner_mail')
    .addColumn('language', 'text', (column) => column.notNull().defaultTo('en'))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('partner_mail').dropColumn('language').execute()
}
