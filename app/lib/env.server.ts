import os from 'node:os'
import { z } from 'zod'
import { parseDatabaseUrl } from './database-url.server'

/** A whole number in [min, max]; the message says so, and the value it got is added by env(). */
function integer(min: number, max: number, fallback: number) {
  const message =
    max === Number.MAX_SAFE_INTEGER
      ? `must be a whole number of at least ${min}`
      : `must be a number from ${min} to ${max}`
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message })
    .default(fallback)
}
const ANY = Number.MAX_SAFE_INTEGER

/**
 * The longest window a rate limit may count in (the *_WINDOW_MS settings below): counters whose
 * window began longer ago than this have ended, whatever their window, and are forgotten
 * (app/lib/rate-limit.server.ts).
 */
export const MAX_RATE_WINDOW_MS = 24 * 60 * 60 * 1000

/** A 0/1 switch. */
const flag = z.enum(['0', '1'], { error: 'must be 0 or 1' })

/**
 * The site's public origin, e.g. https://guide.example: http or https, a host, an optional port,
 * nothing else (a trailing slash is dropped). Unset or empty: the site builds relative URLs only.
 */
export const PublicUrlSchema = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value.trim() === '') return undefined
    let url: URL
    try {
      url = new URL(value.trim())
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be an http(s) origin such as https://guide.example' })
      return z.NEVER
    }
    const plainOrigin =
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.pathname === '/' &&
      !url.search &&
      !url.hash &&
      !url.username &&
      !url.password &&
      !value.trim().endsWith('?') &&
      !value.trim().endsWith('#')
    if (!plainOrigin) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be an http(s) origin with no path, e.g. https://guide.example',
      })
      return z.NEVER
    }
    return url.origin
  })

/**
 * Every environment variable the app and its scripts read, in one schema (README "Configuration"
 * and `.env.example` list the same). Read it through env(), never from process.env.
 */
