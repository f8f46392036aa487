import type { Db } from '../db.server'
import { env } from '../env.server'
import type { Area } from '../maps/areas'
import type { MapGeography, MapView } from '../maps/geography'
import { interactiveWords, localizedViews, mapLanguage, TILES_PATH } from '../maps/map-page.server'
import type { InteractiveMapConfig } from '../maps/pages'
import type { PlaceProperties } from '../maps/place-card'
import { type Coordinates, project, round } from '../maps/projection'
import { buildValleyMap, type MapListing, type ValleyMapData } from '../maps/valley-map'
import { coordinatesOf } from '../rows.server'
import { readTranslations } from '../translations.server'
import { ALERT_TARGET_TYPES, type AlertSeverity, type AlertTargetType, TARGET_PATHS } from './alerts'
import { activeAlerts } from './alerts.server'
import { serverT } from '../i18n/catalog.server'
import { DEFAULT_LOCALE, type Locale, localizedPath } from '../i18n/config'
import { conditionsWords } from './words.server'
import { alertArea } from './zone-outlines'
import { zoneOutlines } from './zone-outlines.server'

/**
 * The map of /conditions (issue 48 item 3): the active alerts drawn by their areas (an alert's own
 * polygon, else its zones' outlines, ./zone-outlines.ts) and the listings and events they point at
 * as numbered pins. The page draws it on the server (no JavaScript needed) with the list of the
 * same alerts beside it; the interactive map reads the same as GeoJSON from /conditions/map.json
 * (/es/conditions/map.json on the Spanish page: our words in Spanish, the alerts' titles as their
 * sources wrote them, marked English).
 */

/** Where the interactive map of /conditions reads its pins and areas. */
export const CONDITIONS_MAP_JSON = '/conditions/map.json'

/** A listing or event an active alert points at. */
interface AlertPlace {
  key: string
  name: string
  href: string
  coordinates: Coordinates | null
  /** Its name is in English on a page in another language (an event's untranslated title). */
  english?: boolean
}

export interface AlertOnMap {
  id: string
  title: string
  severity: AlertSeverity
  area: Area | null
  places: AlertPlace[]
}

const NAME_COLUMN: Record<AlertTargetType, 'name' | 'title'> = {
  restaurants: 'name',
  stays: 'name',
  activities: 'name',
  events: 'title',
}

/**
 * The active alerts, most severe first, each with its area (or null) and the places it points at
 * (an event's title in `locale` where translated).
 */
export async function alertsOnMap(db: Db, now: Date, locale: Locale = DEFAULT_LOCALE): Promise<AlertOnMap[]> {
  const alerts = await activeAlerts(db, now)
  if (alerts.length === 0) return []
  const ids = alerts.map((a) => a.id)
  const [outlines, shapes, targets] = await Promise.all([
    zoneOutlines(db),
    db.selectFrom('alerts').select(['id', 'zone', 'geometry']).where('id', 'in', ids).execute(),
    db
      .selectFrom('alert_targets')
      .selectAll()
      .where('alert_id', 'in', ids)
      .orderBy('target_type')
      .orderBy('target_id')
      .execute(),
  ])
  // Each table's targets in one query.
  const places = new Map<string, AlertPlace>()
  for (const type of ALERT_TARGET_TYPES) {
    const wanted = [...new Set(targets.filter((t) => t.target_type === type).map((t) => t.target_id))]
    if (wanted.length === 0) continue
    const rows = await db
      .selectFrom(type)
      .select(['id', `${NAME_COLUMN[type]} as name`, 'lat', 'lng'])
      .where('id', 'in', wanted)
      .execute()
    // Of the names only events' titles are translated (decision 057).
    const titles = type === 'events' ? await readTranslations(db, 'events', wanted, locale) : null
    for (const row of rows as { id: string; name: string; lat: number | null; lng: number | null }[]) {
      const key = `${type}:${row.id}`
      const title = titles?.get(row.id)?.title
      places.set(key, {
        key,
        name: title || row.name,
        href: `${TARGET_PATHS[type]}/${row.id}`,
        coordinates: coordinatesOf(row),
        ...(titles && !title && locale !== DEFAULT_LOCALE ? { english: true } : {}),
      })
    }
  }
  const shapeOf = new Map(shapes.map((s) => [s.id, s]))
  return alerts.map((alert) => {
    const shape = shapeOf.get(alert.id)
    return {
      id: alert.id,
      title: alert.title,
      severity: alert.severity,
      area: shape ? alertArea(shape, outlines) : null,
      places: targets
        .filter((t) => t.alert_id === alert.id)
        .flatMap((t) => places.get(`${t.target_type}:${t.target_id}`) ?? []),
    }
  })
}

export interface ConditionsMapAlert {
  id: string
  title: string
  severity: AlertSeverity
  severityLabel: string
  /** Whether its area is drawn on the map. */
  drawn: boolean
  /** The places it points at, with their pins' numbers (null: no pin); `nameLang`: see AlertPlace. */
  places: { number: number | null; name: string; href: string; nameLang?: 'en' }[]
}

