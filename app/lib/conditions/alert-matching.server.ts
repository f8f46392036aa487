import type { Db } from '../db.server'
import type { AlertTargetType, ShownAlert } from './alerts'
import { bySeverity, shownAlert } from './alerts.server'

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
export interface StopAlert {
  title: string
  text: string
  validFrom: string
  validTo: string | null
}

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
      { title: row.title, text: row.text, validFrom: row.valid_from, validTo: row.valid_to },
    ])
  }
  return map
}
