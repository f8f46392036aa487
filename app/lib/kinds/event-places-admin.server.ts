import type { Db } from '../db.server'
import { notifyContentChanged, writeContentVersion } from '../content-version.server'
import { logEditorialAction } from '../editorial-log.server'
import {
  changedFields,
  deleteRevisions,
  insertRevision,
  latestRevision,
  startRevision,
} from '../listing-revisions.server'
import { freeListingId } from './editor.server'
import { PLACE_FIELDS, type PlaceKind } from './event-places'
import { placeValues } from './event-places.server'

/**
 * Venues and organizers saved and deleted in the back office (issue 51 items 2 and 5, decisions
 * 040 and 041): each save a revision, a deletion that detaches the events pointing to it. Apart
 * from ./event-places.server.ts, which the public pages read: the revisions module reads every
 * listing editor, which those pages need not load.
 */

function placeColumns(kind: PlaceKind, data: Record<string, unknown>) {
  const text = (name: string) => String(data[name] ?? '')
  if (kind === 'organizers') return { name: text('name'), website: text('website'), contact: text('contact') }
  const [listingType, ...rest] = text('listing').split(':')
  return {
    name: text('name'),
    address: text('address'),
    town: text('town') || null,
    lat: (data.lat as number | null) ?? null,
    lng: (data.lng as number | null) ?? null,
    listing_type: rest.length ? listingType! : null,
    listing_id: rest.length ? rest.join(':') : null,
  }
}

/**
 * Creates (no id) or saves a venue or organizer from checked values; answers its id. Each save
 * that changes something is a revision (who, when, the values and what changed), in the listings'
 * revisions table under the kind's name (decision 041); a record saved before revisions were kept
 * gets its former values as revision 1 first.
 */
export async function savePlace(
  db: Db,
  kind: PlaceKind,
  id: string | undefined,
  data: Record<string, unknown>,
  actorId: string,
): Promise<string | undefined> {
  const saved = await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString()
    const columns = placeColumns(kind, data)
    let placeId = id
    const before = placeId ? await placeValues(trx, kind, placeId) : undefined
    if (placeId) {
      if (!before) return undefined
      const result = await trx
        .updateTable(kind)
        .set({ ...columns, updated_at: now })
        .where('id', '=', placeId)
        .executeTakeFirst()
      if (Number(result.numUpdatedRows) === 0) return undefined
    } else {
      placeId = await freeListingId(trx, kind, columns.name)
      await trx
        .insertInto(kind)
        .values({ ...columns, id: placeId, created_at: now, updated_at: now } as never)
        .execute()
    }
    const after = (await placeValues(trx, kind, placeId))!
    let latest = await latestRevision(trx, kind, placeId)
    if (before && latest === 0) {
      await insertRevision(
        trx,
        kind,
        placeId,
        { number: 1, authorId: null, snapshot: before, changes: [] },
        now,
      )
      latest = 1
    }
    const changes = before ? changedFields({ fields: [...PLACE_FIELDS[kind]] }, before, after) : []
    if (!before || changes.length > 0)
      await insertRevision(
        trx,
        kind,
        placeId,
        { number: latest + 1, authorId: actorId, snapshot: after, changes },
        now,
      )
    await logEditorialAction(
      trx,
      {
        actorId,
        action: id ? 'edited' : 'created',
        subjectType: kind,
        subjectId: placeId,
        subjectTitle: columns.name,
      },
      now,
    )
    await writeContentVersion(trx)
    return placeId
  })
  if (saved) notifyContentChanged()
  return saved
}

const EVENT_COLUMN = { venues: 'venue_id', organizers: 'organizer_id' } as const

/** How many events point to a venue or organizer (the deletion's question names it). */
export async function placeEventCount(db: Db, kind: PlaceKind, id: string): Promise<number> {
  const row = await db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll().as('n'))
    .where(EVENT_COLUMN[kind], '=', id)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

/**
 * Deletes a venue or organizer (decision 041): the events that point to it are detached, each
 * keeping its own venue or organizer text, the change a revision of each event; its own revisions
 * go with it; the deletion is in the activity log. Answers how many events were detached, or
 * undefined when there is no such record.
 */
export async function deletePlace(
  db: Db,
  kind: PlaceKind,
  id: string,
  actorId: string,
): Promise<{ detached: number } | undefined> {
  const deleted = await db.transaction().execute(async (trx) => {
    const values = await placeValues(trx, kind, id)
    if (!values) return undefined
    const now = new Date().toISOString()
    const column = EVENT_COLUMN[kind]
    const events = await trx.selectFrom('events').select('id').where(column, '=', id).execute()
    for (const event of events) {
      const revision = await startRevision(trx, 'events', event.id, now)
      await trx
        .updateTable('events')
        .set({ [column]: null })
        .where('id', '=', event.id)
        .execute()
      await revision?.record(actorId)
    }
    const result = await trx.deleteFrom(kind).where('id', '=', id).executeTakeFirst()
    if (Number(result.numDeletedRows) === 0) return undefined
    await deleteRevisions(trx, kind, id)
    await logEditorialAction(
      trx,
      {
        actorId,
        action: 'deleted',
        subjectType: kind,
        subjectId: id,
        subjectTitle: String(values.name ?? id),
        detail: events.length ? `${events.length} ${events.length === 1 ? 'event' : 'events'} detached` : '',
      },
      now,
    )
    await writeContentVersion(trx)
    return { detached: events.length }
  })
  if (deleted) notifyContentChanged()
  return deleted
}
