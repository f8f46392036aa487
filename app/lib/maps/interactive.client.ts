import {
  addProtocol,
  type GeoJSONSource,
  LngLatBounds,
  Map as MapLibreMap,
  type GeoJSONFeature,
  Marker,
  NavigationControl,
  Popup,
  setWorkerUrl,
  type StyleSpecification,
} from 'maplibre-gl'
import 'maplibre-gl/dist/maplibre-gl.css'
import './interactive-map.css'
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import type { Feature, FeatureCollection, Point } from 'geojson'
import { Protocol } from 'pmtiles'
import { ALERT_AREA_FILL_OPACITY, ALERT_AREA_STYLE } from './alert-area-style'
import { distanceKm } from './distance'
import type { InteractiveMapConfig, InteractiveMapWords } from './pages'
import { type Place, placeCard, placeOf } from './place-card'
import type { Coordinates } from './projection'

/**
 * The interactive map (MapLibre GL), loaded by app/components/maps/interactive-map.tsx only on the
 * map pages and only once the visitor starts using the page. Nothing it loads leaves the site:
 * the pins come from /map/places.json (/es/map/places.json on a Spanish page), the outlines from /map/outlines.json, the tiles (when
 * MAP_TILES names an archive) from /tiles/valley.pmtiles by byte ranges, the worker from our own
 * assets. It draws no text with map fonts (there is no font host): pins, clusters and town names
 * are HTML markers, so they are real buttons with names a screen reader reads.
 */

export interface InteractiveMapHandle {
  /** Every place on the map, nearest to `from` first (with its distance). */
  nearest: (from: Coordinates) => (Place & { km: number })[]
  /** Shows where the visitor is and moves the map there. */
  showVisitor: (at: Coordinates) => void
  destroy: () => void
}

let protocolAdded = false

const COLORS = {
  land: '#f8f4ec',
  outside: '#e6dfd2',
  border: '#8a7a62',
  water: '#b9d6e6',
  highway: '#c9a470',
  street: '#ffffff',
}

function style(config: InteractiveMapConfig): StyleSpecification {
  const layers: StyleSpecification['layers'] = [
    { id: 'background', type: 'background', paint: { 'background-color': COLORS.outside } },
  ]
  const sources: StyleSpecification['sources'] = {
    outlines: { type: 'geojson', data: '/map/outlines.json' },
  }
  if (config.tiles) {
    // A regional extract cut from a Protomaps basemap build, or the test set of the same layers.
    sources.tiles = { type: 'vector', url: `pmtiles://${config.tiles}` }
    layers.push(
      {
        id: 'tiles-earth',
        type: 'fill',
        source: 'tiles',
        'source-layer': 'earth',
        paint: { 'fill-color': COLORS.land },
      },
      {
        id: 'tiles-water',
        type: 'fill',
        source: 'tiles',
        'source-layer': 'water',
        paint: { 'fill-color': COLORS.water },
      },
      {
        id: 'tiles-roads',
        type: 'line',
        source: 'tiles',
        'source-layer': 'roads',
        paint: {
          'line-color': COLORS.highway,
          'line-width': ['interpolate', ['linear'], ['zoom'], 8, 1, 14, 4],
        },
      },
    )
  } else {
    layers.push({
      id: 'counties-fill',
      type: 'fill',
      source: 'outlines',
      filter: ['==', ['get', 'layer'], 'county'],
      paint: { 'fill-color': COLORS.land },
    })
  }
  layers.push(
    {
      id: 'water',
      type: 'fill',
      source: 'outlines',
      filter: ['==', ['get', 'layer'], 'water'],
      paint: { 'fill-color': COLORS.water },
    },
    {
      id: 'roads',
      type: 'line',
      source: 'outlines',
      filter: ['==', ['get', 'layer'], 'road'],
      layout: { 'line-join': 'round', 'line-cap': 'round' },
      paint: {
        'line-color': ['match', ['get', 'kind'], 'street', '#cbbc9f', COLORS.highway],
        'line-width': ['interpolate', ['linear'], ['zoom'], 8, 1.5, 14, 5],
      },
    },
    {
      id: 'counties-line',
      type: 'line',
      source: 'outlines',
      filter: ['==', ['get', 'layer'], 'county'],
      paint: { 'line-color': COLORS.border, 'line-width': 1.5 },
    },
  )
  return { version: 8, sources, layers }
}

