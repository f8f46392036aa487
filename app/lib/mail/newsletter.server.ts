import crypto from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../../db/schema'
import { DEFAULT_LOCALE, isLocale, type Locale, localizedPath } from '../i18n/config'
import { getSecret } from '../secret.server'
import { siteOrigin } from '../sitemap.server'
import { reviewFields, type SubmissionContext } from '../submission-store.server'
import { newsletterConfirmMail, newsletterIssueMail } from './messages'
import { enqueueMail } from './queue.server'

/**
 * The newsletter list with double opt-in: a sign-up stores the address unconfirmed and queues a
 * confirmation link (a random token, stored only as its SHA-256, valid CONFIRM_HOURS); only a
 * confirmed address that has not unsubscribed is ever sent an issue. Every issue carries a
 * one-click unsubscribe (RFC 8058 headers and a visible link): its token is an HMAC of the
 * subscription's id with the server secret, so any issue can carry it without storing it.
 */

export const CONFIRM_HOURS = 48
/** A repeated sign-up re-sends the confirmation, at most this often per address. */
export const CONFIRM_RESEND_MS = 10 * 60_000

const hash = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

/** A stored language, or English for anything else. */
const localeOf = (language: string | undefined): Locale => (isLocale(language) ? language : DEFAULT_LOCALE)

function confirmUrl(token: string, locale: Locale): string {
  return new URL(
    localizedPath(`/newsletter/confirm?token=${encodeURIComponent(token)}`, locale),
    siteOrigin(),
  ).href
}

/** The token of a subscription's unsubscribe link: `<id>.<HMAC>`. */
export function unsubscribeToken(id: string): string {
  const mac = crypto
    .createHmac('sha256', getSecret())
    .update(`newsletter-unsubscribe:${id}`)
    .digest('base64url')
  return `${id}.${mac}`
}

/** A reader's unsubscribe page, in the language of the sign-up. */
export function unsubscribeUrl(id: string, locale: Locale = DEFAULT_LOCALE): string {
  return new URL(
    localizedPath(`/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken(id))}`, locale),
    siteOrigin(),
  ).href
}

/** The subscription id an unsubscribe token names, or undefined when it is not one of ours. */
export function readUnsubscribeToken(token: string): string | undefined {
  const dot = token.lastIndexOf('.')
  if (dot <= 0) return undefined
  const id = token.slice(0, dot)
  const expected = Buffer.from(unsubscribeToken(id))
  const given = Buffer.from(token)
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? id : undefined
}

function newConfirmation(now: Date) {
  const token = crypto.randomBytes(32).toString('base64url')
  return {
    token,
    columns: {
      confirm_token_hash: hash(token),
      confirm_expires_at: new Date(now.getTime() + CONFIRM_HOURS * 3_600_000).toISOString(),
      confirm_sent_at: now.toISOString(),
    },
  }
}

async function queueConfirmation(db: Kysely<Database>, email: string, token: string, locale: Locale) {
  await enqueueMail(db, {
    kind: 'newsletter-confirm',
    to: email,
    ...newsletterConfirmMail({ confirmUrl: confirmUrl(token, locale), hours: CONFIRM_HOURS, locale }),
  })
}

/**
 * A sign-up: a new address is stored unconfirmed and sent a confirmation link; an address not yet
 * confirmed (or unsubscribed) is sent a fresh link, at most every CONFIRM_RESEND_MS; a confirmed
 * one is left alone. The visitor's answer is the same in every case ('already' is for the caller's
 * bookkeeping only), so the form never tells whether an address is on the list. The language of
 * the sign-up (`ctx.locale`, the page's) is remembered, and a new sign-up before confirming changes it.
 */
export async function subscribeNewsletter(
  db: Kysely<Database>,
  address: string,
  ctx: SubmissionContext & { locale?: Locale },
  now = new Date(),
): Promise<'subscribed' | 'already'> {
  const email = address.trim().toLowerCase()
  const locale = ctx.locale ?? DEFAULT_LOCALE
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('newsletter_subscriptions')
      .select(['id', 'confirmed_at', 'unsubscribed_at', 'confirm_sent_at'])
      .where('email', '=', email)
      .executeTakeFirst()
    if (!existing) {
      const confirmation = newConfirmation(now)
      const inserted = await trx
        .insertInto('newsletter_subscriptions')
        .values({
          ...reviewFields(ctx),
          email,
          ...confirmation.columns,
          confirmed_at: null,
          unsubscribed_at: null,
          language: locale,
        })
        .onConflict((oc) => oc.column('email').doNothing())
        .returning('id')
        .executeTakeFirst()
      if (!inserted) return 'already'
      await queueConfirmation(trx, email, confirmation.token, locale)
      return 'subscribed'
    }
    if (existing.confirmed_at && !existing.unsubscribed_at) return 'already'
    const recently =
      existing.confirm_sent_at && now.getTime() - Date.parse(existing.confirm_sent_at) < CONFIRM_RESEND_MS
    if (recently) return 'already'
    const confirmation = newConfirmation(now)
    // Only if no other sign-up re-sent it in between.
    let update = trx
      .updateTable('newsletter_subscriptions')
      .set({ ...confirmation.columns, confirmed_at: null, unsubscribed_at: null, language: locale })
      .where('id', '=', existing.id)
    update = existing.confirm_sent_at
      ? update.where('confirm_sent_at', '=', existing.confirm_sent_at)
      : update.where('confirm_sent_at', 'is', null)
    const result = await update.executeTakeFirst()
    if (Number(result.numUpdatedRows) === 1) await queueConfirmation(trx, email, confirmation.token, locale)
    return 'already'
  })
}

