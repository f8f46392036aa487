import crypto from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { NextFunction, Request, Response } from 'express'
import { env } from '../app/lib/env.server'
import { logger } from '../app/lib/logger.server'

/** What a response's per-response values (nonce, form stamp, request id) are kept in: Express's res.locals. */
export type ResponseLocals = Record<string, unknown>

/** An X-Request-Id from our own proxy worth keeping: a short token of safe characters. */
const SAFE_REQUEST_ID = /^[\w.:-]{1,64}$/

/**
 * Gives every request an id: a fresh one, or behind a trusted proxy (TRUST_PROXY=1) the proxy's
 * X-Request-Id when it is a short safe token. The id goes back in the X-Request-Id response header
 * and replaces the request's own X-Request-Id header, where app code finds it for its log lines
 * (app/lib/logger.server.ts requestLogger). Then one log line per request (LOG_REQUESTS=0 turns it
 * off): nothing secret, no query, no body.
 */
export function requestContext(req: Request, res: Response, next: NextFunction) {
  // Inside a mounted router (app.use('/assets', …)) Express strips the mount from req.path until
  // the request leaves it, so the whole path is the mount's plus the rest.
  tagRequest(req, res, () => req.baseUrl + req.path)
  next()
}

/**
 * requestContext's work on plain Node objects (server/app.ts answerBeforeExpress runs it in front of
 * Express): the id, and the log line when the response finishes, naming the path `path()` gives.
 * The X-Request-Id header is set on `res`, or added to `head` ([name, value, …]) when given.
 */
export function tagRequest(
  req: IncomingMessage,
  res: ServerResponse,
  path: () => string,
  head?: string[],
): void {
  const incoming = req.headers['x-request-id']
  const reqId =
    env().TRUST_PROXY === '1' && typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming)
      ? incoming
      : crypto.randomUUID()
  req.headers['x-request-id'] = reqId
  if (head) head.push('X-Request-Id', reqId)
  else res.setHeader('X-Request-Id', reqId)
  if (env().LOG_REQUESTS === '0') return
  const start = process.hrtime.bigint()
  res.on('finish', () => {
    const ms = Math.round(Number(process.hrtime.bigint() - start) / 1e5) / 10
    logger().info({ reqId, method: req.method, path: path(), status: res.statusCode, ms }, 'request')
  })
}
