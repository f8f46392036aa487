import { todayInTimeZone } from './dates'
import type { EnglishFields } from './i18n/content-fields'
import { type Checked, checkedOf, checkedText } from './freshness'

/**
 * What a public detail page shows of a listing beyond the listing itself, read from the same row
 * the listing was (no second query): its meta description (issue 51 item 6, else its short text),
 * its seasonal notice when today, in the region, is within the notice's dates, and when its facts
 * were last checked and by whom (issue 44 item 4).
 */
export interface ListingPage<T> {
  listing: T
  description: string
  notice: string | null
  checked: { text: string; stale: boolean } | null
  /**
   * the listing's fields shown in English on a page in another language (no translation yet,
   * decision 057): the page marks them `lang="en"` (`textLang`)
   */
  english: EnglishFields
  /** the check itself, for a page in another language (`checkedText(checkedAt, today, words)`) */
  checkedAt: Checked | null
}

/** The columns a detail page reads beyond the listing (notices: restaurants, stays, activities). */
export interface PageColumns {
  meta_description: string | null
  notice?: string
  notice_from?: string
  notice_until?: string
  checked_at?: string | null
  checked_by?: string | null
}

/** The seasonal notice of a row when `today` is within its dates (either empty: open-ended). */
export function noticeOn(row: Pick<PageColumns, 'notice' | 'notice_from' | 'notice_until'>, today: string) {
  const text = row.notice?.trim()
  if (!text) return null
  if (row.notice_from && today < row.notice_from) return null
  if (row.notice_until && today > row.notice_until) return null
  return text
}

/** A listing with its page's extras from its row; a submission's preview has no row (`null`). */
export function listingPage<T>(
  listing: T,
  row: PageColumns | null,
  fallback: string,
  today = todayInTimeZone(),
  english: EnglishFields = [],
): ListingPage<T> {
  return {
    listing,
    english,
    description: row?.meta_description?.trim() || fallback,
    notice: row ? noticeOn(row, today) : null,
    checked: row ? checkedTextOf(row, today) : null,
    checkedAt: row ? checkedOf(row) : null,
  }
}

function checkedTextOf(row: PageColumns, today: string) {
  const checked = checkedOf(row)
  return checked && checkedText(checked, today)
}
