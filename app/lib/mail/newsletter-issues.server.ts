import crypto from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database, NewsletterIssuesTable } from '../../../db/schema'
import { addDaysIso, formatShortDate, todayInTimeZone } from '../dates'
import { listEventSummaries } from '../kinds/event-queries.server'
import { siteOrigin } from '../sitemap.server'
import { newsletterIssueMail, type MailContent } from './messages'
import { countReaders, enqueueToReaders, unsubscribeHeaders, unsubscribeUrl } from './newsletter.server'
import { enqueueMail } from './queue.server'

export { BODY_MAX, issueErrors, SUBJECT_MAX } from './newsletter-issue'

/**
 * Newsletter issues (decision 036): an issue is a record, written as a draft from a template (the
 * coming events, the listings new since the last issue), edited, previewed exactly as readers get
 * it, test-sent to its writer, and queued once. Queuing moves the record from 'draft' to 'queued'
 * with one conditional UPDATE in the transaction that queues the mail, so a second press, a
 * re-sent form or two presses at once queue nothing more.
 */

export type NewsletterIssue = NewsletterIssuesTable

/** How far ahead the template looks for events. */
export const TEMPLATE_EVENT_DAYS = 21
/** How far back it looks for new listings when no issue was sent yet. */
export const FIRST_ISSUE_LOOKBACK_DAYS = 30
/** At most this many events and new listings each, so the template stays a newsletter. */
const TEMPLATE_LIMIT = 12

const NEW_LISTINGS = [
  { table: 'restaurants', path: '/eat/' },
  { table: 'stays', path: '/stay/' },
  { table: 'activities', path: '/play/' },
] as const

const link = (path: string) => new URL(path, siteOrigin()).href

/** When the last issue was queued, or undefined before the first. */
export async function lastQueuedAt(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db
    .selectFrom('newsletter_issues')
    .select('queued_at')
    .where('status', '=', 'queued')
    .orderBy('queued_at', 'desc')
    .executeTakeFirst()
  return row?.queued_at ?? undefined
}

/**
 * A new issue's subject and text: a greeting, the events of the next TEMPLATE_EVENT_DAYS days and
 * the restaurants, stays and activities added since the last issue (or the last
 * FIRST_ISSUE_LOOKBACK_DAYS days), each with its address on the guide. Plain text: the writer edits
 * it before sending.
 */
export async function issueTemplate(
  db: Kysely<Database>,
  now = new Date(),
): Promise<{ subject: string; body: string }> {
  const today = todayInTimeZone(undefined, now)
  const until = addDaysIso(today, TEMPLATE_EVENT_DAYS)
  const since =
    (await lastQueuedAt(db)) ??
    new Date(now.getTime() - FIRST_ISSUE_LOOKBACK_DAYS * 24 * 60 * 60_000).toISOString()
  const events = (await listEventSummaries(db, { from: today, to: until })).slice(0, TEMPLATE_LIMIT)
  const added: { name: string; path: string; created_at: string }[] = []
  for (const { table, path } of NEW_LISTINGS) {
    const rows = await db
      .selectFrom(table)
      .select(['id', 'name', 'created_at'])
      .where('hidden', '=', 0)
      .where('created_at', '>', since)
      .execute()
    added.push(
      ...rows.map((row) => ({
        name: row.name,
        path: `${path}${encodeURIComponent(row.id)}`,
        created_at: row.created_at,
      })),
    )
  }
  added.sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0))
  const paragraphs = ['Hello from Wyoming Navigator! Here is what is coming up around the state.']
  paragraphs.push(
    events.length > 0
      ? [
          `Coming up in the next ${TEMPLATE_EVENT_DAYS / 7} weeks:`,
          ...events.map(
            (event) =>
              `- ${formatShortDate(event.date)}${event.time ? `, ${event.time}` : ''}: ${event.title}` +
              `${event.location ? ` (${event.location})` : ''} ${link(`/events/${encodeURIComponent(event.id)}`)}`,
          ),
        ].join('\n')
      : `No events are listed for the next ${TEMPLATE_EVENT_DAYS / 7} weeks yet: see the calendar at ${link('/events')}`,
  )
  if (added.length > 0)
    paragraphs.push(
      [
        'New in the guide:',
        ...added.slice(0, TEMPLATE_LIMIT).map((listing) => `- ${listing.name} ${link(listing.path)}`),
      ].join('\n'),
    )
  paragraphs.push('See you on the road!')
  const month = new Date(`${today}T12:00:00Z`).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })
  return { subject: `Wyoming Navigator: ${month} in Wyoming`, body: paragraphs.join('\n\n') }
}

