import type { Transaction } from 'kysely'
import type { Database } from '../../db/schema'
import type { Db } from './db.server'
import { REVIEW_KINDS, type ReviewKind, STATUS_FILTERS, type StatusFilter } from './kinds'
import { describeRow } from './kinds/fields'
import { REVIEWED_KINDS } from './kinds/index.server'
import type { QueueFilters } from './listing-filters'
import { distinctValues, QUEUE_FILTER_COLUMNS, type QueueOptions } from './review-queue-filters.server'
import type { SubmissionOrigin } from './kinds/kind.server'

/**
 * The back office's review queue (DESIGN section 4): pending counts for the dashboard, each kind's
 * submissions by status and page, and one submission in full. The decision is in
 * ./review-decision.server.ts, the contact and host inbox in ./inbox.server.ts.
 */

export const PAGE_SIZE = 25

type ReviewColumns = Pick<
  Database['restaurant_submissions'],
  'id' | 'status' | 'submitted_by' | 'created_at' | 'reviewed_at' | 'reviewed_by' | 'review_note'
>

export function parseKind(value: string | undefined): ReviewKind | undefined {
  return REVIEW_KINDS.includes(value as ReviewKind) ? (value as ReviewKind) : undefined
}

export function parseStatusFilter(value: string | null): StatusFilter {
  return STATUS_FILTERS.includes(value as StatusFilter) ? (value as StatusFilter) : 'all'
}

export function parsePage(value: string | null): number {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1
}

const count = (row: { n: string | number | bigint } | undefined) => Number(row?.n ?? 0)

// ---------------------------------------------------------------------------------------------
// Counts (dashboard)

export interface DashboardCounts {
  pending: Record<ReviewKind, number>
  unreadMessages: number
  unreadHostApplications: number
}

export async function countPendingSubmissions(db: Db): Promise<DashboardCounts> {
  const pendingOf = async (table: CountedTable) =>
    count(
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('status', '=', 'pending')
        .executeTakeFirst(),
    )
  const [restaurants, events, activities, stories, unreadMessages, unreadHostApplications] =
    await Promise.all([
      pendingOf('restaurant_submissions'),
      pendingOf('event_submissions'),
      pendingOf('activity_submissions'),
      pendingOf('story_submissions'),
      pendingOf('contact_messages'),
      pendingOf('host_applications'),
    ])
  return { pending: { restaurants, events, activities, stories }, unreadMessages, unreadHostApplications }
}

type CountedTable = (typeof REVIEWED_KINDS)[ReviewKind]['table'] | 'contact_messages' | 'host_applications'

// ---------------------------------------------------------------------------------------------
// Lists

export interface SubmissionSummary {
  id: string
  title: string
  submitter: string
  status: string
  createdAt: string
}

export interface SubmissionPage {
  items: SubmissionSummary[]
  total: number
  page: number
  pageCount: number
}

/**
 * One page of a kind's submissions: pending first, then newest first, or by `sort` (decision,
 * else arrival: newest or oldest; title). `category` is the form's category column; `town` the
 * town the listing would get (./review-queue-filters.server.ts), matched on the rows' text.
 */
export async function listSubmissions(
  db: Db,
  kind: ReviewKind,
  {
    status = 'all',
    page = 1,
    town = '',
    category = '',
    sort = '',
  }: { status?: StatusFilter; page?: number } & Partial<QueueFilters> = {},
): Promise<SubmissionPage> {
  const { table, summary: columns } = REVIEWED_KINDS[kind]
  const filterColumns = QUEUE_FILTER_COLUMNS[kind]
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one query over four similar tables
  let base = (db as any).selectFrom(table)
  if (status !== 'all') base = base.where('status', '=', status)
  if (category) base = base.where(filterColumns.category, '=', category)
  if (town && filterColumns.town) {
    const { columns: townColumns, of } = filterColumns.town
    const rows: Record<string, unknown>[] = await base.select(['id', ...townColumns]).execute()
    const ids = rows.filter((row) => of(row) === town).map((row) => String(row.id))
    base = base.where('id', 'in', ids.length > 0 ? ids : [''])
  }
  const total = count(
    await base.select((eb: { fn: Db['fn'] }) => eb.fn.countAll().as('n')).executeTakeFirst(),
  )
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE))
  const current = Math.min(page, pageCount)
  const updated = (eb: { fn: Db['fn'] }) => eb.fn.coalesce('reviewed_at', 'created_at')
  const ordered =
    sort === 'updated'
      ? base.orderBy(updated, 'desc')
      : sort === 'oldest'
        ? base.orderBy(updated, 'asc')
        : sort === 'title'
          ? base.orderBy(columns.title)
          : base
              .orderBy((eb: { case: Db['case'] }) =>
                eb.case().when('status', '=', 'pending').then(0).else(1).end(),
              )
              .orderBy('created_at', 'desc')
  const rows: Record<string, string | null>[] = await ordered
    .select([
      'id',
      'status',
      'created_at',
      `${columns.title} as title`,
      `${columns.email} as email`,
      ...(columns.name === columns.title ? [] : [`${columns.name} as submitter_name`]),
      ...(columns.source ? [`${columns.source} as source`] : []),
    ])
    .orderBy('id')
    .limit(PAGE_SIZE)
    .offset((current - 1) * PAGE_SIZE)
    .execute()
  return {
    items: rows.map((row) => ({
      id: row.id!,
      title: row.title ?? '',
      submitter: row.source
        ? `Imported from ${row.source}`
        : [row.submitter_name, row.email].filter(Boolean).join(' · ') || 'Anonymous visitor',
      status: row.status!,
      createdAt: row.created_at!,
    })),
    total,
    page: current,
    pageCount,
  }
}

