import type { Logger } from 'pino'
import type { Db } from '../db.server'
import { type DueJobsScheduler, startDueJobs } from '../due-jobs.server'
import { fetchDueSources, runSettings } from './sources.server'

/**
 * The official sources' schedule, inside each serving process (as the calendar import's): every
 * `tickMs` it fetches the sources due (each claimed by one process).
 */
export type ConditionsScheduler = DueJobsScheduler

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
  return startDueJobs({
    name: 'conditions',
    tickMs,
    log,
    runDue: (signal) => fetchDueSources(db(), runSettings({ signal })),
  })
}
