// A micro-benchmark of zoneOutlines(db) (app/lib/conditions/zone-outlines.server.ts), which every
// trip plan and conditions map asks for: `npx tsx scripts/bench-zone-outlines.ts [--runs 2000]`.
// Stores the NWS zones' outlines from their recorded answers (tests/fixtures/conditions/, replayed
// on loopback, thinned as a real fetch stores them) on SQLite, and on PostgreSQL when
// TEST_DATABASE_URL names one (in a schema of its own, dropped afterwards), then times the calls.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { recorded, startConditionsServer } from '../tests/conditions-server'
import { createDb, type Db, migrateToLatest } from '../app/lib/db.server'
import { sourceById } from '../app/lib/conditions/sources/index.server'
import type { ConditionSource } from '../app/lib/conditions/sources/source'
import { conditionsConfig, fetchSourceNow } from '../app/lib/conditions/sources.server'
import { zoneOutlines } from '../app/lib/conditions/zone-outlines.server'

const { values } = parseArgs({ options: { runs: { type: 'string' } } })
const runs = Number(values.runs ?? 2000)

async function bench(label: string, db: Db, url: string) {
  const server = await startConditionsServer()
  try {
    server.routes.set('/zones/forecast/WYZ012', { body: recorded('nws-zone-WYZ012.json') })
    server.routes.set('/zones/forecast/WYZ024', { body: recorded('nws-zone-WYZ024.json') })
    const settings = {
      config: conditionsConfig({
        nwsBase: server.url,
        nwsUserAgent: '(guide-bench, ops@example.com)',
        nwsZones: ['WYZ012', 'WYZ024'],
        limits: { maxBytes: 512 * 1024, timeoutMs: 5000, allowPrivate: true },
      }),
      now: () => new Date(),
    }
    const outcome = await fetchSourceNow(db, sourceById('nws-zones') as ConditionSource, settings)
    if (outcome.outcome !== 'ok') throw new Error(`the zones were not stored: ${JSON.stringify(outcome)}`)
    const row = await db
      .selectFrom('condition_sources')
      .select('data')
      .where('id', '=', 'nws-zones')
      .executeTakeFirstOrThrow()
    for (let i = 0; i < 50; i++) await zoneOutlines(db)
    const times: number[] = []
    for (let i = 0; i < runs; i++) {
      const start = process.hrtime.bigint()
      await zoneOutlines(db)
      times.push(Number(process.hrtime.bigint() - start) / 1e3)
    }
    times.sort((a, b) => a - b)
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(0)
    const mean = (times.reduce((a, b) => a + b, 0) / times.length).toFixed(0)
    console.log(
      `${label}: ${runs} calls, ${(row.data?.length ?? 0).toLocaleString('en')} characters stored — mean ${mean} µs, p50 ${at(0.5)} µs, p95 ${at(0.95)} µs (${url.split('?')[0]})`,
    )
  } finally {
    await server.close()
  }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-zones-'))
try {
  const url = `file:${path.join(dir, 'bench.db')}`
  const { db } = createDb(url)
  await migrateToLatest(db)
  await bench('SQLite', db, url)
  await db.destroy()
} finally {
  fs.rmSync(dir, { recursive: true, force: true })
}

const base = process.env.TEST_DATABASE_URL
if (base) {
  const schema = `bench_${crypto.randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  await admin.query(`create schema ${schema}`)
  try {
    const parsed = new URL(base)
    parsed.searchParams.set('options', `-c search_path=${schema}`)
    const { db } = createDb(parsed.toString())
    await migrateToLatest(db, { schema })
    await bench('PostgreSQL', db, base)
    await db.destroy()
  } finally {
    await admin.query(`drop schema if exists ${schema} cascade`)
    await admin.end()
  }
}
