import type { Logger } from 'pino'
import type { Db } from '../db.server'
import { fetchDueSources, runSettings } from './sources.server'

/**
 * The official sources' schedule, inside each serving process (as the calendar import's): every
 * `tickMs` it fetches the sources due (each claimed by one process). A failing turn is logged and
 * the next one comes as planned. Stopping aborts a fetch under way and waits for the turn to end.
 */
export interface ConditionsScheduler {
  stop(): Promise<void>
}

export function startConditionsScheduler({
  db,
  tickMs,
  log,
}: {
  db: () => Db
  /** 0 turns the schedule off */
  tickMs: number
  log: Logger
}): ConditionsScheduler | undefined {
  if (tickMs <= 0) return undefined
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  const controller = new AbortController()
  const schedule = (delay: number) => {
    if (stopped) return
    timer = setTimeout(turn, delay)
    timer.unref()
  }
  const turn = () => {
    running = Promise.resolve()
      .then(() => fetchDueSources(db(), runSettings({ signal: controller.signal })))
      .then((fetched) => {
        if (fetched > 0) log.debug({ fetched }, 'conditions turn')
      })
      .catch((error: unknown) => log.error({ err: error }, 'conditions turn failed'))
      .finally(() => {
        running = undefined
        schedule(tickMs)
      })
  }
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
