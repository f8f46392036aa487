import type { Db } from '../db.server'
import { checkedDaysAgo, checkedLine, checkedOf, daysAgoText, DUE_DAYS } from '../freshness'
import { editorOf } from '../listing-admin.server'
import { type PartnerListing, partnerListings } from './partners.server'

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
}

export async function partnerOverview(db: Db, userId: string): Promise<PartnerOverviewItem[]> {
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
      checked: checked
        ? `${checkedLine(checked)} (${daysAgoText(days!)}).`
        : 'No check of its facts is recorded yet.',
      due: days === null || days >= DUE_DAYS,
      pending: Number(pending?.n ?? 0),
    })
  }
  return items
}
