import type { Kysely } from 'kysely'

// Sample content is honest (issue 16): every listing the seed inserts is marked `sample = 1`, so
// the public pages can say the guide holds samples and an admin can remove them all at once.
// Listings published from submissions (or created by editors) keep the default 0. On a database
// seeded before this column existed, the seed's own ids are marked here: the ids the seed had when
// this migration was released, written out, since a migration never reads the seed (it changes).

/* eslint-disable @typescript-eslint/no-explicit-any */

const SEEDED: Record<string, string[]> = {
  restaurants: [
    'elk-antler-grill',
    'buffaloberry-kitchen',
    'cirque-and-pine',
    'snowshoe-hare-diner',
    'salt-river-creamery-table',
    'antler-arch-chuckwagon',
  ],
  stays: [
    'fireweed-log-cabin',
    'willow-bend-guest-ranch',
    'snowdrift-mountain-lodge',
    'sagebrush-circle-cultural-retreat',
    'salt-river-homestead-ranch',
    'greys-river-trailhead-cabins',
  ],
  activities: [
    'elk-refuge-sleigh-ride',
    'taggart-lake-hike',
    'snake-river-scenic-float',
    'shoshone-bannock-heritage-day',
    'snow-king-family-ski-lessons',
    'greys-river-fly-fishing',
    'amphitheater-lake-hike',
    'teton-wildlife-photography-tour',
  ],
  events: [
    'cowboy-christmas-winter-festival',
    'elk-refuge-winter-welcome-day',
    'cowboy-poetry-chuckwagon-supper',
    'shoshone-winter-storytelling-evening',
    'christmas-eve-torchlight-parade',
    'new-years-eve-family-snow-fest',
    'snow-king-new-years-torchlight-fireworks',
    'shoshone-bannock-beadwork-workshop',
    'star-valley-cutter-races',
    'greys-river-winter-trail-day',
  ],
  music_shows: [
    'gros-ventre-ramblers-cowboy-bar',
    'sage-and-timber-center-for-the-arts',
    'hoback-junction-blues-band-silver-dollar',
    'snake-river-holiday-revue',
    'willa-crane-fireside-session',
    'star-valley-variety-night',
    'dusty-halvorsen-hay-creek-band',
    'swan-valley-string-collective',
  ],
  articles: [
    'winter-wildlife-watching-in-jackson-hole',
    'from-mountain-men-to-rodeo-nights',
    'shoshone-and-bannock-heritage-in-jackson-hole',
    'first-family-trip-jackson-hole-star-valley',
    'cheese-chuckwagons-and-huckleberries',
    'photographing-the-tetons-with-kids',
    'four-generations-on-a-star-valley-ranch',
  ],
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, ids] of Object.entries(SEEDED)) {
    await db.schema
      .alterTable(table)
      .addColumn('sample', 'integer', (col) => col.notNull().defaultTo(0))
      .execute()
    const seeded = await db
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', 'seed_version')
      .executeTakeFirst()
    if (seeded && ids.length > 0)
      await db.updateTable(table).set({ sample: 1 }).where('id', 'in', ids).execute()
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of Object.keys(SEEDED)) await db.schema.alterTable(table).dropColumn('sample').execute()
}
