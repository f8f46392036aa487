import type { Kysely } from 'kysely'

// The back office in the editor's language (issue 47): `user_settings` (one row per back-office
// user, migration 2) remembers the language they chose for the back office's mails on their
// account page (/admin/account or /es/admin/account): the daily digest and the failed sign-ins
// warning come in it. Existing users had English.

/* eslint-disable @typescript-eslint/no-explicit-any */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('user_settings')
    .addColumn('language', 'text', (column) => column.notNull().defaultTo('en'))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('user_settings').dropColumn('language').execute()
}
