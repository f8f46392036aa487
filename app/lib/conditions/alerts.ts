import { REGION_TIME_ZONE } from '../dates'

/**
 * Alerts and conditions as pages show them (issue 48, decision 051): the kinds, severities and
 * the guide's zones, the "as of" line every figure carries and whether a figure is stale. Plain
 * (no server code): route components use it.
 */

export const ALERT_KINDS = ['road', 'trail', 'weather', 'wildlife', 'closure', 'event-change'] as const
export type AlertKind = (typeof ALERT_KINDS)[number]
export const ALERT_KIND_LABELS: Record<AlertKind, string> = {
  road: 'Roads',
  trail: 'Trails',
  weather: 'Weather',
  wildlife: 'Wildlife',
  closure: 'Closures',
  'event-change': 'Event changes',
}

/** Most severe first (the order NWS and CAP use). */
export const ALERT_SEVERITIES = ['extreme', 'severe', 'moderate', 'minor'] as const
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number]
export const ALERT_SEVERITY_LABELS: Record<AlertSeverity, string> = {
  extreme: 'Extreme',
  severe: 'Severe',
  moderate: 'Moderate',
  minor: 'Minor',
}

/** The guide's zones an editor's alert may name (an NWS zone code names itself). */
export const GUIDE_ZONES = [
  { value: 'jackson-hole', label: 'Jackson Hole' },
  { value: 'star-valley', label: 'Star Valley' },
  { value: 'teton-pass', label: 'Teton Pass' },
  { value: 'grand-teton', label: 'Grand Teton National Park' },
  { value: 'yellowstone', label: 'Yellowstone National Park' },
] as const

export function zoneLabel(zone: string | null): string | null {
  if (!zone) return null
  return GUIDE_ZONES.find((z) => z.value === zone)?.label ?? zone
}

/** The listings and events an alert may point at (their tables). */
export const ALERT_TARGET_TYPES = ['restaurants', 'stays', 'activities', 'events'] as const
export type AlertTargetType = (typeof ALERT_TARGET_TYPES)[number]
export const TARGET_PATHS: Record<AlertTargetType, string> = {
  restaurants: '/eat',
  stays: '/stay',
  activities: '/play',
  events: '/events',
}

/** An alert as pages show it. */
export interface ShownAlert {
  id: string
  title: string
  text: string
  severity: AlertSeverity
  kind: AlertKind
  zone: string | null
  validFrom: string
  validTo: string | null
  source: string
  link: string | null
  fetchedAt: string
}

/** Whose alert it is, as the card says it. */
export const ALERT_SOURCE_LABELS: Record<string, string> = {
  nws: 'National Weather Service',
  nps: 'National Park Service',
  editor: 'Wyoming Navigator editors',
  partner: 'The business',
}

/** An alert as a card shows it: its age and its words, made on the server. */
export interface AlertWithAge extends ShownAlert {
  asOf: AsOf
  /** "Severe" */
  severityLabel: string
  /** "Jackson Hole · Until Nov 29, 7:05 AM MST · National Weather Service" */
  line: string
  /** the card's own words, in the page's language: its link's ("Details", "of <title>"), "All conditions", the banner's name */
  card: { details: string; detailsOf: string; all: string; banner: string }
}

export function severityRank(severity: string): number {
  const index = ALERT_SEVERITIES.indexOf(severity as AlertSeverity)
  return index === -1 ? ALERT_SEVERITIES.length : index
}

/** "Nov 29, 7:05 AM MST": a moment in the region's time. */
export function formatRegionTime(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return 'an unknown time'
  const text = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: REGION_TIME_ZONE,
  }).format(date)
  const zone = new Intl.DateTimeFormat('en-US', { timeZone: REGION_TIME_ZONE, timeZoneName: 'short' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value
  return `${text} ${zone ?? 'MT'}`
}

/** How old a figure is, in words ("3 hours"). */
export function ageText(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000))
  if (minutes < 60) return minutes === 1 ? '1 minute' : `${minutes} minutes`
  const hours = Math.round(minutes / 60)
  if (hours < 48) return hours === 1 ? '1 hour' : `${hours} hours`
  return `${Math.round(hours / 24)} days`
}

/** A figure's "as of" line: its time, and plainly when it is older than its source's refresh. */
export interface AsOf {
  at: string
  text: string
  stale: boolean
}

export function asOf(at: string, now: Date, expectedRefreshMs: number): AsOf {
  const age = now.getTime() - new Date(at).getTime()
  const stale = !(age <= expectedRefreshMs)
  return {
    at,
    stale,
    text: stale
      ? `Out of date: as of ${formatRegionTime(at)} (${ageText(age)} old; the source has not answered since)`
      : `As of ${formatRegionTime(at)}`,
  }
}
