import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  call,
  pageRequest,
  PASSWORD,
  sessionCookie,
  withTestSecrets,
  withUploadDir,
} from '../../../tests/helpers'
import { captureLogs } from '../../../tests/setup/logs'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { useTestMail } from '../../../tests/mail'
import { linkIn } from '../../../tests/smtp-server'
import * as migration66 from '../../../db/migrations/2026-11-30-66-partner-language'
import { action as photosAction } from '../../routes/partner/photos'
import { action as unsubscribeAction, loader as unsubscribeLoader } from '../../routes/partner/unsubscribe'
import { upsertUser } from '../auth.server'
import { decideClaim } from './claim-decisions.server'
import { decidePhoto } from './partner-photos.server'
import { partnerLocale } from './partners.server'
import { queueFreshnessReminders, REMINDER_INTERVAL_DAYS } from './reminders.server'

// A partner's mails in the language they use (issue 47, migration 66), on SQLite and PostgreSQL,
// through a real SMTP server on loopback: an editor approves a claim made on a Spanish page, so the
// partner's freshness reminder (its links and its one-click unsubscribe) and the decision on their
// photo come in Spanish; once they act from an English partner page, the next reminder is English.

const ORIGIN = 'https://guide.example'

withTestSecrets()
withUploadDir('guide-partner-language-')

