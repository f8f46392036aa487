import type { Logger } from 'pino'
import type { Db } from '../db.server'
import { fetchDueFeeds, type ImportSettings, importSettings } from './import.server'

/**
 * The calendar import's schedule, inside each serving process: every turn (at most a minute
 * apart) it fetches the feeds due (not fetched for `intervalMs`). With several processes each
 * runs it, and the claim in fetchDueFeeds gives each due feed to exactly one of them. A failing
 * turn is logged and the next one comes as planned: nothing here can stop the server. Stopping
 * aborts a fetch under way and waits for the turn to end.
 */

export interface FeedScheduler {
  stop(): Promise<void>
}

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
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  const controller = new AbortController()

  const schedule = (delay: number) => {
    if (stopped) return
    timer = setTimeout(turn, delay)
    // A pending turn never keeps the process alive.
    timer.unref()
  }
  const turn = () => {
    running = Promise.resolve()
      .then(() => fetchDueFeeds(db(), intervalMs, importSettings({ ...settings, signal: controller.signal })))
      .then((fetched) => {
        if (fetched > 0) log.debug({ fetched }, 'calendar import turn')
      })
      .catch((error: unknown) => log.error({ err: error }, 'calendar import turn failed'))
      .finally(() => {
        running = undefined
        schedule(tickMs)
      })
  }
  // The first turn soon after start, spread a little so the workers do not all ask at once.
  schedule(Math.min(tickMs, 5_000) + Math.floor(Math.random() * Math.min(tickMs, 5_000)))

  return {
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      controller.abort()
      await running
    },
  }
}
