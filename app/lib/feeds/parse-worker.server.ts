import os from 'node:os'
import { parentPort, workerData } from 'node:worker_threads'
import { FeedParseError, parseFeedEvents, type ParseOptions } from './ics-events.server'
import type { WorkerAnswer } from './parse-feed.server'

/**
 * The feed parse worker (a node:worker_threads thread, started by ./parse-feed.server.ts for one
 * feed): parses the text it is given and posts the events back, or the reason it could not.
 * Built as its own file (build/server/feed-parse-worker.js, see vite.config.ts).
 */
// On Linux a thread's nice value is its own: this parse yields the cores to the threads that
// answer requests whenever both want one (the serving thread keeps its priority).
try {
  os.setPriority(0, 10)
} catch {
  // A platform that cannot lower one thread's priority parses at the process's own.
}
const { text, options } = workerData as { text: string; options: ParseOptions }
// Loaded: the parse's deadline starts now.
parentPort!.postMessage({ ready: true } satisfies WorkerAnswer)
let answer: WorkerAnswer
try {
  answer = { ok: true, parsed: parseFeedEvents(text, options) }
} catch (error) {
  answer =
    error instanceof FeedParseError
      ? { ok: false, error: error.message }
      : { ok: false, error: 'The feed could not be read as iCalendar.', crash: String(error).slice(0, 500) }
}
parentPort!.postMessage(answer)
