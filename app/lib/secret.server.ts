import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { dataDir, parseDatabaseUrl } from './database-url.server'
import { ConfigError, type Env, env } from './env.server'
import { logger } from './logger.server'

// Kept with the configuration it was worked out from: after resetEnv() env() is a new object, and
// the secret is worked out again.
let cached: { config: Env; secret: string } | undefined

/**
 * The server secret (cookie signing, auth). From BETTER_AUTH_SECRET; on the embedded SQLite
 * database a random one is generated once and kept in the data folder so sessions survive
 * restarts. On PostgreSQL several processes share the database, and each would generate its own:
 * there a missing secret is a configuration error.
 */
export function getSecret(): string {
  const config = env()
  if (cached?.config === config) return cached.secret
  const secret = secretOf(config)
  cached = { config, secret }
  return secret
}

function secretOf(config: Env): string {
  if (config.BETTER_AUTH_SECRET) return config.BETTER_AUTH_SECRET
  if (parseDatabaseUrl(config.DATABASE_URL).dialect === 'postgres')
    throw new ConfigError(
      'BETTER_AUTH_SECRET must be set when DATABASE_URL is PostgreSQL (every process needs the same one; generate it with: openssl rand -hex 32)',
    )
  if (config.NODE_ENV === 'production' && config.ALLOW_GENERATED_SECRET !== '1') {
    // Production without a configured secret still works on one machine, but say so loudly.
    logger().warn('BETTER_AUTH_SECRET is not set; using a generated secret kept in the data folder')
  }
  const file = path.join(dataDir(config.DATABASE_URL), 'secret.key')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    const generated = crypto.randomBytes(32).toString('hex')
    try {
      fs.writeFileSync(file, generated, { mode: 0o600, flag: 'wx' })
      return generated
    } catch {
      // Another process wrote it first.
      return fs.readFileSync(file, 'utf8').trim()
    }
  }
}
