import type { Db } from '../db.server'
import { todayInTimeZone } from '../dates'
import { listEventSummaries } from '../kinds/event-queries.server'
import { regionLocalToInstant } from '../schedule-time'
import type { Locale } from '../i18n/config'
import {
  ALERT_KINDS,
  type AlertKind,
  type AlertTargetType,
  type AlertWithAge,
  type AsOf,
  type ShownAlert,
  zoneLabel,
} from './alerts'
import { conditionsWords } from './words.server'
import { alertsFor } from './alert-matching.server'
import { activeAlerts, mostSevereAlert } from './alerts.server'
import { sourceById } from './sources/index.server'
import type { ForecastData, ForecastPeriod } from './sources/nws-forecast.server'
import type { SnotelData } from './sources/snotel.server'
import type { SourceId } from './sources/source'
import { sourceData } from './sources.server'

/**
 * What public pages show of the conditions (issue 48 item 3): every figure with its "as of" line
 * (the region's time), which says so plainly when the figure is older than its source's expected
 * refresh. A source that never answered, or whose data cannot be read, is left out, never an error.
 */

/** An editor's or partner's alert counts as confirmed for a week after its last save. */
const EDITOR_CONFIRMED_MS = 7 * 24 * 60 * 60 * 1000

const SOURCE_OF_ALERT: Record<string, SourceId> = { nws: 'nws-alerts', nps: 'nps-alerts' }

export type { AlertWithAge }

/**
 * An alert with its age and its words as the card shows them (severity, where, until when, whose),
 * made here so the pages carrying a card carry none of the labels or time formatting.
 */
function withAge(alert: ShownAlert, now: Date, locale?: Locale): AlertWithAge {
  const words = conditionsWords(locale)
  const source = SOURCE_OF_ALERT[alert.source]
  const staleAfter = source ? (sourceById(source)?.staleAfterMs ?? EDITOR_CONFIRMED_MS) : EDITOR_CONFIRMED_MS
  const zone = zoneLabel(alert.zone)
  return {
    ...alert,
    asOf: words.asOf(alert.fetchedAt, now, staleAfter),
    severityLabel: words.severity(alert.severity),
    line: [zone, words.until(alert.validTo), words.source(alert.source)].filter(Boolean).join(' · '),
    card: {
      details: words.card.details,
      detailsOf: words.card.detailsOf(alert.title),
      all: words.card.all,
      banner: words.card.banner,
    },
  }
}

export interface SnowFigure {
  name: string
  depthIn: number
  asOf: AsOf
}

/** Snow depth per station, as of the day each value is for. */
export async function snowFigures(db: Db, now: Date, locale?: Locale): Promise<SnowFigure[]> {
  const words = conditionsWords(locale)
  const stored = await sourceData<SnotelData>(db, 'snotel')
  const staleAfter = sourceById('snotel')!.staleAfterMs
  const readings = Array.isArray(stored?.data.readings) ? stored.data.readings : []
  return readings.flatMap((reading) => {
    const at = regionLocalToInstant(`${reading.date}T00:00`)
    if (!at || typeof reading.depthIn !== 'number') return []
    return [{ name: String(reading.name), depthIn: reading.depthIn, asOf: words.asOf(at, now, staleAfter) }]
  })
}

export interface PlaceForecastFigure {
  name: string
  periods: ForecastPeriod[]
  asOf: AsOf
}

/** The forecast's periods not yet over, per place. */
export async function forecastFigures(
  db: Db,
  now: Date,
  periods = 4,
  locale?: Locale,
): Promise<PlaceForecastFigure[]> {
  const words = conditionsWords(locale)
  const stored = await sourceData<ForecastData>(db, 'nws-forecast')
  const staleAfter = sourceById('nws-forecast')!.staleAfterMs
  const places = Array.isArray(stored?.data.places) ? stored.data.places : []
  const at = now.toISOString()
  return places.map((place) => ({
    name: place.name,
    periods: place.periods.filter((p) => p.end > at).slice(0, periods),
    asOf: words.asOf(place.updated, now, staleAfter),
  }))
}

export interface PlayStrip {
  snow: SnowFigure[]
  wildlife: AlertWithAge[]
  events: { today: string; count: number; titles: { id: string; title: string; time: string }[] }
}

/** The Play page's "Today in the Valley" strip. */
export async function playStrip(db: Db, now: Date, locale?: Locale): Promise<PlayStrip> {
  const today = todayInTimeZone(undefined, now)
  const [snow, wildlife, events] = await Promise.all([
    snowFigures(db, now, locale),
    activeAlerts(db, now, 'wildlife'),
    listEventSummaries(db, { date: today }),
  ])
  return {
    snow,
    wildlife: wildlife.slice(0, 3).map((alert) => withAge(alert, now, locale)),
    events: {
      today,
      count: events.length,
      titles: events.slice(0, 3).map((e) => ({ id: e.id, title: e.title, time: e.time })),
    },
  }
}

export interface ConditionsPage {
  groups: { kind: AlertKind; label: string; alerts: AlertWithAge[] }[]
  count: number
  snow: SnowFigure[]
  forecast: PlaceForecastFigure[]
}

/** /conditions: the active alerts by kind (most severe first), snow depth and the forecast. */
export async function conditionsPage(db: Db, now: Date, locale?: Locale): Promise<ConditionsPage> {
  const words = conditionsWords(locale)
  const [alerts, snow, forecast] = await Promise.all([
    activeAlerts(db, now),
    snowFigures(db, now, locale),
    forecastFigures(db, now, 4, locale),
  ])
  return {
    groups: ALERT_KINDS.map((kind) => ({
      kind,
      label: words.kind(kind),
      alerts: alerts.filter((a) => a.kind === kind).map((a) => withAge(a, now, locale)),
    })).filter((group) => group.alerts.length > 0),
    count: alerts.length,
    snow,
    forecast,
  }
}

/** Home's banner: the most severe active alert, with its age. */
export async function homeAlert(db: Db, now: Date, locale?: Locale): Promise<AlertWithAge | null> {
  const alert = await mostSevereAlert(db, now)
  return alert && withAge(alert, now, locale)
}

export { withAge as alertWithAge }

/** The active alerts a listing's or event's page carries (one indexed query). */
export async function pageAlerts(
  db: Db,
  type: AlertTargetType,
  id: string,
  now: Date = new Date(),
  locale?: Locale,
): Promise<AlertWithAge[]> {
  return (await alertsFor(db, type, id, now)).map((alert) => withAge(alert, now, locale))
}
