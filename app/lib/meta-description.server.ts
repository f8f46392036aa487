import type { Db } from './db.server'

/** The listing tables that have a meta description (db/migrations/2026-11-28-39-listing-addresses.ts). */
type DescribedTable = 'restaurants' | 'stays' | 'activities' | 'events' | 'music_shows' | 'articles'

/**
 * A public page's description (issue 51 item 6): the listing's meta description when an editor
 * wrote one, else `fallback` (its short description, as before).
 */
export async function metaDescriptionOf(
  db: Db,
  table: DescribedTable,
  id: string,
  fallback: string,
): Promise<string> {
  const row = await db.selectFrom(table).select('meta_description').where('id', '=', id).executeTakeFirst()
  return row?.meta_description?.trim() || fallback
}
