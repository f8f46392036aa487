import type { Kysely } from 'kysely'

// Listing tables (SPEC section 3), in types both SQLite and PostgreSQL accept.

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('restaurants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('cuisines', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('full_description', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('town', 'text', (c) => c.notNull())
    .addColumn('rating', 'real', (c) => c.notNull())
    .addColumn('price', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('website', 'text', (c) => c.notNull())
    .addColumn('hours', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('amenities', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('from_jackson', 'text', (c) => c.notNull())
    .addColumn('image_scene', 'text', (c) => c.notNull())
    .addColumn('image_alt', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('stays')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('type_key', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('full_description', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('rating', 'real', (c) => c.notNull())
    .addColumn('price_per_night', 'integer', (c) => c.notNull())
    .addColumn('guests', 'integer', (c) => c.notNull())
    .addColumn('amenities', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('features', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('policy_check_in', 'text', (c) => c.notNull())
    .addColumn('policy_check_out', 'text', (c) => c.notNull())
    .addColumn('policy_cancellation', 'text', (c) => c.notNull())
    .addColumn('policy_pets', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('website', 'text', (c) => c.notNull())
    .addColumn('image_scene', 'text', (c) => c.notNull())
    .addColumn('image_alt', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('stays_type_key_idx').on('stays').column('type_key').execute()

  await db.schema
    .createTable('activities')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('full_description', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('duration', 'text', (c) => c.notNull())
    .addColumn('difficulty', 'text', (c) => c.notNull())
    .addColumn('age_group', 'text', (c) => c.notNull())
    .addColumn('price', 'text', (c) => c.notNull())
    .addColumn('price_range', 'text', (c) => c.notNull())
    .addColumn('season', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('highlights', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('requirements', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('safety', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('best_time', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('website', 'text', (c) => c.notNull())
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('image_scene', 'text', (c) => c.notNull())
    .addColumn('image_alt', 'text', (c) => c.notNull())
    .addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('time', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('full_description', 'text', (c) => c.notNull())
    .addColumn('price', 'text', (c) => c.notNull())
    .addColumn('is_free', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('organizer', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('website', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('highlights', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('what_to_bring', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('image_scene', 'text', (c) => c.notNull())
    .addColumn('image_alt', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('events_date_idx').on('events').column('date').execute()

  await db.schema
    .createTable('event_schedule')
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('time', 'text', (c) => c.notNull())
    .addColumn('activity', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('event_schedule_pk', ['event_id', 'position'])
    .execute()

  await db.schema
    .createTable('music_shows')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('artist', 'text', (c) => c.notNull())
    .addColumn('genre', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('time', 'text', (c) => c.notNull())
    .addColumn('venue', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('price', 'text', (c) => c.notNull())
    .addColumn('website', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('image_scene', 'text', (c) => c.notNull())
    .addColumn('image_alt', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('articles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('read_time', 'text', (c) => c.notNull())
    .addColumn('publish_date', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('image_scene', 'text', (c) => c.notNull())
    .addColumn('image_alt', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'articles',
    'music_shows',
    'event_schedule',
    'events',
    'activities',
    'stays',
    'restaurants',
    'app_meta',
  ]) {
    await db.schema.dropTable(table).ifExists().execute()
  }
}
