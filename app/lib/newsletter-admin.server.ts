import type { Db } from './db.server'
import { PAGE_SIZE, type Paged } from './pagination'
import { selectPage } from './pagination.server'

/** Newsletter sign-ups for the back office (issue 16 item 5): the list and its CSV export. */

export interface Subscription {
  email: string
  status: string
  createdAt: string
}

function subscriptionsQuery(db: Db, q: string) {
  let query = db
    .selectFrom('newsletter_subscriptions')
    .select(['email', 'status', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('email')
  if (q) query = query.where('email', 'like', `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
  return query
}

const toSubscription = (row: { email: string; status: string; created_at: string }): Subscription => ({
  email: row.email,
  status: row.status,
  createdAt: row.created_at,
})

export async function pageSubscriptions(
  db: Db,
  q: string,
  page: number,
  size = PAGE_SIZE,
): Promise<Paged<Subscription>> {
  const paged = await selectPage(subscriptionsQuery(db, q), page, size)
  return { ...paged, items: paged.items.map(toSubscription) }
}

/** What a sign-up's status means to an editor. */
export function subscriptionStateLabel(status: string): string {
  if (status === 'pending') return 'Subscribed'
  if (status === 'approved') return 'Confirmed'
  if (status === 'rejected') return 'Unsubscribed'
  return status
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
  const rows = (await subscriptionsQuery(db, '').execute()).map(toSubscription)
  const lines = [
    ['email', 'state', 'signed_up_at'],
    ...rows.map((row) => [row.email, subscriptionStateLabel(row.status), row.createdAt]),
  ]
  return lines.map((line) => line.map(csvCell).join(',')).join('\r\n') + '\r\n'
}
