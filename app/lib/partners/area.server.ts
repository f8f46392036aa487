import { todayInTimeZone } from '../dates'
import { formatLongDate } from '../dates-intl'
import type { Db } from '../db.server'
import { checkedDaysAgo, checkedLine, checkedOf, DUE_DAYS } from '../freshness'
import { serverT } from '../i18n/catalog.server'
import { DEFAULT_LOCALE, type Locale } from '../i18n/config'
import { wordsFor } from '../i18n/words.server'
import { editorOf } from '../listing-admin.server'
import { type PartnerListing, partnerListings, type PartnerType } from './partners.server'

/**
 * What /partner shows (issue 44 item 2): each listing the signed-in person may act for, with when its
 * facts were last checked ("Checked by the business on November 3, 2026 (26 days ago)"), whether it
 * is due (DUE_DAYS), and how many of its proposed changes wait for an editor.
 */

export interface PartnerOverviewItem extends PartnerListing {
  publicPath: string
  hidden: boolean
  checked: string
  due: boolean
  pending: number
  /** when the listing is an event venue: the venue and its coming events, which the partner keeps too */
  venue: PartnerVenue | null
}

export interface VenueEvent {
  id: string
  title: string
  /** 'December 20, 2026', or 'Repeats from December 20, 2026' for a series */
  when: string
  hidden: boolean
}

export interface PartnerVenue {
  id: string
  name: string
  events: VenueEvent[]
}

/** How many of a venue's coming events the overview lists (the rest are in the back office's list). */
export const VENUE_EVENTS_SHOWN = 20

/**
 * The venue record that is this listing (issue 51's venues point at the listing they are), with the
 * events there that have not passed: a series is listed while it has a rule, whatever its first day.
 */
export async function venueOfListing(
  db: Db,
  type: string,
  id: string,
  today = todayInTimeZone(),
  locale: Locale = DEFAULT_LOCALE,
): Promise<PartnerVenue | null> {
  const venue = await db
    .selectFrom('venues')
    .select(['id', 'name'])
    .where('listing_type', '=', type)
    .where('listing_id', '=', id)
    .orderBy('name')
    .executeTakeFirst()
  if (!venue) return null
  const events = await db
    .selectFrom('events')
    .select(['id', 'title', 'date', 'rrule', 'hidden'])
    .where('venue_id', '=', venue.id)
    .where((eb) => eb.or([eb('date', '>=', today), eb('rrule', 'is not', null)]))
    .orderBy('date')
    .orderBy('title')
    .limit(VENUE_EVENTS_SHOWN)
    .execute()
  return {
    ...venue,
    events: events.map((event) => ({
      id: event.id,
      title: event.title,
      when: event.rrule
        ? serverT(locale)('partner.venue.repeats', { date: formatLongDate(event.date, locale) })
        : formatLongDate(event.date, locale),
      hidden: Number(event.hidden) === 1,
    })),
  }
}

/**
 * When a listing's facts were last confirmed, in `locale`: "Checked by the business on November 3,
 * 2026 (26 days ago).", or that no check is recorded.
 */
export function checkedSummaryIn(
  row: { checked_at?: string | null; checked_by?: string | null },
  locale: Locale = DEFAULT_LOCALE,
): string {
  const say = serverT(locale)
  const checked = checkedOf(row)
  if (!checked) return say('partner.checked.none')
  return say('partner.checked.line', {
    line: checkedLine(checked, locale === DEFAULT_LOCALE ? undefined : wordsFor(locale)),
    ago: say('partner.checked.ago', { days: checkedDaysAgo(checked) }),
  })
}

/** The check of one listing (a kind that records them), in `locale`. */
export async function listingCheckedIn(db: Db, type: PartnerType, id: string, locale: Locale) {
  const row = await db
    .selectFrom(type as 'events')
    .select(['checked_at', 'checked_by'])
    .where('id', '=', id)
    .executeTakeFirst()
  return row ? checkedSummaryIn(row, locale) : null
}

export async function partnerOverview(
  db: Db,
  userId: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<PartnerOverviewItem[]> {
  const items: PartnerOverviewItem[] = []
  for (const listing of await partnerListings(db, userId)) {
    const row = await db
      .selectFrom(listing.type as 'events')
      .select(['checked_at', 'checked_by', 'hidden'])
      .where('id', '=', listing.id)
      .executeTakeFirst()
    if (!row) continue
    const checked = checkedOf(row)
    const days = checked ? checkedDaysAgo(checked) : null
    const pending = await db
      .selectFrom('listing_proposals')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('listing_type', '=', listing.type)
      .where('listing_id', '=', listing.id)
      .where('status', '=', 'pending')
      .executeTakeFirst()
    items.push({
      ...listing,
      publicPath: editorOf(listing.type).publicPath(listing.id),
      hidden: Number(row.hidden) === 1,
      checked: checkedSummaryIn(row, locale),
      due: days === null || days >= DUE_DAYS,
      pending: Number(pending?.n ?? 0),
      venue:
        listing.type === 'events'
          ? null
          : await venueOfListing(db, listing.type, listing.id, undefined, locale),
    })
  }
  return items
}
