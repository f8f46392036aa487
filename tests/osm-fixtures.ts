import fs from 'node:fs'
import zlib from 'node:zlib'
import { PbfWriter } from 'pbf'

/**
 * OpenStreetMap extracts written for the tests and the benchmark (issue 45): the same elements as
 * .osm XML, Overpass JSON or .osm.pbf (dense nodes, ways, relations; zlib blocks), so every reader
 * is checked against one list.
 */

export interface FixtureNode {
  type: 'node'
  id: number
  lat: number
  lon: number
  tags?: Record<string, string>
}
export interface FixtureWay {
  type: 'way'
  id: number
  refs: number[]
  tags?: Record<string, string>
}
export interface FixtureRelation {
  type: 'relation'
  id: number
  members: { type: 'node' | 'way' | 'relation'; ref: number }[]
  tags?: Record<string, string>
}
export type FixtureElement = FixtureNode | FixtureWay | FixtureRelation

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;').replace(/>/g, '&gt;')

const tagLines = (tags: Record<string, string> = {}) =>
  Object.entries(tags).map(([k, v]) => `    <tag k="${escapeXml(k)}" v="${escapeXml(v)}"/>`)

export function osmXml(elements: FixtureElement[]): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<osm version="0.6" generator="tests">']
  for (const e of elements) {
    if (e.type === 'node') {
      const tags = tagLines(e.tags)
      const open = `  <node id="${e.id}" lat="${e.lat}" lon="${e.lon}" version="1"`
      if (tags.length) lines.push(`${open}>`, ...tags, '  </node>')
      else lines.push(`${open}/>`)
    } else if (e.type === 'way') {
      lines.push(
        `  <way id="${e.id}" version="1">`,
        ...e.refs.map((r) => `    <nd ref="${r}"/>`),
        ...tagLines(e.tags),
        '  </way>',
      )
    } else {
      lines.push(
        `  <relation id="${e.id}" version="1">`,
        ...e.members.map((m) => `    <member type="${m.type}" ref="${m.ref}" role=""/>`),
        ...tagLines(e.tags),
        '  </relation>',
      )
    }
  }
  lines.push('</osm>', '')
  return lines.join('\n')
}

export function overpassJson(elements: FixtureElement[]): string {
  return JSON.stringify({
    version: 0.6,
    generator: 'tests',
    elements: elements.map((e) =>
      e.type === 'node'
        ? { type: 'node', id: e.id, lat: e.lat, lon: e.lon, ...(e.tags ? { tags: e.tags } : {}) }
        : e.type === 'way'
          ? { type: 'way', id: e.id, nodes: e.refs, ...(e.tags ? { tags: e.tags } : {}) }
          : {
              type: 'relation',
              id: e.id,
              members: e.members.map((m) => ({ ...m, role: '' })),
              ...(e.tags ? { tags: e.tags } : {}),
            },
    ),
  })
}

function blob(type: string, payload: Uint8Array): Buffer {
  const data = zlib.deflateSync(payload)
  const b = new PbfWriter()
  b.writeVarintField(2, payload.length)
  b.writeBytesField(3, data)
  const blobBytes = b.finish()
  const h = new PbfWriter()
  h.writeStringField(1, type)
  h.writeVarintField(3, blobBytes.length)
  const header = h.finish()
  const length = Buffer.alloc(4)
  length.writeUInt32BE(header.length)
  return Buffer.concat([length, header, blobBytes])
}

const deltas = (values: number[]) => values.map((v, i) => v - (i ? values[i - 1]! : 0))

