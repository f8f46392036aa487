import fs from 'node:fs'
import { SaxesParser } from 'saxes'
import { checkCoordinates, type OsmElement, type OsmElementType, OsmInputError } from './element'
import { scanPbf } from './pbf.server'

export { type OsmElement, OsmInputError } from './element'

/**
 * Reading OpenStreetMap extracts (issue 45 item 1, decision 049): `.osm.pbf`, `.osm` XML and
 * Overpass JSON, one element at a time to `onElement` (nothing is kept here, so a pass over a large
 * extract holds one block at most). The import makes two or three passes (./extract.server.ts).
 * Every fault is an OsmInputError naming the element or the place in the file.
 */

export type OsmFormat = 'pbf' | 'xml' | 'json'

/** The file's format, from its first bytes (the name only breaks no tie). */
export async function detectFormat(file: string): Promise<OsmFormat> {
  const handle = await fs.promises.open(file, 'r').catch((error: NodeJS.ErrnoException) => {
    throw new OsmInputError(
      `cannot read ${file}: ${error.code === 'ENOENT' ? 'no such file' : error.message}`,
    )
  })
  try {
    const head = Buffer.alloc(64)
    const { bytesRead } = await handle.read(head, 0, 64, 0)
    const text = head.subarray(0, bytesRead).toString('latin1')
    const trimmed = text.replace(/^\uFEFF?\s*/, '')
    if (trimmed.startsWith('<')) return 'xml'
    if (trimmed.startsWith('{')) return 'json'
    // A PBF starts with a 4-byte header length and a BlobHeader naming "OSMHeader".
    if (bytesRead >= 8 && text.includes('OSMHeader')) return 'pbf'
    throw new OsmInputError(
      `${file} is not an OpenStreetMap extract: expected an .osm.pbf file, .osm XML or Overpass JSON`,
    )
  } finally {
    await handle.close()
  }
}

/** One pass over the extract: every element, in file order, to `onElement`. */
export async function scanOsm(
  file: string,
  format: OsmFormat,
  onElement: (element: OsmElement) => void,
): Promise<void> {
  if (format === 'pbf') return scanPbf(file, onElement)
  if (format === 'xml') return scanXml(file, onElement)
  return scanJson(file, onElement)
}

const ELEMENT_TYPES = new Set(['node', 'way', 'relation'])

async function scanXml(file: string, onElement: (element: OsmElement) => void): Promise<void> {
  const parser = new SaxesParser({ position: true })
  let current: OsmElement | null = null
  let sawRoot = false
  let lastId = ''
  parser.on('opentag', (tag) => {
    const attr = (name: string) => {
      const value = tag.attributes[name]
      return typeof value === 'string' ? value : undefined
    }
    if (!sawRoot) {
      if (tag.name !== 'osm') throw new OsmInputError(`${file} is XML but not OpenStreetMap (<${tag.name}>)`)
      sawRoot = true
      return
    }
    if (ELEMENT_TYPES.has(tag.name)) {
      const type = tag.name as OsmElementType
      const id = attr('id')
      if (!id || !/^-?\d+$/.test(id))
        throw new OsmInputError(`a ${type} after ${lastId || 'the start'} has no valid id`)
      lastId = `${type} ${id}`
      current = { type, id, tags: {} }
      if (type === 'node') {
        const lat = Number(attr('lat'))
        const lon = Number(attr('lon'))
        // A deleted node (osmChange) has no coordinates; a visible one must.
        if (attr('visible') !== 'false') {
          checkCoordinates(type, id, lat, lon)
          current.lat = lat
          current.lon = lon
        }
      } else if (type === 'way') current.refs = []
      else current.members = []
    } else if (current) {
      if (tag.name === 'tag') {
        const k = attr('k')
        if (k !== undefined) current.tags[k] = attr('v') ?? ''
      } else if (tag.name === 'nd' && current.refs) {
        const ref = attr('ref')
        if (ref) current.refs.push(ref)
      } else if (tag.name === 'member' && current.members) {
        const type = attr('type')
        const ref = attr('ref')
        if (ref && type && ELEMENT_TYPES.has(type))
          current.members.push({ type: type as OsmElementType, ref })
      }
    }
  })
  parser.on('closetag', (tag) => {
    if (current && tag.name === current.type) {
      onElement(current)
      current = null
    }
  })
  const stream = fs.createReadStream(file, { encoding: 'utf8', highWaterMark: 256 * 1024 })
  try {
    for await (const chunk of stream) parser.write(chunk as string)
    parser.close()
  } catch (error) {
    stream.destroy()
    if (error instanceof OsmInputError) throw error
    throw new OsmInputError(
      `${file}: the XML is broken or cut short near line ${parser.line}${lastId ? ` (after ${lastId})` : ''}: ${
        error instanceof Error ? error.message.split('\n')[0] : String(error)
      }`,
    )
  }
  if (!sawRoot) throw new OsmInputError(`${file} has no <osm> element`)
}

interface OverpassElement {
  type?: unknown
  id?: unknown
  lat?: unknown
  lon?: unknown
  center?: { lat?: unknown; lon?: unknown }
  tags?: Record<string, unknown>
  nodes?: unknown[]
  members?: { type?: unknown; ref?: unknown }[]
}

/**
 * Overpass JSON: read whole (an Overpass answer is the result of a query, small next to a regional
 * extract; the large downloads are .osm.pbf, which is streamed).
 */
async function scanJson(file: string, onElement: (element: OsmElement) => void): Promise<void> {
  let data: { elements?: unknown }
  try {
    data = JSON.parse(await fs.promises.readFile(file, 'utf8')) as { elements?: unknown }
  } catch (error) {
    throw new OsmInputError(
      `${file}: not valid JSON (cut short?): ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  if (!data || !Array.isArray(data.elements))
    throw new OsmInputError(`${file} is JSON but not an Overpass answer (no "elements" list)`)
  data.elements.forEach((item: OverpassElement, index) => {
    const type = String(item?.type)
    const id = String(item?.id)
    if (!ELEMENT_TYPES.has(type) || !/^-?\d+$/.test(id))
      throw new OsmInputError(`${file}: element #${index + 1} has no valid type and id`)
    const element: OsmElement = { type: type as OsmElementType, id, tags: {} }
    for (const [k, v] of Object.entries(item.tags ?? {})) element.tags[k] = String(v)
    const lat = item.lat ?? item.center?.lat
    const lon = item.lon ?? item.center?.lon
    if (lat !== undefined || lon !== undefined || type === 'node') {
      checkCoordinates(type, id, Number(lat), Number(lon))
      element.lat = Number(lat)
      element.lon = Number(lon)
    }
    if (type === 'way') element.refs = (item.nodes ?? []).map(String)
    if (type === 'relation')
      element.members = (item.members ?? [])
        .filter((m) => ELEMENT_TYPES.has(String(m.type)))
        .map((m) => ({ type: String(m.type) as OsmElementType, ref: String(m.ref) }))
    onElement(element)
  })
}
