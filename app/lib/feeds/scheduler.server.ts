import type { Logger } from 'pino'
import type { Db } from '../db.server'
import { type DueJobsScheduler, startDueJobs } from '../due-jobs.server'
import { fetchDueFeeds, type ImportSettings, importSettings } from './import.server'

/**
 * The calendar import's schedule, inside each serving process: every turn (at most a minute
 * apart) it fetches the feeds due (not fetched for `intervalMs`). With several processes each
 * runs it, and the claim in fetchDueFeeds gives each due feed to exactly one of them.
 */
export type FeedScheduler = DueJobsScheduler

export interface SchedulerOptions {
  db: () => Db
  /** how often each feed is fetched; 0 turns the schedule off */
  intervalMs: number
  log: Logger
  /** time between turns (default: the interval, at most a minute) */
  tickMs?: number
  settings?: Partial<ImportSettings>
}

export function startFeedScheduler({
  db,
  intervalMs,
  log,
  tickMs = Math.min(intervalMs, 60_000),
  settings = {},
}: SchedulerOptions): FeedScheduler | undefined {
  if (intervalMs <= 0) return undefined
  return startDueJobs({
    name: 'calendar import',
    tickMs,
    log,
    runDue: (signal) => fetchDueFeeds(db(), intervalMs, importSettings({ ...settings, signal })),
  })
}
