import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { events } from '../../../db/seed-data'
import {
  asData,
  call,
  PASSWORD,
  pageRequest,
  sessionCookie,
  toastOf,
  withTestSecrets,
} from '../../../tests/helpers'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { action as issueAction, loader as issueLoader } from '../../routes/admin/newsletter-issue'
import { action as newsletterAction } from '../../routes/admin/newsletter'
import { upsertUser } from '../auth.server'
import { addDaysIso, todayInTimeZone } from '../dates'
import { eventRow } from '../kinds/event.server'
import { resetEnv } from '../env.server'
import { createIssue, issueTemplate, queueIssue, SAMPLE_UNSUBSCRIBE } from './newsletter-issues.server'
import { unsubscribeUrl } from './newsletter.server'

// Newsletter issues (decision 036) through the admin's own actions: a draft from the template, the
// preview as readers get it, a test to oneself, and a send that queues each issue once, also when
// pressed twice or twice at the same moment.

const ORIGIN = 'https://guide.example'

withTestSecrets()

describe.each(TEST_DIALECTS)('newsletter issues on %s', (dialect) => {
  const t = useAppDatabase(dialect)
  let admin: string
  let editor: string
  const saved = process.env.PUBLIC_URL
  const today = todayInTimeZone()

  beforeAll(async () => {
    process.env.PUBLIC_URL = ORIGIN
    resetEnv()
    await upsertUser(t.db, { email: 'admin@example.com', password: PASSWORD, role: 'admin' }, dialect)
    await upsertUser(t.db, { email: 'editor@example.com', password: PASSWORD, role: 'editor' }, dialect)
    admin = await sessionCookie('admin@example.com')
    editor = await sessionCookie('editor@example.com')
  })
  afterAll(() => {
    if (saved === undefined) delete process.env.PUBLIC_URL
    else process.env.PUBLIC_URL = saved
    resetEnv()
  })
  beforeEach(async () => {
    for (const table of ['mail_queue', 'newsletter_issues', 'newsletter_subscriptions'] as const)
      await t.db.deleteFrom(table).execute()
    await t.db.deleteFrom('events').where('id', 'like', 'nl-%').execute()
    await t.db.deleteFrom('restaurants').where('id', 'like', 'nl-%').execute()
  })

  async function addReaders(...emails: string[]) {
    const now = new Date().toISOString()
    for (const email of emails)
      await t.db
        .insertInto('newsletter_subscriptions')
        .values({
          id: crypto.randomUUID(),
          email,
          status: 'approved',
          created_at: now,
          submitted_by: null,
          reviewed_at: null,
          reviewed_by: null,
          review_note: null,
          idempotency_key: null,
          confirmed_at: now,
          unsubscribed_at: null,
          confirm_token_hash: null,
          confirm_expires_at: null,
          confirm_sent_at: null,
        })
        .execute()
  }

  async function addEvent(id: string, title: string, date: string) {
    const base = events[0]!
    await t.db
      .insertInto('events')
      .values(eventRow({ ...base, id, title, date, rrule: null }, 99, new Date().toISOString()))
      .execute()
  }

  async function addRestaurant(id: string, name: string, createdAt: string) {
    const base = await t.db.selectFrom('restaurants').selectAll().executeTakeFirstOrThrow()
    await t.db
      .insertInto('restaurants')
      .values({ ...base, id, name, created_at: createdAt })
      .execute()
  }

  const newDraft = async (cookie = admin) => {
    const response = (await call(
      newsletterAction,
      pageRequest('/admin/newsletter', { cookie, form: { intent: 'new' } }),
    )) as Response
    expect(response.status).toBe(302)
    const id = response.headers.get('Location')!.replace('/admin/newsletter/issues/', '')
    return id
  }
  const post = (id: string, form: Record<string, string>) =>
    call(issueAction, pageRequest(`/admin/newsletter/issues/${id}`, { cookie: admin, form }), { id })
  const view = (id: string) =>
    call(issueLoader, pageRequest(`/admin/newsletter/issues/${id}`, { cookie: admin }), { id })

  it('a new issue starts from a template: the events of the coming weeks and the listings new since the last issue', async () => {
    await addEvent('nl-soon', 'Rodeo Under the Lights', addDaysIso(today, 10))
    await addEvent('nl-later', 'Far Off Fair', addDaysIso(today, 40))
    await addEvent('nl-past', 'Yesterday Parade', addDaysIso(today, -1))
    // Everything already in the guide is older than the last issue; one restaurant is new since.
    await queueIssue(t.db, await createIssue(t.db, { subject: 'Last', body: 'Last issue.' }))
    await t.db.updateTable('newsletter_issues').set({ queued_at: '2026-01-01T00:00:00.000Z' }).execute()
    await addRestaurant('nl-old-diner', 'Old Diner', '2025-12-01T00:00:00.000Z')
    await addRestaurant('nl-new-diner', 'Brand New Diner', new Date().toISOString())

    const id = await newDraft()
    const { issue } = await view(id)
    expect(issue.status).toBe('draft')
    expect(issue.body).toContain('Rodeo Under the Lights')
    expect(issue.body).toContain(`${ORIGIN}/events/nl-soon`)
    expect(issue.body).not.toContain('Far Off Fair')
    expect(issue.body).not.toContain('Yesterday Parade')
    expect(issue.body).toContain(`Brand New Diner ${ORIGIN}/eat/nl-new-diner`)
    expect(issue.body).not.toContain('Old Diner')

    // After this issue goes out, the next template no longer lists the new diner.
    await addReaders('reader@example.com')
    expect(await queueIssue(t.db, id)).toEqual({ ok: true, recipients: 1 })
    expect((await issueTemplate(t.db)).body).not.toContain('Brand New Diner')
  })

  it('the preview is the mail readers get, with user text escaped; a test goes to the writer alone', async () => {
    await addReaders('reader@example.com')
    const id = await newDraft()
    const body = 'Hello <script>alert(1)</script> & welcome.\nLine two: https://guide.example/events'
    const saved = (await post(id, { intent: 'save', subject: 'Winter <b>news</b>', body })) as Response
    expect(saved.status).toBe(302)
    expect((await toastOf(saved))?.title).toBe('Draft saved.')
    const { preview } = await view(id)
    expect(preview.subject).toBe('Winter <b>news</b>')
    expect(preview.html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt; &amp; welcome.')
    expect(preview.html).not.toContain('<script>')
    expect(preview.html).toContain('<title>Winter &lt;b&gt;news&lt;/b&gt;</title>')
    expect(preview.html).toContain('<a href="https://guide.example/events">https://guide.example/events</a>')
    expect(preview.text).toContain('Line two: https://guide.example/events')

    const test = (await post(id, { intent: 'test' })) as Response
    expect((await toastOf(test))?.title).toBe('Test queued.')
    const queuedTest = await t.db.selectFrom('mail_queue').selectAll().execute()
    expect(queuedTest.map((m) => [m.kind, m.to, m.subject])).toEqual([
      ['newsletter-test', 'admin@example.com', '[Test] Winter <b>news</b>'],
    ])
    expect(queuedTest[0]!.html).toBe(preview.html)

    await post(id, { intent: 'send' })
    const sent = await t.db.selectFrom('mail_queue').selectAll().where('kind', '=', 'newsletter').execute()
    expect(sent).toHaveLength(1)
    const reader = await t.db.selectFrom('newsletter_subscriptions').select('id').executeTakeFirstOrThrow()
    // Exactly the preview, but for the reader's own unsubscribe link.
    const own = unsubscribeUrl(reader.id).replace(/&/g, '&amp;')
    const sample = SAMPLE_UNSUBSCRIBE().replace(/&/g, '&amp;')
    expect(sent[0]!.html.replaceAll(own, sample)).toBe(preview.html)
    expect(sent[0]!.text.replaceAll(unsubscribeUrl(reader.id), SAMPLE_UNSUBSCRIBE())).toBe(preview.text)
  })

  it('an issue is queued once: a second press is refused with a clear message and mails no one again', async () => {
    await addReaders('a@example.com', 'b@example.com', 'c@example.com')
    const id = await newDraft()
    const first = (await post(id, { intent: 'send' })) as Response
    expect(first.status).toBe(302)
    expect(await toastOf(first)).toMatchObject({
      title: 'Newsletter queued.',
      description: '3 readers get it.',
    })
    const again = asData(await post(id, { intent: 'send' }))
    expect(again.init?.status).toBe(409)
    expect((again.data as { error?: string }).error).toMatch(
      /^This issue was already queued on .+ to 3 readers\. It is not sent again\.$/,
    )
    // Nor can the sent text be changed or the record deleted.
    expect(asData(await post(id, { intent: 'save', subject: 'New', body: 'New' })).init?.status).toBe(409)
    expect(asData(await post(id, { intent: 'delete' })).init?.status).toBe(409)
    expect(
      await t.db.selectFrom('mail_queue').select('to').where('kind', '=', 'newsletter').execute(),
    ).toHaveLength(3)
    const { issue } = await view(id)
    expect(issue).toMatchObject({ status: 'queued', recipients: 3 })
  })

  it('two sends of the same issue at the same moment queue it once', async () => {
    await addReaders('a@example.com', 'b@example.com')
    const id = await newDraft()
    const answers = await Promise.all([
      post(id, { intent: 'send' }),
      post(id, { intent: 'send' }),
      queueIssue(t.db, id),
    ])
    const ok = answers.filter((a) => (a instanceof Response ? a.status === 302 : 'ok' in a ? a.ok : false))
    expect(ok).toHaveLength(1)
    const queued = await t.db.selectFrom('mail_queue').select('to').where('kind', '=', 'newsletter').execute()
    expect(queued.map((m) => m.to).sort()).toEqual(['a@example.com', 'b@example.com'])
  })

  it('only admins write and send issues; a missing issue is a 404', async () => {
    const id = await newDraft()
    await expect(
      call(
        issueAction,
        pageRequest(`/admin/newsletter/issues/${id}`, { cookie: editor, form: { intent: 'send' } }),
        {
          id,
        },
      ),
    ).rejects.toMatchObject({ init: { status: 403 } })
    await expect(newDraft(editor)).rejects.toMatchObject({ init: { status: 403 } })
    await expect(view('no-such-issue')).rejects.toMatchObject({ init: { status: 404 } })
    const empty = asData(await post(id, { intent: 'save', subject: '', body: '' }))
    expect(empty.init?.status).toBe(400)
    expect(empty.data.errors).toMatchObject({
      subject: ['Enter a subject.'],
      body: ['Write the newsletter’s text.'],
    })
  })
})
