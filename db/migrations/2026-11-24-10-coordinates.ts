import type { Kysely } from 'kysely'

// Maps (issue 19): every listing and event venue has a pin and a town. `lat` and `lng` are degrees
// (WGS 84), NULL until someone sets a pin (a published submission has none yet); `town` is the town
// the place is in or nearest to (restaurants had one already). On a database seeded before this
// migration, the sample listings get the seed's coordinates and towns here, by id (written out as
// the seed had them at release: a migration never reads the seed); a sample row an editor already
// gave a pin keeps it.

/* eslint-disable @typescript-eslint/no-explicit-any */

/** The sample listings' pins and towns when this was released: [id, lat, lng, town]. */
const SEEDED: Record<string, [id: string, lat: number, lng: number, town: string | null][]> = {
  restaurants: [
    ['elk-antler-grill', 43.4803, -110.7606, 'Jackson'],
    ['buffaloberry-kitchen', 43.4996, -110.873, 'Wilson'],
    ['cirque-and-pine', 43.587, -110.8274, 'Teton Village'],
    ['snowshoe-hare-diner', 43.4791, -110.7686, 'Jackson'],
    ['salt-river-creamery-table', 42.9222, -111.0016, 'Thayne'],
    ['antler-arch-chuckwagon', 42.7203, -110.9318, 'Afton'],
  ],
  stays: [
    ['fireweed-log-cabin', 43.3128, -110.7262, 'Hoback Junction'],
    ['willow-bend-guest-ranch', 43.8452, -110.431, 'Moran'],
    ['snowdrift-mountain-lodge', 43.5878, -110.8285, 'Teton Village'],
    ['sagebrush-circle-cultural-retreat', 43.396, -110.774, 'Jackson'],
    ['salt-river-homestead-ranch', 42.708, -110.96, 'Afton'],
    ['greys-river-trailhead-cabins', 43.149, -110.992, 'Alpine'],
  ],
  activities: [
    ['elk-refuge-sleigh-ride', 43.4883, -110.7597, 'Jackson'],
    ['taggart-lake-hike', 43.6932, -110.7329, 'Moose'],
    ['snake-river-scenic-float', 43.6578, -110.715, 'Moose'],
    ['shoshone-bannock-heritage-day', 43.396, -110.774, 'Jackson'],
    ['snow-king-family-ski-lessons', 43.474, -110.7565, 'Jackson'],
    ['greys-river-fly-fishing', 43.1395, -110.974, 'Alpine'],
    ['amphitheater-lake-hike', 43.734, -110.741, 'Moose'],
    ['teton-wildlife-photography-tour', 43.4797, -110.7624, 'Jackson'],
  ],
  events: [
    ['cowboy-christmas-winter-festival', 43.4737, -110.7568, 'Jackson'],
    ['elk-refuge-winter-welcome-day', 43.4883, -110.7597, 'Jackson'],
    ['cowboy-poetry-chuckwagon-supper', 43.4731, -110.7694, 'Jackson'],
    ['shoshone-winter-storytelling-evening', 43.477, -110.7641, 'Jackson'],
    ['christmas-eve-torchlight-parade', 43.5867, -110.8281, 'Teton Village'],
    ['new-years-eve-family-snow-fest', 43.4797, -110.7624, 'Jackson'],
    ['snow-king-new-years-torchlight-fireworks', 43.4737, -110.7568, 'Jackson'],
    ['shoshone-bannock-beadwork-workshop', 43.4769, -110.7716, 'Jackson'],
    ['star-valley-cutter-races', 42.741, -110.9335, 'Afton'],
    ['greys-river-winter-trail-day', 43.152, -111.0005, 'Alpine'],
  ],
  music_shows: [
    ['gros-ventre-ramblers-cowboy-bar', 43.4799, -110.763, 'Jackson'],
    ['sage-and-timber-center-for-the-arts', 43.477, -110.7641, 'Jackson'],
    ['hoback-junction-blues-band-silver-dollar', 43.4801, -110.7643, 'Jackson'],
    ['snake-river-holiday-revue', 43.477, -110.7641, 'Jackson'],
    ['willa-crane-fireside-session', 43.5878, -110.8285, 'Teton Village'],
    ['star-valley-variety-night', 42.7203, -110.9318, 'Afton'],
    ['dusty-halvorsen-hay-creek-band', 43.4803, -110.7606, 'Jackson'],
    ['swan-valley-string-collective', 43.4801, -110.7643, 'Jackson'],
  ],
}

const TABLES: { table: string; addTown: boolean }[] = [
  { table: 'restaurants', addTown: false },
  { table: 'stays', addTown: true },
  { table: 'activities', addTown: true },
  { table: 'events', addTown: true },
  { table: 'music_shows', addTown: true },
]

export async function up(db: Kysely<any>): Promise<void> {
  for (const { table, addTown } of TABLES) {
    // One column per statement: SQLite adds one column at a time.
    await db.schema.alterTable(table).addColumn('lat', 'double precision').execute()
    await db.schema.alterTable(table).addColumn('lng', 'double precision').execute()
    if (addTown) await db.schema.alterTable(table).addColumn('town', 'text').execute()
    for (const [id, lat, lng, town] of SEEDED[table] ?? []) {
      await db
        .updateTable(table)
        .set({ lat, lng, ...(addTown && town ? { town } : {}) })
        .where('id', '=', id)
        .where('sample', '=', 1)
        .where('lat', 'is', null)
        .execute()
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { table, addTown } of TABLES) {
    if (addTown) await db.schema.alterTable(table).dropColumn('town').execute()
    await db.schema.alterTable(table).dropColumn('lng').execute()
    await db.schema.alterTable(table).dropColumn('lat').execute()
  }
}
