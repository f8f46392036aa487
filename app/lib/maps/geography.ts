import type { Bounds, Coordinates } from './projection'

/**
 * The shapes of the guide's map data (browser-safe types only). The data itself is content:
 * app/content/valley-map.ts (generated: the county outlines and the towns) and
 * app/content/map-views.ts (the map's areas); routes pass it to the map builders in this folder.
 */

export interface County {
  /** Census FIPS code, e.g. "56039" */
  fips: string
  /** e.g. "Teton County" */
  name: string
  /** e.g. "WY" */
  state: string
  /** The outline's box in latitudes and longitudes. */
  bounds: Bounds
  /** The outline as SVG path data, already projected (app/lib/maps/projection.ts). */
  d: string
  /** Where its name is written on the valley map. */
  labelAt: Coordinates
}

export interface Town extends Coordinates {
  name: string
  state: string
  /** 1: the main towns, 2: towns, 3: villages and junctions (labelled on closer views only). */
  rank: 1 | 2 | 3
}

/** A road, traced by hand: approximate. Highways are drawn on every view, streets on close ones. */
export interface Road {
  name: string
  kind: 'highway' | 'street'
  /** SVG path data, projected. */
  d: string
}

/** A lake, traced by hand: approximate. */
export interface Water {
  name: string
  d: string
}

export interface MapGeography {
  counties: readonly County[]
  towns: readonly Town[]
  roads: readonly Road[]
  water: readonly Water[]
}

/** An area the big map can show (`?view=` on the map pages). */
export interface MapView {
  key: string
  /** e.g. "Whole valley" */
  label: string
  bounds: Bounds
  /** Towns up to this rank are labelled (0: none). */
  townRank: 0 | 1 | 2 | 3
  /** Whether the county names are written on it. */
  countyLabels: boolean
  /** Whether the town streets are drawn on it. */
  streets?: boolean
  /** Other places named on it (no dot), e.g. a mountain on the town's view. */
  landmarks?: readonly ({ name: string } & Coordinates)[]
}
