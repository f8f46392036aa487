import type { Db } from '../db.server'
import { env } from '../env.server'
import { DEFAULT_FETCH_LIMITS, FeedFetchError, fetchFeed } from '../feeds/fetch-feed.server'
import { logger } from '../logger.server'
import { syncImportedAlerts } from './alerts.server'
import { CONDITION_SOURCES } from './sources/index.server'
import {
  type ConditionSource,
  type ConditionsConfig,
  type SourceId,
  SourceFormatError,
} from './sources/source'

/**
 * Running the official sources (issue 48 items 2 and 6). A process fetches a source only after
 * claiming it: one conditional UPDATE moves `last_fetched_at` forward only while it is older than
 * the source's refresh, so of several processes exactly one fetches each due source (as the
 * calendar import claims its feeds). A failure (down, slow, too big, malformed) is recorded as the
 * source's last error and never touches its last good data, which pages keep showing with its age.
 */

export function conditionsConfig(overrides: Partial<ConditionsConfig> = {}): ConditionsConfig {
  const e = env()
  return {
    nwsBase: e.NWS_API_BASE,
    nwsUserAgent: e.NWS_USER_AGENT,
    nwsZones: e.NWS_ZONES.split(',').filter(Boolean),
    npsBase: e.NPS_API_BASE,
    npsKey: e.NPS_API_KEY,
    snotelBase: e.SNOTEL_BASE,
    stations: e.SNOTEL_STATIONS.split(';').map((pair) => {
      const [triplet, name] = pair.split('=') as [string, string]
      return { triplet: triplet.toUpperCase(), name: name.trim() }
    }),
    limits: { ...DEFAULT_FETCH_LIMITS, allowPrivate: e.FEED_ALLOW_PRIVATE === '1' },
    ...overrides,
  }
}

export interface RunSettings {
  config: ConditionsConfig
  now: () => Date
  signal?: AbortSignal
}

export function runSettings(overrides: Partial<RunSettings> = {}): RunSettings {
  return { config: conditionsConfig(), now: () => new Date(), ...overrides }
}

export type SourceRunResult =
  | { outcome: 'off'; reason: string }
  | { outcome: 'busy' }
  | { outcome: 'not-modified' }
  | { outcome: 'ok' }
  | { outcome: 'failed'; error: string }

async function claimSource(db: Db, id: SourceId, now: Date, cutoff: Date): Promise<boolean> {
  await db
    .insertInto('condition_sources')
    .values({ id })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute()
  const result = await db
    .updateTable('condition_sources')
    .set({ last_fetched_at: now.toISOString() })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([eb('last_fetched_at', 'is', null), eb('last_fetched_at', '<', cutoff.toISOString())]),
    )
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** The message an editor reads for a failure (no stack, no internals). */
function failureMessage(error: unknown): string {
  if (error instanceof FeedFetchError || error instanceof SourceFormatError) return error.message
  return 'The source’s answer could not be read.'
}

/** Runs a claimed source and records what happened. */
async function runClaimed(db: Db, source: ConditionSource, settings: RunSettings): Promise<SourceRunResult> {
  const now = settings.now()
  const row = await db
    .selectFrom('condition_sources')
    .selectAll()
    .where('id', '=', source.id)
    .executeTakeFirst()
  const validators = row?.data
    ? { etag: row.etag, lastModified: row.last_modified }
    : { etag: null, lastModified: null }
  try {
    const outcome = await source.run(
      {
        config: settings.config,
        now,
        fetch: (url, v, headers) => fetchFeed(url, v, settings.config.limits, settings.signal, headers),
      },
      validators,
    )
    const at = settings.now().toISOString()
    if (outcome.status === 'not-modified') {
      await db
        .updateTable('condition_sources')
        .set({ last_success_at: at })
        .where('id', '=', source.id)
        .execute()
      if (source.id === 'nws-alerts' || source.id === 'nps-alerts')
        await db
          .updateTable('alerts')
          .set({ fetched_at: at })
          .where('source', '=', source.id === 'nws-alerts' ? 'nws' : 'nps')
          .where('ended_at', 'is', null)
          .execute()
      return { outcome: 'not-modified' }
    }
    if (outcome.alerts)
      await syncImportedAlerts(db, source.id === 'nws-alerts' ? 'nws' : 'nps', outcome.alerts, now)
    await db
      .updateTable('condition_sources')
      .set({
        last_success_at: at,
        data: JSON.stringify(outcome.data),
        etag: outcome.validators.etag,
        last_modified: outcome.validators.lastModified,
      })
      .where('id', '=', source.id)
      .execute()
    return { outcome: 'ok' }
  } catch (error) {
    const message = failureMessage(error)
    logger().warn(
      {
        source: source.id,
        err: error instanceof FeedFetchError ? error.detail : String(error).slice(0, 200),
      },
      'conditions source failed',
    )
    await db
      .updateTable('condition_sources')
      .set({ last_error: message, last_error_at: settings.now().toISOString() })
      .where('id', '=', source.id)
      .execute()
    return { outcome: 'failed', error: message }
  }
}

