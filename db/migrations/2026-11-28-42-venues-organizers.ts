import type { Kysely } from 'kysely'

// Venues and organizers as records (issue 51 item 2). A venue has a name, an address, a town and
// a pin, and may be one of the guide's listings (a restaurant, stay or activity: `listing_type`,
// `listing_id`); an organizer a name, a website and a contact. An event points to at most one of
// each (`venue_id`, `organizer_id`, NULL: none chosen, the event's own location and organizer
// text are shown). Existing events: each distinct location text (with the same address) becomes
// a venue that its events point to; its town and pin are copied only when all its events agree.
// The events keep their own text, so nothing they show changes.

/* eslint-disable @typescript-eslint/no-explicit-any */

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'venue'
  )
}

const agreed = <T>(values: T[]): T | null =>
  values.length > 0 && values.every((v) => v === values[0]) ? values[0]! : null

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('venues')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('town', 'text')
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('listing_type', 'text')
    .addColumn('listing_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('organizers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('website', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('contact', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.alterTable('events').addColumn('venue_id', 'text').execute()
  await db.schema.alterTable('events').addColumn('organizer_id', 'text').execute()
  await db.schema.createIndex('events_venue_id').on('events').column('venue_id').execute()
  await db.schema.createIndex('events_organizer_id').on('events').column('organizer_id').execute()

  const events: {
    id: string
    location: string
    address: string
    town: string | null
    lat: number | null
    lng: number | null
  }[] = await db
    .selectFrom('events')
    .select(['id', 'location', 'address', 'town', 'lat', 'lng'])
    .orderBy('id')
    .execute()
  const groups = new Map<string, typeof events>()
  for (const event of events) {
    const name = (event.location ?? '').trim()
    if (!name) continue
    const key = `${name.toLowerCase()}\n${(event.address ?? '').trim().toLowerCase()}`
    groups.set(key, [...(groups.get(key) ?? []), event])
  }
  const taken = new Set<string>()
  const now = new Date().toISOString()
  for (const group of groups.values()) {
    const first = group[0]!
    const base = slug(first.location.trim())
    let id = base
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`
    taken.add(id)
    const pins = group.filter((e) => e.lat !== null && e.lng !== null).map((e) => `${e.lat},${e.lng}`)
    const pin = pins.length === group.length ? agreed(pins) : null
    await db
      .insertInto('venues')
      .values({
        id,
        name: first.location.trim(),
        address: (first.address ?? '').trim(),
        town: agreed(group.map((e) => e.town)),
        lat: pin ? Number(pin.split(',')[0]) : null,
        lng: pin ? Number(pin.split(',')[1]) : null,
        listing_type: null,
        listing_id: null,
        created_at: now,
        updated_at: now,
      })
      .execute()
    await db
      .updateTable('events')
      .set({ venue_id: id })
      .where(
        'id',
        'in',
        group.map((e) => e.id),
      )
      .execute()
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('events_organizer_id').execute()
  await db.schema.dropIndex('events_venue_id').execute()
  await db.schema.alterTable('events').dropColumn('organizer_id').execute()
  await db.schema.alterTable('events').dropColumn('venue_id').execute()
  await db.schema.dropTable('organizers').execute()
  await db.schema.dropTable('venues').execute()
}
