import type { Kysely } from 'kysely'

// The listings each explore page features (issue 45 item 4, decision 053): editors choose them in
// /admin/explore; the pages draw every fact (name, price, times, address, season) from the listing
// itself. `page`: wildlife | cowboy | indigenous | adventures | listings; `listing_type`: the
// listing's table (activities | restaurants | stays); `position`: its place on the page (0 first).
// Seeded with the choices the pages made in code until now (session 28 named four by id), plus the
// sample listings that are those pages' experiences.

/* eslint-disable @typescript-eslint/no-explicit-any */

const SEEDED: [page: string, type: string, id: string][] = [
  ['wildlife', 'activities', 'elk-refuge-sleigh-ride'],
  ['wildlife', 'activities', 'snake-river-scenic-float'],
  ['wildlife', 'activities', 'teton-wildlife-photography-tour'],
  ['cowboy', 'restaurants', 'antler-arch-chuckwagon'],
  ['indigenous', 'activities', 'shoshone-bannock-heritage-day'],
  ['adventures', 'activities', 'taggart-lake-hike'],
  ['adventures', 'activities', 'snow-king-family-ski-lessons'],
  ['adventures', 'activities', 'greys-river-fly-fishing'],
  ['listings', 'restaurants', 'salt-river-creamery-table'],
]

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('explore_features')
    .addColumn('page', 'text', (col) => col.notNull())
    .addColumn('listing_type', 'text', (col) => col.notNull())
    .addColumn('listing_id', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('explore_features_pk', ['page', 'listing_type', 'listing_id'])
    .execute()
  const positions = new Map<string, number>()
  await db
    .insertInto('explore_features')
    .values(
      SEEDED.map(([page, type, id]) => {
        const position = positions.get(page) ?? 0
        positions.set(page, position + 1)
        return { page, listing_type: type, listing_id: id, position }
      }),
    )
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('explore_features').execute()
}
