import { beforeAll, describe, expect, it } from 'vitest'
import {
  call,
  listFormPost as post,
  pageRequest,
  PASSWORD,
  sessionCookie,
  thrownStatus,
  withTestSecrets,
} from '../../../tests/helpers'
import { validContact, validHost } from '../../../tests/factories'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { action as messageAction } from './message'
import { action as messagesAction, loader as messagesLoader } from './messages'
import { action as newsletterAction, loader as newsletterLoader } from './newsletter'
import { upsertUser } from '~/lib/auth.server'
import { createContactMessage, createHostApplication } from '~/lib/inbox.server'
import { subscribeNewsletter } from '~/lib/mail/newsletter.server'
import { ContactMessageSchema, HostApplicationSchema } from '~/lib/validation'

withTestSecrets()

const answerOf = (result: unknown) => {
  expect(result).not.toBeInstanceOf(Response)
  return result as { data: Record<string, unknown>; init: ResponseInit | null }
}

describe.each(TEST_DIALECTS)('bulk work on the inbox and the newsletter sign-ups on %s', (dialect) => {
  const t = useAppDatabase(dialect)
  let editor: string
  let admin: string
  let visitor: string

  beforeAll(async () => {
    await upsertUser(t.db, { email: 'ib-editor@example.com', password: PASSWORD, role: 'editor' }, dialect)
    await upsertUser(t.db, { email: 'ib-admin@example.com', password: PASSWORD, role: 'admin' }, dialect)
    await upsertUser(t.db, { email: 'ib-visitor@example.com', password: PASSWORD, role: null }, dialect)
    editor = await sessionCookie('ib-editor@example.com')
    admin = await sessionCookie('ib-admin@example.com')
    visitor = await sessionCookie('ib-visitor@example.com')
  })

  const contact = (subject: string) =>
    createContactMessage(t.db, ContactMessageSchema.parse({ ...validContact, subject }), {
      submittedBy: null,
    })
  const statusOf = async (table: 'contact_messages' | 'host_applications', id: string) =>
    (await t.db.selectFrom(table).select('status').where('id', '=', id).executeTakeFirst())?.status

  it('refuses the bulk forms to visitors (401) and users without a role (403); sign-ups to editors (403)', async () => {
    const form = { intent: 'read', id: 'contact:x' }
    expect(await thrownStatus(() => call(messagesAction, pageRequest('/admin/messages', { form })))).toBe(401)
    expect(
      await thrownStatus(() =>
        call(messagesAction, pageRequest('/admin/messages', { form, cookie: visitor })),
      ),
    ).toBe(403)
    const unsubscribe = { intent: 'unsubscribe', id: 'x' }
    expect(
      await thrownStatus(() =>
        call(newsletterAction, pageRequest('/admin/newsletter', { form: unsubscribe })),
      ),
    ).toBe(401)
    expect(
      await thrownStatus(() =>
        call(newsletterAction, pageRequest('/admin/newsletter', { form: unsubscribe, cookie: editor })),
      ),
    ).toBe(403)
  })

  it('marks ticked messages read or unread one by one, naming each refusal, and deletes them only once confirmed', async () => {
    const a = await contact('Bulk trail question')
    const b = await contact('Bulk parking question')
    const host = await createHostApplication(t.db, HostApplicationSchema.parse(validHost), {
      submittedBy: null,
    })
    const ids = [`contact:${a}`, `contact:${b}`, `host:${host}`]

    // Without JavaScript, ?select=all renders every row of the page ticked; rows name their type.
    const page = await call(messagesLoader, pageRequest('/admin/messages?select=all', { cookie: editor }))
    expect(page.selectAll).toBe(true)
    expect(page.inbox.items.map((m: { id: string }) => m.id)).toEqual(expect.arrayContaining(ids))

    // One is read already: it is reported, the others go through (setMessageRead each).
    await call(messageAction, post(`/admin/messages/contact/${a}`, editor, { intent: 'read' }), {
      type: 'contact',
      id: a,
    })
    const read = answerOf(
      await call(
        messagesAction,
        post('/admin/messages', editor, { intent: 'read', id: [...ids, 'contact:gone'] }),
      ),
    )
    expect(read.data.outcome).toMatchObject({
      action: 'read',
      done: [
        { id: `contact:${b}`, title: 'Bulk parking question' },
        { id: `host:${host}`, title: `Host application: ${validHost.propertyName}` },
      ],
      failed: [
        { id: `contact:${a}`, title: 'Bulk trail question', reason: 'it is already read.' },
        { id: 'contact:gone', reason: 'it no longer exists.' },
      ],
    })
    expect(await statusOf('contact_messages', b)).toBe('read')
    expect(await statusOf('host_applications', host)).toBe('read')

    const unread = answerOf(
      await call(messagesAction, post('/admin/messages', editor, { intent: 'unread', id: [ids[1]!] })),
    )
    expect(unread.data.outcome).toMatchObject({ done: [{ id: ids[1] }], failed: [] })
    expect(await statusOf('contact_messages', b)).toBe('pending')

    // Nothing ticked, or an unknown action: a clear message, nothing done.
    const none = answerOf(await call(messagesAction, post('/admin/messages', editor, { intent: 'read' })))
    expect(none.init?.status).toBe(400)
    expect(none.data.error).toBe('Tick the messages to act on first.')
    const odd = answerOf(
      await call(messagesAction, post('/admin/messages', editor, { intent: 'spam', id: ids })),
    )
    expect(odd.data.error).toBe('Choose Mark as read, Mark as unread or Delete.')

    // Delete asks first, naming the count and the subjects; nothing is deleted yet.
    const asked = answerOf(
      await call(messagesAction, post('/admin/messages', editor, { intent: 'delete', id: ids.slice(0, 2) })),
    )
    expect(asked.data.confirmDelete).toEqual({
      ids: ids.slice(0, 2),
      titles: ['Bulk trail question', 'Bulk parking question'],
    })
    expect(await statusOf('contact_messages', a)).toBe('read')
    const deleted = answerOf(
      await call(
        messagesAction,
        post('/admin/messages', editor, { intent: 'delete', confirm: 'yes', id: ids.slice(0, 2) }),
      ),
    )
    expect(deleted.data.outcome).toMatchObject({ action: 'delete', failed: [] })
    expect(await statusOf('contact_messages', a)).toBeUndefined()
    expect(await statusOf('contact_messages', b)).toBeUndefined()
    expect(await statusOf('host_applications', host)).toBe('read')
    // Each deletion is in the activity log, by whom.
    const log = await t.db
      .selectFrom('editorial_log')
      .select(['action', 'subject_type', 'subject_title'])
      .where('subject_id', 'in', [a, b])
      .orderBy('subject_title')
      .execute()
    expect(log).toEqual([
      { action: 'deleted', subject_type: 'message:contact', subject_title: 'Bulk parking question' },
      { action: 'deleted', subject_type: 'message:contact', subject_title: 'Bulk trail question' },
    ])
  })

  it("a message's own Delete asks first, then deletes it and returns to the inbox", async () => {
    const id = await contact('Delete me alone')
    const params = { type: 'contact', id }
    const asked = await call(
      messageAction,
      post(`/admin/messages/contact/${id}`, editor, { intent: 'delete' }),
      params,
    )
    expect(asked).toEqual({ confirmDelete: true })
    expect(await statusOf('contact_messages', id)).toBe('pending')
    const done: Response = await call(
      messageAction,
      post(`/admin/messages/contact/${id}`, editor, { intent: 'delete', confirm: 'yes' }),
      params,
    )
    expect(done.status).toBe(302)
    expect(done.headers.get('location')).toBe('/admin/messages')
    expect(await statusOf('contact_messages', id)).toBeUndefined()
    expect(
      await thrownStatus(() =>
        call(
          messageAction,
          post(`/admin/messages/contact/${id}`, editor, { intent: 'delete', confirm: 'yes' }),
          params,
        ),
      ),
    ).toBe(404)
  })

  it('pages the inbox newest first across both kinds', async () => {
    const first = await call(messagesLoader, pageRequest('/admin/messages', { cookie: editor }))
    const total = first.inbox.total as number
    expect(total).toBe(
      (await t.db.selectFrom('contact_messages').select('id').execute()).length +
        (await t.db.selectFrom('host_applications').select('id').execute()).length,
    )
    for (let i = 0; i < 25; i++) {
      await contact(`Paged message ${String(i).padStart(2, '0')}`)
      await new Promise((resolve) => setTimeout(resolve, 2))
    }
    const one = await call(messagesLoader, pageRequest('/admin/messages', { cookie: editor }))
    const two = await call(messagesLoader, pageRequest('/admin/messages?page=2', { cookie: editor }))
    expect(one.inbox.total).toBe(total + 25)
    expect(one.inbox.items).toHaveLength(24)
    expect(one.inbox.items[0].subject).toBe('Paged message 24')
    const all = [...one.inbox.items, ...two.inbox.items].map((m: { id: string }) => m.id)
    expect(new Set(all).size).toBe(all.length)
    expect(two.inbox.items.length).toBe(Math.min(24, total + 25 - 24))
  })

  it('unsubscribes or deletes ticked newsletter sign-ups (admins), delete asked first', async () => {
    await subscribeNewsletter(t.db, 'bulk-one@example.com', { submittedBy: null })
    await subscribeNewsletter(t.db, 'bulk-two@example.com', { submittedBy: null })
    const rows = await t.db
      .selectFrom('newsletter_subscriptions')
      .select(['id', 'email'])
      .where('email', 'like', 'bulk-%')
      .orderBy('email')
      .execute()
    const ids = rows.map((r) => r.id)
    const page = await call(
      newsletterLoader,
      pageRequest('/admin/newsletter?q=bulk-&select=all', { cookie: admin }),
    )
    expect(page.selectAll).toBe(true)
    expect(page.subscriptions.items.map((s: { id: string }) => s.id).sort()).toEqual([...ids].sort())

    const first = answerOf(
      await call(newsletterAction, post('/admin/newsletter', admin, { intent: 'unsubscribe', id: ids[0]! })),
    )
    expect(first.data.outcome).toMatchObject({ done: [{ title: 'bulk-one@example.com' }], failed: [] })
    const again = answerOf(
      await call(newsletterAction, post('/admin/newsletter', admin, { intent: 'unsubscribe', id: ids })),
    )
    expect(again.data.outcome).toMatchObject({
      action: 'unsubscribe',
      done: [{ title: 'bulk-two@example.com' }],
      failed: [{ title: 'bulk-one@example.com', reason: 'it is already unsubscribed.' }],
    })
    const listed = await call(newsletterLoader, pageRequest('/admin/newsletter?q=bulk-', { cookie: admin }))
    expect(listed.subscriptions.items.map((s: { state: string }) => s.state)).toEqual([
      'Unsubscribed',
      'Unsubscribed',
    ])

    const asked = answerOf(
      await call(newsletterAction, post('/admin/newsletter', admin, { intent: 'delete', id: ids })),
    )
    expect(asked.data.confirmDelete).toEqual({
      ids,
      titles: ['bulk-one@example.com', 'bulk-two@example.com'],
    })
    expect(
      await t.db.selectFrom('newsletter_subscriptions').select('id').where('id', 'in', ids).execute(),
    ).toHaveLength(2)
    const deleted = answerOf(
      await call(
        newsletterAction,
        post('/admin/newsletter', admin, { intent: 'delete', confirm: 'yes', id: ids }),
      ),
    )
    expect(deleted.data.outcome).toMatchObject({ action: 'delete', failed: [] })
    expect(
      await t.db.selectFrom('newsletter_subscriptions').select('id').where('id', 'in', ids).execute(),
    ).toHaveLength(0)
  })
})
