import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ENV_VARIABLES, resetEnv } from './env.server'
import { getSecret } from './secret.server'

describe('the server secret', () => {
  const saved = { ...process.env }
  afterEach(() => {
    for (const key of ENV_VARIABLES) {
      if (saved[key] === undefined) delete process.env[key]
      else process.env[key] = saved[key]
    }
    resetEnv()
  })

  it('on PostgreSQL refuses to run without BETTER_AUTH_SECRET', () => {
    process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/guide'
    delete process.env.BETTER_AUTH_SECRET
    resetEnv()
    expect(() => getSecret()).toThrow(
      /^invalid configuration: BETTER_AUTH_SECRET must be set when DATABASE_URL is PostgreSQL/,
    )
    process.env.BETTER_AUTH_SECRET = 'a-secret-of-at-least-32-characters!!'
    resetEnv()
    expect(getSecret()).toBe('a-secret-of-at-least-32-characters!!')
  })

  it('on SQLite generates a secret once and keeps it in the data folder', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-secret-'))
    process.env.DATABASE_URL = `file:${path.join(dir, 'guide.db')}`
    delete process.env.BETTER_AUTH_SECRET
    resetEnv()
    const secret = getSecret()
    expect(secret).toMatch(/^[0-9a-f]{64}$/)
    expect(fs.readFileSync(path.join(dir, 'secret.key'), 'utf8')).toBe(secret)
    resetEnv()
    expect(getSecret()).toBe(secret)
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('is kept until the configuration is read again', () => {
    process.env.BETTER_AUTH_SECRET = 'a-secret-of-at-least-32-characters!!'
    resetEnv()
    expect(getSecret()).toBe('a-secret-of-at-least-32-characters!!')
    process.env.BETTER_AUTH_SECRET = 'another-secret-of-at-least-32-characters'
    expect(getSecret()).toBe('a-secret-of-at-least-32-characters!!')
    resetEnv()
    expect(getSecret()).toBe('another-secret-of-at-least-32-characters')
  })
})
