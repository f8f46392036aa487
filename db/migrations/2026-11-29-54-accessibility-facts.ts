import type { Kysely } from 'kysely'

// Accessibility facts (issue 46, decision 050): one row per listing (restaurants, stays, activities)
// in `listing_accessibility`, one nullable column per fact: NULL is "not known", never "no". Yes/no
// facts are 'yes' | 'no'; the entrance 'step-free' | 'one-step' | 'steps' (with the step's height in
// cm); a trail's surface one of app/lib/accessibility/facts.ts's words; slopes in %, widths in cm,
// length in miles, elevation gain in feet. The facts carry their own check (decision 046's
// checked_at / checked_by / checked_by_user). A listing without a row has every fact unknown.
// `trips.accessibility_need`: the need a visitor set once for their trip (null: none).

/* eslint-disable @typescript-eslint/no-explicit-any */

const TEXT_FACTS = [
  'entrance',
  'restroom',
  'parking',
  'seating',
  'accessible_room',
  'roll_in_shower',
  'hearing_loop',
  'service_animals',
  'quiet_times',
  'surface',
  'stroller',
]
const NUMBER_FACTS = [
  'step_cm',
  'slope_typical',
  'slope_max',
  'min_width_cm',
  'length_mi',
  'elevation_gain_ft',
]

export async function up(db: Kysely<any>): Promise<void> {
  let table = db.schema
    .createTable('listing_accessibility')
    .addColumn('listing_type', 'text', (col) => col.notNull())
    .addColumn('listing_id', 'text', (col) => col.notNull())
  for (const fact of TEXT_FACTS) table = table.addColumn(fact, 'text')
  for (const fact of NUMBER_FACTS) table = table.addColumn(fact, 'real')
  await table
    .addColumn('checked_at', 'text')
    .addColumn('checked_by', 'text')
    .addColumn('checked_by_user', 'text')
    .addPrimaryKeyConstraint('listing_accessibility_pk', ['listing_type', 'listing_id'])
    .execute()
  await db.schema.alterTable('trips').addColumn('accessibility_need', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('trips').dropColumn('accessibility_need').execute()
  await db.schema.dropTable('listing_accessibility').execute()
}
