import type { Kysely } from 'kysely'

// Exactly-once submissions (issue 14): the browser sends a random idempotency key with every
// submission form; the server keeps it with the row under a unique constraint, so a replay
// (the device's outbox, a retry after a lost answer) never stores a second row. Forms sent
// without JavaScript carry no key: NULL, which a unique index never counts as a duplicate on
// either engine.

/* eslint-disable @typescript-eslint/no-explicit-any */

const TABLES = [
  'restaurant_submissions',
  'event_submissions',
  'activity_submissions',
  'story_submissions',
  'contact_messages',
  'host_applications',
  'newsletter_subscriptions',
] as const

const indexName = (table: string) => `${table}_idempotency_key_unique`

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn('idempotency_key', 'text').execute()
    await db.schema.createIndex(indexName(table)).on(table).column('idempotency_key').unique().execute()
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.dropIndex(indexName(table)).execute()
    await db.schema.alterTable(table).dropColumn('idempotency_key').execute()
  }
}
