import type { Kysely } from 'kysely'

// Mail (issue 17): every message the guide sends is first a row of `mail_queue`, written in the
// same transaction as what caused it (a submission, a decision, a newsletter sign-up), then sent
// by a worker out of the request path (app/lib/mail/).
//
// - `mail_queue`: the whole message (to, subject, text, html, extra headers as JSON), its status
//   (queued | sending | sent | failed), attempts, when to try next, the lease of the process
//   sending it (`locked_until`, `claimed_by`: a lease that ran out puts the row back), the last
//   error, and for the outbox folder the .eml file written.
// - `newsletter_subscriptions` gains double opt-in: the hash of the confirmation token and its
//   expiry, when it was confirmed, when a confirmation was last sent (a re-subscribe re-sends it,
//   at most every few minutes) and when it unsubscribed (the unsubscribe link's token is an HMAC
//   of the row's id, so it is not stored).
// - `user_settings`: per back-office user, whether they get the editors' daily digest and when the
//   last one was sent.

/* eslint-disable @typescript-eslint/no-explicit-any */

const NEWSLETTER_COLUMNS = [
  'confirm_token_hash',
  'confirm_expires_at',
  'confirm_sent_at',
  'confirmed_at',
  'unsubscribed_at',
] as const

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mail_queue')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('to', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('headers', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('claimed_by', 'text')
    .addColumn('last_error', 'text')
    .addColumn('outbox_file', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute()
  await db.schema
    .createIndex('mail_queue_due_idx')
    .on('mail_queue')
    .columns(['status', 'next_attempt_at'])
    .execute()
  await db.schema.createIndex('mail_queue_created_idx').on('mail_queue').column('created_at').execute()

  for (const column of NEWSLETTER_COLUMNS)
    await db.schema.alterTable('newsletter_subscriptions').addColumn(column, 'text').execute()
  await db.schema
    .createIndex('newsletter_confirm_token_idx')
    .on('newsletter_subscriptions')
    .column('confirm_token_hash')
    .execute()

  await db.schema
    .createTable('user_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('digest_enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('last_digest_at', 'text')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('user_settings').ifExists().execute()
  await db.schema.dropIndex('newsletter_confirm_token_idx').ifExists().execute()
  for (const column of [...NEWSLETTER_COLUMNS].reverse())
    await db.schema.alterTable('newsletter_subscriptions').dropColumn(column).execute()
  await db.schema.dropTable('mail_queue').ifExists().execute()
}
