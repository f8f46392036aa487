import type { ImportedAlert } from '../alerts.server'
import type { FetchLimits, FetchResult, RequestHeaders, Validators } from '../../feeds/fetch-feed.server'

/**
 * An official conditions source (issue 48 item 2): one adapter per file in this folder, each
 * fetching through the calendar import's guarded fetch (conditional GET, size and time limits, no
 * private addresses unless allowed) and reading its source's own format. The runner
 * (../sources.server.ts) claims each due source for one process and keeps its state.
 */

export interface ConditionsConfig {
  nwsBase: string
  nwsUserAgent: string
  nwsZones: string[]
  npsBase: string
  npsKey: string | undefined
  snotelBase: string
  stations: { triplet: string; name: string }[]
  limits: FetchLimits
}

export interface SourceContext {
  config: ConditionsConfig
  now: Date
  /** the guarded fetch (a FeedFetchError for every failure) */
  fetch: (url: string, validators: Validators, headers?: RequestHeaders) => Promise<FetchResult>
}

export type SourceOutcome =
  | { status: 'not-modified' }
  | {
      status: 'ok'
      validators: Validators
      /** the figures pages show (JSON), kept as the last good data */
      data: unknown
      /** an alerts source's alerts (replacing what it said before) */
      alerts?: ImportedAlert[]
    }

export interface ConditionSource {
  id: SourceId
  label: string
  /** how often it is fetched */
  refreshMs: number
  /** a figure older than this says it is out of date */
  staleAfterMs: number
  /** why it is off (no key), or undefined */
  off: (config: ConditionsConfig) => string | undefined
  run: (ctx: SourceContext, validators: Validators) => Promise<SourceOutcome>
}

export const SOURCE_IDS = ['nws-alerts', 'nps-alerts', 'snotel', 'nws-forecast', 'nws-zones'] as const
export type SourceId = (typeof SOURCE_IDS)[number]

/** The source answered something this adapter cannot read (kept as its last error). */
export class SourceFormatError extends Error {
  override name = 'SourceFormatError'
}

/** JSON.parse, with the message an editor reads when the answer is not JSON. */
export function parseJson(body: string, what: string): unknown {
  try {
    return JSON.parse(body)
  } catch {
    throw new SourceFormatError(`${what} answered something that is not JSON.`)
  }
}

export const MINUTE = 60_000
export const HOUR = 60 * MINUTE

/** An ISO instant from a source's time text, or undefined. */
export function instantOf(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString()
}

/** Plain text from a source (no markup is ever rendered as HTML; this only trims and caps). */
export function plainText(value: unknown, max: number): string {
  return typeof value === 'string' ? value.replace(/\r\n/g, '\n').trim().slice(0, max) : ''
}
