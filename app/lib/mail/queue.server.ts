import crypto from 'node:crypto'
import { type ExpressionBuilder, type Kysely, sql, type Transaction } from 'kysely'
import { z } from 'zod'
import type { Database, MailQueueRow } from '../../../db/schema'
import type { Dialect } from '../db.server'
import { env } from '../env.server'
import type { MailStatus } from './statuses'

/**
 * The mail queue (DESIGN: nothing is sent in the request path). A message is a row written in the
 * caller's transaction, so it exists exactly when what caused it was committed; a worker
 * (./worker.server.ts) claims due rows, sends them and marks them sent, or puts them back with a
 * later `next_attempt_at` (exponential backoff) until MAIL_MAX_ATTEMPTS, then `failed` with the
 * error shown in the back office.
 *
 * Claiming: on PostgreSQL `SELECT … FOR UPDATE SKIP LOCKED` in a transaction that sets `sending`,
 * a lease and the claimer's id, so concurrent workers never take the same row; on SQLite (one
 * writer at a time) a conditional UPDATE per row. A lease that runs out (the process died while
 * sending) makes the row claimable again.
 */

type Executor = Kysely<Database> | Transaction<Database>

export { MAIL_STATUSES, type MailStatus } from './statuses'

export interface OutgoingMail {
  /** what it is, shown in the back office: 'newsletter-confirm', 'receipt', 'decision' ... */
  kind: string
  to: string
  subject: string
  text: string
  html: string
  /** extra headers (List-Unsubscribe ...): names of letters, digits and dashes */
  headers?: Record<string, string>
}

const AddressSchema = z.email({ message: 'not an email address' })
const HEADER_NAME = /^[A-Za-z][A-Za-z0-9-]*$/

/** Whether a stored address can be mailed: one plain email address, nothing else. */
export function isMailable(address: string | null | undefined): boolean {
  const to = address?.trim() ?? ''
  return to !== '' && !/[\r\n,;<>]/.test(to) && AddressSchema.safeParse(to).success
}

/** A header value on one line: CR, LF and other control characters become spaces. */
export function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim()
}

/**
 * Checks and cleans a message before it is stored: the address must be one plain email address
 * (no name, no second address, no line break), the subject and header values one line each.
 * Throws on an address that is not one; header injection cannot get past this.
 */
export function cleanMail(mail: OutgoingMail): OutgoingMail {
  const to = mail.to.trim()
  if (!isMailable(to)) throw new Error(`mail: refusing recipient ${JSON.stringify(to.slice(0, 80))}`)
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(mail.headers ?? {})) {
    if (!HEADER_NAME.test(name)) throw new Error(`mail: refusing header name ${JSON.stringify(name)}`)
    headers[name] = oneLine(value)
  }
  return { ...mail, to, subject: oneLine(mail.subject).slice(0, 300), headers }
}

/** Kinds that are not capped per recipient: issues go to confirmed readers who can unsubscribe. */
const UNCAPPED_KINDS = new Set(['newsletter'])

/**
 * Whether an address has had its day's share of transactional mail: MAIL_RECIPIENT_DAILY_CAP
 * messages (queued, being sent or sent) created for it in the last 24 hours.
 */
export async function dailyCapReached(db: Executor, to: string, now = new Date()): Promise<boolean> {
  const since = new Date(now.getTime() - 24 * 60 * 60_000).toISOString()
  const row = await db
    .selectFrom('mail_queue')
    .select((eb) => eb.fn.countAll().as('n'))
    .where(sql`lower(${sql.ref('to')})`, '=', to.trim().toLowerCase())
    .where('kind', 'not in', [...UNCAPPED_KINDS])
    .where('status', 'in', ['queued', 'sending', 'sent'])
    .where('created_at', '>', since)
    .executeTakeFirst()
  return Number(row?.n ?? 0) >= env().MAIL_RECIPIENT_DAILY_CAP
}

