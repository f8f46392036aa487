import type { Kysely } from 'kysely'

// The guide cannot be used to mail strangers (issue 49 item 5, decision 031): receipts and decision
// mails go only to addresses that have confirmed once. One row per address a submitter gave:
// `confirmed_at` (NULL: not yet), and the pending confirmation link as the SHA-256 of its token,
// when it expires and when it was last sent. Until then the messages wait in mail_queue with the
// status 'held' (a text column: no change there).

/* eslint-disable @typescript-eslint/no-explicit-any */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mail_recipients')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('confirmed_at', 'text')
    .addColumn('confirm_token_hash', 'text')
    .addColumn('confirm_expires_at', 'text')
    .addColumn('confirm_sent_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('mail_recipients_token_idx')
    .on('mail_recipients')
    .column('confirm_token_hash')
    .unique()
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_recipients').ifExists().execute()
}
