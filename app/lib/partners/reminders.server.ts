import crypto from 'node:crypto'
import type { Db } from '../db.server'
import { checkedDaysAgo, checkedOf, DUE_DAYS } from '../freshness'
import { todayInTimeZone } from '../dates'
import { partnerReminderMail } from '../mail/messages'
import { enqueueMail, isMailable } from '../mail/queue.server'
import { DEFAULT_LOCALE, isLocale, type Locale, localizedPath } from '../i18n/config'
import { getSecret } from '../secret.server'
import { siteOrigin } from '../sitemap.server'
import { partnerListings } from './partners.server'

/**
 * Freshness reminders (issue 44 item 4, decision 048): partners whose listings were last confirmed
 * DUE_DAYS (150) or more days ago, or never, get one mail listing them, at most one every
 * REMINDER_INTERVAL_DAYS per person, never after they unsubscribed (a one-click link, no sign-in:
 * its token is an HMAC of the user id). Run by the mail worker's periodic turn in every process;
 * the per-person claim (a conditional UPDATE of partner_mail.last_reminded_at) lets only one of
 * them queue it. In the person's language (partner_mail.language, migration 66), links included.
 */

export const REMINDER_INTERVAL_DAYS = 30

export function reminderUnsubscribeToken(userId: string): string {
  const mac = crypto
    .createHmac('sha256', getSecret())
    .update(`partner-reminders:${userId}`)
    .digest('base64url')
  return `${userId}.${mac}`
}

/** The one-click unsubscribe page, in the partner's language (both answer the one-click POST). */
export function reminderUnsubscribeUrl(userId: string, locale: Locale = DEFAULT_LOCALE): string {
  return new URL(
    localizedPath(`/partner/unsubscribe?token=${encodeURIComponent(reminderUnsubscribeToken(userId))}`, locale),
    siteOrigin(),
  ).href
}

/** The user an unsubscribe token names, or undefined when it is not one of ours. */
export function readReminderToken(token: string): string | undefined {
  const dot = token.lastIndexOf('.')
  if (dot <= 0) return undefined
  const userId = token.slice(0, dot)
  const expected = Buffer.from(reminderUnsubscribeToken(userId))
  const given = Buffer.from(token)
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? userId : undefined
}

/** The address a reminder unsubscribe link names, and whether it already stopped them. */
export async function reminderTarget(db: Db, token: string) {
  const userId = readReminderToken(token)
  if (!userId) return undefined
  const row = await db
    .selectFrom('user')
    .leftJoin('partner_mail', 'partner_mail.user_id', 'user.id')
    .select(['user.email', 'partner_mail.unsubscribed_at'])
    .where('user.id', '=', userId)
    .executeTakeFirst()
  return row ? { userId, email: row.email, unsubscribed: !!row.unsubscribed_at } : undefined
}

/** Stops the reminders of the link's person (again is fine); false for a bad link. */
export async function unsubscribeReminders(db: Db, token: string, now = new Date()): Promise<boolean> {
  const target = await reminderTarget(db, token)
  if (!target) return false
  await db
    .insertInto('partner_mail')
    .values({ user_id: target.userId, last_reminded_at: null, unsubscribed_at: now.toISOString() })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ unsubscribed_at: now.toISOString() }))
    .execute()
  return true
}

/** Queues the reminders due now; answers how many were queued. */
export async function queueFreshnessReminders(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - REMINDER_INTERVAL_DAYS * 86_400_000).toISOString()
  const today = todayInTimeZone(undefined, now)
  const people = await db
    .selectFrom('listing_partners')
    .innerJoin('user', 'user.id', 'listing_partners.user_id')
    .leftJoin('partner_mail', 'partner_mail.user_id', 'user.id')
    .select([
      'user.id',
      'user.email',
      'partner_mail.last_reminded_at',
      'partner_mail.unsubscribed_at',
      'partner_mail.language',
    ])
    .distinct()
    .execute()
  let queued = 0
  for (const person of people) {
    if (person.unsubscribed_at || (person.last_reminded_at && person.last_reminded_at > cutoff)) continue
    if (!isMailable(person.email)) continue
    const locale = isLocale(person.language) ? person.language : DEFAULT_LOCALE
    const due: { title: string; url: string; days: number | null }[] = []
    for (const listing of await partnerListings(db, person.id)) {
      const row = await db
        .selectFrom(listing.type as 'events')
        .select(['checked_at', 'checked_by', 'hidden'])
        .where('id', '=', listing.id)
        .executeTakeFirst()
      if (!row || Number(row.hidden) === 1) continue
      const checked = checkedOf(row)
      const days = checked ? checkedDaysAgo(checked, today) : null
      if (days !== null && days < DUE_DAYS) continue
      due.push({
        title: listing.title,
        url: new URL(
          localizedPath(`/partner/${listing.type}/${encodeURIComponent(listing.id)}`, locale),
          siteOrigin(),
        ).href,
        days,
      })
    }
    if (due.length === 0) continue
    const sent = await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('partner_mail')
        .values({ user_id: person.id, last_reminded_at: null, unsubscribed_at: null })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute()
      // The claim: only if no other process reminded this person in between.
      const claim = await trx
        .updateTable('partner_mail')
        .set({ last_reminded_at: now.toISOString() })
        .where('user_id', '=', person.id)
        .where('unsubscribed_at', 'is', null)
        .where((eb) => eb.or([eb('last_reminded_at', 'is', null), eb('last_reminded_at', '<=', cutoff)]))
        .executeTakeFirst()
      if (Number(claim.numUpdatedRows) === 0) return false
      const unsubscribe = reminderUnsubscribeUrl(person.id, locale)
      await enqueueMail(
        trx,
        {
          kind: 'partner-reminder',
          to: person.email,
          ...partnerReminderMail({ listings: due, unsubscribeUrl: unsubscribe, locale }),
          headers: {
            'List-Unsubscribe': `<${unsubscribe}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        },
        now,
      )
      return true
    })
    if (sent) queued++
  }
  return queued
}
