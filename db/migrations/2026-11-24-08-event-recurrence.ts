import type { Kysely } from 'kysely'

// Repeating events (issue 18). An event keeps its first day in `date`; `rrule` (RFC 5545, without
// DTSTART, e.g. "FREQ=WEEKLY;INTERVAL=1;BYDAY=FR;UNTIL=…") says when it happens again, null for a
// one-off. An editor cancels single days: one `event_cancellations` row each (EXDATE in calendar
// files). A submission asks for a repeat with `repeat_frequency` (weekly, biweekly, monthly) and
// `repeat_until` (its last day, YYYY-MM-DD).

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('events').addColumn('rrule', 'text').execute()
  await db.schema
    .createTable('event_cancellations')
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('cancelled_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('event_cancellations_pk', ['event_id', 'date'])
    .execute()
  await db.schema.alterTable('event_submissions').addColumn('repeat_frequency', 'text').execute()
  await db.schema.alterTable('event_submissions').addColumn('repeat_until', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('event_submissions').dropColumn('repeat_until').execute()
  await db.schema.alterTable('event_submissions').dropColumn('repeat_frequency').execute()
  await db.schema.dropTable('event_cancellations').execute()
  await db.schema.alterTable('events').dropColumn('rrule').execute()
}
