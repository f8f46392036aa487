import type { Kysely } from 'kysely'

// One drive-time model (issue 50 item 4): the directions pages give the road model's drive from
// Jackson (app/lib/maps/roads.ts), the same as the trip planner's. Four sample restaurants' travel
// notes gave miles and minutes of their own that disagreed with it: where nobody changed those
// notes, they lose their figures and keep the way.

/* eslint-disable @typescript-eslint/no-explicit-any */

/** [id, the note as seeded, the note now] */
const NOTES: [string, string, string][] = [
  [
    'buffaloberry-kitchen',
    'Wilson, 7 miles / about 15 minutes west of Jackson via WY-22',
    'In Wilson, west of Jackson on WY-22',
  ],
  [
    'cirque-and-pine',
    'Teton Village, 12 miles / about 25 minutes by car from Jackson',
    'At Teton Village, by WY-22 and the Teton Village Road (WY-390)',
  ],
  [
    'salt-river-creamery-table',
    'Thayne, about 57 miles / roughly 1 hour 10 minutes south of Jackson via US-89',
    'In Thayne, south of Jackson on US-89 through the Snake River Canyon',
  ],
  [
    'antler-arch-chuckwagon',
    'Afton, about 73 miles / roughly 1 hour 30 minutes south of Jackson via US-89',
    'In Afton, south of Jackson on US-89 through the Snake River Canyon and Star Valley',
  ],
]

export async function up(db: Kysely<any>): Promise<void> {
  for (const [id, seeded, now] of NOTES)
    await db
      .updateTable('restaurants')
      .set({ from_jackson: now })
      .where('id', '=', id)
      .where('from_jackson', '=', seeded)
      .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [id, seeded, now] of NOTES)
    await db
      .updateTable('restaurants')
      .set({ from_jackson: seeded })
      .where('id', '=', id)
      .where('from_jackson', '=', now)
      .execute()
}