/** The towns and categories a queue offers: those its pending submissions have. */
export async function queueFilterOptions(
  db: Db,
  kind: ReviewKind,
  chosen: QueueFilters,
): Promise<QueueOptions> {
  const { table } = REVIEWED_KINDS[kind]
  const { category, town } = QUEUE_FILTER_COLUMNS[kind]
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one query over four similar tables
  const rows: Record<string, unknown>[] = await (db as any)
    .selectFrom(table)
    .select([`${category} as category`, ...(town?.columns ?? [])])
    .where('status', '=', 'pending')
    .execute()
  return {
    towns: town ? distinctValues(rows.map(town.of), chosen.town) : [],
    categories: distinctValues(
      rows.map((row) => String(row.category ?? '')),
      chosen.category,
    ),
  }
}

// ---------------------------------------------------------------------------------------------
// One submission in full

export interface SubmissionField {
  label: string
  value: string
}

export interface SubmissionDetail {
  kind: ReviewKind
  id: string
  title: string
  status: string
  fields: SubmissionField[]
  images: { id: string; mime: string; size: number }[]
  submittedBy: string | null
  createdAt: string
  reviewedAt: string | null
  reviewedBy: string | null
  reviewNote: string | null
  /** where the published listing lives, once approved */
  publishedAt: string | null
  /** where an imported submission came from (a calendar feed), and what it updates */
  origin: SubmissionOrigin | null
}

/** A user's email for the review page (their id when the account is gone). */
export async function userEmail(db: Db | Transaction<Database>, id: string | null): Promise<string | null> {
  if (!id) return null
  const row = await db.selectFrom('user').select('email').where('id', '=', id).executeTakeFirst()
  return row?.email ?? id
}

export async function getSubmission(
  db: Db,
  kind: ReviewKind,
  id: string,
): Promise<SubmissionDetail | undefined> {
  const { table, imageType, fields, summary, origin } = REVIEWED_KINDS[kind]
  const row = (await db
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one query over the kinds' tables
    .selectFrom(table as any)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()) as (Record<string, unknown> & ReviewColumns) | undefined
  if (!row) return undefined
  const images = await db
    .selectFrom('submission_images')
    .select(['id', 'mime', 'size'])
    .where('submission_type', '=', imageType)
    .where('submission_id', '=', id)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  const published = await db
    .selectFrom('published_submissions')
    .select('path')
    .where('submission_id', '=', id)
    .executeTakeFirst()
  return {
    kind,
    id: row.id,
    title: String(row[summary.title] ?? ''),
    status: row.status,
    fields: describeRow(fields, row),
    images: images.map((image) => ({ id: image.id, mime: image.mime, size: Number(image.size) })),
    submittedBy: await userEmail(db, row.submitted_by),
    createdAt: row.created_at,
    reviewedAt: row.reviewed_at,
    reviewedBy: await userEmail(db, row.reviewed_by),
    reviewNote: row.review_note,
    publishedAt: published?.path ?? null,
    origin: origin ? await origin(db, row) : null,
  }
}

/** An uploaded photo's stored file and type (served only to editors and admins). */
export async function getSubmissionImage(db: Db, id: string) {
  return db
    .selectFrom('submission_images')
    .select(['file_name', 'mime', 'size'])
    .where('id', '=', id)
    .executeTakeFirst()
}
