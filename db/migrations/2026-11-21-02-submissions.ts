import type { CreateTableBuilder, Kysely } from 'kysely'

// Community submissions (SPEC sections 3 and 7, DESIGN section 4), in types both SQLite and
// PostgreSQL accept: text ids, ISO-text timestamps, 0/1 integers, JSON arrays kept as text.

/* eslint-disable @typescript-eslint/no-explicit-any */

/** The review columns every submission row carries. */
function reviewColumns<T extends string>(table: CreateTableBuilder<T, any>) {
  return table
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('submitted_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('reviewed_at', 'text')
    .addColumn('reviewed_by', 'text')
    .addColumn('review_note', 'text')
}

const SUBMISSION_TABLES = [
  'restaurant_submissions',
  'event_submissions',
  'activity_submissions',
  'story_submissions',
  'contact_messages',
  'host_applications',
  'newsletter_subscriptions',
] as const

export async function up(db: Kysely<any>): Promise<void> {
  await reviewColumns(
    db.schema
      .createTable('restaurant_submissions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('phone', 'text')
      .addColumn('email', 'text')
      .addColumn('website', 'text')
      .addColumn('price_range', 'text', (c) => c.notNull())
      .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('amenities', 'text', (c) => c.notNull().defaultTo('[]')),
  ).execute()

  await reviewColumns(
    db.schema
      .createTable('event_submissions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('start_time', 'text', (c) => c.notNull())
      .addColumn('end_time', 'text')
      .addColumn('recurring', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('location', 'text', (c) => c.notNull())
      .addColumn('address', 'text')
      .addColumn('organizer_name', 'text', (c) => c.notNull())
      .addColumn('organizer_email', 'text', (c) => c.notNull())
      .addColumn('organizer_phone', 'text')
      .addColumn('website', 'text')
      .addColumn('ticket_price', 'text')
      .addColumn('capacity', 'integer')
      .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]')),
  ).execute()

  await reviewColumns(
    db.schema
      .createTable('activity_submissions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('location', 'text', (c) => c.notNull())
      .addColumn('duration', 'text', (c) => c.notNull())
      .addColumn('difficulty', 'text', (c) => c.notNull())
      .addColumn('price_range', 'text', (c) => c.notNull())
      .addColumn('season', 'text')
      .addColumn('age_recommendation', 'text')
      .addColumn('requirements', 'text')
      .addColumn('safety', 'text')
      .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('amenities', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('contact_name', 'text', (c) => c.notNull())
      .addColumn('contact_email', 'text', (c) => c.notNull())
      .addColumn('contact_phone', 'text')
      .addColumn('website', 'text'),
  ).execute()

  await reviewColumns(
    db.schema
      .createTable('story_submissions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('excerpt', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('location', 'text')
      .addColumn('author_name', 'text', (c) => c.notNull())
      .addColumn('author_email', 'text', (c) => c.notNull())
      .addColumn('author_bio', 'text')
      .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('publish_date', 'text')
      .addColumn('publish_immediately', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('allow_comments', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('featured_image', 'text'),
  ).execute()

  await reviewColumns(
    db.schema
      .createTable('contact_messages')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text')
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull()),
  ).execute()

  await reviewColumns(
    db.schema
      .createTable('host_applications')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('property_name', 'text', (c) => c.notNull())
      .addColumn('property_type', 'text', (c) => c.notNull())
      .addColumn('location', 'text', (c) => c.notNull())
      .addColumn('max_guests', 'text', (c) => c.notNull())
      .addColumn('nightly_rate', 'integer', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('contact_email', 'text', (c) => c.notNull()),
  ).execute()

  await reviewColumns(
    db.schema
      .createTable('newsletter_subscriptions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull().unique()),
  ).execute()

  for (const table of SUBMISSION_TABLES) {
    await db.schema.createIndex(`${table}_status_idx`).on(table).columns(['status', 'created_at']).execute()
  }

  await db.schema
    .createTable('submission_images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('submission_type', 'text', (c) => c.notNull())
    .addColumn('submission_id', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('submission_images_submission_idx')
    .on('submission_images')
    .columns(['submission_type', 'submission_id'])
    .execute()

  // Fixed-window counters for the per-IP submission limit (shared by every app process).
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limits').ifExists().execute()
  await db.schema.dropTable('submission_images').ifExists().execute()
  for (const table of [...SUBMISSION_TABLES].reverse()) await db.schema.dropTable(table).ifExists().execute()
}