const EnvSchema = z.object({
  // The server
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('development'),
  PORT: integer(0, 65535, 3000),
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: PublicUrlSchema,
  BUILD_DIR: z.string().default('build'),
  SHUTDOWN_GRACE_MS: integer(0, ANY, 10_000),
  // `npm start` runs one worker process per core (node:cluster); 1 runs a single process.
  WEB_CONCURRENCY: integer(1, 64, os.availableParallelism()),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be fatal, error, warn, info, debug, trace or silent',
    })
    .default('info'),
  LOG_REQUESTS: flag.default('1'),
  TRUST_PROXY: flag.default('0'),
  PAGE_CACHE: flag.optional(),
  MAX_BODY_BYTES: integer(1, ANY, 126 * 1024 * 1024),
  // glibc's allocator, read when a process starts (`npm start` sets both, decision 030): checked
  // here, never used by the app. Set in .env they come too late to matter.
  MALLOC_ARENA_MAX: integer(1, 64, 2).optional(),
  MALLOC_MMAP_THRESHOLD_: integer(0, 32 * 1024 * 1024, 131_072).optional(),
  UPLOAD_DIR: z.string().optional(),
  // Where uploaded and processed files are kept (app/lib/storage/): the local folder UPLOAD_DIR
  // (default), or an S3-compatible bucket (STORAGE=s3 and the S3_ variables).
  STORAGE: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  // Path-style URLs (endpoint/bucket/key), as most S3-compatible servers want; default: on when
  // S3_ENDPOINT is set, off for AWS itself.
  S3_FORCE_PATH_STYLE: flag.optional(),
  // The database and sign-in
  DATABASE_URL: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      try {
        parseDatabaseUrl(value)
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be postgres://…, postgresql://… or file:<path>' })
      }
    }),
  BETTER_AUTH_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  BETTER_AUTH_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  ALLOW_GENERATED_SECRET: flag.default('0'),
  INSECURE_COOKIES: flag.default('0'),
  LOGIN_FAILURE_LIMIT: integer(1, ANY, 5),
  LOGIN_FAILURE_WINDOW_MS: integer(1, MAX_RATE_WINDOW_MS, 15 * 60 * 1000),
  LOGIN_ADDRESS_FAILURE_LIMIT: integer(1, ANY, 50),
  LOGIN_ADDRESS_FAILURE_WINDOW_MS: integer(1, MAX_RATE_WINDOW_MS, 15 * 60 * 1000),
  LOGIN_SLOWDOWN_MS: integer(0, ANY, 1000),
  LOGIN_SLOWDOWN_MAX_MS: integer(0, ANY, 5 * 60 * 1000),
  // The day the seed dates the sample season from (app/lib/seed/seed-dates.ts); unset: today in the
  // region.
  SEED_TODAY: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date like 2026-11-24' })
    .optional(),
  // Public forms
  SUBMISSION_RATE_LIMIT: integer(1, ANY, 10),
  SUBMISSION_RATE_WINDOW_MS: integer(1, MAX_RATE_WINDOW_MS, 10 * 60 * 1000),
  SUBMISSION_MIN_FILL_MS: integer(0, ANY, 2000),
  // Trips: how many new trips one client address may start per hour (app/lib/trip/actions.server.ts).
  TRIP_RATE_LIMIT: integer(1, ANY, 20),
  // Calendar import (app/lib/feeds/): how often each feed is fetched (0: only by "Fetch now"), and
  // whether loopback and private addresses may be fetched (tests, a feed on your own network).
  FEED_FETCH_INTERVAL_MS: integer(0, ANY, 60 * 60 * 1000).refine((ms) => ms === 0 || ms >= 60_000, {
    error: 'must be 0 (off) or at least 60000 (a minute)',
  }),
  FEED_ALLOW_PRIVATE: flag.default('0'),
  // Conditions and alerts (app/lib/conditions/sources/): the official sources' schedule turns every
  // CONDITIONS_TICK_MS (0: off; each source has its own refresh); the calendar import's guards apply
  // (FEED_ALLOW_PRIVATE included). Base URLs are settable so tests point them at a loopback server.
  CONDITIONS_TICK_MS: integer(0, ANY, 60_000),
  NWS_API_BASE: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('https://api.weather.gov'),
  // NWS asks every client to identify itself with a contact (https://www.weather.gov/documentation/services-web-api).
  NWS_USER_AGENT: z
    .string()
    .min(1)
    .max(200)
    .default('(WyomingNavigator, set NWS_USER_AGENT to a contact address)'),
  // The guide's NWS forecast zones, comma-separated.
  NWS_ZONES: z
    .string()
    .regex(/^[A-Z]{2}[ZC]\d{3}(,[A-Z]{2}[ZC]\d{3})*$/, { error: 'must be zone codes like WYZ012,WYZ024' })
    .default('WYZ012,WYZ024'),
  NPS_API_BASE: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('https://developer.nps.gov/api/v1'),
  // The NPS Data API key (https://www.nps.gov/subjects/developer/): unset, park alerts are off.
  NPS_API_KEY: z.string().min(1).optional(),
  SNOTEL_BASE: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('https://wcc.sc.egov.usda.gov'),
  // SNOTEL stations for snow depth: triplet=name pairs, separated by ';'.
  SNOTEL_STATIONS: z
    .string()
    .regex(/^\d+:[A-Za-z]{2}:SNTL=[^;=]+(;\d+:[A-Za-z]{2}:SNTL=[^;=]+)*$/, {
      error: 'must be like 689:WY:SNTL=Phillips Bench;1082:WY:SNTL=Grand Targhee',
    })
    .default('689:WY:SNTL=Phillips Bench;1082:WY:SNTL=Grand Targhee'),
  // The interactive map's self-hosted vector tiles: a PMTiles archive (a regional extract, README
  // "Maps"), served at /tiles/valley.pmtiles. Unset: the map draws the bundled outlines only.
  MAP_TILES: z.string().min(1).optional(),
  // Mail (app/lib/mail/): an SMTP relay, else every message is written as an .eml file to
  // MAIL_OUTBOX_DIR (default <data folder>/outbox). The worker looks for due messages every
  // MAIL_POLL_INTERVAL_MS (0: this process sends nothing) and gives up after MAIL_MAX_ATTEMPTS.
  SMTP_URL: z
    .string()
    .optional()
    .refine(
      (value) => {
        if (value === undefined) return true
        try {
          const url = new URL(value)
          return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== ''
        } catch {
          return false
        }
      },
      { error: 'must be smtp://[user:password@]host[:port] or smtps://…' },
    ),
  MAIL_FROM: z
    .string()
    .default('Wyoming Navigator <no-reply@localhost>')
    .refine(
      (value) =>
        !/[\r\n]/.test(value) && /^(?:[^<>]*<[^<>\s]+@[^<>\s]+>|[^<>\s]+@[^<>\s]+)$/.test(value.trim()),
      {
        error: 'must be an address such as no-reply@guide.example or "Name <no-reply@guide.example>"',
      },
    ),
  MAIL_OUTBOX_DIR: z.string().optional(),
  MAIL_POLL_INTERVAL_MS: integer(0, ANY, 5_000),
  MAIL_MAX_ATTEMPTS: integer(1, 100, 8),
  // How often each serving process writes what it has counted (page views and clicks: app/lib/stats/).
  COUNTS_WRITE_INTERVAL_MS: integer(100, ANY, 10_000),
  // Transactional messages (everything but newsletter issues) one address may get per 24 hours.
  MAIL_RECIPIENT_DAILY_CAP: integer(1, ANY, 10),
  // Tooling: tests, bench, Lighthouse, screenshots (read by the scripts, never by the server)
  CHROME_PATH: z.string().default('/usr/bin/chromium'),
  TEST_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//i, { error: 'must be postgres://…' })
    .optional(),
  E2E_PORT: integer(1, 65535, 4310),
  CI: z.string().optional(),
  BENCH_SECONDS: integer(1, ANY, 10),
  BENCH_CONNECTIONS: integer(1, ANY, 50),
  BENCH_PORT: integer(1, 65535, 4399),
  BUNDLE_BUDGET_KB: integer(1, ANY, 140),
  LIGHTHOUSE_PORT: integer(1, 65535, 4398),
  LIGHTHOUSE_RUNS: integer(1, ANY, 3),
  LIGHTHOUSE_REPORTS: z.string().optional(),
  // simulate: Lighthouse's default model (Lantern); devtools: the network and CPU slowed for real.
  LIGHTHOUSE_THROTTLING: z.enum(['simulate', 'devtools']).default('simulate'),
  // Only these categories, e.g. "accessibility" (comma-separated); none: all four.
  LIGHTHOUSE_CATEGORIES: z.string().optional(),
  // scripts/screenshots.js's target; Vite and Vitest also set it (to '/'), so any text passes.
  BASE_URL: z.string().optional(),
})

