import type { Db } from '../db.server'
import type { TripAlert } from '../trip/alert-warnings'
import type { AlertTargetType, ShownAlert } from './alerts'
import { bySeverity, shownAlert } from './alerts.server'
import { alertArea } from './zone-outlines'
import { zoneOutlines } from './zone-outlines.server'

/**
 * Which alerts concern a page or a trip (issue 48 items 3 and 4, decisions 051 and 056): a listing's
 * or event's banner (the alerts pointed at it), and a trip's stops.
 */

/** The active alerts a listing's or event's page shows: one indexed query. */
export async function alertsFor(db: Db, type: AlertTargetType, id: string, now: Date): Promise<ShownAlert[]> {
  const at = now.toISOString()
  const rows = await db
    .selectFrom('alert_targets')
    .innerJoin('alerts', 'alerts.id', 'alert_targets.alert_id')
    .selectAll('alerts')
    .where('alert_targets.target_type', '=', type)
    .where('alert_targets.target_id', '=', id)
    .where('alerts.ended_at', 'is', null)
    .where('alerts.valid_from', '<=', at)
    .where((eb) => eb.or([eb('alerts.valid_to', 'is', null), eb('alerts.valid_to', '>', at)]))
    .execute()
  return rows.map(shownAlert).sort(bySeverity)
}

/** An alert a trip stop's day may meet (its window; `text` for the warning). */
export type StopAlert = TripAlert

const TABLE_OF_TRIP_KIND: Record<string, AlertTargetType> = {
  restaurant: 'restaurants',
  stay: 'stays',
  activity: 'activities',
  event: 'events',
}

/**
 * The alerts not over by `now` that point at any of a trip's stops, by `<kind>:<listing id>` (one
 * query). The trip planner warns a stop whose day an alert's window meets (issue 48 item 4).
 */
export async function alertsForTripStops(
  db: Db,
  stops: readonly { kind: string; listingId: string }[],
  now: Date,
): Promise<Map<string, StopAlert[]>> {
  const map = new Map<string, StopAlert[]>()
  const wanted = stops.flatMap((s) => {
    const type = TABLE_OF_TRIP_KIND[s.kind]
    return type ? [{ key: `${s.kind}:${s.listingId}`, type, id: s.listingId }] : []
  })
  if (wanted.length === 0) return map
  const at = now.toISOString()
  const rows = await db
    .selectFrom('alert_targets')
    .innerJoin('alerts', 'alerts.id', 'alert_targets.alert_id')
    .select([
      'alert_targets.target_type',
      'alert_targets.target_id',
      'alerts.id',
      'alerts.title',
      'alerts.text',
      'alerts.valid_from',
      'alerts.valid_to',
    ])
    .where(
      'alert_targets.target_id',
      'in',
      wanted.map((w) => w.id),
    )
    .where('alerts.ended_at', 'is', null)
    .where((eb) => eb.or([eb('alerts.valid_to', 'is', null), eb('alerts.valid_to', '>', at)]))
    .execute()
  for (const row of rows) {
    const target = wanted.find((w) => w.type === row.target_type && w.id === row.target_id)
    if (!target) continue
    map.set(target.key, [
      ...(map.get(target.key) ?? []),
      { id: row.id, title: row.title, text: row.text, validFrom: row.valid_from, validTo: row.valid_to },
    ])
  }
  return map
}

/**
 * The alerts not over by `now` that have an area (their own geometry, or zones with known
 * outlines), for the trip planner's pins and drives (decision 056). Alerts with no area are left
 * out: they concern only the pages they point at.
 */
export async function areaAlerts(db: Db, now: Date, limit = 300): Promise<TripAlert[]> {
  const at = now.toISOString()
  const rows = await db
    .selectFrom('alerts')
    .select(['id', 'title', 'text', 'valid_from', 'valid_to', 'zone', 'geometry'])
    .where('ended_at', 'is', null)
    .where((eb) => eb.or([eb('valid_to', 'is', null), eb('valid_to', '>', at)]))
    .where((eb) => eb.or([eb('zone', 'is not', null), eb('geometry', 'is not', null)]))
    .orderBy('valid_from')
    .limit(limit)
    .execute()
  const outlines = await zoneOutlines(db)
  return rows.flatMap((row) => {
    const area = alertArea(row, outlines)
    return area
      ? [
          {
            id: row.id,
            title: row.title,
            text: row.text,
            validFrom: row.valid_from,
            validTo: row.valid_to,
            area,
          },
        ]
      : []
  })
}
