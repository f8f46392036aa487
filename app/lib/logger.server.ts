import { pino, stdTimeFunctions, type DestinationStream, type Logger } from 'pino'
import { env } from './env.server'

/**
 * Where secrets could appear in a log line; pino replaces them before the line is written. Log
 * request headers as `req.headers` (see requestDetails) and form values as `form`.
 */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["proxy-authorization"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'cookie',
  'authorization',
  'password',
  'secret',
  'token',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.secret',
  '*.token',
]

/** One JSON object per line on stdout: level as a word, ISO time, pid and host, errors with stack. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      timestamp: stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    },
    destination,
  )
}

let current: Logger | undefined

/** The process's logger, at LOG_LEVEL (default info; `silent` writes nothing). */
export function logger(): Logger {
  return (current ??= createLogger(env().LOG_LEVEL))
}

/** Sends log lines to `destination` (tests), or back to stdout when called without one. */
export function setLogDestination(destination?: DestinationStream): void {
  current = destination ? createLogger(env().LOG_LEVEL, destination) : undefined
}

/**
 * The id server/app.ts gave this request: it overwrites any X-Request-Id the client sent (kept only
 * behind a trusted proxy) and returns it in the response's X-Request-Id header.
 */
export function requestId(request: Request): string | undefined {
  return request.headers.get('x-request-id') ?? undefined
}

/** A logger whose lines carry the request's id. */
export function requestLogger(request: Request): Logger {
  const reqId = requestId(request)
  return reqId ? logger().child({ reqId }) : logger()
}

/** What an operator needs to find a failing request: method, path (no query) and headers (cookies redacted). */
export function requestDetails(request: Request) {
  return {
    method: request.method,
    path: new URL(request.url).pathname,
    headers: Object.fromEntries(request.headers),
  }
}
