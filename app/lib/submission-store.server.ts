import crypto from 'node:crypto'
import type { Transaction } from 'kysely'
import type { Database } from '../../db/schema'
import type { Db } from './db.server'
import { enqueueReceipt, type MailedKind } from './mail/submission-mail.server'
import type { Locale } from './i18n/config'
import { submissionColumns } from './kinds/fields'
import { type PendingImage, removeImages, saveImages, type StoredImage } from './uploads.server'

/**
 * Storing a checked submission as a pending row (DESIGN section 4): the review columns every
 * submission table shares, and one insert for every kind with photos.
 */

export interface SubmissionContext {
  submittedBy: string | null
  images?: readonly PendingImage[]
  /** the browser's key for this submission (app/lib/idempotency.server.ts); stored under a unique index */
  idempotencyKey?: string | null
  /** the language of the form's page: the submitter's mails are in it */
  locale?: Locale
}

/** The review columns of a new row: pending, not yet reviewed. */
export function reviewFields({ submittedBy, idempotencyKey = null }: SubmissionContext) {
  return {
    id: crypto.randomUUID(),
    status: 'pending',
    submitted_by: submittedBy,
    idempotency_key: idempotencyKey,
    created_at: new Date().toISOString(),
    reviewed_at: null,
    reviewed_by: null,
    review_note: null,
  }
}

/** The table a kind's submissions are stored in, and the submission_type its photos carry. */
export interface SubmissionTable {
  table: 'restaurant_submissions' | 'event_submissions' | 'activity_submissions' | 'story_submissions'
  imageType: string
}

/** The row a checked submission is stored as: the review columns (pending) and its fields' columns. */
export function submissionRow(input: object, ctx: SubmissionContext) {
  return { ...reviewFields(ctx), ...submissionColumns(input as Record<string, unknown>) }
}

/**
 * Inserts a submission row and its stored photos' rows inside the caller's transaction (the form
 * path below, and calendar import, which adds its own bookkeeping to the same transaction).
 */
export async function insertSubmissionRow(
  trx: Transaction<Database>,
  { table, imageType }: SubmissionTable,
  row: ReturnType<typeof submissionRow>,
  stored: readonly StoredImage[] = [],
): Promise<void> {
  await trx
    .insertInto(table)
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the columns come from the kind's schema
    .values(row as any)
    .execute()
  if (stored.length > 0) {
    const createdAt = new Date().toISOString()
    await trx
      .insertInto('submission_images')
      .values(
        stored.map((image) => ({
          id: crypto.randomUUID(),
          submission_type: imageType,
          submission_id: row.id,
          file_name: image.fileName,
          mime: image.mime,
          size: image.size,
          created_at: createdAt,
        })),
      )
      .execute()
  }
}

/**
 * Inserts a submission row (the checked form's values, see submissionColumns), its photos' rows and
 * the submitter's receipt mail (app/lib/mail/) in one transaction; the photo files are written first and removed again if the transaction
 * fails, so a submission is all there or not at all.
 */
export async function insertSubmission(
  db: Db,
  kind: SubmissionTable & MailedKind,
  input: object,
  ctx: SubmissionContext,
): Promise<string> {
  const row = submissionRow(input, ctx)
  const stored = await saveImages(ctx.images ?? [])
  try {
    await db.transaction().execute(async (trx: Transaction<Database>) => {
      await insertSubmissionRow(trx, kind, row, stored)
      // Mail (issue 17): the submitter's receipt, when they gave an address.
      await enqueueReceipt(trx, kind, row, ctx.locale)
    })
  } catch (error) {
    await removeImages(stored).catch(() => {})
    throw error
  }
  return row.id
}