describe.each(TEST_DIALECTS)('a partner’s language on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: true })
  const relay = useTestMail(t, dialect, { env: { PUBLIC_URL: ORIGIN } })
  let logs: ReturnType<typeof captureLogs>
  const who = { id: '', cookie: '', editor: '' }
  let listing: { id: string; name: string }

  beforeAll(async () => {
    logs = captureLogs()
    const owner = await upsertUser(
      t.db,
      { email: 'duena@example.com', password: PASSWORD, role: null },
      dialect,
    )
    const editor = await upsertUser(
      t.db,
      { email: 'lang-editor@example.com', password: PASSWORD, role: 'editor' },
      dialect,
    )
    Object.assign(who, { id: owner.id, cookie: await sessionCookie('duena@example.com'), editor: editor.id })
    listing = await t.db
      .selectFrom('restaurants')
      .select(['id', 'name'])
      .where('hidden', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    // Never checked: due for a reminder.
    await t.db
      .updateTable('restaurants')
      .set({ checked_at: null, checked_by: null })
      .where('id', '=', listing.id)
      .execute()
  })
  afterAll(async () => {
    logs.stop()
  })

  const { deliver } = relay
  const requestOf = (link: string, form?: Record<string, string>) => {
    const url = new URL(link)
    return pageRequest(`${url.pathname}${url.search}`, { form })
  }

  it('migration 66: partner_mail.language, English unless said, undone and redone', async () => {
    const someone = await upsertUser(
      t.db,
      { email: 'm66@example.com', password: PASSWORD, role: null },
      dialect,
    )
    await t.db
      .insertInto('partner_mail')
      .values({ user_id: someone.id, last_reminded_at: null, unsubscribed_at: null })
      .execute()
    expect(await partnerLocale(t.db, someone.id)).toBe('en')
    await migration66.down(t.db)
    const columns = async () =>
      (await t.db.introspection.getTables())
        .find((table) => table.name === 'partner_mail')!
        .columns.map((column) => column.name)
    expect(await columns()).not.toContain('language')
    await migration66.up(t.db)
    expect(await columns()).toContain('language')
    const row = await t.db
      .selectFrom('partner_mail')
      .select('language')
      .where('user_id', '=', someone.id)
      .executeTakeFirstOrThrow()
    expect(row.language).toBe('en')
    await t.db.deleteFrom('partner_mail').execute()
  })

  it('a claim made in Spanish: the reminder and a photo’s decision come in Spanish, its links to /es/', async () => {
    const claimId = crypto.randomUUID()
    await t.db
      .insertInto('listing_claims')
      .values({
        id: claimId,
        listing_type: 'restaurants',
        listing_id: listing.id,
        user_id: who.id,
        email: 'duena@example.com',
        name: 'Ana',
        method: 'review',
        status: 'review',
        reason: null,
        created_at: new Date().toISOString(),
        decided_at: null,
        decided_by: null,
        language: 'es',
      })
      .execute()
    expect(await decideClaim(t.db, { claimId, approve: true, reason: '', editorId: who.editor })).toEqual({
      ok: true,
    })
    expect(await partnerLocale(t.db, who.id)).toBe('es')
    await deliver()
    const approved = relay.smtp.received.at(-1)!
    expect(approved.header('subject')).toBe('Ya puedes administrar tu ficha en Wyoming Navigator')
    linkIn(approved, `${ORIGIN}/es/partner`)

    // The reminder: Spanish words, Spanish links, a Spanish one-click unsubscribe.
    expect(await queueFreshnessReminders(t.db)).toBe(1)
    expect(await deliver()).toEqual({ sent: 1, failed: 0 })
    const reminder = relay.smtp.received.at(-1)!
    expect(reminder.to).toEqual(['duena@example.com'])
    expect(reminder.header('subject')).toBe('¿Tus fichas de Wyoming Navigator siguen al día?')
    expect(reminder.text).toContain(
      `${listing.name} (nunca revisada): ${ORIGIN}/es/partner/restaurants/${listing.id}`,
    )
    expect(reminder.text).toContain('Te escribimos como mucho una vez al mes')
    expect(reminder.text).not.toMatch(/listings|Stop these|never checked/)
    const unsubscribe = reminder.header('list-unsubscribe')!.replace(/^<|>$/g, '')
    expect(unsubscribe.startsWith(`${ORIGIN}/es/partner/unsubscribe?token=`)).toBe(true)
    expect(reminder.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    expect(linkIn(reminder, `${ORIGIN}/es/partner/unsubscribe?token=`)).toBe(unsubscribe)
    expect(await call(unsubscribeLoader, requestOf(unsubscribe))).toMatchObject({
      state: 'ask',
      email: 'duena@example.com',
      metaTitle: 'Dejar los recordatorios',
    })

    // A photo from the Spanish page, rejected: the reason mailed in Spanish, its link to the Spanish page.
    const picture = await sharp({
      create: { width: 900, height: 600, channels: 3, background: { r: 90, g: 120, b: 60 } },
    })
      .jpeg()
      .toBuffer()
    const form = new FormData()
    form.append('intent', 'upload')
    form.append('alt', 'La terraza')
    form.append('photo', new File([new Uint8Array(picture)], 'terraza.jpg', { type: 'image/jpeg' }))
    const photosPath = `/es/partner/restaurants/${listing.id}/photos`
    const sent = (await call(
      photosAction,
      new Request(`http://localhost${photosPath}`, {
        method: 'POST',
        body: form,
        headers: { cookie: who.cookie, 'x-client-ip': '198.51.100.31' },
      }),
      { type: 'restaurants', id: listing.id },
    )) as Response
    expect(sent.headers.get('Location')).toBe(photosPath)
    const photo = await t.db
      .selectFrom('listing_photos')
      .select('id')
      .where('proposed_by', '=', who.id)
      .executeTakeFirstOrThrow()
    expect(await decidePhoto(t.db, photo.id, { intent: 'reject', reason: 'Está movida.' })).toBe(true)
    await deliver()
    const decision = relay.smtp.received.at(-1)!
    expect(decision.header('subject')).toBe('Revisamos el cambio que propusiste para tu restaurante')
    expect(decision.text).toContain(`> ${listing.name}: una foto`)
    expect(decision.text).toContain('> Está movida.')
    linkIn(decision, `${ORIGIN}${photosPath}`)

    // The one-click POST from the mail program stops them.
    expect(
      await call(unsubscribeAction, requestOf(unsubscribe, { 'List-Unsubscribe': 'One-Click' })),
    ).toMatchObject({ state: 'done' })
    await t.db
      .updateTable('partner_mail')
      .set({ unsubscribed_at: null })
      .where('user_id', '=', who.id)
      .execute()
  })

  it('acting from an English partner page makes the next reminder English', async () => {
    // A failed upload from the English page is still the partner acting in English.
    const form = new FormData()
    form.append('intent', 'upload')
    form.append('alt', '')
    const answer = await call(
      photosAction,
      new Request(`http://localhost/partner/restaurants/${listing.id}/photos`, {
        method: 'POST',
        body: form,
        headers: { cookie: who.cookie, 'x-client-ip': '198.51.100.32' },
      }),
      { type: 'restaurants', id: listing.id },
    )
    expect(answer).toMatchObject({
      init: { status: 400 },
      data: { error: 'Please fix the errors in the form.' },
    })
    expect(await partnerLocale(t.db, who.id)).toBe('en')
    // A month on (the mail queue sends what is due now: the last reminder is moved back instead).
    const monthAgo = new Date(Date.now() - (REMINDER_INTERVAL_DAYS + 1) * 86_400_000).toISOString()
    await t.db
      .updateTable('partner_mail')
      .set({ last_reminded_at: monthAgo })
      .where('user_id', '=', who.id)
      .execute()
    expect(await queueFreshnessReminders(t.db)).toBe(1)
    await deliver()
    const reminder = relay.smtp.received.at(-1)!
    expect(reminder.header('subject')).toBe('Are your Wyoming Navigator listings still accurate?')
    expect(reminder.text).toContain(
      `${listing.name} (never checked): ${ORIGIN}/partner/restaurants/${listing.id}`,
    )
    const unsubscribe = reminder.header('list-unsubscribe')!.replace(/^<|>$/g, '')
    expect(unsubscribe.startsWith(`${ORIGIN}/partner/unsubscribe?token=`)).toBe(true)
    expect(
      await call(unsubscribeAction, requestOf(unsubscribe, { 'List-Unsubscribe': 'One-Click' })),
    ).toMatchObject({ state: 'done' })
  })
})
