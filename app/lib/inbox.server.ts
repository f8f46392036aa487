import type { Insertable } from 'kysely'
import type { Database } from '../../db/schema'
import type { Db } from './db.server'
import { CONTACT_FIELDS } from './kinds/contact'
import type { ContactMessage } from './kinds/contact.schema'
import { describeRow, submissionColumns } from './kinds/fields'
import { HOST_FIELDS } from './kinds/host'
import type { HostApplication } from './kinds/host.schema'
import { logEditorialAction } from './editorial-log.server'
import { enqueueInboxReceipt } from './mail/submission-mail.server'
import { PAGE_SIZE, type Paged } from './pagination'
import { reviewFields, type SubmissionContext } from './submission-store.server'

/**
 * The back office's inbox: contact messages and host applications, stored from /contact and
 * /host-signup ('pending' is unread, 'read' once an editor marks it read) and listed together, newest first.
 */

export async function createContactMessage(db: Db, input: ContactMessage, ctx: SubmissionContext) {
  const row = { ...reviewFields(ctx), ...submissionColumns(input) } as NewRow<'contact_messages'>
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('contact_messages').values(row).execute()
    // Mail (issue 17): the sender's receipt.
    await enqueueInboxReceipt(trx, { type: 'contact', email: row.email, subject: row.subject }, ctx.locale)
  })
  return row.id
}

export async function createHostApplication(db: Db, input: HostApplication, ctx: SubmissionContext) {
  const row = { ...reviewFields(ctx), ...submissionColumns(input) } as NewRow<'host_applications'>
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('host_applications').values(row).execute()
    // Mail (issue 17): the applicant's receipt.
    await enqueueInboxReceipt(
      trx,
      {
        type: 'host',
        email: row.contact_email,
        propertyName: row.property_name,
      },
      ctx.locale,
    )
  })
  return row.id
}

type NewRow<T extends 'contact_messages' | 'host_applications'> = Insertable<Database[T]> & { id: string }

export const MESSAGE_TYPES = ['contact', 'host'] as const
export type MessageType = (typeof MESSAGE_TYPES)[number]

export interface MessageSummary {
  type: MessageType
  id: string
  from: string
  subject: string
  unread: boolean
  createdAt: string
}

/**
 * One page of the inbox, newest first. The newest `page * size` of the two tables together are
 * among the newest `page * size` of each, so each is read that far and the page cut from the merge.
 */
export async function pageMessages(db: Db, page: number, size = PAGE_SIZE): Promise<Paged<MessageSummary>> {
  const count = async (table: 'contact_messages' | 'host_applications') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n ?? 0,
    )
  const total = (await count('contact_messages')) + (await count('host_applications'))
  const pageCount = Math.max(1, Math.ceil(total / size))
  const current = Math.min(Math.max(1, page), pageCount)
  const items = (await listMessages(db, current * size)).slice((current - 1) * size)
  return { items, page: current, pageCount, total }
}

export async function listMessages(db: Db, limit = 200): Promise<MessageSummary[]> {
  const [contacts, hosts] = await Promise.all([
    db
      .selectFrom('contact_messages')
      .select(['id', 'name', 'email', 'subject', 'status', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute(),
    db
      .selectFrom('host_applications')
      .select(['id', 'property_name', 'contact_email', 'status', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute(),
  ])
  return [
    ...contacts.map((row) => ({
      type: 'contact' as const,
      id: row.id,
      from: `${row.name} · ${row.email}`,
      subject: row.subject,
      unread: row.status === 'pending',
      createdAt: row.created_at,
    })),
    ...hosts.map((row) => ({
      type: 'host' as const,
      id: row.id,
      from: row.contact_email,
      subject: `Host application: ${row.property_name}`,
      unread: row.status === 'pending',
      createdAt: row.created_at,
    })),
  ]
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.id < b.id ? -1 : 1))
    .slice(0, limit)
}

export interface MessageDetail {
  type: MessageType
  id: string
  title: string
  fields: { label: string; value: string }[]
  createdAt: string
  unread: boolean
}

/** One message in full. Reading it changes nothing: marking it read is a POST (setMessageRead). */
export async function getMessage(db: Db, type: MessageType, id: string): Promise<MessageDetail | undefined> {
  if (type === 'contact') {
    const row = await db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst()
    if (!row) return undefined
    return {
      type,
      id,
      title: row.subject,
      createdAt: row.created_at,
      unread: row.status === 'pending',
      fields: describeRow(CONTACT_FIELDS, row),
    }
  }
  const row = await db.selectFrom('host_applications').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) return undefined
  return {
    type,
    id,
    title: `Host application: ${row.property_name}`,
    createdAt: row.created_at,
    unread: row.status === 'pending',
    fields: describeRow(HOST_FIELDS, row),
  }
}

/**
 * Marks a message read (by whom and when) or unread again. Returns false when there is no such
 * message.
 */
export async function setMessageRead(
  db: Db,
  type: MessageType,
  id: string,
  read: boolean,
  readerId: string,
): Promise<boolean> {
  const table = type === 'contact' ? 'contact_messages' : 'host_applications'
  const result = await db
    .updateTable(table)
    .set(
      read
        ? { status: 'read', reviewed_at: new Date().toISOString(), reviewed_by: readerId }
        : { status: 'pending', reviewed_at: null, reviewed_by: null },
    )
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

const MESSAGE_TABLES = { contact: 'contact_messages', host: 'host_applications' } as const

/**
 * Deletes a message for good (its page's Delete, and the inbox's bulk delete), recorded in the
 * activity log with its subject. Returns false when there is no such message.
 */
export async function deleteMessage(
  db: Db,
  type: MessageType,
  id: string,
  actorId: string,
): Promise<boolean> {
  const message = await getMessage(db, type, id)
  if (!message) return false
  return db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom(MESSAGE_TABLES[type]).where('id', '=', id).executeTakeFirst()
    if (Number(result.numDeletedRows) === 0) return false
    await logEditorialAction(trx, {
      actorId,
      action: 'deleted',
      subjectType: `message:${type}`,
      subjectId: id,
      subjectTitle: message.title,
    })
    return true
  })
}