export type Env = z.infer<typeof EnvSchema>

/** The S3 settings when STORAGE=s3; a ConfigError names the first one missing. */
export function s3Config(config: Env = env()) {
  if (!config.S3_BUCKET) throw new ConfigError('S3_BUCKET must be set when STORAGE=s3')
  if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY))
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together')
  return {
    endpoint: config.S3_ENDPOINT,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: config.S3_FORCE_PATH_STYLE
      ? config.S3_FORCE_PATH_STYLE === '1'
      : Boolean(config.S3_ENDPOINT),
  }
}
export type S3Config = ReturnType<typeof s3Config>
export const ENV_VARIABLES = Object.keys(EnvSchema.shape) as (keyof Env)[]

/** A bad or missing setting: the message is one line naming the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError'
  constructor(problem: string) {
    super(`invalid configuration: ${problem}`)
  }
}

/**
 * Parses the variables the schema names from `source` (empty counts as unset). Throws a
 * ConfigError naming the first bad variable and the value it got.
 */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const input: Record<string, string | undefined> = {}
  for (const key of ENV_VARIABLES) input[key] = source[key] === '' ? undefined : source[key]
  const result = EnvSchema.safeParse(input)
  if (result.success) return result.data
  const issue = result.error.issues[0]!
  const name = String(issue.path[0])
  // A URL that may carry a password is never repeated in the message (it is logged).
  const got = HIDDEN_VALUES.has(name) ? 'value not shown' : `got ${JSON.stringify(input[name] ?? '')}`
  throw new ConfigError(`${name} ${issue.message} (${got})`)
}

/** Variables whose value may hold a credential: a message about them never repeats the value. */
const HIDDEN_VALUES = new Set<string>(['SMTP_URL'])

let current: Env | undefined

/** The configuration, parsed from process.env on first use. */
export function env(): Env {
  return (current ??= parseEnv(process.env))
}

/**
 * Forgets the parsed configuration so the next env() reads process.env again (tests). What was
 * worked out from it (getSecret() in secret.server.ts) is worked out again too.
 */
export function resetEnv(): void {
  current = undefined
}

/** For command-line entry points: the configuration, or the one-line error and exit 1. */
export function envOrExit(): Env {
  try {
    return env()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(`Error: ${error.message}`)
    process.exit(1)
  }
}

/** The site's public origin from PUBLIC_URL ("https://guide.example"), or undefined when unset. */
export function publicUrl(): string | undefined {
  return env().PUBLIC_URL
}

/**
 * An absolute URL for a path on this site when PUBLIC_URL is set, else the path itself (relative).
 * Never built from the request's Host header, which the client chooses.
 */
export function siteUrl(path: string): string {
  const origin = publicUrl()
  return origin ? new URL(path, origin).href : path
}
