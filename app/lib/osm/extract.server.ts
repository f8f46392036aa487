import { inArea, type Area } from './area'
import type { OsmElement } from './element'
import { isWanted, mapElement, type MappedElement } from './mapping'
import { detectFormat, type OsmFormat, scanOsm } from './read.server'

/**
 * Reading an extract for the import (decision 049): two or three streaming passes (the wanted
 * elements with their tags; the node lists of ways that relations name; the coordinates of only the
 * nodes those ways use), so memory grows with the places kept, never with the extract.
 */

/** A mapped element with its OSM key. */
export type ExtractElement = MappedElement & { osmType: string; osmId: string }

interface Candidate {
  type: OsmElement['type']
  id: string
  tags: Record<string, string>
  lat?: number
  lon?: number
  refs?: string[]
  members?: { type: OsmElement['type']; ref: string }[]
}

/** The wanted elements of an extract, placed (centroids for ways and relations), in the area. */
export async function readExtract(
  file: string,
  area: Area,
  format?: OsmFormat,
): Promise<{
  mapped: ExtractElement[]
  shops: number
  outside: number
  unplaced: number
}> {
  const kind = format ?? (await detectFormat(file))
  const candidates: Candidate[] = []
  const neededWays = new Set<string>()
  const neededNodes = new Set<string>()
  await scanOsm(file, kind, (element) => {
    if (!isWanted(element.tags)) return
    candidates.push(element)
    if (element.lat !== undefined) return
    for (const ref of element.refs ?? []) neededNodes.add(ref)
    for (const member of element.members ?? [])
      if (member.type === 'node') neededNodes.add(member.ref)
      else if (member.type === 'way') neededWays.add(member.ref)
  })
  const wayRefs = new Map<string, string[]>()
  if (neededWays.size)
    await scanOsm(file, kind, (element) => {
      if (element.type !== 'way' || !neededWays.has(element.id)) return
      wayRefs.set(element.id, element.refs ?? [])
      for (const ref of element.refs ?? []) neededNodes.add(ref)
    })
  const nodes = new Map<string, [number, number]>()
  if (neededNodes.size)
    await scanOsm(file, kind, (element) => {
      if (element.type === 'node' && neededNodes.has(element.id) && element.lat !== undefined)
        nodes.set(element.id, [element.lat, element.lon ?? 0])
    })
  const centroid = (refs: string[]) => {
    // A closed way repeats its first node: counted once.
    const unique = [...new Set(refs)].map((ref) => nodes.get(ref)).filter((c) => c !== undefined)
    if (!unique.length || unique.length < new Set(refs).size) return null
    return {
      lat: unique.reduce((sum, c) => sum + c[0], 0) / unique.length,
      lng: unique.reduce((sum, c) => sum + c[1], 0) / unique.length,
    }
  }
  const result = {
    mapped: [] as ExtractElement[],
    shops: 0,
    outside: 0,
    unplaced: 0,
  }
  for (const candidate of candidates) {
    let pin: { lat: number; lng: number } | null = null
    if (candidate.lat !== undefined && candidate.lon !== undefined)
      pin = { lat: candidate.lat, lng: candidate.lon }
    else if (candidate.refs) pin = centroid(candidate.refs)
    else if (candidate.members)
      pin = centroid(
        candidate.members.flatMap((m) =>
          m.type === 'node' ? [m.ref] : m.type === 'way' ? (wayRefs.get(m.ref) ?? []) : [],
        ),
      )
    if (!pin) {
      result.unplaced++
      continue
    }
    if (!inArea(pin, area)) {
      result.outside++
      continue
    }
    const mapped = mapElement(candidate.tags, pin)
    if (!mapped) continue
    if (mapped.kind === 'shops') {
      result.shops++
      continue
    }
    result.mapped.push({ ...mapped, osmType: candidate.type, osmId: candidate.id })
  }
  return result
}
