import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import type { Database } from '../../db/schema'
import { addFeed } from '../../app/lib/feeds/feeds.server'
import { fetchFeedNow, type ImportSettings, importSettings } from '../../app/lib/feeds/import.server'
import { type FeedServer, startFeedServer } from '../feed-server'
import type { Dialect } from '../../app/lib/db.server'
import { createTestDb, type TestDb } from './db'
import { captureLogs } from './logs'

const HOUR = 60 * 60 * 1000

/** What a calendar-import test works with, set by the hooks useFeedImport registers. */
export interface FeedImportFixture {
  t: TestDb
  /** the local HTTP server the feed is fetched from */
  server: FeedServer
  settings: ImportSettings
  /** the feed added before each test */
  feedId: string
  /** the import's clock (ms), back at `start` before each test */
  clock: number
  /** every line the import logged */
  logs: ReturnType<typeof captureLogs>
  /** "Fetch now", an hour after the previous fetch */
  fetchNow: () => ReturnType<typeof fetchFeedNow>
}

/**
 * Registers the hooks of a calendar-import test on one engine: a database without sample
 * listings and a feed server serving `body` for the whole describe block; before each test the
 * clock back at `start`, the body served again and a feed named `feedName` added; after each,
 * the server's answers reset and `tables` emptied.
 */
export function useFeedImport(
  dialect: Dialect,
  options: { body: string; feedName: string; start: number; tables: readonly (keyof Database)[] },
): FeedImportFixture {
  const fixture = {
    clock: options.start,
    fetchNow: async () => {
      fixture.clock += HOUR
      return fetchFeedNow(fixture.t.db, fixture.feedId, fixture.settings)
    },
  } as FeedImportFixture
  beforeAll(async () => {
    fixture.logs = captureLogs()
    fixture.t = await createTestDb(dialect, { seed: false })
    fixture.server = await startFeedServer(options.body)
  })
  afterAll(async () => {
    fixture.logs.stop()
    await fixture.server.close()
    await fixture.t.cleanup()
  })
  beforeEach(async () => {
    fixture.clock = options.start
    fixture.settings = importSettings({
      limits: { maxBytes: 64 * 1024, timeoutMs: 1_000, allowPrivate: true },
      now: () => new Date(fixture.clock),
    })
    fixture.server.setBody(options.body)
    const added = await addFeed(
      fixture.t.db,
      { name: options.feedName, url: fixture.server.url, category: 'Music' },
      null,
    )
    if (!added.ok) throw new Error(added.message)
    fixture.feedId = added.id
  })
  afterEach(async () => {
    fixture.server.reset()
    fixture.server.requests.length = 0
    for (const table of options.tables) await fixture.t.db.deleteFrom(table).execute()
  })
  return fixture
}
