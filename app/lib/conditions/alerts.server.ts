import crypto from 'node:crypto'
import type { AlertRow } from '../../../db/schema'
import { bumpContentVersion } from '../content-version.server'
import type { Db } from '../db.server'
import {
  ALERT_KINDS,
  ALERT_SEVERITIES,
  ALERT_TARGET_TYPES,
  type AlertKind,
  type AlertSeverity,
  type AlertTargetType,
  type ShownAlert,
  severityRank,
} from './alerts'

/**
 * The alerts model (issue 48 item 1, decision 051): editors' alerts, partners' closure notices and
 * the official sources' alerts in one table. An alert is active from `valid_from` until `valid_to`
 * (none: until ended) unless ended. Every change bumps the content version, so cached pages drop;
 * a cached page lives a minute at most, so an alert past its `valid_to` leaves pages within one.
 */

export interface AlertTarget {
  type: AlertTargetType
  id: string
  /** the listing's or event's name (null: it no longer exists) */
  title: string | null
}

export interface AlertInput {
  title: string
  text: string
  severity: AlertSeverity
  kind: AlertKind
  zone: string | null
  geometry: string | null
  validFrom: string
  validTo: string | null
  link: string | null
  targets: { type: AlertTargetType; id: string }[]
}

export interface AdminAlert extends ShownAlert {
  geometry: string | null
  endedAt: string | null
  targets: AlertTarget[]
  state: 'active' | 'upcoming' | 'ended'
}

const TITLE_COLUMN: Record<AlertTargetType, 'name' | 'title'> = {
  restaurants: 'name',
  stays: 'name',
  activities: 'name',
  events: 'title',
}

// ---------------------------------------------------------------------------------------------
// Writing

type Source = 'editor' | 'partner' | 'nws' | 'nps'

async function writeTargets(db: Db, alertId: string, targets: AlertInput['targets']) {
  await db.deleteFrom('alert_targets').where('alert_id', '=', alertId).execute()
  if (targets.length > 0)
    await db
      .insertInto('alert_targets')
      .values(targets.map((t) => ({ alert_id: alertId, target_type: t.type, target_id: t.id })))
      .execute()
}

export async function createAlert(
  db: Db,
  input: AlertInput,
  options: { source: Source; sourceId?: string | null; createdBy: string | null; now: Date },
): Promise<string> {
  const id = crypto.randomUUID()
  const at = options.now.toISOString()
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('alerts')
      .values({
        id,
        title: input.title,
        text: input.text,
        severity: input.severity,
        kind: input.kind,
        zone: input.zone,
        geometry: input.geometry,
        valid_from: input.validFrom,
        valid_to: input.validTo,
        source: options.source,
        source_id: options.sourceId ?? null,
        link: input.link,
        fetched_at: at,
        ended_at: null,
        created_by: options.createdBy,
        created_at: at,
        updated_at: at,
      })
      .execute()
    await writeTargets(trx as unknown as Db, id, input.targets)
  })
  await bumpContentVersion(db)
  return id
}

/** An editor's save: the new fields, and the alert counts as confirmed now. False: no such alert. */
export async function updateAlert(db: Db, id: string, input: AlertInput, now: Date): Promise<boolean> {
  const at = now.toISOString()
  const updated = await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('alerts')
      .set({
        title: input.title,
        text: input.text,
        severity: input.severity,
        kind: input.kind,
        zone: input.zone,
        geometry: input.geometry,
        valid_from: input.validFrom,
        valid_to: input.validTo,
        link: input.link,
        fetched_at: at,
        updated_at: at,
      })
      .where('id', '=', id)
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) !== 1) return false
    await writeTargets(trx as unknown as Db, id, input.targets)
    return true
  })
  if (updated) await bumpContentVersion(db)
  return updated
}