export async function createIssue(
  db: Kysely<Database>,
  issue: { subject: string; body: string },
  userId: string | null = null,
  now = new Date(),
): Promise<string> {
  const id = crypto.randomUUID()
  await db
    .insertInto('newsletter_issues')
    .values({
      id,
      subject: issue.subject,
      body: issue.body,
      status: 'draft',
      created_by: userId,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
      queued_at: null,
      queued_by: null,
      recipients: null,
    })
    .execute()
  return id
}

export async function getIssue(db: Kysely<Database>, id: string): Promise<NewsletterIssue | undefined> {
  return db.selectFrom('newsletter_issues').selectAll().where('id', '=', id).executeTakeFirst()
}

/** The newest issues first, for the newsletter page. */
export async function listIssues(db: Kysely<Database>, limit = 20): Promise<NewsletterIssue[]> {
  return db
    .selectFrom('newsletter_issues')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute()
}

/** Saves a draft's new subject and text; false when it is no longer a draft (already queued). */
export async function updateDraft(
  db: Kysely<Database>,
  id: string,
  issue: { subject: string; body: string },
  now = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable('newsletter_issues')
    .set({ subject: issue.subject, body: issue.body, updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'draft')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** A draft no longer wanted; false when it was queued (a queued issue stays on record). */
export async function deleteDraft(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('newsletter_issues')
    .where('id', '=', id)
    .where('status', '=', 'draft')
    .executeTakeFirst()
  return Number(result.numDeletedRows) === 1
}

/** The unsubscribe link the preview and a test send carry: it names no reader, so it unsubscribes nobody. */
export const SAMPLE_UNSUBSCRIBE = () => unsubscribeUrl('preview')

/** The mail as readers get it (with a link that stands for each reader's own unsubscribe link). */
export function previewIssue(issue: { subject: string; body: string }): MailContent {
  return newsletterIssueMail({ ...issue, unsubscribeUrl: SAMPLE_UNSUBSCRIBE() })
}

/**
 * Queues the issue to every confirmed reader, once: the record moves from draft to queued in the
 * same transaction as the mail. Answers how many readers it went to, or, when it had already been
 * queued (a second press, or another at the same moment), when and to how many.
 */
export async function queueIssue(
  db: Kysely<Database>,
  id: string,
  userId: string | null = null,
  now = new Date(),
): Promise<
  | { ok: true; recipients: number }
  | { ok: false; reason: 'missing' }
  | { ok: false; reason: 'queued'; queuedAt: string; recipients: number }
> {
  const outcome = await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('newsletter_issues')
      .set({
        status: 'queued',
        queued_at: now.toISOString(),
        queued_by: userId,
        updated_at: now.toISOString(),
      })
      .where('id', '=', id)
      .where('status', '=', 'draft')
      .returning(['subject', 'body'])
      .executeTakeFirst()
    if (!claimed) return undefined
    const recipients = await enqueueToReaders(trx, claimed)
    await trx.updateTable('newsletter_issues').set({ recipients }).where('id', '=', id).execute()
    return recipients
  })
  if (outcome !== undefined) return { ok: true, recipients: outcome }
  const issue = await getIssue(db, id)
  if (!issue) return { ok: false, reason: 'missing' }
  return {
    ok: false,
    reason: 'queued',
    queuedAt: issue.queued_at ?? issue.updated_at,
    recipients: issue.recipients ?? 0,
  }
}

/** A draft, made and queued at once (scripts and tests); answers how many readers it went to. */
export async function queueNewIssue(
  db: Kysely<Database>,
  issue: { subject: string; body: string },
): Promise<number> {
  const result = await queueIssue(db, await createIssue(db, issue))
  if (!result.ok) throw new Error('newsletter: a new issue was already queued')
  return result.recipients
}

/**
 * Sends the issue, as it is saved, to one address (its writer's own): the same mail readers get,
 * the subject marked as a test. Counts against the address's daily share of mail.
 */
export async function sendTestIssue(
  db: Kysely<Database>,
  issue: { subject: string; body: string },
  to: string,
): Promise<void> {
  const mail = previewIssue(issue)
  await enqueueMail(db, {
    kind: 'newsletter-test',
    to,
    ...mail,
    subject: `[Test] ${mail.subject}`,
    headers: unsubscribeHeaders(SAMPLE_UNSUBSCRIBE()),
  })
}

export { countReaders }
