import type { Transaction } from 'kysely'
import type { Database } from '../../../db/schema'
import { KIND_LABELS, type ReviewKind } from '../kinds'
import { siteOrigin } from '../sitemap.server'
import { approvedMail, contactReceiptMail, hostReceiptMail, receiptMail, rejectedMail } from './messages'
import { isMailable } from './queue.server'
import { enqueueToSubmitter, recipientLocale } from './recipients.server'
import { localizedPath, type Locale } from '../i18n/config'

/**
 * The mails a submitter who gave an address gets: a receipt when the submission is stored, and
 * the decision (approved with the listing's link, or rejected with the editor's reason). Each is
 * queued in the transaction that stores the submission or records the decision, so it exists
 * exactly when that happened. They go only to an address that has confirmed once, else they wait
 * for it (./recipients.server.ts). Rows imported from calendar feeds are never mailed.
 */

/** What a submission table's kind tells about its rows: which columns hold the title and address. */
export interface MailedKind {
  kind?: ReviewKind
  summary?: { title: string; email: string }
}

function field(row: Record<string, unknown>, column: string | undefined): string {
  const value = column ? row[column] : undefined
  return typeof value === 'string' ? value.trim() : ''
}

/** Queues the receipt for a stored submission row, when it carries an address. */
export async function enqueueReceipt(
  trx: Transaction<Database>,
  { kind, summary }: MailedKind,
  row: Record<string, unknown>,
  locale?: Locale,
): Promise<void> {
  if (!kind || !summary) return
  const to = field(row, summary.email)
  if (!isMailable(to) || row.feed_id) return
  await enqueueToSubmitter(
    trx,
    {
      kind: 'receipt',
      to,
      ...receiptMail({ kindLabel: KIND_LABELS[kind].singular, title: field(row, summary.title), locale }),
    },
    undefined,
    locale,
  )
}

/** Queues the receipt for a contact message or a host application. */
export async function enqueueInboxReceipt(
  trx: Transaction<Database>,
  message:
    | { type: 'contact'; email: string; subject: string }
    | { type: 'host'; email: string; propertyName: string },
  locale?: Locale,
): Promise<void> {
  if (!isMailable(message.email)) return
  await enqueueToSubmitter(
    trx,
    {
      kind: 'receipt',
      to: message.email.trim(),
      ...(message.type === 'contact'
        ? contactReceiptMail({ subject: message.subject, locale })
        : hostReceiptMail({ propertyName: message.propertyName, locale })),
    },
    undefined,
    locale,
  )
}

/**
 * Queues the decision mail for a submission just decided, inside the decision's transaction:
 * approved with the absolute link to the listing (`path`), rejected with the review note.
 */
export async function enqueueDecisionMail(
  trx: Transaction<Database>,
  reviewed: { table: string; kind: ReviewKind; summary: { title: string; email: string } },
  id: string,
  decision: 'approved' | 'rejected',
  path: string | null,
  /** the published listing's name when an editor corrected it before approving */
  listingTitle?: string,
): Promise<void> {
  const row = (await trx
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the kind names its table
    .selectFrom(reviewed.table as any)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()) as Record<string, unknown> | undefined
  if (!row || row.feed_id) return
  const to = field(row, reviewed.summary.email)
  if (!isMailable(to)) return
  const kindLabel = KIND_LABELS[reviewed.kind].singular
  const title = listingTitle || field(row, reviewed.summary.title)
  // In the language of the form the address was last given on (its link too).
  const locale = await recipientLocale(trx, to)
  const content =
    decision === 'approved' && path
      ? approvedMail({
          kindLabel,
          title,
          url: new URL(localizedPath(path, locale), siteOrigin()).href,
          locale,
        })
      : rejectedMail({ kindLabel, title, reason: field(row, 'review_note') || null, locale })
  await enqueueToSubmitter(trx, { kind: 'decision', to, ...content })
}
