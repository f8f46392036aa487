import crypto from 'node:crypto'
import os from 'node:os'
import type { Logger } from 'pino'
import type { Db, Dialect } from '../db.server'
import { queueDueDigests } from './digest.server'
import { queueFreshnessReminders } from '../partners/reminders.server'
import { claimMail, markFailed, markSent, pruneSentMail } from './queue.server'
import type { MailTransport } from './transport.server'

/**
 * The mail worker, inside each serving process (like the calendar import's schedule,
 * app/lib/feeds/scheduler.server.ts): every MAIL_POLL_INTERVAL_MS it claims the due messages and
 * sends them until none is left, and every few minutes queues the editors' digests that are due
 * and deletes messages sent over 30 days ago.
 * A failing send is recorded on its row and retried later; nothing here can stop the server or
 * reach a visitor's request. Stopping lets the message under way finish, then returns.
 */

/** An error as one line for the queue's `last_error`, without any credentials a URL carried. */
export function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.replace(/\/\/[^/\s@]+@/g, '//***@')
}

export interface ProcessOptions {
  workerId: string
  maxAttempts: number
  /** messages claimed at a time */
  batch?: number
  /** wait before the first retry (doubling after) */
  backoffBaseMs?: number
  log?: Logger
  /** checked between messages: true stops the loop */
  stopped?: () => boolean
}

/** Claims and sends due messages until none is left; answers how many were sent and failed. */
export async function processMailQueue(
  db: Db,
  dialect: Dialect,
  transport: MailTransport,
  { workerId, maxAttempts, batch = 10, backoffBaseMs, log, stopped = () => false }: ProcessOptions,
): Promise<{ sent: number; failed: number }> {
  let sent = 0
  let failed = 0
  while (!stopped()) {
    const rows = await claimMail(db, dialect, { workerId, limit: batch })
    if (rows.length === 0) break
    for (const row of rows) {
      try {
        const result = await transport.send(row)
        await markSent(db, row.id, workerId, { outboxFile: result.outboxFile ?? null })
        sent++
      } catch (error) {
        const status = await markFailed(db, row, workerId, describeError(error), {
          maxAttempts,
          baseMs: backoffBaseMs,
        })
        failed++
        log?.warn(
          { mail: row.id, kind: row.kind, attempts: row.attempts, status, err: describeError(error) },
          'mail not sent',
        )
      }
    }
  }
  return { sent, failed }
}

export interface MailWorker {
  stop(): Promise<void>
}

export interface MailWorkerOptions {
  db: () => Db
  dialect: () => Dialect
  transport: MailTransport
  /** time between turns; 0 turns the worker off */
  intervalMs: number
  maxAttempts: number
  log: Logger
  /** how often the digests are looked at (default five minutes) */
  digestCheckMs?: number
}

export function startMailWorker({
  db,
  dialect,
  transport,
  intervalMs,
  maxAttempts,
  log,
  digestCheckMs = 5 * 60_000,
}: MailWorkerOptions): MailWorker | undefined {
  if (intervalMs <= 0) return undefined
  const workerId = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let lastDigestCheck = 0

  const schedule = (delay: number) => {
    if (stopped) return
    timer = setTimeout(turn, delay)
    timer.unref()
  }
  const turn = () => {
    running = (async () => {
      if (Date.now() - lastDigestCheck >= digestCheckMs) {
        lastDigestCheck = Date.now()
        const digests = await queueDueDigests(db())
        if (digests > 0) log.info({ digests }, 'editor digests queued')
        // Partners' listings unconfirmed for 150 days (issue 44): one reminder a month at most.
        const reminders = await queueFreshnessReminders(db())
        if (reminders > 0) log.info({ reminders }, 'partner freshness reminders queued')
        const pruned = await pruneSentMail(db())
        if (pruned > 0) log.info({ pruned }, 'old sent mail deleted')
      }
      const { sent, failed } = await processMailQueue(db(), dialect(), transport, {
        workerId,
        maxAttempts,
        log,
        stopped: () => stopped,
      })
      if (sent > 0 || failed > 0) log.info({ sent, failed, mode: transport.mode }, 'mail turn')
    })()
      .catch((error: unknown) => log.error({ err: describeError(error) }, 'mail turn failed'))
      .finally(() => {
        running = undefined
        schedule(intervalMs)
      })
  }
  schedule(Math.min(intervalMs, 1_000))

  return {
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      await running
      transport.close()
    },
  }
}
