import type { Kysely } from 'kysely'

// Newsletter issues (issue 51 item 8, decision 036): an issue is a record of its own, written as a
// draft (subject and text, editable), previewed and test-sent, then queued once. `queued_at` is
// set by the one UPDATE that moves a draft to 'queued' (WHERE status = 'draft'), in the same
// transaction that queues the mail: a second press, or two at once, finds it queued and sends
// nothing. `recipients` is how many confirmed readers it was queued to.

/* eslint-disable @typescript-eslint/no-explicit-any */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('newsletter_issues')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('queued_at', 'text')
    .addColumn('queued_by', 'text')
    .addColumn('recipients', 'integer')
    .execute()
  await db.schema
    .createIndex('newsletter_issues_created_idx')
    .on('newsletter_issues')
    .column('created_at')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('newsletter_issues').ifExists().execute()
}