/** Ends an alert now (it leaves every public page). False: no such alert, or ended already. */
export async function endAlert(db: Db, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('alerts')
    .set({ ended_at: now.toISOString(), updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .executeTakeFirst()
  const ended = Number(result.numUpdatedRows) === 1
  if (ended) await bumpContentVersion(db)
  return ended
}

/**
 * A partner's closure notice for their own listing (the partner area calls it after
 * requirePartnerOf): a closure alert pointing at the listing, from `from` (default now) to `to`.
 */
export async function postListingClosure(
  db: Db,
  notice: {
    type: Exclude<AlertTargetType, 'events'> | 'events'
    id: string
    userId: string
    title: string
    text: string
    from?: string | null
    to: string | null
    now: Date
  },
): Promise<string> {
  return createAlert(
    db,
    {
      title: notice.title.trim().slice(0, 200) || 'Closed',
      text: notice.text.trim().slice(0, 4000),
      severity: 'moderate',
      kind: 'closure',
      zone: null,
      geometry: null,
      validFrom: notice.from ?? notice.now.toISOString(),
      validTo: notice.to,
      link: null,
      targets: [{ type: notice.type, id: notice.id }],
    },
    { source: 'partner', createdBy: notice.userId, now: notice.now },
  )
}

/** An official source's alert as its adapter reads it. */
export interface ImportedAlert {
  sourceId: string
  title: string
  text: string
  severity: AlertSeverity
  kind: AlertKind
  zone: string | null
  geometry: string | null
  validFrom: string
  validTo: string | null
  link: string | null
}

/**
 * Replaces a source's alerts with what it answered now: new ones inserted, known ones updated (and
 * confirmed), the ones it no longer lists ended. Bumps the content version when anything shown
 * changed. Returns how many are active from this source.
 */
export async function syncImportedAlerts(
  db: Db,
  source: 'nws' | 'nps',
  alerts: ImportedAlert[],
  now: Date,
): Promise<{ changed: boolean; count: number }> {
  const at = now.toISOString()
  let changed = false
  await db.transaction().execute(async (trx) => {
    const known = await trx
      .selectFrom('alerts')
      .selectAll()
      .where('source', '=', source)
      .where('ended_at', 'is', null)
      .execute()
    const byId = new Map(known.map((row) => [row.source_id, row]))
    const seen = new Set<string>()
    for (const alert of alerts) {
      if (seen.has(alert.sourceId)) continue
      seen.add(alert.sourceId)
      const values = {
        title: alert.title,
        text: alert.text,
        severity: alert.severity,
        kind: alert.kind,
        zone: alert.zone,
        geometry: alert.geometry,
        valid_from: alert.validFrom,
        valid_to: alert.validTo,
        link: alert.link,
      }
      const row = byId.get(alert.sourceId)
      if (row) {
        const same = (Object.keys(values) as (keyof typeof values)[]).every((key) => row[key] === values[key])
        if (!same) changed = true
        await trx
          .updateTable('alerts')
          .set({ ...values, fetched_at: at, ...(same ? {} : { updated_at: at }) })
          .where('id', '=', row.id)
          .execute()
        continue
      }
      changed = true
      // An alert ended earlier and listed again comes back (the unique source id is kept).
      await trx
        .deleteFrom('alerts')
        .where('source', '=', source)
        .where('source_id', '=', alert.sourceId)
        .execute()
      await trx
        .insertInto('alerts')
        .values({
          id: crypto.randomUUID(),
          ...values,
          source,
          source_id: alert.sourceId,
          fetched_at: at,
          ended_at: null,
          created_by: null,
          created_at: at,
          updated_at: at,
        })
        .execute()
    }
    const gone = known.filter((row) => !seen.has(row.source_id ?? '')).map((row) => row.id)
    if (gone.length > 0) {
      changed = true
      await trx.updateTable('alerts').set({ ended_at: at, updated_at: at }).where('id', 'in', gone).execute()
    }
  })
  if (changed) await bumpContentVersion(db)
  return { changed, count: alerts.length }
}

// ---------------------------------------------------------------------------------------------
// Reading

export function shownAlert(row: AlertRow): ShownAlert {
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    severity: (ALERT_SEVERITIES as readonly string[]).includes(row.severity)
      ? (row.severity as AlertSeverity)
      : 'minor',
    kind: (ALERT_KINDS as readonly string[]).includes(row.kind) ? (row.kind as AlertKind) : 'closure',
    zone: row.zone,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    source: row.source,
    link: row.link,
    fetchedAt: row.fetched_at,
  }
}

export const bySeverity = (a: ShownAlert, b: ShownAlert) =>
  severityRank(a.severity) - severityRank(b.severity) || a.validFrom.localeCompare(b.validFrom)

/** Every active alert, the most severe first. */
export async function activeAlerts(db: Db, now: Date, kind?: AlertKind): Promise<ShownAlert[]> {
  const at = now.toISOString()
  let query = db
    .selectFrom('alerts')
    .selectAll()
    .where('ended_at', 'is', null)
    .where((eb) => eb.or([eb('valid_to', 'is', null), eb('valid_to', '>', at)]))
    .where('valid_from', '<=', at)
  if (kind) query = query.where('kind', '=', kind)
  const rows = await query.limit(500).execute()
  return rows.map(shownAlert).sort(bySeverity)
}

/** The most severe active alert (home's banner), or null. */
export async function mostSevereAlert(db: Db, now: Date): Promise<ShownAlert | null> {
  return (await activeAlerts(db, now))[0] ?? null
}

async function targetsOf(db: Db, alertIds: string[]): Promise<Map<string, AlertTarget[]>> {
  const map = new Map<string, AlertTarget[]>()
  if (alertIds.length === 0) return map
  const rows = await db.selectFrom('alert_targets').selectAll().where('alert_id', 'in', alertIds).execute()
  for (const row of rows) {
    const type = row.target_type as AlertTargetType
    if (!ALERT_TARGET_TYPES.includes(type)) continue
    const titleRow = await db
      .selectFrom(type)
      .select(TITLE_COLUMN[type])
      .where('id', '=', row.target_id)
      .executeTakeFirst()
    const title = titleRow ? String((titleRow as Record<string, unknown>)[TITLE_COLUMN[type]]) : null
    map.set(row.alert_id, [...(map.get(row.alert_id) ?? []), { type, id: row.target_id, title }])
  }
  return map
}

function adminAlert(row: AlertRow, targets: AlertTarget[], now: Date): AdminAlert {
  const at = now.toISOString()
  const state =
    row.ended_at || (row.valid_to !== null && row.valid_to <= at)
      ? 'ended'
      : row.valid_from > at
        ? 'upcoming'
        : 'active'
  return { ...shownAlert(row), geometry: row.geometry, endedAt: row.ended_at, targets, state }
}

/** The back office's list: active and upcoming first, then the latest ended (at most `limit`). */
export async function listAlertsForAdmin(db: Db, now: Date, limit = 100): Promise<AdminAlert[]> {
  const rows = await db.selectFrom('alerts').selectAll().orderBy('updated_at', 'desc').limit(limit).execute()
  const targets = await targetsOf(
    db,
    rows.map((r) => r.id),
  )
  const order = { active: 0, upcoming: 1, ended: 2 }
  return rows
    .map((row) => adminAlert(row, targets.get(row.id) ?? [], now))
    .sort((a, b) => order[a.state] - order[b.state] || bySeverity(a, b))
}

export async function getAlertForAdmin(db: Db, id: string, now: Date): Promise<AdminAlert | undefined> {
  const row = await db.selectFrom('alerts').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) return undefined
  return adminAlert(row, (await targetsOf(db, [id])).get(id) ?? [], now)
}
