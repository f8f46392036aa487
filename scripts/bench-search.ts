// The search section of `npm run bench` (also runnable alone: `npx tsx scripts/bench-search.ts`):
// builds a database at realistic volume (app/lib/seed/scale.server.ts, `--scale 5` by default:
// 5,000 listings, 20,000 events, 1,000 articles, plus the sample content) on SQLite, and on
// PostgreSQL when TEST_DATABASE_URL or DATABASE_URL names one (in a schema of its own, dropped
// afterwards), then times the server's work for a set of queries: a results page (matching,
// ranking, facets, the page's rows, "Did you mean" when few match) and the header's suggestions.
// Prints p50/p95 per engine and exits 1 when a p95 is over the target (25 ms). First, on the sample
// content alone, the relevance set's precision at 3 (app/lib/search/relevance.ts).
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { SEARCH_PAGES } from '../app/content/search-pages'
import { createDb, type Db, migrateToLatest } from '../app/lib/db.server'
import { ensureSearchIndex } from '../app/lib/search/index.server'
import { RELEVANCE_SET, runRelevanceSet } from '../app/lib/search/relevance'
import { searchSite, suggest } from '../app/lib/search/search.server'
import { seedAtScale } from '../app/lib/seed/scale.server'
import { seedDatabase } from '../app/lib/seed/seed.server'

const TARGET_P95_MS = 25

const { values } = parseArgs({ options: { scale: { type: 'string' }, runs: { type: 'string' } } })
const scale = Number(values.scale ?? 5)
const runs = Number(values.runs ?? 20)

/** Queries a visitor types: names, prefixes, phrases, typos, run-together words, filters, junk. */
export const BENCH_QUERIES: { q: string; filters?: Record<string, string>; page?: number }[] = [
  { q: 'bison' },
  { q: 'bis' },
  { q: 'jackson' },
  { q: 'elk chili' },
  { q: '"snake river"' },
  { q: 'rodeo' },
  { q: 'huckleberry pie' },
  { q: 'trail ride teton' },
  { q: 'moose', filters: { type: 'restaurant' } },
  { q: 'cabin', filters: { town: 'Alpine' } },
  { q: 'winter', page: 3 },
  { q: 'jackon' },
  { q: 'buffalo berry' },
  { q: 'hucleberry' },
  { q: 'zzqx' },
  { q: 'AND OR NEAR( "unbalanced' },
]
const PREFIXES = ['b', 'bi', 'bis', 'biso', 'ja', 'jac', 'jack', 'ro', 'rod', 'sn', 'sna', 'elk c']

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

async function time(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now()
  await work()
  return performance.now() - started
}

async function measure(db: Db) {
  const today = new Date().toISOString().slice(0, 10)
  const page: number[] = []
  const suggestions: number[] = []
  let slowest = { q: '', ms: 0 }
  // Warm-up: the first queries pay for statement preparation and cold pages.
  for (const { q } of BENCH_QUERIES) await searchSite(db, q, { today })
  for (let run = 0; run < runs; run++) {
    for (const { q, filters, page: n } of BENCH_QUERIES) {
      const ms = await time(() => searchSite(db, q, { today, page: n, ...filters }))
      page.push(ms)
      if (ms > slowest.ms) slowest = { q, ms }
    }
    for (const prefix of PREFIXES) suggestions.push(await time(() => suggest(db, prefix, today)))
  }
  const summary = (samples: number[]) => {
    const sorted = [...samples].sort((a, b) => a - b)
    return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), n: sorted.length }
  }
  return { page: summary(page), suggest: summary(suggestions), slowest }
}

async function prepare(db: Db, schema?: string) {
  await migrateToLatest(db, { schema })
  await seedDatabase(db, { pages: SEARCH_PAGES })
  await ensureSearchIndex(db, SEARCH_PAGES)
  // The relevance set (app/lib/search/relevance.ts) runs on the sample content alone.
  const relevance = await runRelevanceSet(db, new Date().toISOString().slice(0, 10))
  const started = performance.now()
  const counts = await seedAtScale(db, scale)
  return { counts, ms: performance.now() - started, relevance }
}

const results: { engine: string; ok: boolean }[] = []

async function run(
  engine: string,
  open: () => Promise<{ db: Db; schema?: string; cleanup: () => Promise<void> }>,
) {
  const { db, schema, cleanup } = await open()
  try {
    const { counts, ms, relevance } = await prepare(db, schema)
    const docs = await db
      .selectFrom('search_documents')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    console.log(
      `\n${engine}: ${Number(docs.n).toLocaleString('en-US')} documents indexed (${counts.restaurants + counts.stays + counts.activities + counts.musicShows} listings, ${counts.events} events, ${counts.articles} articles generated and indexed in ${(ms / 1000).toFixed(1)} s)`,
    )
    const m = await measure(db)
    const fmt = (x: number) => `${x.toFixed(1)} ms`
    console.log(
      `  results page  p50 ${fmt(m.page.p50)}  p95 ${fmt(m.page.p95)}  (${m.page.n} searches, ${BENCH_QUERIES.length} queries)`,
    )
    console.log(
      `  suggestions   p50 ${fmt(m.suggest.p50)}  p95 ${fmt(m.suggest.p95)}  (${m.suggest.n} lookups)`,
    )
    console.log(`  slowest: "${m.slowest.q}" ${fmt(m.slowest.ms)}`)
    console.log(
      `  relevance     precision at 3 ${relevance.precisionAt3.toFixed(3)}, first right ${relevance.firstRight.toFixed(3)} (${RELEVANCE_SET.length} queries on the sample content${relevance.misses.length ? `; missed: ${relevance.misses.map((miss) => miss.q).join(', ')}` : ''})`,
    )
    const ok = m.page.p95 < TARGET_P95_MS && m.suggest.p95 < TARGET_P95_MS
    console.log(`  target p95 < ${TARGET_P95_MS} ms: ${ok ? 'met' : 'MISSED'}`)
    results.push({ engine, ok })
  } finally {
    await cleanup()
  }
}

console.log(`Search at scale ${scale} (server time in the app process, ${runs} rounds)`)

await run('SQLite (FTS5)', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-bench-search-'))
  const { db } = createDb(`file:${path.join(dir, 'bench.db')}`)
  return {
    db,
    cleanup: async () => {
      await db.destroy()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
})

const pgUrl = [process.env.TEST_DATABASE_URL, process.env.DATABASE_URL].find(
  (url) => url && /^postgres(ql)?:\/\//.test(url),
)
if (pgUrl) {
  await run('PostgreSQL (tsvector + GIN)', async () => {
    const schema = `bench_search_${crypto.randomBytes(4).toString('hex')}`
    const admin = new pg.Client({ connectionString: pgUrl })
    await admin.connect()
    await admin.query(`create schema ${schema}`)
    await admin.end()
    const url = new URL(pgUrl)
    url.searchParams.set('options', `-c search_path=${schema}`)
    const { db } = createDb(url.toString())
    return {
      db,
      schema,
      cleanup: async () => {
        await db.destroy()
        const client = new pg.Client({ connectionString: pgUrl })
        await client.connect()
        await client.query(`drop schema if exists ${schema} cascade`)
        await client.end()
      },
    }
  })
} else console.log('\nPostgreSQL: skipped (set TEST_DATABASE_URL or DATABASE_URL to a postgres:// URL)')

if (results.some((result) => !result.ok)) process.exit(1)