function button(className: string, label: string, text: string): HTMLButtonElement {
  const element = document.createElement('button')
  element.type = 'button'
  element.className = className
  element.setAttribute('aria-label', label)
  element.textContent = text
  return element
}

export async function mountInteractiveMap(
  container: HTMLElement,
  /** with its words in the page's language */
  config: InteractiveMapConfig & { words: InteractiveMapWords },
  { onReady, onError }: { onReady: (count: number) => void; onError: (message: string) => void },
): Promise<InteractiveMapHandle> {
  const { words } = config
  setWorkerUrl(workerUrl)
  if (config.tiles && !protocolAdded) {
    addProtocol('pmtiles', new Protocol().tile)
    protocolAdded = true
  }
  const response = await fetch(config.places)
  if (!response.ok) throw new Error(`The places could not be loaded (${response.status}).`)
  const answer = (await response.json()) as FeatureCollection
  // Polygons in the answer are alert areas (/conditions/map.json); the points are the pins.
  const isPoint = (feature: Feature) => feature.geometry?.type === 'Point'
  const places: FeatureCollection = { type: 'FeatureCollection', features: answer.features.filter(isPoint) }
  const areas: FeatureCollection = {
    type: 'FeatureCollection',
    features: answer.features.filter((feature) => !isPoint(feature)),
  }
  const all = places.features.map(placeOf).filter((place): place is Place => place !== null)

  const { north, south, west, east } = config.bounds
  const map = new MapLibreMap({
    container,
    style: style(config),
    bounds: [west, south, east, north],
    maxBounds: [
      [-112.6, 41.2],
      [-109.2, 45.2],
    ],
    minZoom: 6,
    maxZoom: config.tiles ? 15 : 14,
    attributionControl: {
      compact: true,
      customAttribution: words.attribution,
    },
    // MapLibre's own controls' names, in the page's language
    locale: {
      'NavigationControl.ZoomIn': words.zoomIn,
      'NavigationControl.ZoomOut': words.zoomOut,
      'AttributionControl.ToggleAttribution': words.toggleAttribution,
    },
    cooperativeGestures: false,
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
  })
  map.touchZoomRotate.disableRotation()
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right')
  map.on('error', (event) => onError(event.error?.message ?? 'The map could not be drawn.'))

  const markers = new globalThis.Map<string, Marker>()
  /** A pin's card: the marker opens and closes it (a click on the map elsewhere closes it too). */
  function cardFor(place: Place, from: HTMLElement): Popup {
    const popup = new Popup({ offset: 18, maxWidth: '18rem', focusAfterOpen: true }).setDOMContent(
      placeCard(place, words.viewDetails),
    )
    popup.on('close', () => {
      if (from.isConnected && from.ownerDocument.activeElement === from.ownerDocument.body) from.focus()
    })
    return popup
  }

  function markerFor(feature: GeoJSONFeature): [string, () => Marker] | null {
    const [lng, lat] = (feature.geometry as Point).coordinates as [number, number]
    const p = feature.properties
    if (p.cluster) {
      const id = `cluster:${p.cluster_id}`
      return [
        id,
        () => {
          const element = button(
            'map-cluster',
            words.cluster.replace('{count}', String(p.point_count)),
            String(p.point_count_abbreviated ?? p.point_count),
          )
          element.addEventListener('click', async () => {
            const source = map.getSource<GeoJSONSource>('places')!
            const zoom = await source.getClusterExpansionZoom(Number(p.cluster_id))
            map.easeTo({ center: [lng, lat], zoom: Math.min(zoom, map.getMaxZoom()) })
          })
          return new Marker({ element }).setLngLat([lng, lat])
        },
      ]
    }
    const place = placeOf(feature)
    if (!place) return null
    return [
      `place:${place.href}`,
      () => {
        const element = button('map-pin', words.pin.replace('{name}', place.name), '')
        return new Marker({ element }).setLngLat([lng, lat]).setPopup(cardFor(place, element))
      },
    ]
  }

  function updateMarkers() {
    if (!map.isSourceLoaded('places')) return
    const wanted = new globalThis.Map<string, () => Marker>()
    for (const feature of map.querySourceFeatures('places')) {
      const entry = markerFor(feature)
      if (entry && !wanted.has(entry[0])) wanted.set(entry[0], entry[1])
    }
    for (const [id, marker] of markers) {
      if (!wanted.has(id)) {
        marker.remove()
        markers.delete(id)
      }
    }
    for (const [id, make] of wanted) if (!markers.has(id)) markers.set(id, make().addTo(map))
  }

  const townMarkers: Marker[] = []
  map.on('load', () => {
    if (areas.features.length > 0) addAlertAreas(map, areas)
    map.addSource('places', {
      type: 'geojson',
      data: places,
      cluster: true,
      clusterRadius: 44,
      clusterMaxZoom: 13,
    })
    // An invisible layer: the clustering runs in the worker; the markers above are the drawing.
    map.addLayer({
      id: 'places',
      type: 'circle',
      source: 'places',
      paint: { 'circle-opacity': 0, 'circle-radius': 1 },
    })
    map.on('sourcedata', (event) => {
      if (event.sourceId === 'places' && event.isSourceLoaded) updateMarkers()
    })
    map.on('moveend', updateMarkers)
    void fetch('/map/outlines.json')
      .then((answer) => answer.json() as Promise<FeatureCollection>)
      .then((outlines) => {
        for (const feature of outlines.features) {
          if (feature.properties?.layer !== 'town' || feature.geometry.type !== 'Point') continue
          // The villages would crowd the valley's view; the towns are enough to find one's way.
          if (Number(feature.properties.rank) > 2) continue
          const element = document.createElement('span')
          element.className = `map-town map-town-${feature.properties.rank}`
          element.setAttribute('aria-hidden', 'true')
          element.textContent = String(feature.properties.name)
          townMarkers.push(
            new Marker({ element, anchor: 'left', offset: [-5, 0] })
              .setLngLat(feature.geometry.coordinates as [number, number])
              .addTo(map),
          )
        }
      })
      .catch(() => {})
    onReady(all.length)
  })

  let visitor: Marker | null = null
  return {
    nearest: (from) =>
      all.map((place) => ({ ...place, km: distanceKm(from, place.coordinates) })).sort((a, b) => a.km - b.km),
    showVisitor: (at) => {
      const element = document.createElement('span')
      element.className = 'map-visitor'
      element.setAttribute('aria-hidden', 'true')
      visitor?.remove()
      visitor = new Marker({ element }).setLngLat([at.lng, at.lat]).addTo(map)
      const bounds = new LngLatBounds([at.lng, at.lat], [at.lng, at.lat])
      map.fitBounds(bounds, { maxZoom: 12, padding: 40 })
    },
    destroy: () => {
      for (const marker of [...markers.values(), ...townMarkers]) marker.remove()
      map.remove()
    },
  }
}