export type ConfirmState = 'valid' | 'confirmed' | 'used' | 'expired' | 'invalid'

async function findByConfirmToken(db: Kysely<Database>, token: string) {
  if (!token || token.length > 200) return undefined
  return db
    .selectFrom('newsletter_subscriptions')
    .select(['id', 'email', 'confirmed_at', 'unsubscribed_at', 'confirm_expires_at'])
    .where('confirm_token_hash', '=', hash(token))
    .executeTakeFirst()
}

/**
 * What a confirmation link is: still to be used, used (and the address still subscribed), used by
 * an address that has unsubscribed since, too old, or not one of ours. A link works once: a used
 * one never subscribes again (a new sign-up sends a new link and forgets the old one).
 */
export async function confirmTokenState(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<ConfirmState> {
  const row = await findByConfirmToken(db, token)
  if (!row) return 'invalid'
  if (row.confirmed_at) return row.unsubscribed_at ? 'used' : 'confirmed'
  if (!row.confirm_expires_at || Date.parse(row.confirm_expires_at) < now.getTime()) return 'expired'
  return 'valid'
}

/** Confirms the address of a confirmation link; answers the link's state after (or why not). */
export async function confirmNewsletter(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<ConfirmState> {
  const state = await confirmTokenState(db, token, now)
  if (state !== 'valid') return state
  await db
    .updateTable('newsletter_subscriptions')
    .set({ confirmed_at: now.toISOString(), unsubscribed_at: null, status: 'approved' })
    .where('confirm_token_hash', '=', hash(token))
    // Only once, even when two presses race.
    .where('confirmed_at', 'is', null)
    .execute()
  return 'confirmed'
}

/** The address an unsubscribe link names (shown on its page), or undefined for a bad link. */
export async function unsubscribeTarget(
  db: Kysely<Database>,
  token: string,
): Promise<{ email: string; unsubscribed: boolean } | undefined> {
  const id = token.length <= 300 ? readUnsubscribeToken(token) : undefined
  if (!id) return undefined
  const row = await db
    .selectFrom('newsletter_subscriptions')
    .select(['email', 'unsubscribed_at'])
    .where('id', '=', id)
    .executeTakeFirst()
  return row ? { email: row.email, unsubscribed: row.unsubscribed_at !== null } : undefined
}

/** Unsubscribes the address of an unsubscribe link (again is fine); false for a bad link. */
export async function unsubscribeNewsletter(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<boolean> {
  const id = token.length <= 300 ? readUnsubscribeToken(token) : undefined
  if (!id) return false
  const row = await db
    .selectFrom('newsletter_subscriptions')
    .select('unsubscribed_at')
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row) return false
  if (!row.unsubscribed_at)
    await db
      .updateTable('newsletter_subscriptions')
      .set({ unsubscribed_at: now.toISOString() })
      .where('id', '=', id)
      .where('unsubscribed_at', 'is', null)
      .execute()
  return true
}

/**
 * Queues one newsletter issue to every confirmed address that has not unsubscribed, each with
 * its own one-click unsubscribe (List-Unsubscribe, List-Unsubscribe-Post and a visible link), in
 * the caller's transaction. Answers how many were queued. Only through a newsletter issue record
 * (./newsletter-issues.server.ts), which queues each issue once.
 */
export async function enqueueToReaders(
  trx: Transaction<Database>,
  issue: { subject: string; body: string },
): Promise<number> {
  const readers = await trx
    .selectFrom('newsletter_subscriptions')
    .select(['id', 'email', 'language'])
    .where('confirmed_at', 'is not', null)
    .where('unsubscribed_at', 'is', null)
    .orderBy('email')
    .execute()
  for (const reader of readers) {
    const locale = localeOf(reader.language)
    const link = unsubscribeUrl(reader.id, locale)
    await enqueueMail(trx, {
      kind: 'newsletter',
      to: reader.email,
      ...newsletterIssueMail({ subject: issue.subject, body: issue.body, unsubscribeUrl: link, locale }),
      headers: unsubscribeHeaders(link),
    })
  }
  return readers.length
}

/** The headers that let a mail program unsubscribe in one click (RFC 8058). */
export const unsubscribeHeaders = (link: string) => ({
  'List-Unsubscribe': `<${link}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
})

/** How many confirmed readers an issue queued now would go to. */
export async function countReaders(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('newsletter_subscriptions')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('confirmed_at', 'is not', null)
    .where('unsubscribed_at', 'is', null)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}