/** The error a message over the daily cap is stored with (failed, never sent). */
export const DAILY_CAP_ERROR =
  'Not sent: this address already got its daily share of messages from the guide.'

/**
 * Stores a message to send, inside the caller's transaction (or on its own). Answers its id.
 * `held`: it waits until its recipient confirms the address. A transactional message to an
 * address that has reached its daily cap is stored as failed, with DAILY_CAP_ERROR, and not sent.
 */
export async function enqueueMail(
  db: Executor,
  mail: OutgoingMail,
  now = new Date(),
  { held = false }: { held?: boolean } = {},
): Promise<string> {
  const clean = cleanMail(mail)
  const id = crypto.randomUUID()
  const capped = !held && !UNCAPPED_KINDS.has(clean.kind) && (await dailyCapReached(db, clean.to, now))
  await db
    .insertInto('mail_queue')
    .values({
      id,
      kind: clean.kind,
      to: clean.to,
      subject: clean.subject,
      text: clean.text,
      html: clean.html,
      headers: JSON.stringify(clean.headers ?? {}),
      status: held ? 'held' : capped ? 'failed' : 'queued',
      attempts: 0,
      next_attempt_at: now.toISOString(),
      locked_until: null,
      claimed_by: null,
      last_error: capped ? DAILY_CAP_ERROR : null,
      outbox_file: null,
      created_at: now.toISOString(),
      sent_at: null,
    })
    .execute()
  return id
}

export interface ClaimOptions {
  /** this process's id, recorded on the rows it sends */
  workerId: string
  limit?: number
  /** how long the claim holds before another worker may take the row (longer than any send) */
  leaseMs?: number
  now?: Date
}

/** Rows a worker may take: queued and due, or sending under a lease that ran out. */
function due(now: string) {
  return (eb: ExpressionBuilder<Database, 'mail_queue'>) =>
    eb.or([
      eb.and([eb('status', '=', 'queued'), eb('next_attempt_at', '<=', now)]),
      eb.and([eb('status', '=', 'sending'), eb('locked_until', '<', now)]),
    ])
}

/**
 * Claims up to `limit` due messages for this worker: they become `sending` with a lease and one
 * more attempt counted. Two workers never claim the same row.
 */
export async function claimMail(
  db: Kysely<Database>,
  dialect: Dialect,
  { workerId, limit = 10, leaseMs = 5 * 60_000, now = new Date() }: ClaimOptions,
): Promise<MailQueueRow[]> {
  const at = now.toISOString()
  const lease = new Date(now.getTime() + leaseMs).toISOString()
  const claim = {
    status: 'sending',
    locked_until: lease,
    claimed_by: workerId,
    attempts: sql<number>`attempts + 1`,
  }
  if (dialect === 'postgres') {
    return db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('mail_queue')
        .select('id')
        .where(due(at))
        .orderBy('next_attempt_at')
        .limit(limit)
        .forUpdate()
        .skipLocked()
        .execute()
      if (rows.length === 0) return []
      const ids = rows.map((row) => row.id)
      await trx.updateTable('mail_queue').set(claim).where('id', 'in', ids).execute()
      return trx.selectFrom('mail_queue').selectAll().where('id', 'in', ids).orderBy('created_at').execute()
    })
  }
  const candidates = await db
    .selectFrom('mail_queue')
    .select('id')
    .where(due(at))
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute()
  const claimed: MailQueueRow[] = []
  for (const { id } of candidates) {
    // Only while still due: a row another process claimed in between is left to it.
    const result = await db
      .updateTable('mail_queue')
      .set(claim)
      .where('id', '=', id)
      .where(due(at))
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) === 1)
      claimed.push(
        await db.selectFrom('mail_queue').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
      )
  }
  return claimed
}

