import crypto from 'node:crypto'
import type { Transaction } from 'kysely'
import type { Database } from '../../db/schema'
import type { Db } from './db.server'
import { submissionColumns } from './kinds/fields'
import { type PendingImage, removeImages, saveImages } from './uploads.server'

/**
 * Storing a checked submission as a pending row (DESIGN section 4): the review columns every
 * submission table shares, and one insert for every kind with photos.
 */

export interface SubmissionContext {
  submittedBy: string | null
  images?: readonly PendingImage[]
  /** the browser's key for this submission (app/lib/idempotency.server.ts); stored under a unique index */
  idempotencyKey?: string | null
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

/**
 * Inserts a submission row (the checked form's values, see submissionColumns) and its photos' rows
 * in one transaction; the photo files are written first and removed again if the transaction
 * fails, so a submission is all there or not at all.
 */
export async function insertSubmission(
  db: Db,
  { table, imageType }: SubmissionTable,
  input: object,
  ctx: SubmissionContext,
): Promise<string> {
  const row = { ...reviewFields(ctx), ...submissionColumns(input as Record<string, unknown>) }
  const stored = await saveImages(ctx.images ?? [])
  try {
    await db.transaction().execute(async (trx: Transaction<Database>) => {
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
    })
  } catch (error) {
    await removeImages(stored).catch(() => {})
    throw error
  }
  return row.id
}
