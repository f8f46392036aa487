import type { Kysely } from 'kysely'

// OpenStreetMap import (issue 45 items 1-3, decision 049): one row per OSM element the guide took a
// listing from (or matched to one it had). `upstream`: the values last imported per field (JSON),
// `confirmed`: when each field was last seen upstream (JSON of ISO times), `proposed`: upstream
// changes to fields an editor or the business changed since (JSON { field: { upstream, current } }),
// `raw`: the accessibility keys as OSM has them (wheelchair, toilets:wheelchair, ramp, step_count).
// `review`: what an editor is asked to look at ('new' | 'changed' | 'gone'; NULL: nothing),
// `possible_match`: an existing listing it may duplicate (an uncertain match: merge or keep apart).

/* eslint-disable @typescript-eslint/no-explicit-any */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('osm_imports')
    .addColumn('osm_type', 'text', (c) => c.notNull())
    .addColumn('osm_id', 'text', (c) => c.notNull())
    .addColumn('listing_type', 'text', (c) => c.notNull())
    .addColumn('listing_id', 'text', (c) => c.notNull())
    .addColumn('upstream', 'text', (c) => c.notNull())
    .addColumn('confirmed', 'text', (c) => c.notNull())
    .addColumn('proposed', 'text')
    .addColumn('raw', 'text', (c) => c.notNull())
    .addColumn('review', 'text')
    .addColumn('possible_match', 'text')
    .addColumn('lat', 'real')
    .addColumn('lng', 'real')
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('gone_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('osm_imports_pk', ['osm_type', 'osm_id'])
    .execute()
  await db.schema
    .createIndex('osm_imports_listing_idx')
    .on('osm_imports')
    .columns(['listing_type', 'listing_id'])
    .execute()
  await db.schema.createIndex('osm_imports_review_idx').on('osm_imports').column('review').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('osm_imports').execute()
}
