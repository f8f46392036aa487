import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { dataDir, parseDatabaseUrl } from './db.server'

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

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .optional()
    .refine(
      (value) => {
        try {
          parseDatabaseUrl(value)
          return true
        } catch {
          return false
        }
      },
      { message: 'must be postgres://…, postgresql://… or file:<path>' },
    ),
  BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: PublicUrlSchema,
})

export type Env = z.infer<typeof EnvSchema>

/** Parses process.env once; a bad variable is named in the error. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = EnvSchema.safeParse(source)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')
    throw new Error(`Invalid environment: ${problems}`)
  }
  return result.data
}

/** The site's public origin from PUBLIC_URL ("https://guide.example"), or undefined when unset. */
export function publicUrl(): string | undefined {
  return readEnv().PUBLIC_URL
}

/**
 * An absolute URL for a path on this site when PUBLIC_URL is set, else the path itself (relative).
 * Never built from the request's Host header, which the client chooses.
 */
export function siteUrl(path: string): string {
  const origin = publicUrl()
  return origin ? new URL(path, origin).href : path
}

let secret: string | undefined

/**
 * The server secret (cookie signing, auth). From BETTER_AUTH_SECRET; outside production a random
 * one is generated once and kept in the data folder so sessions survive restarts.
 */
export function getSecret(): string {
  if (secret) return secret
  const env = readEnv()
  if (env.BETTER_AUTH_SECRET) return (secret = env.BETTER_AUTH_SECRET)
  if (env.NODE_ENV === 'production' && process.env.ALLOW_GENERATED_SECRET !== '1') {
    // Production without a configured secret still works on one machine, but say so loudly.
    console.warn(
      JSON.stringify({
        level: 'warn',
        msg: 'BETTER_AUTH_SECRET is not set; using a generated secret kept in the data folder',
      }),
    )
  }
  const file = path.join(dataDir(), 'secret.key')
  try {
    secret = fs.readFileSync(file, 'utf8').trim()
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    const generated = crypto.randomBytes(32).toString('hex')
    try {
      fs.writeFileSync(file, generated, { mode: 0o600, flag: 'wx' })
      secret = generated
    } catch {
      // Another process wrote it first.
      secret = fs.readFileSync(file, 'utf8').trim()
    }
  }
  return secret
}