export interface ConditionsMapData {
  map: ValleyMapData
  /** The areas as SVG paths in the map's units, the least severe first (drawn under the others). */
  areas: { id: string; severity: AlertSeverity; d: string }[]
  alerts: ConditionsMapAlert[]
  /** The severities drawn, most severe first (the legend). */
  legend: { severity: AlertSeverity; label: string }[]
  interactive: InteractiveMapConfig
}

/** An area as SVG path data on the guide's projected plane (rings closed, holes by even-odd). */
export function areaPath(area: Area): string {
  return area
    .flatMap((polygon) =>
      polygon.map(
        (ring) =>
          ring
            .map(([lng, lat], i) => {
              const p = project({ lat, lng })
              return `${i === 0 ? 'M' : 'L'}${round(p.x, 1)} ${round(p.y, 1)}`
            })
            .join('') + 'Z',
      ),
    )
    .join('')
}

/** /conditions' map: the alerts' areas and their places' pins over the whole valley. */
export async function conditionsMap(
  db: Db,
  now: Date,
  { geography, views, locale }: { geography: MapGeography; views: readonly MapView[]; locale?: Locale },
): Promise<ConditionsMapData> {
  const words = conditionsWords(locale)
  const alerts = await alertsOnMap(db, now, locale)
  const listings: MapListing[] = []
  const seen = new Set<string>()
  for (const alert of alerts) {
    for (const place of alert.places) {
      if (seen.has(place.key)) continue
      seen.add(place.key)
      listings.push({
        id: place.key,
        name: place.name,
        href: place.href,
        subtitle: alert.title,
        location: '',
        coordinates: place.coordinates,
        ...(place.english ? { english: ['name'] } : {}),
      })
    }
  }
  const view = localizedViews(views, words.locale)[0]!
  const map = buildValleyMap({
    geography,
    views: [view],
    viewKey: view.key,
    listings,
    subject: words.map.subject,
    viewHref: () => localizedPath('/conditions', words.locale),
    language: mapLanguage(words.locale),
  })
  const numberOf = new Map(map.items.map((item) => [item.id, item]))
  const pinned = new Set(map.pins.map((pin) => pin.number))
  const drawn = alerts.filter((alert) => alert.area)
  const severities = [...new Set(drawn.map((alert) => alert.severity))]
  return {
    map: {
      ...map,
      description: `${map.description} ${words.map.areas(drawn.length)}`,
    },
    areas: drawn
      .map((alert) => ({ id: alert.id, severity: alert.severity, d: areaPath(alert.area!) }))
      .reverse(),
    alerts: alerts.map((alert) => ({
      id: alert.id,
      title: alert.title,
      severity: alert.severity,
      severityLabel: words.severity(alert.severity),
      drawn: alert.area !== null,
      places: alert.places.map((place) => {
        const item = numberOf.get(place.key)
        return {
          number: item && pinned.has(item.number) ? item.number : null,
          name: place.name,
          href: place.href,
          ...(place.english ? { nameLang: 'en' as const } : {}),
        }
      }),
    })),
    legend: severities.map((severity) => ({ severity, label: words.severity(severity) })),
    interactive: {
      places: localizedPath(CONDITIONS_MAP_JSON, words.locale),
      tiles: env().MAP_TILES ? TILES_PATH : null,
      bounds: view.bounds,
      words: interactiveWords(serverT(words.locale)),
    },
  }
}

/**
 * /conditions/map.json: the same as GeoJSON, the areas (with their severity) and the pins, in
 * `locale`'s words (/es/conditions/map.json): a pin's card says the alert's severity before its
 * title (`lead`), the title as its source wrote it (English, marked so on another language's page).
 */
export async function conditionsMapJson(db: Db, now: Date, locale: Locale = DEFAULT_LOCALE) {
  const words = conditionsWords(locale)
  const english = locale === DEFAULT_LOCALE ? {} : { subtitleLang: 'en' as const }
  const alerts = await alertsOnMap(db, now, locale)
  const areas = alerts.flatMap((alert) =>
    alert.area
      ? [
          {
            type: 'Feature' as const,
            geometry: { type: 'MultiPolygon' as const, coordinates: alert.area },
            properties: {
              layer: 'alert-area',
              name: alert.title,
              severity: alert.severity,
              severityLabel: words.severity(alert.severity),
            },
          },
        ]
      : [],
  )
  const seen = new Set<string>()
  const pins = alerts.flatMap((alert) =>
    alert.places.flatMap((place) => {
      if (!place.coordinates || seen.has(place.key)) return []
      seen.add(place.key)
      const properties: PlaceProperties = {
        name: place.name,
        href: localizedPath(place.href, locale),
        lead: words.severity(alert.severity),
        subtitle: alert.title,
        ...english,
        ...(place.english ? { nameLang: 'en' as const } : {}),
      }
      return [
        {
          type: 'Feature' as const,
          geometry: { type: 'Point' as const, coordinates: [place.coordinates.lng, place.coordinates.lat] },
          properties,
        },
      ]
    }),
  )
  // The least severe first: the more severe areas are drawn over them.
  return { type: 'FeatureCollection' as const, features: [...areas.reverse(), ...pins] }
}