/** Alert areas, shaded and edged by severity as the drawn map of /conditions has them. */
function addAlertAreas(map: MapLibreMap, areas: FeatureCollection) {
  map.addSource('alert-areas', { type: 'geojson', data: areas })
  const bySeverity = <T>(
    pick: (style: (typeof ALERT_AREA_STYLE)[keyof typeof ALERT_AREA_STYLE]) => T,
    fallback: T,
  ) =>
    [
      'match',
      ['get', 'severity'],
      ...Object.entries(ALERT_AREA_STYLE).flatMap(([severity, style]) => [severity, pick(style)]),
      fallback,
    ] as never
  map.addLayer({
    id: 'alert-areas-fill',
    type: 'fill',
    source: 'alert-areas',
    paint: {
      'fill-color': bySeverity((style) => style.color, ALERT_AREA_STYLE.minor.color),
      'fill-opacity': ALERT_AREA_FILL_OPACITY,
    },
  })
  // A line layer per severity: MapLibre cannot pick a dash pattern by a feature's property.
  for (const [severity, style] of Object.entries(ALERT_AREA_STYLE)) {
    map.addLayer({
      id: `alert-areas-line-${severity}`,
      type: 'line',
      source: 'alert-areas',
      filter: ['==', ['get', 'severity'], severity],
      layout: { 'line-join': 'round' },
      paint: {
        'line-color': style.color,
        'line-width': style.width,
        ...(style.dash ? { 'line-dasharray': [...style.dash] } : {}),
      },
    })
  }
}
