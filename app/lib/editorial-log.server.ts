import crypto from 'node:crypto'
import type { Transaction } from 'kysely'
import type { Database } from '../../db/schema'
import type { Db } from './db.server'
import type { LogAction } from './kinds/editor'
import { PAGE_SIZE, type Paged } from './pagination'
import { selectPage } from './pagination.server'

/**
 * The editorial log (issue 16 item 2): one row per approval, rejection, creation, edit, hide, show,
 * delete and restore, with its author, written in the same transaction as the change it records.
 */

type Writer = Db | Transaction<Database>

export interface LogEntryInput {
  actorId: string | null
  action: LogAction
  /** a listing type (restaurants ...) or 'submission:<kind>' */
  subjectType: string
  subjectId: string
  subjectTitle: string
  detail?: string
}

export async function logEditorialAction(db: Writer, entry: LogEntryInput, now = new Date().toISOString()) {
  await db
    .insertInto('editorial_log')
    .values({
      id: crypto.randomUUID(),
      created_at: now,
      actor_id: entry.actorId,
      action: entry.action,
      subject_type: entry.subjectType,
      subject_id: entry.subjectId,
      subject_title: entry.subjectTitle.slice(0, 300),
      detail: (entry.detail ?? '').slice(0, 2000),
    })
    .execute()
}

export interface LogEntry {
  id: string
  createdAt: string
  actor: string | null
  action: string
  subjectType: string
  subjectId: string
  subjectTitle: string
  detail: string
}

export interface LogFilter {
  action?: string
  subjectType?: string
  subjectId?: string
}

/** One page of the log, newest first, filtered by action and subject. */
export async function pageEditorialLog(
  db: Db,
  filter: LogFilter,
  page: number,
  size = PAGE_SIZE,
): Promise<Paged<LogEntry>> {
  let query = db
    .selectFrom('editorial_log')
    .leftJoin('user', 'user.id', 'editorial_log.actor_id')
    .select([
      'editorial_log.id',
      'editorial_log.created_at',
      'editorial_log.action',
      'editorial_log.subject_type',
      'editorial_log.subject_id',
      'editorial_log.subject_title',
      'editorial_log.detail',
      'user.email',
    ])
    .orderBy('editorial_log.created_at', 'desc')
    .orderBy('editorial_log.id')
  if (filter.action) query = query.where('editorial_log.action', '=', filter.action)
  if (filter.subjectType) query = query.where('editorial_log.subject_type', '=', filter.subjectType)
  if (filter.subjectId) query = query.where('editorial_log.subject_id', '=', filter.subjectId)
  const paged = await selectPage(query, page, size)
  return {
    ...paged,
    items: paged.items.map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      actor: row.email ?? null,
      action: row.action,
      subjectType: row.subject_type,
      subjectId: row.subject_id,
      subjectTitle: row.subject_title,
      detail: row.detail,
    })),
  }
}
