import type { Kysely } from 'kysely'

// The newsletter remembers the language of the sign-up (issue 47 item 5): the confirmation mail,
// every issue's unsubscribe words and the links they carry are in it. Existing readers signed up
// in English.

/* eslint-disable @typescript-eslint/no-explicit-any */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('newsletter_subscriptions')
    .addColumn('language', 'text', (column) => column.notNull().defaultTo('en'))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('newsletter_subscriptions').dropColumn('language').execute()
}
