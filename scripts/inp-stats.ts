// The pure part of `npm run inp` (scripts/inp.ts): its options, each interaction's latency from the
// page's Event Timing entries, and the summary over runs.

/** Good INP (web.dev, issue 43): the median run of each interaction must stay at or under this. */
export const INP_TARGET_MS = 200
/** Event Timing reports no entry under this (the smallest durationThreshold it takes). */
export const DURATION_THRESHOLD_MS = 16
export const DEFAULT_RUNS = 5

/** What the in-page observer keeps of each `event` entry (PerformanceEventTiming). */
export interface EventEntry {
  name: string
  /** 0 for events that are not part of an interaction (pointermove, mouseover…) */
  interactionId: number
  startTime: number
  duration: number
  processingStart: number
  processingEnd: number
}

/** An interaction's latency and where it went, read from its longest entry. */
export interface InteractionTiming {
  interactionId: number
  /** the longest entry's event (click, pointerup, keydown…) */
  name: string
  startTime: number
  /** its duration: from the input to the next paint, in 8 ms steps */
  latency: number
  /** from the input to its first event handler */
  delay: number
  /** the event handlers */
  processing: number
  /** from the handlers' end to the next paint: style, layout, paint, the frame shown */
  paint: number
}

export interface InpOptions {
  runs: number
  /** exit 1 when a median is over the target */
  check: boolean
  /** build first when build/ is missing or stale (off: measure build/ as it is) */
  build: boolean
}

/** `--runs N` (or `--runs=N`, else INP_RUNS, else 5), `--check`, `--no-build`. */
export function parseInpArgs(argv: readonly string[], env: NodeJS.ProcessEnv = {}): InpOptions {
  const options: InpOptions = { runs: DEFAULT_RUNS, check: false, build: true }
  let runs = env.INP_RUNS
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (arg === '--check') options.check = true
    else if (arg === '--no-build') options.build = false
    else if (arg === '--runs') runs = argv[++i] ?? ''
    else if (arg.startsWith('--runs=')) runs = arg.slice('--runs='.length)
    else throw new Error(`unknown argument ${JSON.stringify(arg)} (expected --runs N, --check, --no-build)`)
  }
  if (runs !== undefined) {
    const n = Number(runs)
    if (!Number.isInteger(n) || n < 1)
      throw new Error(`the number of runs must be a whole number from 1 (got ${JSON.stringify(runs)})`)
    options.runs = n
  }
  return options
}

/**
 * Each interaction among `entries` that started at or after `since`: the longest entry sharing its
 * interactionId (pointerdown, pointerup and click of a tap; keydown and keyup of a key), as
 * web-vitals' INP counts it, with that entry's parts. In the order they started.
 */
export function interactionLatencies(entries: readonly EventEntry[], since: number): InteractionTiming[] {
  const byId = new Map<number, InteractionTiming>()
  for (const entry of entries) {
    if (!entry.interactionId || entry.startTime < since) continue
    const known = byId.get(entry.interactionId)
    if (known && entry.duration <= known.latency) {
      known.startTime = Math.min(known.startTime, entry.startTime)
      continue
    }
    byId.set(entry.interactionId, {
      interactionId: entry.interactionId,
      name: entry.name,
      startTime: Math.min(known?.startTime ?? entry.startTime, entry.startTime),
      latency: entry.duration,
      delay: Math.max(0, entry.processingStart - entry.startTime),
      processing: Math.max(0, entry.processingEnd - entry.processingStart),
      paint: Math.max(0, entry.startTime + entry.duration - entry.processingEnd),
    })
  }
  return [...byId.values()].sort((a, b) => a.startTime - b.startTime)
}

/**
 * One run's figure for an action: its slowest interaction (typing a word is one interaction per
 * key), or a latency of 0 when none reached the 16 ms threshold (shown as "<16").
 */
export function slowestInteraction(entries: readonly EventEntry[], since: number): InteractionTiming {
  const none = { interactionId: 0, name: '', startTime: since, latency: 0, delay: 0, processing: 0, paint: 0 }
  return interactionLatencies(entries, since).reduce(
    (slowest, each) => (each.latency > slowest.latency ? each : slowest),
    none,
  )
}

/** The median (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values')
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** A latency as the table shows it: whole milliseconds, "<16" under the threshold. */
export function formatMs(ms: number): string {
  return ms < DURATION_THRESHOLD_MS ? `<${DURATION_THRESHOLD_MS}` : String(Math.round(ms))
}

/** An interaction's runs summed up: median, worst, and whether the median meets the target. */
export function summarize(runs: readonly number[], target = INP_TARGET_MS) {
  const mid = median(runs)
  return { median: mid, worst: Math.max(...runs), pass: mid <= target }
}
