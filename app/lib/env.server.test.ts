import fs from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { ConfigError, ENV_VARIABLES, env, parseEnv, resetEnv } from './env.server'

function problem(source: Record<string, string>): string {
  try {
    parseEnv(source)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as Error).message
  }
  throw new Error('expected a configuration error')
}

describe('the configuration schema', () => {
  it('gives every variable its documented default', () => {
    const config = parseEnv({})
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      LOG_REQUESTS: '1',
      TRUST_PROXY: '0',
      SUBMISSION_RATE_LIMIT: 10,
      SUBMISSION_RATE_WINDOW_MS: 600_000,
      SUBMISSION_MIN_FILL_MS: 2000,
      MAX_BODY_BYTES: 132_120_576,
      LOGIN_FAILURE_LIMIT: 5,
      LOGIN_FAILURE_WINDOW_MS: 900_000,
      SHUTDOWN_GRACE_MS: 10_000,
      BUILD_DIR: 'build',
      FEED_FETCH_INTERVAL_MS: 3_600_000,
      FEED_ALLOW_PRIVATE: '0',
    })
    expect(config.PAGE_CACHE).toBeUndefined()
    expect(config.PUBLIC_URL).toBeUndefined()
  })

  it('reads good values, and treats an empty value as unset', () => {
    const config = parseEnv({
      PORT: '8080',
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'https://guide.example.com/',
      DATABASE_URL: 'postgres://app@db:5432/guide',
      UPLOAD_DIR: '',
      SUBMISSION_MIN_FILL_MS: '0',
    })
    expect(config).toMatchObject({
      PORT: 8080,
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      SUBMISSION_MIN_FILL_MS: 0,
    })
    expect(config.PUBLIC_URL).toBe('https://guide.example.com')
    expect(config.UPLOAD_DIR).toBeUndefined()
  })

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a number from 0 to 65535 (got "abc")'],
    [{ PORT: '70000' }, 'PORT must be a number from 0 to 65535 (got "70000")'],
    [{ PORT: '80.5' }, 'PORT must be a number from 0 to 65535 (got "80.5")'],
    [{ NODE_ENV: 'prod' }, 'NODE_ENV must be development, production or test (got "prod")'],
    [
      { LOG_LEVEL: 'loud' },
      'LOG_LEVEL must be fatal, error, warn, info, debug, trace or silent (got "loud")',
    ],
    [{ LOG_REQUESTS: 'yes' }, 'LOG_REQUESTS must be 0 or 1 (got "yes")'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY must be 0 or 1 (got "true")'],
    [{ PAGE_CACHE: 'off' }, 'PAGE_CACHE must be 0 or 1 (got "off")'],
    [{ INSECURE_COOKIES: 'on' }, 'INSECURE_COOKIES must be 0 or 1 (got "on")'],
    [{ ALLOW_GENERATED_SECRET: '2' }, 'ALLOW_GENERATED_SECRET must be 0 or 1 (got "2")'],
    [
      { DATABASE_URL: 'mysql://x' },
      'DATABASE_URL must be postgres://…, postgresql://… or file:<path> (got "mysql://x")',
    ],
    [{ DATABASE_URL: 'file:' }, 'DATABASE_URL must be'],
    [{ BETTER_AUTH_SECRET: 'short' }, 'BETTER_AUTH_SECRET must be at least 32 characters'],
    [{ BETTER_AUTH_URL: 'ftp://x' }, 'BETTER_AUTH_URL must be an http(s) URL (got "ftp://x")'],
    [{ PUBLIC_URL: 'guide.example.com' }, 'PUBLIC_URL must be an http(s) origin'],
    [{ PUBLIC_URL: 'https://guide.example.com/app' }, 'PUBLIC_URL must be an http(s) origin'],
    [{ PUBLIC_URL: 'javascript:alert(1)' }, 'PUBLIC_URL must be an http(s) origin'],
    [{ SUBMISSION_RATE_LIMIT: '0' }, 'SUBMISSION_RATE_LIMIT must be a whole number of at least 1 (got "0")'],
    [
      { SUBMISSION_RATE_WINDOW_MS: '10m' },
      'SUBMISSION_RATE_WINDOW_MS must be a number from 1 to 86400000 (got "10m")',
    ],
    [
      { SUBMISSION_RATE_WINDOW_MS: '86400001' },
      'SUBMISSION_RATE_WINDOW_MS must be a number from 1 to 86400000 (got "86400001")',
    ],
    [
      { SUBMISSION_MIN_FILL_MS: '-1' },
      'SUBMISSION_MIN_FILL_MS must be a whole number of at least 0 (got "-1")',
    ],
    [{ MAX_BODY_BYTES: '26MB' }, 'MAX_BODY_BYTES must be a whole number of at least 1 (got "26MB")'],
    [
      { LOGIN_FAILURE_LIMIT: 'five' },
      'LOGIN_FAILURE_LIMIT must be a whole number of at least 1 (got "five")',
    ],
    [{ LOGIN_FAILURE_WINDOW_MS: '0' }, 'LOGIN_FAILURE_WINDOW_MS must be a number from 1 to 86400000'],
    [
      { LOGIN_ADDRESS_FAILURE_WINDOW_MS: '172800000' },
      'LOGIN_ADDRESS_FAILURE_WINDOW_MS must be a number from 1 to 86400000',
    ],
    [{ LOGIN_SLOWDOWN_MS: '-5' }, 'LOGIN_SLOWDOWN_MS must be a whole number of at least 0'],
    [{ SHUTDOWN_GRACE_MS: 'soon' }, 'SHUTDOWN_GRACE_MS must be a whole number of at least 0 (got "soon")'],
    [{ TEST_DATABASE_URL: 'file:x.db' }, 'TEST_DATABASE_URL must be postgres://…'],
    [{ E2E_PORT: '99999' }, 'E2E_PORT must be a number from 1 to 65535'],
    [{ BENCH_SECONDS: 'ten' }, 'BENCH_SECONDS must be a whole number of at least 1'],
    [{ BENCH_CONNECTIONS: '0' }, 'BENCH_CONNECTIONS must be a whole number of at least 1'],
    [{ BENCH_PORT: 'x' }, 'BENCH_PORT must be a number from 1 to 65535'],
    [{ BUNDLE_BUDGET_KB: '-1' }, 'BUNDLE_BUDGET_KB must be a whole number of at least 1'],
    [{ LIGHTHOUSE_PORT: '0' }, 'LIGHTHOUSE_PORT must be a number from 1 to 65535'],
    [{ LIGHTHOUSE_RUNS: 'many' }, 'LIGHTHOUSE_RUNS must be a whole number of at least 1'],
    [
      { FEED_FETCH_INTERVAL_MS: '5000' },
      'FEED_FETCH_INTERVAL_MS must be 0 (off) or at least 60000 (a minute)',
    ],
    [{ FEED_FETCH_INTERVAL_MS: 'hourly' }, 'FEED_FETCH_INTERVAL_MS must be a whole number of at least 0'],
    [{ FEED_ALLOW_PRIVATE: 'yes' }, 'FEED_ALLOW_PRIVATE must be 0 or 1 (got "yes")'],
    [{ MAIL_FROM: 'me\r\nBcc: x@example.com' }, 'MAIL_FROM must be an address'],
    [{ MAIL_FROM: 'no address' }, 'MAIL_FROM must be an address'],
    [{ MAIL_POLL_INTERVAL_MS: 'often' }, 'MAIL_POLL_INTERVAL_MS must be a whole number of at least 0'],
    [{ MAIL_MAX_ATTEMPTS: '0' }, 'MAIL_MAX_ATTEMPTS must be a number from 1 to 100'],
  ])('names the bad variable in one line: %o', (source, message) => {
    const text = problem(source)
    expect(text).toContain(`invalid configuration: ${message}`)
    expect(text).not.toContain('\n')
  })

  it('never repeats an SMTP_URL, which may carry a password', () => {
    const text = problem({ SMTP_URL: 'http://user:hunter2@relay.example' })
    expect(text).toContain('SMTP_URL must be smtp://')
    expect(text).toContain('(value not shown)')
    expect(text).not.toContain('hunter2')
    expect(parseEnv({ SMTP_URL: 'smtps://user:hunter2@relay.example:465' }).SMTP_URL).toBe(
      'smtps://user:hunter2@relay.example:465',
    )
    expect(parseEnv({}).MAIL_FROM).toBe('Wyoming Navigator <no-reply@localhost>')
  })

  it('covers every variable the README documents and .env.example lists', () => {
    const readme = fs.readFileSync('README.md', 'utf8')
    const example = fs.readFileSync('.env.example', 'utf8')
    for (const name of ENV_VARIABLES) {
      expect(readme, name).toContain(`\`${name}\``)
      expect(example, name).toMatch(new RegExp(`^#? ?${name}=`, 'm'))
    }
  })
})

describe('env()', () => {
  const saved = { ...process.env }
  afterEach(() => {
    for (const key of ENV_VARIABLES) {
      if (saved[key] === undefined) delete process.env[key]
      else process.env[key] = saved[key]
    }
    resetEnv()
  })

  it('parses process.env once, until reset', () => {
    process.env.SUBMISSION_RATE_LIMIT = '7'
    resetEnv()
    expect(env().SUBMISSION_RATE_LIMIT).toBe(7)
    process.env.SUBMISSION_RATE_LIMIT = '8'
    expect(env().SUBMISSION_RATE_LIMIT).toBe(7)
    resetEnv()
    expect(env().SUBMISSION_RATE_LIMIT).toBe(8)
  })
})
