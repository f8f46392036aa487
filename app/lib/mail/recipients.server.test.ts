import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { call, formRequest, PASSWORD, pageRequest, toastOf, withTestSecrets } from '../../../tests/helpers'
import { validContact, validRestaurant } from '../../../tests/factories'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { setEnv, useTestMail } from '../../../tests/mail'
import { linkIn } from '../../../tests/smtp-server'
import { action as confirmAction, loader as confirmLoader } from '../../routes/mail/confirm'
import { action as contactAction } from '../../routes/contact'
import { action as restaurantAction } from '../../routes/submit/restaurant'
import { upsertUser } from '../auth.server'
import { decideSubmission } from '../review-decision.server'
import { DAILY_CAP_ERROR } from './queue.server'

// Issue 49 item 5: the guide cannot be used to mail strangers. Receipts and decisions wait until
// the address has confirmed once; the one confirmation mail carries nothing submitted; subjects
// never carry submitted names; every address has a daily cap; submissions are saved regardless.

const ORIGIN = 'https://guide.example'
withTestSecrets()

describe.each(TEST_DIALECTS)('mail only to confirmed addresses on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: false })
  const relay = useTestMail(t, dialect, { env: { PUBLIC_URL: ORIGIN, SUBMISSION_RATE_LIMIT: '100000' } })
  afterAll(() => setEnv({ MAIL_RECIPIENT_DAILY_CAP: undefined }))
  afterEach(async () => {
    relay.smtp.received.length = 0
    setEnv({ MAIL_RECIPIENT_DAILY_CAP: undefined })
    for (const table of [
      'mail_queue',
      'mail_recipients',
      'restaurant_submissions',
      'restaurants',
      'published_submissions',
      'contact_messages',
      'rate_limits',
      'session',
      'account',
      'user_roles',
      'user',
    ] as const)
      await t.db.deleteFrom(table).execute()
  })

  const { deliver } = relay
  const submitRestaurant = (name: string, email: string) =>
    call(restaurantAction, formRequest('/submit-restaurant', { ...validRestaurant, name, email }))
  const statuses = async () =>
    (await t.db.selectFrom('mail_queue').select(['kind', 'status']).orderBy('created_at').execute()).map(
      (row) => `${row.kind}:${row.status}`,
    )
  const requestOf = (link: string, form?: Record<string, string>) => {
    const url = new URL(link)
    return pageRequest(`${url.pathname}${url.search}`, { form })
  }

  it('a receipt and a decision wait for an address that never confirmed; one confirmation mail, then they go', async () => {
    const editor = await upsertUser(
      t.db,
      { email: 'ed@example.com', password: PASSWORD, role: 'editor' },
      dialect,
    )
    const name = 'Elk Grill: buy cheap pills at spam.example'
    expect(((await submitRestaurant(name, 'New@Example.com')) as Response).status).toBe(302)
    expect(((await submitRestaurant('Second Diner', 'new@example.com')) as Response).status).toBe(302)
    // Saved whatever happens to the mail.
    const rows = await t.db
      .selectFrom('restaurant_submissions')
      .select(['id', 'name'])
      .orderBy('name')
      .execute()
    expect(rows.map((row) => row.name)).toEqual([name, 'Second Diner'])

    expect(await deliver()).toEqual({ sent: 1, failed: 0 })
    expect(relay.smtp.received).toHaveLength(1)
    const confirmation = relay.smtp.received[0]!
    expect(confirmation.to).toEqual(['new@example.com'])
    expect(confirmation.header('subject')).toBe('Confirm your address to get updates on your submission')
    expect(`${confirmation.text}${confirmation.html}`).not.toMatch(/Elk Grill|spam\.example|Second Diner/)
    expect((await statuses()).sort()).toEqual(['address-confirm:sent', 'receipt:held', 'receipt:held'])

    // A decision before the address is confirmed waits too.
    const first = rows.find((row) => row.name === name)!
    expect(
      (await decideSubmission(t.db, 'restaurants', first.id, 'approved', { reviewerId: editor.id })).ok,
    ).toBe(true)
    expect(await deliver()).toEqual({ sent: 0, failed: 0 })

    // The link's page has a button; pressing it confirms and lets the three go.
    const link = linkIn(confirmation, `${ORIGIN}/mail/confirm?token=`)
    const token = new URL(link).searchParams.get('token')!
    expect(await call(confirmLoader, requestOf(link))).toMatchObject({ data: { state: 'valid', token } })
    const confirmed = (await call(confirmAction, requestOf(link, { token }))) as Response
    expect(confirmed.status).toBe(302)
    expect((await toastOf(confirmed))?.title).toBe('Address confirmed')
    expect(await deliver()).toEqual({ sent: 3, failed: 0 })
    const subjects = relay.smtp.received.slice(1).map((mail) => mail.header('subject'))
    expect(subjects.sort()).toEqual([
      'We received your restaurant submission',
      'We received your restaurant submission',
      'Your restaurant is published',
    ])
    expect(relay.smtp.received.slice(1).some((mail) => mail.text.includes('Elk Grill'))).toBe(true)

    // The link is used up; later mail to the address goes at once, with no new confirmation.
    expect(await call(confirmLoader, requestOf(link))).toMatchObject({
      data: { state: 'confirmed', token: '' },
    })
    await submitRestaurant('Third Table', 'new@example.com')
    expect(await deliver()).toEqual({ sent: 1, failed: 0 })
    expect(relay.smtp.received.at(-1)!.header('subject')).toBe('We received your restaurant submission')
    expect(await call(confirmLoader, pageRequest('/mail/confirm?token=forged'))).toMatchObject({
      data: { state: 'invalid' },
      init: { status: 404 },
    })
  })

  it('twenty forms naming a stranger send that stranger one message, and it names nothing submitted', async () => {
    for (let i = 0; i < 20; i++) {
      const sent = (await call(
        contactAction,
        formRequest('/contact', {
          ...validContact,
          email: 'stranger@example.com',
          subject: `Spam offer ${i}`,
        }),
      )) as Response
      expect(sent.status).toBe(302)
    }
    expect(await t.db.selectFrom('contact_messages').select('id').execute()).toHaveLength(20)
    await deliver()
    expect(relay.smtp.received).toHaveLength(1)
    expect(relay.smtp.received[0]!.header('subject')).toBe(
      'Confirm your address to get updates on your submission',
    )
    expect(relay.smtp.received[0]!.text).not.toMatch(/Spam offer/)
  })

  it('each address gets at most MAIL_RECIPIENT_DAILY_CAP transactional messages a day, confirmed or not', async () => {
    setEnv({ MAIL_RECIPIENT_DAILY_CAP: '3' })
    await t.db
      .insertInto('mail_recipients')
      .values({
        email: 'busy@example.com',
        confirmed_at: new Date().toISOString(),
        confirm_token_hash: null,
        confirm_expires_at: null,
        confirm_sent_at: null,
        created_at: new Date().toISOString(),
      })
      .execute()
    for (let i = 0; i < 5; i++)
      await call(contactAction, formRequest('/contact', { ...validContact, email: 'busy@example.com' }))
    expect(await t.db.selectFrom('contact_messages').select('id').execute()).toHaveLength(5)
    expect(await statuses()).toEqual([
      'receipt:queued',
      'receipt:queued',
      'receipt:queued',
      'receipt:failed',
      'receipt:failed',
    ])
    const capped = await t.db
      .selectFrom('mail_queue')
      .select('last_error')
      .where('status', '=', 'failed')
      .execute()
    expect(capped.every((row) => row.last_error === DAILY_CAP_ERROR)).toBe(true)
    expect(await deliver()).toEqual({ sent: 3, failed: 0 })

    // Held messages released by a confirmation stay within the cap too.
    setEnv({ MAIL_RECIPIENT_DAILY_CAP: '2' })
    for (let i = 0; i < 3; i++) await submitRestaurant(`Diner ${i}`, 'later@example.com')
    await deliver()
    const link = linkIn(relay.smtp.received.at(-1)!, `${ORIGIN}/mail/confirm?token=`)
    await call(confirmAction, requestOf(link, { token: new URL(link).searchParams.get('token')! }))
    const later = await t.db
      .selectFrom('mail_queue')
      .select(['kind', 'status'])
      .where('to', '=', 'later@example.com')
      .where('kind', '=', 'receipt')
      .execute()
    // The confirmation mail was one of the two: one receipt goes, two are failed with the cap's error.
    expect(later.map((row) => row.status).sort()).toEqual(['failed', 'failed', 'queued'])
  })
})
