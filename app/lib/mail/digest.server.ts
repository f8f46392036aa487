import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema'
import { DEFAULT_LOCALE, isLocale, type Locale, localizedPath } from '../i18n/config'
import { REVIEW_KINDS } from '../kinds'
import { siteOrigin } from '../sitemap.server'
import { digestMail } from './editor-messages'
import { enqueueMail, isMailable } from './queue.server'

/**
 * The editors' digest: what waits in the back office (pending submissions, messages received
 * since the last digest), at most once per DIGEST_INTERVAL_MS per editor, only when something
 * waits, and never to an editor who turned it off on /admin/account; in the language they chose
 * there, with links to the back office in it (migration 67). The worker calls
 * queueDueDigests every few minutes; the per-editor claim (a conditional UPDATE of
 * `last_digest_at`) and the queued mail share one transaction, so with several processes each
 * editor still gets one.
 */

export const DIGEST_INTERVAL_MS = 24 * 60 * 60_000

const PENDING_TABLES = {
  restaurants: 'restaurant_submissions',
  events: 'event_submissions',
  activities: 'activity_submissions',
  stories: 'story_submissions',
} as const

export interface DigestSettings {
  digestEnabled: boolean
  lastDigestAt: string | null
  /** the language of the back office's mails to this user; null when never chosen (migration 67) */
  language: Locale | null
}

export async function getDigestSettings(db: Kysely<Database>, userId: string): Promise<DigestSettings> {
  const row = await db
    .selectFrom('user_settings')
    .select(['digest_enabled', 'last_digest_at', 'language'])
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return {
    digestEnabled: row ? row.digest_enabled === 1 : true,
    lastDigestAt: row?.last_digest_at ?? null,
    language: row && isLocale(row.language) ? row.language : null,
  }
}

/** Saves a back-office user's mail settings (/admin/account): the digest, and their mails' language. */
export async function saveMailSettings(
  db: Kysely<Database>,
  userId: string,
  { digestEnabled, language }: { digestEnabled: boolean; language?: Locale },
): Promise<void> {
  const set = { digest_enabled: digestEnabled ? 1 : 0, ...(language ? { language } : {}) }
  await db
    .insertInto('user_settings')
    .values({ user_id: userId, last_digest_at: null, ...set })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(set))
    .execute()
}

async function count(
  db: Kysely<Database>,
  table: (typeof PENDING_TABLES)[keyof typeof PENDING_TABLES] | 'contact_messages' | 'host_applications',
  since?: string,
) {
  let query = db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .where('status', '=', 'pending')
  if (since) query = query.where('created_at', '>', since)
  return Number((await query.executeTakeFirst())?.n ?? 0)
}

/**
 * Queues the digest for every editor and admin who wants one and has not had one for a day, when
 * something waits. Answers how many were queued.
 */
export async function queueDueDigests(db: Kysely<Database>, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - DIGEST_INTERVAL_MS).toISOString()
  const editors = await db
    .selectFrom('user_roles')
    .innerJoin('user', 'user.id', 'user_roles.user_id')
    .leftJoin('user_settings', 'user_settings.user_id', 'user_roles.user_id')
    .select([
      'user.id',
      'user.email',
      'user_settings.digest_enabled',
      'user_settings.last_digest_at',
      'user_settings.language',
    ])
    .where('user_roles.role', 'in', ['admin', 'editor'])
    .execute()
  const due = editors.filter(
    (editor) =>
      editor.digest_enabled !== 0 &&
      (!editor.last_digest_at || editor.last_digest_at <= cutoff) &&
      isMailable(editor.email),
  )
  if (due.length === 0) return 0
  const pending = await Promise.all(
    REVIEW_KINDS.map(async (kind) => ({
      kind,
      count: await count(db, PENDING_TABLES[kind]),
    })),
  )
  const totalPending = pending.reduce((sum, item) => sum + item.count, 0)
  let queued = 0
  for (const editor of due) {
    // New messages: unread ones received since this editor's last digest (or the last day).
    const since = editor.last_digest_at ?? cutoff
    const newMessages =
      (await count(db, 'contact_messages', since)) + (await count(db, 'host_applications', since))
    if (totalPending === 0 && newMessages === 0) continue
    const sent = await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('user_settings')
        .values({ user_id: editor.id, digest_enabled: 1, last_digest_at: null })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute()
      // The claim: only if no other process sent this editor's digest in between.
      let claim = trx
        .updateTable('user_settings')
        .set({ last_digest_at: now.toISOString() })
        .where('user_id', '=', editor.id)
        .where('digest_enabled', '=', 1)
      claim = claim.where((eb) =>
        eb.or([eb('last_digest_at', 'is', null), eb('last_digest_at', '<=', cutoff)]),
      )
      const result = await claim.executeTakeFirst()
      if (Number(result.numUpdatedRows) !== 1) return false
      const origin = siteOrigin()
      const locale = isLocale(editor.language) ? editor.language : DEFAULT_LOCALE
      await enqueueMail(trx, {
        kind: 'digest',
        to: editor.email,
        ...digestMail({
          pending,
          newMessages,
          adminUrl: new URL(localizedPath('/admin', locale), origin).href,
          accountUrl: new URL(localizedPath('/admin/account', locale), origin).href,
          locale,
        }),
      })
      return true
    })
    if (sent) queued++
  }
  return queued
}
