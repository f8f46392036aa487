import type { Db } from './db.server'
import { FORM_STAMP_MAX_AGE_MS } from './form.server'

/**
 * A form's fill-time stamp is accepted once (issue 49 item 8): the submission that is stored
 * claims its stamp (one insert under a primary key, so it holds across processes), and a second
 * post with the same stamp is a replay, treated as a bot (app/lib/submissions.server.ts). A form
 * answered again with messages keeps its stamp unclaimed, so the person can send it again.
 */

/** Stamps are kept a little longer than they are honoured, then swept. */
const KEEP_MS = FORM_STAMP_MAX_AGE_MS + 60 * 60 * 1000

/** The part of a stamp that names it (its signature, unique per stamp). */
const nameOf = (stamp: string) => stamp.slice(stamp.lastIndexOf('.') + 1)

/** Claims a (checked, genuine) stamp: true the first time, false when it was used already. */
export async function claimFormStamp(db: Db, stamp: string, now = Date.now()): Promise<boolean> {
  const result = await db
    .insertInto('used_form_stamps')
    .values({ stamp: nameOf(stamp), used_at: new Date(now).toISOString() })
    .onConflict((oc) => oc.column('stamp').doNothing())
    .executeTakeFirst()
  // Now and then, forget stamps too old to be honoured anyway.
  if (Math.random() < 0.01) {
    await db
      .deleteFrom('used_form_stamps')
      .where('used_at', '<', new Date(now - KEEP_MS).toISOString())
      .execute()
  }
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0
}

/** Gives a stamp back when the submission it was claimed for could not be stored. */
export async function releaseFormStamp(db: Db, stamp: string): Promise<void> {
  await db.deleteFrom('used_form_stamps').where('stamp', '=', nameOf(stamp)).execute()
}
