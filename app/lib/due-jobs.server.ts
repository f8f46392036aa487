import type { Logger } from 'pino'

/**
 * A "due jobs" schedule inside each serving process (the calendar import's and the official
 * conditions sources'): every `tickMs` it runs `runDue`, which claims and runs the jobs due (the
 * claim, in the database, gives each due job to exactly one process). A failing turn is logged and
 * the next one comes as planned: nothing here can stop the server. Stopping aborts a run under way
 * (through the signal given to `runDue`) and waits for the turn to end.
 */
export interface DueJobsScheduler {
  stop(): Promise<void>
}

export function startDueJobs({
  name,
  tickMs,
  log,
  runDue,
}: {
  /** the turn's name in the log ("calendar import") */
  name: string
  /** time between turns; 0 or less turns the schedule off */
  tickMs: number
  log: Logger
  /** claims and runs the jobs due now; resolves to how many ran */
  runDue: (signal: AbortSignal) => Promise<number>
}): DueJobsScheduler | undefined {
  if (tickMs <= 0) return undefined
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
      .then(() => runDue(controller.signal))
      .then((ran) => {
        if (ran > 0) log.debug({ ran }, `${name} turn`)
      })
      .catch((error: unknown) => log.error({ err: error }, `${name} turn failed`))
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
