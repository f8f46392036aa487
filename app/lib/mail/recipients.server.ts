import crypto from 'node:crypto'
import { type Kysely, sql, type Transaction } from 'kysely'
import type { Database } from '../../../db/schema'
import { DEFAULT_LOCALE, isLocale, type Locale, localizedPath } from '../i18n/config'
import { siteOrigin } from '../sitemap.server'
import { recipientConfirmMail } from './messages'
import { DAILY_CAP_ERROR, dailyCapReached, enqueueMail, type OutgoingMail } from './queue.server'

/**
 * The guide cannot be used to mail strangers (issue 49 item 5, decision 031). Receipts and decision
 * mails go only to an address that has confirmed once: a double opt-in like the newsletter's. For
 * an address that never has, the message is stored `held` and the address gets one confirmation
 * mail (nothing submitted in it) with a single-use link, valid CONFIRM_DAYS, sent again at most
 * every CONFIRM_RESEND_MS; pressing the link's button confirms the address and lets the held
 * messages go (within the daily cap). A newsletter reader's confirmed address counts as confirmed.
 * What was submitted is stored whatever happens to its mail.
 */

export const CONFIRM_DAYS = 7
export const CONFIRM_RESEND_MS = 10 * 60_000

type Executor = Kysely<Database> | Transaction<Database>

const hash = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

/** Whether an address has confirmed once, here or for the newsletter. */
export async function isConfirmedRecipient(db: Executor, email: string): Promise<boolean> {
  const address = email.trim().toLowerCase()
  const [recipient, reader] = await Promise.all([
    db
      .selectFrom('mail_recipients')
      .select('email')
      .where('email', '=', address)
      .where('confirmed_at', 'is not', null)
      .executeTakeFirst(),
    db
      .selectFrom('newsletter_subscriptions')
      .select('email')
      .where('email', '=', address)
      .where('confirmed_at', 'is not', null)
      .executeTakeFirst(),
  ])
  return !!recipient || !!reader
}

/** Stores a new confirmation link for the address and queues its mail, unless one went out lately. */
async function askToConfirm(db: Executor, email: string, now: Date, locale: Locale): Promise<void> {
  const existing = await db
    .selectFrom('mail_recipients')
    .select(['confirm_sent_at', 'confirm_expires_at'])
    .where('email', '=', email)
    .executeTakeFirst()
  const sentAt = existing?.confirm_sent_at ? Date.parse(existing.confirm_sent_at) : NaN
  const live = existing?.confirm_expires_at && Date.parse(existing.confirm_expires_at) > now.getTime()
  if (live && now.getTime() - sentAt < CONFIRM_RESEND_MS) return
  const token = crypto.randomBytes(32).toString('base64url')
  const columns = {
    confirm_token_hash: hash(token),
    confirm_expires_at: new Date(now.getTime() + CONFIRM_DAYS * 24 * 3_600_000).toISOString(),
    confirm_sent_at: now.toISOString(),
  }
  if (existing) {
    // Only if no other submission re-sent it in between.
    const result = await db
      .updateTable('mail_recipients')
      .set(columns)
      .where('email', '=', email)
      .where('confirmed_at', 'is', null)
      .where((eb) =>
        existing.confirm_sent_at
          ? eb('confirm_sent_at', '=', existing.confirm_sent_at)
          : eb('confirm_sent_at', 'is', null),
      )
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) !== 1) return
  } else {
    const inserted = await db
      .insertInto('mail_recipients')
      .values({ email, confirmed_at: null, created_at: now.toISOString(), language: locale, ...columns })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('email')
      .executeTakeFirst()
    if (!inserted) return
  }
  const url = new URL(
    `${localizedPath('/mail/confirm', locale)}?token=${encodeURIComponent(token)}`,
    siteOrigin(),
  ).href
  await enqueueMail(
    db,
    {
      kind: 'address-confirm',
      to: email,
      ...recipientConfirmMail({ confirmUrl: url, days: CONFIRM_DAYS, locale }),
    },
    now,
  )
}

/**
 * Queues a message to a submitter: at once to a confirmed address; else held, with a request to
 * confirm the address. Inside the caller's transaction.
 */
export async function enqueueToSubmitter(
  db: Executor,
  mail: OutgoingMail,
  now = new Date(),
  /** the language of the form the address was given on (remembered for the later mails) */
  locale?: Locale,
): Promise<void> {
  const email = mail.to.trim().toLowerCase()
  if (locale)
    await db.updateTable('mail_recipients').set({ language: locale }).where('email', '=', email).execute()
  if (await isConfirmedRecipient(db, mail.to)) {
    await enqueueMail(db, mail, now)
    return
  }
  await enqueueMail(db, mail, now, { held: true })
  await askToConfirm(db, email, now, locale ?? (await recipientLocale(db, email)))
}

/** The language of the form an address was last given on (English for one never given on a form). */
export async function recipientLocale(db: Executor, email: string): Promise<Locale> {
  const row = await db
    .selectFrom('mail_recipients')
    .select('language')
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst()
  return isLocale(row?.language) ? row.language : DEFAULT_LOCALE
}

export type RecipientConfirmState = 'valid' | 'confirmed' | 'expired' | 'invalid'

async function findByToken(db: Executor, token: string) {
  if (!token || token.length > 200) return undefined
  return db
    .selectFrom('mail_recipients')
    .select(['email', 'confirmed_at', 'confirm_expires_at'])
    .where('confirm_token_hash', '=', hash(token))
    .executeTakeFirst()
}

/** What a confirmation link is: still to be used, used, too old, or not one of ours. */
export async function recipientTokenState(
  db: Executor,
  token: string,
  now = new Date(),
): Promise<RecipientConfirmState> {
  const row = await findByToken(db, token)
  if (!row) return 'invalid'
  if (row.confirmed_at) return 'confirmed'
  if (!row.confirm_expires_at || Date.parse(row.confirm_expires_at) < now.getTime()) return 'expired'
  return 'valid'
}

/**
 * Confirms the address of a link (once) and lets its held messages go, oldest first, each within
 * the daily cap (one over it is failed with DAILY_CAP_ERROR instead). Answers the link's state.
 */
export async function confirmRecipient(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<RecipientConfirmState> {
  return db.transaction().execute(async (trx) => {
    const state = await recipientTokenState(trx, token, now)
    if (state !== 'valid') return state
    const row = (await findByToken(trx, token))!
    const confirmed = await trx
      .updateTable('mail_recipients')
      .set({ confirmed_at: now.toISOString() })
      .where('email', '=', row.email)
      .where('confirmed_at', 'is', null)
      .executeTakeFirst()
    if (Number(confirmed.numUpdatedRows) !== 1) return 'confirmed'
    const held = await trx
      .selectFrom('mail_queue')
      .select('id')
      .where(sql`lower(${sql.ref('to')})`, '=', row.email)
      .where('status', '=', 'held')
      .orderBy('created_at')
      .execute()
    for (const { id } of held) {
      const capped = await dailyCapReached(trx, row.email, now)
      await trx
        .updateTable('mail_queue')
        .set(
          capped
            ? { status: 'failed', last_error: DAILY_CAP_ERROR }
            : { status: 'queued', next_attempt_at: now.toISOString() },
        )
        .where('id', '=', id)
        .execute()
    }
    return 'confirmed'
  })
}
