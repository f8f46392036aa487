import type { NextFunction, Request, Response } from 'express'
import { unlocalizedPath } from '../app/lib/i18n/config'

// A DNS name or IPv4 address (letters, digits, hyphens, underscores, dots), or a bracketed IPv6
// address; then an optional port.
const VALID_HOST =
  /^(?:[a-z0-9_](?:[a-z0-9_-]{0,62})(?:\.[a-z0-9_](?:[a-z0-9_-]{0,62}))*\.?|\[[0-9a-f:.]{2,45}\])(?::(\d{1,5}))?$/i

/**
 * A malformed Host header (spaces, percent signs, an unclosed "[", a port over 65535, empty) is
 * answered 400 before anything else reads it. Nothing absolute is built from Host (see PUBLIC_URL);
 * this only keeps bad values from reaching code that parses it. A request without Host (HTTP/1.0,
 * some health checkers) passes.
 */
export function validHost(req: Request, res: Response, next: NextFunction) {
  if (hostIsValid(req.headers.host)) return next()
  res.status(400).type('text/plain').send('Bad Request: malformed Host header')
}

/** validHost's rule: no Host at all, or a well-formed one. */
export function hostIsValid(host: string | undefined): boolean {
  if (host === undefined) return true
  const match = host.length <= 260 ? VALID_HOST.exec(host) : null
  return match !== null && (match[1] === undefined || Number(match[1]) <= 65535)
}

/** The back office and sign-in, with their .data requests: personal, so never stored by any cache. */
export const PRIVATE_PATH =
  /^\/(?:admin|login|logout|reset-password|newsletter\/(?:confirm|unsubscribe)|mail\/confirm|partner)(?:[/.]|$)/

/** Cache-Control: no-store on every back-office response (pages, data, photos, errors, redirects). */
export function privateNoStore(req: Request, res: Response, next: NextFunction) {
  if (PRIVATE_PATH.test(unlocalizedPath(req.path))) res.setHeader('Cache-Control', 'no-store')
  next()
}
