// `npm run import:osm -- <file> [--bbox w,s,e,n] [--dry-run] [--photos]`: imports the places of an
// OpenStreetMap extract (.osm.pbf, .osm XML or Overpass JSON) into the database DATABASE_URL names
// (app/lib/osm/import.server.ts, decision 049). Keeps what lies inside the guide's counties (or the
// box); new places arrive as drafts for /admin/imports. Prints "N new, N changed, N gone" and the
// rest. Exits non-zero with a one-line message naming the element or place in the file on bad input;
// nothing of a broken extract is written, and rerunning after a stop continues safely. `--photos`
// then fetches the Wikimedia Commons photo each imported place names (off by default;
// app/lib/osm/photos.server.ts).
import { parseArgs } from 'node:util'
import { VALLEY_GEOGRAPHY } from '../app/content/valley-map'
import { closeDb, getDb, migrateToLatest } from '../app/lib/db.server'
import { envOrExit } from '../app/lib/env.server'
import { type Area, countiesArea, parseBbox } from '../app/lib/osm/area'
import { OsmInputError } from '../app/lib/osm/element'
import { importOsm, summaryLine } from '../app/lib/osm/import.server'
import { importOsmPhotos } from '../app/lib/osm/photos.server'
import { loadDotEnv } from './load-env.js'

function fail(message: string): never {
  console.error(`Error: ${message}`)
  process.exit(1)
}

loadDotEnv()
envOrExit()

let parsed: { values: { bbox?: string; 'dry-run'?: boolean; photos?: boolean }; positionals: string[] }
try {
  // "--bbox -111,43,-110,44": a value starting with a dash is taken as the option's value.
  const args = process.argv
    .slice(2)
    .flatMap((arg, i, all) =>
      arg === '--bbox' && all[i + 1] !== undefined ? [] : all[i - 1] === '--bbox' ? [`--bbox=${arg}`] : [arg],
    )
  parsed = parseArgs({
    args,
    options: { bbox: { type: 'string' }, 'dry-run': { type: 'boolean' }, photos: { type: 'boolean' } },
    allowPositionals: true,
    strict: true,
  })
} catch (error) {
  fail(error instanceof Error ? error.message : String(error))
}
const [file, ...extra] = parsed.positionals
if (!file || extra.length)
  fail(
    'usage: npm run import:osm -- <file.osm.pbf|file.osm|file.json> [--bbox w,s,e,n] [--dry-run] [--photos]',
  )
let area: Area = countiesArea(VALLEY_GEOGRAPHY)
if (parsed.values.bbox !== undefined) {
  const box = parseBbox(parsed.values.bbox)
  if ('error' in box) fail(box.error)
  area = box
}
const dryRun = parsed.values['dry-run'] === true

try {
  const db = getDb()
  await migrateToLatest(db)
  const started = Date.now()
  const summary = await importOsm(db, {
    file,
    area,
    towns: VALLEY_GEOGRAPHY.towns,
    dryRun,
    log: (line) => console.log(line),
  })
  console.log(`${dryRun ? 'Dry run (nothing written): ' : ''}${summaryLine(summary)}.`)
  if (parsed.values.photos && !dryRun) {
    console.log('Fetching photos from Wikimedia Commons …')
    const photos = await importOsmPhotos(db, { log: (line) => console.log(line) })
    console.log(
      `Photos: ${photos.added} added, ${photos.kept} already there, ${photos.failed.length} not fetched.`,
    )
    for (const line of photos.failed) console.log(`  not fetched: ${line}`)
  }
  console.log(
    `Done in ${((Date.now() - started) / 1000).toFixed(1)} s.${dryRun ? '' : ' Review them at /admin/imports.'}`,
  )
} catch (error) {
  if (error instanceof OsmInputError) fail(error.message)
  fail(
    `the import stopped: ${error instanceof Error ? error.message : String(error)} (what was written is kept; run it again to continue)`,
  )
} finally {
  await closeDb()
}
