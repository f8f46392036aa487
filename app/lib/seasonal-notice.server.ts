import { todayInTimeZone } from './dates'
import type { Db } from './db.server'

/**
 * A place's seasonal notice ("Closed for the season until May 15", issue 51 item 4) when today, in
 * the region, is within its dates (either empty: open-ended); null otherwise. Read at render time:
 * the publication scheduler bumps the content version when the region's day changes, so no cached
 * page shows it a day early or late.
 */
export async function seasonalNotice(
  db: Db,
  table: 'restaurants' | 'stays' | 'activities',
  id: string,
  today = todayInTimeZone(),
): Promise<string | null> {
  const row = await db
    .selectFrom(table)
    .select(['notice', 'notice_from', 'notice_until'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row) return null
  const text = row.notice.trim()
  if (!text) return null
  if (row.notice_from && today < row.notice_from) return null
  if (row.notice_until && today > row.notice_until) return null
  return text
}
