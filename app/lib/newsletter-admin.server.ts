import type { Db } from './db.server'
import { PAGE_SIZE, type Paged } from './pagination'
import { selectPage } from './pagination.server'

/** Newsletter sign-ups for the back office (issue 16 item 5): the list and its CSV export. */

export interface Subscription {
  id: string
  email: string
  /** Waiting for confirmation, Confirmation expired, Confirmed or Unsubscribed (the double opt-in's state) */
  state: string
  createdAt: string
  confirmedAt: string | null
}

function subscriptionsQuery(db: Db, q: string) {
  let query = db
    .selectFrom('newsletter_subscriptions')
    .select(['id', 'email', 'created_at', 'confirm_expires_at', 'confirmed_at', 'unsubscribed_at'])
    .orderBy('created_at', 'desc')
    .orderBy('email')
  if (q) query = query.where('email', 'like', `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
  return query
}

interface SubscriptionRow {
  id: string
  email: string
  created_at: string
  confirm_expires_at: string | null
  confirmed_at: string | null
  unsubscribed_at: string | null
}

const toSubscription = (row: SubscriptionRow, now = new Date()): Subscription => ({
  id: row.id,
  email: row.email,
  state: subscriptionState(row, now),
  createdAt: row.created_at,
  confirmedAt: row.confirmed_at,
})

export async function pageSubscriptions(
  db: Db,
  q: string,
  page: number,
  size = PAGE_SIZE,
): Promise<Paged<Subscription>> {
  const paged = await selectPage(subscriptionsQuery(db, q), page, size)
  const now = new Date()
  return { ...paged, items: paged.items.map((row) => toSubscription(row, now)) }
}

/**
 * Where a sign-up is in the double opt-in (app/lib/mail/newsletter.server.ts): only Confirmed
 * addresses are mailed.
 */
export function subscriptionState(
  row: Pick<SubscriptionRow, 'confirm_expires_at' | 'confirmed_at' | 'unsubscribed_at'>,
  now = new Date(),
): string {
  if (row.unsubscribed_at) return 'Unsubscribed'
  if (row.confirmed_at) return 'Confirmed'
  if (row.confirm_expires_at && row.confirm_expires_at < now.toISOString()) return 'Confirmation expired'
  return 'Waiting for confirmation'
}

/** The address of a sign-up and whether it has unsubscribed, or undefined when it is gone. */
export async function getSubscription(db: Db, id: string) {
  const row = await db
    .selectFrom('newsletter_subscriptions')
    .select(['email', 'unsubscribed_at'])
    .where('id', '=', id)
    .executeTakeFirst()
  return row ? { email: row.email, unsubscribed: row.unsubscribed_at !== null } : undefined
}

/**
 * Unsubscribes a sign-up for its reader (asked by mail or phone): it is mailed no more issues, as
 * after its own unsubscribe link, and stays listed. False when it is gone or already unsubscribed.
 */
export async function unsubscribeSubscription(db: Db, id: string, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('newsletter_subscriptions')
    .set({ unsubscribed_at: now.toISOString() })
    .where('id', '=', id)
    .where('unsubscribed_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** Deletes a sign-up and its address for good (a reader's request to be forgotten). */
export async function deleteSubscription(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('newsletter_subscriptions').where('id', '=', id).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/**
 * One CSV cell: quoted when needed, and a value a spreadsheet would run as a formula (starting
 * with = + - @, tab or CR) is prefixed with an apostrophe.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** Every sign-up as CSV (email, state, signed up), newest first. */
export async function subscriptionsCsv(db: Db): Promise<string> {
  const now = new Date()
  const rows = (await subscriptionsQuery(db, '').execute()).map((row) => toSubscription(row, now))
  const lines = [
    ['email', 'state', 'signed_up_at', 'confirmed_at'],
    ...rows.map((row) => [row.email, row.state, row.createdAt, row.confirmedAt ?? '']),
  ]
  return lines.map((line) => line.map(csvCell).join(',')).join('\r\n') + '\r\n'
}
