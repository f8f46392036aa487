// `npm run bench:osm [-- --elements 50000] [--format pbf|osm]`: the OpenStreetMap import's benchmark
// (issue 45). Writes a generated extract (tests/osm-fixtures.ts: a quarter of the nodes are places,
// some outside the area; ways drawn around untagged nodes), imports it twice into a fresh SQLite
// database (the first import, then a re-import) and prints the time and the peak memory (RSS and
// heap, sampled every 20 ms). Run it under NODE_OPTIONS=--max-old-space-size=256 to check the limit.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { VALLEY_GEOGRAPHY } from '../app/content/valley-map'
import { createDb, migrateToLatest } from '../app/lib/db.server'
import { countiesArea } from '../app/lib/osm/area'
import { importOsm, summaryLine } from '../app/lib/osm/import.server'
import { type FixtureElement, writeFixture } from '../tests/osm-fixtures'

const { values } = parseArgs({ options: { elements: { type: 'string' }, format: { type: 'string' } } })
const total = Number(values.elements ?? 50000)
const format = values.format === 'osm' ? 'osm' : 'osm.pbf'
const KINDS: Record<string, string>[] = [
  { amenity: 'restaurant' },
  { amenity: 'cafe', cuisine: 'coffee_shop' },
  { tourism: 'motel' },
  { tourism: 'museum' },
  { shop: 'gift' },
  { leisure: 'park' },
]

function generate(count: number): FixtureElement[] {
  let seed = 7
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646
  const ways = Math.floor(count / 6)
  const wayNodes = ways * 4
  const places = count - ways - wayNodes
  const elements: FixtureElement[] = []
  // Teton County's box and a little beyond (some fall outside the outlines).
  const pin = () => ({ lat: 43.2 + random() * 1.5, lon: -111.1 + random() * 1.1 })
  for (let i = 1; i <= places; i++)
    elements.push({
      type: 'node',
      id: i,
      ...pin(),
      tags: {
        ...KINDS[i % KINDS.length],
        name: `Place ${i}`,
        phone: `+1 307 ${String(1000000 + i).slice(1, 4)} ${String(10000 + (i % 10000)).slice(1)}`,
        opening_hours: 'Mo-Su 08:00-20:00',
      },
    })
  for (let w = 0; w < ways; w++) {
    const { lat, lon } = pin()
    const refs: number[] = []
    for (let k = 0; k < 4; k++) {
      const id = places + w * 4 + k + 1
      elements.push({ type: 'node', id, lat: lat + (k >> 1) * 0.0005, lon: lon + (k & 1) * 0.0005 })
      refs.push(id)
    }
    elements.push({
      type: 'way',
      id: w + 1,
      refs: [...refs, refs[0]!],
      tags:
        w % 2
          ? { building: 'yes' }
          : { tourism: 'hotel', name: `Hotel ${w}`, website: `https://hotel${w}.example.org` },
    })
  }
  const order = { node: 0, way: 1, relation: 2 }
  return elements.sort((a, b) => order[a.type] - order[b.type])
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-osm-'))
try {
  const file = writeFixture(path.join(dir, `bench.${format}`), generate(total))
  const size = fs.statSync(file).size
  const { db } = createDb(`file:${path.join(dir, 'bench.db')}`)
  await migrateToLatest(db)
  global.gc?.()
  const base = process.memoryUsage()
  let peakRss = base.rss
  let peakHeap = base.heapUsed
  const sampler = setInterval(() => {
    const m = process.memoryUsage()
    peakRss = Math.max(peakRss, m.rss)
    peakHeap = Math.max(peakHeap, m.heapUsed)
  }, 20)
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`
  const area = countiesArea(VALLEY_GEOGRAPHY)
  for (const run of ['first import', 're-import']) {
    const started = performance.now()
    const summary = await importOsm(db, { file, area, towns: VALLEY_GEOGRAPHY.towns })
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(`${run}: ${seconds} s; ${summaryLine(summary)}`)
  }
  clearInterval(sampler)
  console.log(
    `${total} elements, ${format} of ${(size / 1024).toFixed(0)} KB; peak RSS ${mb(peakRss)} (at start ${mb(base.rss)}), peak heap ${mb(peakHeap)}`,
  )
  await db.destroy()
} finally {
  fs.rmSync(dir, { recursive: true, force: true })
}