/** A .osm.pbf of the elements: a header block, then data blocks of `perBlock` elements. */
export function osmPbf(elements: FixtureElement[], perBlock = 8000): Buffer {
  const header = new PbfWriter()
  header.writeStringField(4, 'OsmSchema-V0.6')
  header.writeStringField(4, 'DenseNodes')
  header.writeStringField(16, 'tests')
  const parts = [blob('OSMHeader', header.finish())]
  for (let start = 0; start < elements.length; start += perBlock) {
    const chunk = elements.slice(start, start + perBlock)
    const strings = ['']
    const index = new Map<string, number>([['', 0]])
    const sid = (s: string) => {
      let i = index.get(s)
      if (i === undefined) {
        i = strings.length
        strings.push(s)
        index.set(s, i)
      }
      return i
    }
    const nodes = chunk.filter((e): e is FixtureNode => e.type === 'node')
    const ways = chunk.filter((e): e is FixtureWay => e.type === 'way')
    const relations = chunk.filter((e): e is FixtureRelation => e.type === 'relation')
    const keysVals: number[] = []
    for (const n of nodes) {
      for (const [k, v] of Object.entries(n.tags ?? {})) keysVals.push(sid(k), sid(v))
      keysVals.push(0)
    }
    const kv = (tags: Record<string, string> = {}) => {
      const entries = Object.entries(tags)
      return { keys: entries.map(([k]) => sid(k)), vals: entries.map(([, v]) => sid(v)) }
    }
    const wayTags = ways.map((w) => kv(w.tags))
    const relTags = relations.map((r) => kv(r.tags))
    const block = new PbfWriter()
    block.writeMessage(
      1,
      (_: null, p) => {
        for (const s of strings) p.writeBytesField(1, new TextEncoder().encode(s))
      },
      null,
    )
    if (nodes.length)
      block.writeMessage(
        2,
        (_: null, g) =>
          g.writeMessage(
            2,
            (__: null, d) => {
              d.writePackedSVarint(1, deltas(nodes.map((n) => n.id)))
              d.writePackedSVarint(8, deltas(nodes.map((n) => Math.round(n.lat * 1e7))))
              d.writePackedSVarint(9, deltas(nodes.map((n) => Math.round(n.lon * 1e7))))
              d.writePackedVarint(10, keysVals)
            },
            null,
          ),
        null,
      )
    if (ways.length)
      block.writeMessage(
        2,
        (_: null, g) => {
          ways.forEach((w, i) =>
            g.writeMessage(
              3,
              (__: null, m) => {
                m.writeVarintField(1, w.id)
                m.writePackedVarint(2, wayTags[i]!.keys)
                m.writePackedVarint(3, wayTags[i]!.vals)
                m.writePackedSVarint(8, deltas(w.refs))
              },
              null,
            ),
          )
        },
        null,
      )
    if (relations.length)
      block.writeMessage(
        2,
        (_: null, g) => {
          relations.forEach((r, i) =>
            g.writeMessage(
              4,
              (__: null, m) => {
                m.writeVarintField(1, r.id)
                m.writePackedVarint(2, relTags[i]!.keys)
                m.writePackedVarint(3, relTags[i]!.vals)
                m.writePackedVarint(
                  8,
                  r.members.map(() => 0),
                )
                m.writePackedSVarint(9, deltas(r.members.map((x) => x.ref)))
                m.writePackedVarint(
                  10,
                  r.members.map((x) => ['node', 'way', 'relation'].indexOf(x.type)),
                )
              },
              null,
            ),
          )
        },
        null,
      )
    // granularity 100 (1e-7 degrees), written as the default says
    block.writeVarintField(17, 100)
    parts.push(blob('OSMData', block.finish()))
  }
  return Buffer.concat(parts)
}

export function writeFixture(file: string, elements: FixtureElement[]): string {
  if (file.endsWith('.pbf')) fs.writeFileSync(file, osmPbf(elements))
  else if (file.endsWith('.json')) fs.writeFileSync(file, overpassJson(elements))
  else fs.writeFileSync(file, osmXml(elements))
  return file
}

const JACKSON = { lat: 43.4799, lon: -110.7624 }

/**
 * The test extract: places of each kind in Jackson, a hotel drawn as a way, a park as a relation,
 * a shop, an outfitter, a bench, a restaurant in Salt Lake City (outside), and three that meet the
 * sample listings: "The Elk Antler Grill" next to Elk Antler Grill (same name within 150 m), a cafe
 * with Buffaloberry Kitchen's phone (same phone), and "Cirque Bistro" near Cirque & Pine (similar).
 */
