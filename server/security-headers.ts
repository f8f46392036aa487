import crypto from 'node:crypto'
import type { NextFunction, Request, Response } from 'express'
import type { ResponseLocals } from './request-context'

// The policy around this response's nonce: `script-src 'self' 'nonce-…'` in the second place.
const CSP_BEFORE_NONCE = "default-src 'self'; script-src 'self' 'nonce-"
const CSP_AFTER_NONCE = [
  "'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

const FIXED_SECURITY_HEADERS = [
  'X-Content-Type-Options',
  'nosniff',
  'Referrer-Policy',
  'strict-origin-when-cross-origin',
  'X-Frame-Options',
  'DENY',
  'Cross-Origin-Opener-Policy',
  'same-origin',
  'Permissions-Policy',
  'camera=(), microphone=(), geolocation=(self), payment=(), usb=()',
]

/**
 * A fresh nonce (kept in `locals.cspNonce`), and the security headers with it, added to `headers`
 * as [name, value, …]. `strict` adds the Content-Security-Policy and HSTS: the production build
 * (Vite's dev server injects inline scripts).
 */
export function addSecurityHeaders(headers: string[], locals: ResponseLocals, strict: boolean): void {
  const nonce = createNonce()
  locals.cspNonce = nonce
  headers.push(...FIXED_SECURITY_HEADERS)
  if (strict)
    headers.push(
      'Content-Security-Policy',
      CSP_BEFORE_NONCE + nonce + CSP_AFTER_NONCE,
      'Strict-Transport-Security',
      'max-age=63072000; includeSubDomains',
    )
}

/** The security headers on every response, first (a fresh nonce in res.locals.cspNonce). */
export function securityHeaders(strict: boolean) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const headers: string[] = []
    addSecurityHeaders(headers, res.locals, strict)
    for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i]!, headers[i + 1]!)
    next()
  }
}

// Random bytes for nonces, drawn from the system's CSPRNG 4 KB at a time (one call per 256
// nonces instead of one each); each byte is used once.
const NONCE_BYTES = 16
const noncePool = Buffer.alloc(NONCE_BYTES * 256)
let noncePoolAt = noncePool.length

/** 16 random bytes, base64: a CSP nonce. */
export function createNonce(): string {
  if (noncePoolAt === noncePool.length) {
    crypto.randomFillSync(noncePool)
    noncePoolAt = 0
  }
  const nonce = noncePool.toString('base64', noncePoolAt, noncePoolAt + NONCE_BYTES)
  noncePoolAt += NONCE_BYTES
  return nonce
}
