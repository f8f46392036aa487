import type { Db } from './db.server'
import { KIND_LABELS, REVIEW_KINDS, type ReviewKind } from './kinds'
import { LISTING_TYPE_LABELS, LISTING_TYPES, type ListingType } from './kinds/editor'
import { looseDb } from './kinds/editor.server'
import { REVIEWED_KINDS } from './kinds/index.server'
import { containsText, listingColumns } from './listing-list.server'

/**
 * The back office's one search (issue 51 item 5): listings of every kind, hidden ones too, and
 * submissions still to review, found by name or text, each linked to its editor or review page.
 * It reads the tables themselves (not the public search index, which leaves hidden listings and
 * submissions out).
 */

// The tables are addressed by name from each kind's spec, so their columns are dynamic here.
/* eslint-disable @typescript-eslint/no-explicit-any */

/** The most results of each kind of listing and each queue. */
export const SEARCH_LIMIT = 20

export interface BackOfficeHit {
  /** 'Restaurant', 'Event submission' ... */
  kind: string
  title: string
  href: string
  /** 'Hidden', 'Pending' ... */
  status: string
}

async function listingHits(db: Db, type: ListingType, q: string): Promise<BackOfficeHit[]> {
  const c = listingColumns(type)
  const rows = await looseDb(db)
    .selectFrom(c.table)
    .select(['id', `${c.title} as title`, 'hidden'])
    .where((eb: any) => eb.or([containsText(eb, c.title, q), containsText(eb, c.text, q)]))
    .orderBy(c.title)
    .orderBy('id')
    .limit(SEARCH_LIMIT)
    .execute()
  return rows.map((row: any) => ({
    kind: LISTING_TYPE_LABELS[type].singular,
    title: String(row.title),
    href: `/admin/listings/${type}/${encodeURIComponent(String(row.id))}`,
    status: Number(row.hidden) === 1 ? 'Hidden' : 'Listed',
  }))
}

async function submissionHits(db: Db, kind: ReviewKind, q: string): Promise<BackOfficeHit[]> {
  const { table, summary } = REVIEWED_KINDS[kind]
  const rows = await looseDb(db)
    .selectFrom(table)
    .select(['id', `${summary.title} as title`])
    .where('status', '=', 'pending')
    .where((eb: any) =>
      eb.or([
        containsText(eb, summary.title, q),
        containsText(eb, kind === 'stories' ? 'excerpt' : 'description', q),
        containsText(eb, summary.email, q),
      ]),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(SEARCH_LIMIT)
    .execute()
  return rows.map((row: any) => ({
    kind: `${KIND_LABELS[kind].singular} submission`,
    title: String(row.title ?? ''),
    href: `/admin/${kind}/${encodeURIComponent(String(row.id))}`,
    status: 'Pending',
  }))
}

/** Pending submissions first (they wait for an editor), then listings kind by kind. */
export async function searchBackOffice(db: Db, q: string): Promise<BackOfficeHit[]> {
  const query = q.trim().slice(0, 100)
  if (!query) return []
  const submissions = await Promise.all(REVIEW_KINDS.map((kind) => submissionHits(db, kind, query)))
  const listings = await Promise.all(LISTING_TYPES.map((type) => listingHits(db, type, query)))
  return [...submissions.flat(), ...listings.flat()]
}