export function sampleExtract(
  changes: { diner?: Record<string, string>; dropMuseum?: boolean } = {},
): FixtureElement[] {
  const at = (dLat: number, dLon: number) => ({ lat: JACKSON.lat + dLat, lon: JACKSON.lon + dLon })
  const elements: FixtureElement[] = [
    {
      type: 'node',
      id: 1,
      ...at(0.001, 0.001),
      tags: {
        amenity: 'restaurant',
        name: 'Moose Tracks Diner',
        cuisine: 'american;burger',
        'addr:housenumber': '10',
        'addr:street': 'North Cache Street',
        'addr:city': 'Jackson',
        'addr:state': 'WY',
        'addr:postcode': '83001',
        phone: '+1 307 733 0001',
        website: 'https://moosetracks.example.org',
        opening_hours: 'Mo-Su 07:00-21:00',
        wheelchair: 'yes',
        'toilets:wheelchair': 'no',
        ...changes.diner,
      },
    },
    { type: 'node', id: 2, ...at(0.002, -0.001), tags: { amenity: 'cafe', name: 'Snake River Coffee Stop' } },
    {
      type: 'node',
      id: 3,
      ...at(-0.002, 0.002),
      tags: { tourism: 'motel', name: 'Antler Rest Motel', step_count: '2' },
    },
    { type: 'node', id: 5, ...at(0.003, 0.003), tags: { shop: 'bakery', name: 'Town Bakery' } },
    { type: 'node', id: 6, ...at(0.004, 0.0), tags: { shop: 'outdoor', name: 'Teton Gear Outfitters' } },
    {
      type: 'node',
      id: 7,
      lat: 40.7608,
      lon: -111.891,
      tags: { amenity: 'restaurant', name: 'Salt Lake Bistro' },
    },
    { type: 'node', id: 8, ...at(0.0005, 0.0005), tags: { amenity: 'bench' } },
    {
      type: 'node',
      id: 9,
      lat: 43.4804,
      lon: -110.7607,
      tags: { amenity: 'restaurant', name: 'The Elk Antler Grill' },
    },
    {
      type: 'node',
      id: 10,
      ...at(-0.004, -0.004),
      tags: { amenity: 'cafe', name: 'BBK Coffee', phone: '+1-307-555-0117' },
    },
    {
      type: 'node',
      id: 11,
      lat: 43.5873,
      lon: -110.8277,
      tags: { amenity: 'restaurant', name: 'Cirque Bistro' },
    },
    // a closed way's nodes, and a relation's way
    ...[201, 202, 203, 204].map((id, i): FixtureNode => ({
      type: 'node',
      id,
      ...at(-0.001 + (i % 2) * 0.001, 0.004 + (i > 1 ? 0.001 : 0)),
    })),
    ...[205, 206, 207].map((id, i): FixtureNode => ({
      type: 'node',
      id,
      ...at(0.0055 + i * 0.0005, -0.0055),
    })),
    {
      type: 'way',
      id: 100,
      refs: [201, 202, 204, 203, 201],
      tags: { tourism: 'hotel', name: 'Pine Lodge Hotel', website: 'https://pinelodge.example.org' },
    },
    { type: 'way', id: 101, refs: [205, 206, 207, 205] },
    {
      type: 'relation',
      id: 300,
      members: [{ type: 'way', ref: 101 }],
      tags: { type: 'multipolygon', leisure: 'park', name: 'Town Square Park' },
    },
  ]
  if (!changes.dropMuseum)
    elements.splice(3, 0, {
      type: 'node',
      id: 4,
      ...at(-0.003, -0.002),
      tags: { tourism: 'museum', name: 'Valley Heritage Museum' },
    })
  // Nodes first, then ways, then relations (as extracts are sorted).
  const order = { node: 0, way: 1, relation: 2 }
  return elements.sort((a, b) => order[a.type] - order[b.type])
}
