import { npsAlerts } from './nps-alerts.server'
import { nwsAlerts } from './nws-alerts.server'
import { nwsForecast } from './nws-forecast.server'
import { nwsZones } from './nws-zones.server'
import { snotel } from './snotel.server'
import type { ConditionSource, SourceId } from './source'

/** Every official source, in the order /admin/conditions lists them. */
export const CONDITION_SOURCES: readonly ConditionSource[] = [
  nwsAlerts,
  npsAlerts,
  snotel,
  nwsForecast,
  nwsZones,
]

export function sourceById(id: string): ConditionSource | undefined {
  return CONDITION_SOURCES.find((source) => source.id === (id as SourceId))
}
