import fs from 'node:fs'
import { Worker } from 'node:worker_threads'
import { FeedParseError } from './feed-errors.server'
import type { ParsedFeed, ParseOptions } from './ics-events.server'

/**
 * Parsing a feed off the serving thread: each parse runs in a worker thread of its own, with a
 * heap cap (`resourceLimits`) and a wall-clock deadline after which the thread is terminated
 * (V8 stops it even inside a loop of ical.js that never ends). So a hostile feed costs at most
 * the deadline on another core and the heap cap, and the server keeps answering meanwhile. One
 * parse at a time per process: feeds wait their turn rather than add up in memory. A feed over
 * a limit fails with a FeedParseError saying which, for the back office (decision 029).
 *
 * The worker module is parse-worker.server.ts; the production build emits it as
 * feed-parse-worker.js beside the server bundle (vite.config.ts), and from source (tests, `npm
 * run dev`) parse-worker.dev.mjs loads it through tsx.
 */

export interface ParseLimits {
  /** wall time the worker may run, from its start to its answer */
  timeoutMs: number
  /** the worker's heap (old generation), in MB */
  heapMb: number
}

export const DEFAULT_PARSE_LIMITS: ParseLimits = { timeoutMs: 5_000, heapMb: 96 }

/** What the worker posts back. */
export type WorkerAnswer =
  { ready: true } | { ok: true; parsed: ParsedFeed } | { ok: false; error: string; crash?: string }

/** A worker that has not even loaded its module after this long (a stalled machine) is given up. */
const START_TIMEOUT_MS = 30_000

/**
 * The worker's module: from source, the .dev.mjs beside this file; in the build, the file beside
 * the server bundle (build/server/feed-parse-worker.js), from this code's chunk, which is the
 * bundle itself or one in build/server/assets/.
 */
function workerUrl(): URL {
  if (/\.[cm]?ts$/.test(new URL(import.meta.url).pathname))
    return new URL('./parse-worker.dev.mjs', import.meta.url)
  const candidates = ['./feed-parse-worker.js', '../feed-parse-worker.js'].map(
    (name) => new URL(name, import.meta.url),
  )
  const found = candidates.find((url) => fs.existsSync(url))
  if (!found) throw new Error(`The feed parse worker is missing from the build (${candidates[0]!.pathname}).`)
  return found
}

let workerFile: URL | undefined
let queue: Promise<unknown> = Promise.resolve()

/** The feed's events, parsed in a worker thread within `limits`; throws a FeedParseError otherwise. */
export function parseFeedOffThread(
  text: string,
  options: ParseOptions,
  limits: ParseLimits = DEFAULT_PARSE_LIMITS,
): Promise<ParsedFeed> {
  const turn = queue.then(() => runWorker(text, options, limits))
  queue = turn.catch(() => undefined)
  return turn
}

function runWorker(text: string, options: ParseOptions, limits: ParseLimits): Promise<ParsedFeed> {
  return new Promise((resolve, reject) => {
    workerFile ??= workerUrl()
    const worker = new Worker(workerFile, {
      workerData: { text, options },
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 16 },
      stdout: false,
      stderr: false,
    })
    let settled = false
    const settle = (outcome: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      outcome()
      void worker.terminate()
    }
    const seconds = Math.round(limits.timeoutMs / 100) / 10
    const stop = (error: Error) => () => settle(() => reject(error))
    let timer = setTimeout(
      stop(new Error(`The feed parse worker did not start within ${START_TIMEOUT_MS / 1000} s.`)),
      START_TIMEOUT_MS,
    )
    worker.on('message', (answer: WorkerAnswer) => {
      if ('ready' in answer) {
        // The deadline counts from here: the thread's own start up (slow from source) is not the feed's.
        clearTimeout(timer)
        timer = setTimeout(
          stop(
            new FeedParseError(
              `Reading the feed took longer than ${seconds} s; the guide stopped it. The feed may be too large or repeat its events in too complicated a way.`,
            ),
          ),
          limits.timeoutMs,
        )
        return
      }
      settle(() => (answer.ok ? resolve(answer.parsed) : reject(parseFailure(answer))))
    })
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new FeedParseError(
                `Reading the feed needed more than ${limits.heapMb} MB of memory; the guide stopped it.`,
              )
            : error,
        ),
      ),
    )
    worker.once('exit', (code) =>
      settle(() => reject(new Error(`The feed parse worker stopped (exit code ${code}) without an answer.`))),
    )
  })
}

function parseFailure(answer: { error: string; crash?: string }): Error {
  return answer.crash ? new Error(`feed parse crashed: ${answer.crash}`) : new FeedParseError(answer.error)
}
