import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { call, formRequest, PASSWORD, pageRequest, toastOf, withTestSecrets } from '../../../tests/helpers'
import { validContact, validHost, validRestaurant, validStory } from '../../../tests/factories'
import { captureLogs } from '../../../tests/setup/logs'
import { createTestDb, TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { useTestMail } from '../../../tests/mail'
import { linkIn, parseMail } from '../../../tests/smtp-server'
import { action as newsletterAction } from '../../routes/newsletter'
import { action as confirmAction, loader as confirmLoader } from '../../routes/newsletter/confirm'
import { action as unsubscribeAction, loader as unsubscribeLoader } from '../../routes/newsletter/unsubscribe'
import { action as resetAction, loader as resetLoader } from '../../routes/auth/reset-password'
import { action as contactAction } from '../../routes/contact'
import { action as hostAction } from '../../routes/host-signup'
import { action as restaurantAction } from '../../routes/submit/restaurant'
import { action as storyAction } from '../../routes/submit/story'
import { sendPasswordResetLink, upsertUser } from '../auth.server'
import { signIn } from '../sign-in.server'
import { createDb } from '../db.server'
import { logger } from '../logger.server'
import { decideSubmission } from '../review-decision.server'
import { queueDueDigests, saveMailSettings } from './digest.server'
import { queueNewIssue as enqueueNewsletterIssue } from './newsletter-issues.server'
import { enqueueMail, retryMail } from './queue.server'
import { createMailTransport } from './transport.server'
import { processMailQueue, startMailWorker } from './worker.server'

// The mail path end to end against a real SMTP server on loopback: what the guide queues, what
// the relay receives (headers, links), retries after a refusal, and exactly-once delivery with
// two workers sharing the queue.

const FROM = 'Wyoming Navigator <no-reply@guide.example>'
const ORIGIN = 'https://guide.example'

withTestSecrets()

describe.each(TEST_DIALECTS)('mail on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: false })
  const relay = useTestMail(t, dialect, {
    env: { PUBLIC_URL: ORIGIN, SUBMISSION_RATE_LIMIT: '100000' },
    from: FROM,
  })
  let logs: ReturnType<typeof captureLogs>
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-outbox-'))

  beforeAll(async () => {
    logs = captureLogs()
  })
  afterAll(async () => {
    logs.stop()
    fs.rmSync(outboxDir, { recursive: true, force: true })
  })
  afterEach(async () => {
    relay.smtp.received.length = 0
    relay.smtp.attempts = 0
    relay.smtp.refuse = () => false
    for (const table of [
      'mail_queue',
      'mail_recipients',
      'newsletter_subscriptions',
      'restaurant_submissions',
      'story_submissions',
      'restaurants',
      'articles',
      'published_submissions',
      'rate_limits',
      'contact_messages',
      'host_applications',
      'user_settings',
      'session',
      'account',
      'verification',
      'user_roles',
      'user',
    ] as const)
      await t.db.deleteFrom(table).execute()
  })

  const deliver = (workerId = 'test-worker') => relay.deliver({ workerId })
  const queue = () => t.db.selectFrom('mail_queue').selectAll().orderBy('created_at').execute()
  // Submitters' addresses that confirmed once (app/lib/mail/recipients.server.ts has its own tests).
  const confirmAddresses = (...emails: string[]) =>
    t.db
      .insertInto('mail_recipients')
      .values(
        emails.map((email) => ({
          email,
          confirmed_at: new Date().toISOString(),
          confirm_token_hash: null,
          confirm_expires_at: null,
          confirm_sent_at: null,
          created_at: new Date().toISOString(),
        })),
      )
      .execute()
  const subscribe = (email: string) =>
    call(newsletterAction, formRequest('/newsletter', { email, redirectTo: '/blog' }, { stamp: null }))
  const requestOf = (link: string, form?: Record<string, string>) => {
    const url = new URL(link)
    expect(url.origin).toBe(ORIGIN)
    return pageRequest(`${url.pathname}${url.search}`, { form })
  }

  it('newsletter: a sign-up is mailed a confirmation link; only confirmed readers get issues, each with one-click unsubscribe', async () => {
    const answer = (await subscribe('Reader@Example.com')) as Response
    expect(answer.status).toBe(302)
    expect((await toastOf(answer))?.description).toMatch(/Check your email to confirm/)
    // Nothing is sent in the request: the message waits in the queue.
    expect(relay.smtp.received).toHaveLength(0)
    expect((await queue()).map((row) => [row.kind, row.status, row.to])).toEqual([
      ['newsletter-confirm', 'queued', 'reader@example.com'],
    ])

    // An unconfirmed address gets no issue.
    expect(await enqueueNewsletterIssue(t.db, { subject: 'Winter', body: 'Snow.' })).toBe(0)

    expect(await deliver()).toEqual({ sent: 1, failed: 0 })
    const [confirmation] = relay.smtp.received
    expect(confirmation!.to).toEqual(['reader@example.com'])
    expect(confirmation!.header('from')).toBe(FROM)
    expect(confirmation!.header('subject')).toBe('Confirm your Wyoming Navigator newsletter subscription')
    expect(confirmation!.header('content-type')).toMatch(/^multipart\/alternative/)
    expect(confirmation!.html).not.toMatch(/<img/i)
    const link = linkIn(confirmation!, `${ORIGIN}/newsletter/confirm?token=`)
    expect(confirmation!.html).toContain(link.replace(/&/g, '&amp;'))

    // The link shows a page with a button; the button confirms.
    expect(await call(confirmLoader, requestOf(link))).toMatchObject({ data: { state: 'valid' } })
    const confirmed = (await call(
      confirmAction,
      requestOf(link, { token: new URL(link).searchParams.get('token')! }),
    )) as Response
    expect(confirmed.status).toBe(302)
    expect((await toastOf(confirmed))?.title).toBe('Subscription confirmed')
    expect(await call(confirmLoader, requestOf(link))).toMatchObject({ data: { state: 'confirmed' } })
    expect(await call(confirmLoader, pageRequest('/newsletter/confirm?token=forged'))).toMatchObject({
      data: { state: 'invalid' },
      init: { status: 404 },
    })

    // A repeated sign-up answers the same and sends nothing to a confirmed address.
    expect((await toastOf((await subscribe('reader@example.com')) as Response))?.title).toBe('Subscribed!')

    expect(
      await enqueueNewsletterIssue(t.db, {
        subject: 'Winter\r\nBcc: victim@example.com',
        body: 'Elk <b>everywhere</b>.',
      }),
    ).toBe(1)
    await deliver()
    const issue = relay.smtp.received[1]!
    expect(issue.header('subject')).toBe('Winter Bcc: victim@example.com')
    expect(issue.headers.has('bcc')).toBe(false)
    expect(issue.to).toEqual(['reader@example.com'])
    expect(issue.html).toContain('Elk &lt;b&gt;everywhere&lt;/b&gt;.')
    expect(issue.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    const unsubscribeLink = issue.header('list-unsubscribe')!.replace(/^<|>$/g, '')
    expect(unsubscribeLink.startsWith(`${ORIGIN}/newsletter/unsubscribe?token=`)).toBe(true)
    // The same link is visible in the message.
    expect(linkIn(issue, `${ORIGIN}/newsletter/unsubscribe?token=`)).toBe(unsubscribeLink)

    // The page works without signing in; a mail program's one-click POST unsubscribes.
    expect(await call(unsubscribeLoader, requestOf(unsubscribeLink))).toMatchObject({
      state: 'ask',
      email: 'reader@example.com',
    })
    const oneClick = await call(
      unsubscribeAction,
      requestOf(unsubscribeLink, { 'List-Unsubscribe': 'One-Click' }),
    )
    expect(oneClick).toMatchObject({ state: 'done' })
    expect(await call(unsubscribeLoader, requestOf(unsubscribeLink))).toMatchObject({ state: 'done' })
    expect(await enqueueNewsletterIssue(t.db, { subject: 'Spring', body: 'Mud.' })).toBe(0)
    // A forged token unsubscribes no one.
    const forged = unsubscribeLink.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))
    expect(await call(unsubscribeAction, requestOf(forged, {}))).toMatchObject({ init: { status: 404 } })
  })

  it('newsletter: an expired confirmation link is refused, and signing up again re-sends one (at most every few minutes)', async () => {
    await subscribe('late@example.com')
    await deliver()
    const link = linkIn(relay.smtp.received[0]!, `${ORIGIN}/newsletter/confirm?token=`)
    await t.db
      .updateTable('newsletter_subscriptions')
      .set({ confirm_expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute()
    expect(await call(confirmLoader, requestOf(link))).toMatchObject({ data: { state: 'expired' } })
    const token = new URL(link).searchParams.get('token')!
    expect(await call(confirmAction, requestOf(link, { token }))).toMatchObject({ init: { status: 410 } })
    // Within ten minutes of the last one: nothing new is sent.
    await subscribe('late@example.com')
    expect(await queue()).toHaveLength(1)
    await t.db
      .updateTable('newsletter_subscriptions')
      .set({ confirm_sent_at: new Date(Date.now() - 11 * 60_000).toISOString() })
      .execute()
    await subscribe('late@example.com')
    await deliver()
    expect(relay.smtp.received).toHaveLength(2)
    const fresh = linkIn(relay.smtp.received[1]!, `${ORIGIN}/newsletter/confirm?token=`)
    expect(fresh).not.toBe(link)
    expect(await call(confirmLoader, requestOf(fresh))).toMatchObject({ data: { state: 'valid' } })
  })

  it('submissions: a receipt when stored, then the decision with the listing link or the editor’s reason', async () => {
    const editor = await upsertUser(
      t.db,
      { email: 'ed@example.com', password: PASSWORD, role: 'editor' },
      dialect,
    )
    await confirmAddresses('hello@example.com', 'writer@example.com')
    const submitted = (await call(
      restaurantAction,
      formRequest('/submit-restaurant', { ...validRestaurant, name: 'Elk Grill\r\nBcc: victim@example.com' }),
    )) as Response
    expect(submitted.status).toBe(302)
    await deliver()
    const receipt = relay.smtp.received[0]!
    expect(receipt.to).toEqual(['hello@example.com'])
    // The subject never carries what was submitted; the body does, on its own line.
    expect(receipt.header('subject')).toBe('We received your restaurant submission')
    expect(receipt.headers.has('bcc')).toBe(false)
    expect(receipt.text).toContain('Elk Grill')

    const row = await t.db.selectFrom('restaurant_submissions').select('id').executeTakeFirstOrThrow()
    const approved = await decideSubmission(t.db, 'restaurants', row.id, 'approved', {
      reviewerId: editor.id,
    })
    expect(approved.ok).toBe(true)
    await deliver()
    const decision = relay.smtp.received[1]!
    expect(decision.header('subject')).toBe('Your restaurant is published')
    const path = approved.ok ? approved.path! : ''
    expect(path).toMatch(/^\/eat\//)
    expect(linkIn(decision, `${ORIGIN}/eat/`)).toBe(`${ORIGIN}${path}`)

    // A rejection carries the reason, escaped in the HTML part.
    await call(
      storyAction,
      formRequest('/submit-story', { ...validStory, authorEmail: 'writer@example.com', intent: 'publish' }),
    )
    const story = await t.db
      .selectFrom('story_submissions')
      .select(['id', 'author_email'])
      .executeTakeFirstOrThrow()
    expect(story.author_email).toBe('writer@example.com')
    await decideSubmission(t.db, 'stories', story.id, 'rejected', {
      reviewerId: editor.id,
      note: 'Please add <script>sources</script>.',
    })
    await deliver()
    const [storyReceipt, rejected] = relay.smtp.received.slice(2)
    expect(storyReceipt!.header('subject')).toMatch(/^We received your story/)
    expect(rejected!.to).toEqual(['writer@example.com'])
    expect(rejected!.text).toContain('> Please add <script>sources</script>.')
    expect(rejected!.html).toContain('Please add &lt;script&gt;sources&lt;/script&gt;.')
    expect(rejected!.html).not.toContain('<script>')
  })

  it('contact messages and host applications: a receipt to the address given', async () => {
    await confirmAddresses('ada@example.com', 'host@example.com')
    expect(((await call(contactAction, formRequest('/contact', validContact))) as Response).status).toBe(302)
    expect(((await call(hostAction, formRequest('/host-signup', validHost))) as Response).status).toBe(302)
    await deliver()
    const byAddress = new Map(relay.smtp.received.map((mail) => [mail.to[0], mail]))
    expect(byAddress.get('ada@example.com')?.header('subject')).toBe('We received your message')
    expect(byAddress.get('host@example.com')?.header('subject')).toBe('We received your host application')
  })

  it('a refusing server: the visitor’s request succeeds, the message waits with its error and is sent once on a later try', async () => {
    relay.smtp.refuse = (attempt) => attempt === 1
    expect(((await subscribe('patient@example.com')) as Response).status).toBe(302)
    expect(await deliver()).toEqual({ sent: 0, failed: 1 })
    let [row] = await queue()
    expect(row).toMatchObject({ status: 'queued', attempts: 1 })
    expect(row!.last_error).toMatch(/450|busy/i)
    expect(Date.parse(row!.next_attempt_at)).toBeGreaterThan(Date.now() + 30_000)
    // Not due yet: nothing happens.
    expect(await deliver()).toEqual({ sent: 0, failed: 0 })
    await t.db
      .updateTable('mail_queue')
      .set({ next_attempt_at: new Date(Date.now() - 1).toISOString() })
      .execute()
    expect(await deliver()).toEqual({ sent: 1, failed: 0 })
    ;[row] = await queue()
    expect(row).toMatchObject({ status: 'sent', attempts: 2, last_error: null })
    expect(relay.smtp.received).toHaveLength(1)
    expect(relay.smtp.attempts).toBe(2)
  })

  it('an unreachable server: retried with backoff, then failed with its error, and Retry queues it again', async () => {
    const down = createMailTransport({
      smtpUrl: 'smtp://user:secret@127.0.0.1:1',
      from: FROM,
      outboxDir,
      timeoutMs: 2_000,
    })
    await enqueueMail(t.db, {
      kind: 'test',
      to: 'x@example.com',
      subject: 'Hi',
      text: 'Hi',
      html: '<p>Hi</p>',
    })
    for (let attempt = 1; attempt <= 3; attempt++) {
      await t.db
        .updateTable('mail_queue')
        .set({ next_attempt_at: new Date(Date.now() - 1).toISOString() })
        .execute()
      await processMailQueue(t.db, dialect, down, { workerId: 'w', maxAttempts: 3 })
    }
    down.close()
    const [row] = await queue()
    expect(row).toMatchObject({ status: 'failed', attempts: 3 })
    expect(row!.last_error).toMatch(/ECONNREFUSED|connect/i)
    expect(row!.last_error).not.toContain('secret')
    expect(logs.text()).not.toContain('secret')
    expect(await retryMail(t.db, row!.id)).toBe(true)
    expect(await deliver()).toEqual({ sent: 1, failed: 0 })
  })

  it('header injection: a recipient with a line break or a second address is refused before it is stored', async () => {
    for (const to of [
      'a@example.com\r\nBcc: b@example.com',
      'a@example.com, b@example.com',
      'A <a@example.com>',
    ])
      await expect(
        enqueueMail(t.db, { kind: 'test', to, subject: 'x', text: 'x', html: 'x' }),
      ).rejects.toThrow(/refusing recipient/)
    await expect(
      enqueueMail(t.db, {
        kind: 'test',
        to: 'a@example.com',
        subject: 'x',
        text: 'x',
        html: 'x',
        headers: { 'X-A\r\nBcc': 'y' },
      }),
    ).rejects.toThrow(/header name/)
    expect(await queue()).toHaveLength(0)
  })

  it('without SMTP: each message becomes an .eml file in the outbox folder, named on its row', async () => {
    const outbox = createMailTransport({ from: FROM, outboxDir })
    await subscribe('offline@example.com')
    await processMailQueue(t.db, dialect, outbox, { workerId: 'w', maxAttempts: 3 })
    const [row] = await queue()
    expect(row).toMatchObject({ status: 'sent', outbox_file: `${row!.id}.eml` })
    const mail = parseMail(fs.readFileSync(path.join(outboxDir, row!.outbox_file!), 'utf8'))
    expect(mail.header('to')).toBe('offline@example.com')
    expect(mail.header('from')).toBe(FROM)
    expect(linkIn(mail, `${ORIGIN}/newsletter/confirm?token=`)).toBeTruthy()
    expect(fs.readdirSync(outboxDir).filter((name) => name.startsWith('.'))).toEqual([])
  })

  it('editors: a digest when something waits, at most once a day, never when turned off', async () => {
    const ed = await upsertUser(
      t.db,
      { email: 'digest@example.com', password: PASSWORD, role: 'editor' },
      dialect,
    )
    const off = await upsertUser(
      t.db,
      { email: 'quiet@example.com', password: PASSWORD, role: 'editor' },
      dialect,
    )
    await saveMailSettings(t.db, off.id, { digestEnabled: false })
    // Nothing waits: nothing is sent.
    expect(await queueDueDigests(t.db)).toBe(0)
    await call(restaurantAction, formRequest('/submit-restaurant', { ...validRestaurant, email: '' }))
    expect(await queueDueDigests(t.db)).toBe(1)
    expect(await queueDueDigests(t.db)).toBe(0)
    await deliver()
    const digest = relay.smtp.received.find((mail) => mail.to[0] === 'digest@example.com')!
    expect(digest.text).toContain('Restaurants: 1 pending')
    expect(linkIn(digest, `${ORIGIN}/admin/account`)).toBe(`${ORIGIN}/admin/account`)
    expect(relay.smtp.received.some((mail) => mail.to[0] === 'quiet@example.com')).toBe(false)
    // A day later, again.
    await t.db
      .updateTable('user_settings')
      .set({ last_digest_at: new Date(Date.now() - 25 * 3_600_000).toISOString() })
      .where('user_id', '=', ed.id)
      .execute()
    expect(await queueDueDigests(t.db)).toBe(1)
  })

  it('sign-in: an admin sends a reset link; the page sets the password once; a used link says so', async () => {
    await upsertUser(t.db, { email: 'forgetful@example.com', password: PASSWORD, role: 'editor' }, dialect)
    await sendPasswordResetLink(t.db, 'forgetful@example.com')
    await deliver()
    const mail = relay.smtp.received[0]!
    expect(mail.to).toEqual(['forgetful@example.com'])
    const link = linkIn(mail, `${ORIGIN}/reset-password?token=`)
    const token = new URL(link).searchParams.get('token')!
    expect(await call(resetLoader, requestOf(link))).toMatchObject({ data: { token } })
    // Two different passwords: said next to the field.
    expect(
      await call(
        resetAction,
        requestOf(link, { token, password: 'a new password 456', confirm: 'something else 1' }),
      ),
    ).toMatchObject({
      data: { errors: { confirm: 'The two passwords are not the same.' } },
      init: { status: 400 },
    })
    const done = (await call(
      resetAction,
      requestOf(link, { token, password: 'a new password 456', confirm: 'a new password 456' }),
    )) as Response
    expect(done.headers.get('Location')).toBe('/login')
    expect(
      (await signIn(pageRequest('/login', { form: {} }), 'forgetful@example.com', 'a new password 456')).ok,
    ).toBe(true)
    expect(await call(resetLoader, requestOf(link))).toMatchObject({
      data: { linkError: expect.stringMatching(/expired/) },
    })
    expect(
      await call(
        resetAction,
        requestOf(link, { token, password: 'another password 789', confirm: 'another password 789' }),
      ),
    ).toMatchObject({ init: { status: 410 } })
  })

  it('the worker started with the server sends on its own and stops cleanly', async () => {
    const own = createMailTransport({ smtpUrl: relay.smtp.url, from: FROM, outboxDir, timeoutMs: 5_000 })
    const worker = startMailWorker({
      db: () => t.db,
      dialect: () => dialect,
      transport: own,
      intervalMs: 50,
      maxAttempts: 3,
      log: logger(),
    })!
    await enqueueMail(t.db, {
      kind: 'test',
      to: 'bg@example.com',
      subject: 'In the background',
      text: 'x',
      html: 'x',
    })
    await expect.poll(() => relay.smtp.received.length, { timeout: 5_000 }).toBe(1)
    await worker.stop()
    await enqueueMail(t.db, {
      kind: 'test',
      to: 'bg@example.com',
      subject: 'After stop',
      text: 'x',
      html: 'x',
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(relay.smtp.received).toHaveLength(1)
    expect(
      startMailWorker({
        db: () => t.db,
        dialect: () => dialect,
        transport: own,
        intervalMs: 0,
        maxAttempts: 3,
        log: logger(),
      }),
    ).toBeUndefined()
  })

  it('exactly once: two workers with their own connections share a queue of 50 messages', async () => {
    for (let i = 0; i < 50; i++)
      await enqueueMail(t.db, {
        kind: 'test',
        to: `r${i}@example.com`,
        subject: `Message ${i}`,
        text: 'x',
        html: 'x',
      })
    // A second pool (another process's connections) on the same database.
    const other = createDb(t.url).db
    try {
      const results = await Promise.all([
        processMailQueue(t.db, dialect, relay.transport, { workerId: 'one', maxAttempts: 3, batch: 5 }),
        processMailQueue(other, dialect, relay.transport, { workerId: 'two', maxAttempts: 3, batch: 5 }),
      ])
      expect(results[0].sent + results[1].sent).toBe(50)
      if (dialect === 'postgres') {
        // Both took part (the claim skips rows the other holds instead of waiting for them).
        expect(results[0].sent).toBeGreaterThan(0)
        expect(results[1].sent).toBeGreaterThan(0)
      }
    } finally {
      await other.destroy()
    }
    const subjects = relay.smtp.received.map((mail) => mail.header('subject')).sort()
    expect(subjects).toHaveLength(50)
    expect(new Set(subjects).size).toBe(50)
    expect((await queue()).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true)
  })
})

describe('old sent mail', () => {
  it('is deleted after 30 days; failed and queued messages stay', async () => {
    const t = await createTestDb('sqlite', { seed: false })
    try {
      const { pruneSentMail } = await import('./queue.server')
      const old = new Date(Date.now() - 31 * 24 * 3_600_000).toISOString()
      for (const status of ['sent', 'failed', 'queued']) {
        const id = await enqueueMail(t.db, {
          kind: 'test',
          to: 'a@example.com',
          subject: status,
          text: 'x',
          html: 'x',
        })
        await t.db
          .updateTable('mail_queue')
          .set({ status, sent_at: old, created_at: old })
          .where('id', '=', id)
          .execute()
      }
      await enqueueMail(t.db, { kind: 'test', to: 'a@example.com', subject: 'recent', text: 'x', html: 'x' })
      await t.db
        .updateTable('mail_queue')
        .set({ status: 'sent', sent_at: new Date().toISOString() })
        .where('subject', '=', 'recent')
        .execute()
      expect(await pruneSentMail(t.db)).toBe(1)
      const left = await t.db.selectFrom('mail_queue').select('subject').orderBy('subject').execute()
      expect(left.map((row) => row.subject)).toEqual(['failed', 'queued', 'recent'])
    } finally {
      await t.cleanup()
    }
  })
})

describe('a lease that ran out', () => {
  it('puts a message whose worker died mid-send back in the queue', async () => {
    const t = await createTestDb('sqlite', { seed: false })
    try {
      const { claimMail } = await import('./queue.server')
      await enqueueMail(t.db, { kind: 'test', to: 'a@example.com', subject: 'x', text: 'x', html: 'x' })
      const [claimed] = await claimMail(t.db, 'sqlite', { workerId: 'dead', leaseMs: 60_000 })
      expect(claimed).toMatchObject({ status: 'sending', claimed_by: 'dead', attempts: 1 })
      expect(await claimMail(t.db, 'sqlite', { workerId: 'alive' })).toHaveLength(0)
      const later = new Date(Date.now() + 61_000)
      const [again] = await claimMail(t.db, 'sqlite', { workerId: 'alive', now: later })
      expect(again).toMatchObject({ claimed_by: 'alive', attempts: 2 })
    } finally {
      await t.cleanup()
    }
  })
})