/** One source now (an editor's "Fetch now", a test), unless another fetch of it began within a minute. */
export async function fetchSourceNow(
  db: Db,
  source: ConditionSource,
  settings: RunSettings = runSettings(),
): Promise<SourceRunResult> {
  const off = source.off(settings.config)
  if (off) return { outcome: 'off', reason: off }
  const now = settings.now()
  if (!(await claimSource(db, source.id, now, new Date(now.getTime() - 60_000)))) return { outcome: 'busy' }
  return runClaimed(db, source, settings)
}

/** The schedule's turn: every source not fetched within its refresh that this process claims. */
export async function fetchDueSources(db: Db, settings: RunSettings = runSettings()): Promise<number> {
  let fetched = 0
  for (const source of CONDITION_SOURCES) {
    if (settings.signal?.aborted) break
    if (source.off(settings.config)) continue
    const now = settings.now()
    if (!(await claimSource(db, source.id, now, new Date(now.getTime() - source.refreshMs)))) continue
    await runClaimed(db, source, settings)
    fetched++
  }
  return fetched
}

// ---------------------------------------------------------------------------------------------
// Reading the state

export interface SourceState {
  id: SourceId
  label: string
  off: string | null
  state: 'off' | 'never' | 'ok' | 'failing' | 'stale'
  lastSuccessAt: string | null
  lastError: string | null
  lastErrorAt: string | null
  refreshMs: number
  staleAfterMs: number
}

/** Each source's state for /admin/conditions. */
export async function sourceStates(db: Db, now: Date, config = conditionsConfig()): Promise<SourceState[]> {
  const rows = await db.selectFrom('condition_sources').selectAll().execute()
  return CONDITION_SOURCES.map((source) => {
    const row = rows.find((r) => r.id === source.id)
    const off = source.off(config) ?? null
    const lastSuccessAt = row?.last_success_at ?? null
    const lastErrorAt = row?.last_error_at ?? null
    const failing = lastErrorAt !== null && (lastSuccessAt === null || lastErrorAt > lastSuccessAt)
    const stale =
      lastSuccessAt !== null && now.getTime() - new Date(lastSuccessAt).getTime() > source.staleAfterMs
    return {
      id: source.id,
      label: source.label,
      off,
      state: off ? 'off' : failing ? 'failing' : lastSuccessAt === null ? 'never' : stale ? 'stale' : 'ok',
      lastSuccessAt,
      lastError: row?.last_error ?? null,
      lastErrorAt,
      refreshMs: source.refreshMs,
      staleAfterMs: source.staleAfterMs,
    }
  })
}

/** A source's last good data and when it was fetched (undefined: never fetched, or unreadable). */
export async function sourceData<T>(
  db: Db,
  id: SourceId,
): Promise<{ data: T; fetchedAt: string } | undefined> {
  const row = await db
    .selectFrom('condition_sources')
    .select(['data', 'last_success_at'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row?.data || !row.last_success_at) return undefined
  try {
    return { data: JSON.parse(row.data) as T, fetchedAt: row.last_success_at }
  } catch {
    return undefined
  }
}