/** Marks a claimed message sent (only while this worker still holds it). */
export async function markSent(
  db: Kysely<Database>,
  id: string,
  workerId: string,
  { outboxFile = null, now = new Date() }: { outboxFile?: string | null; now?: Date } = {},
): Promise<void> {
  await db
    .updateTable('mail_queue')
    .set({
      status: 'sent',
      sent_at: now.toISOString(),
      locked_until: null,
      last_error: null,
      outbox_file: outboxFile,
    })
    .where('id', '=', id)
    .where('claimed_by', '=', workerId)
    .where('status', '=', 'sending')
    .execute()
}

/** The wait before attempt `attempts + 1`: one minute, doubling, at most six hours. */
export function backoffMs(attempts: number, baseMs = 60_000): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60_000)
}

/**
 * A send failed: the message is queued again after the backoff, or `failed` once it has had
 * `maxAttempts` attempts. The error is kept (one line, shortened) for the back office.
 */
export async function markFailed(
  db: Kysely<Database>,
  row: Pick<MailQueueRow, 'id' | 'attempts'>,
  workerId: string,
  error: string,
  { maxAttempts, now = new Date(), baseMs }: { maxAttempts: number; now?: Date; baseMs?: number },
): Promise<MailStatus> {
  const status: MailStatus = row.attempts >= maxAttempts ? 'failed' : 'queued'
  await db
    .updateTable('mail_queue')
    .set({
      status,
      locked_until: null,
      last_error: oneLine(error).slice(0, 500),
      next_attempt_at: new Date(now.getTime() + backoffMs(row.attempts, baseMs)).toISOString(),
    })
    .where('id', '=', row.id)
    .where('claimed_by', '=', workerId)
    .where('status', '=', 'sending')
    .execute()
  return status
}

/** Puts a failed message back in the queue with its attempts reset (the back office's Retry). */
export async function retryMail(db: Kysely<Database>, id: string, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('mail_queue')
    .set({ status: 'queued', attempts: 0, next_attempt_at: now.toISOString(), locked_until: null })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Sent messages are kept this long (shown on /admin/mail), then deleted by the worker. */
export const KEEP_SENT_MS = 30 * 24 * 60 * 60_000

/** Deletes messages sent more than KEEP_SENT_MS ago (failed and queued ones stay); answers how many. */
export async function pruneSentMail(db: Kysely<Database>, now = new Date()): Promise<number> {
  const result = await db
    .deleteFrom('mail_queue')
    .where('status', '=', 'sent')
    .where('sent_at', '<', new Date(now.getTime() - KEEP_SENT_MS).toISOString())
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

export type MailSummary = Pick<
  MailQueueRow,
  | 'id'
  | 'kind'
  | 'to'
  | 'subject'
  | 'status'
  | 'attempts'
  | 'last_error'
  | 'outbox_file'
  | 'created_at'
  | 'sent_at'
  | 'next_attempt_at'
>

/** The newest messages, optionally of one status, for the back office. */
export async function listMail(
  db: Kysely<Database>,
  { status, limit = 100 }: { status?: MailStatus; limit?: number } = {},
): Promise<MailSummary[]> {
  let query = db
    .selectFrom('mail_queue')
    .select([
      'id',
      'kind',
      'to',
      'subject',
      'status',
      'attempts',
      'last_error',
      'outbox_file',
      'created_at',
      'sent_at',
      'next_attempt_at',
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
  if (status) query = query.where('status', '=', status)
  return query.execute()
}

/** How many messages are in each status. */
export async function countMail(db: Kysely<Database>): Promise<Record<MailStatus, number>> {
  const rows = await db
    .selectFrom('mail_queue')
    .select(['status', (eb) => eb.fn.countAll().as('n')])
    .groupBy('status')
    .execute()
  const counts = { held: 0, queued: 0, sending: 0, sent: 0, failed: 0 }
  for (const row of rows) if (row.status in counts) counts[row.status as MailStatus] = Number(row.n)
  return counts
}

/** How many messages failed for good (the dashboard's warning, linking to /admin/mail?status=failed). */
export async function countFailedMail(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('mail_queue')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('status', '=', 'failed')
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}
