/** An OpenStreetMap element as the readers hand it on (./read.server.ts, ./pbf.server.ts). */

export type OsmElementType = 'node' | 'way' | 'relation'

export interface OsmElement {
  type: OsmElementType
  id: string
  /** nodes (and Overpass ways/relations with a `center`) */
  lat?: number
  lon?: number
  tags: Record<string, string>
  /** a way's node ids */
  refs?: string[]
  /** a relation's members */
  members?: { type: OsmElementType; ref: string }[]
}

/** A fault in the extract: its message names the element or where in the file. */
export class OsmInputError extends Error {
  override name = 'OsmInputError'
}

/** Checks a node's coordinates (a bad one names its element). */
export function checkCoordinates(type: string, id: string, lat: number, lon: number): void {
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180)
    throw new OsmInputError(`${type} ${id}: bad coordinates (lat ${lat}, lon ${lon})`)
}
