import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'

// The command-line entry points read `.env` from the folder they run in, validate every variable,
// and stop with one line naming a bad one.
const run = promisify(execFile)
const root = path.resolve(import.meta.dirname, '..')
const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

function folder(dotenv?: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-config-'))
  dirs.push(dir)
  if (dotenv !== undefined) fs.writeFileSync(path.join(dir, '.env'), dotenv)
  return dir
}

/** Runs a script with tsx in `cwd`, with the test's own configuration variables removed. */
async function script(name: string, cwd: string, env: Record<string, string> = {}, args: string[] = []) {
  const base = { ...process.env }
  for (const key of ['DATABASE_URL', 'BETTER_AUTH_SECRET', 'PORT', 'UPLOAD_DIR']) delete base[key]
  return run(
    process.execPath,
    ['--import', import.meta.resolve('tsx'), path.join(root, 'scripts', name), ...args],
    {
      cwd,
      env: { ...base, ...env },
    },
  ).then(
    (r) => ({ code: 0, out: r.stdout, err: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout, err: e.stderr }),
  )
}

describe('configuration at start-up of the scripts', () => {
  it('reads .env, and a variable set in the environment wins over it', async () => {
    const dir = folder(`DATABASE_URL=file:./from-dotenv.db\n`)
    const fromFile = await script('migrate.ts', dir)
    expect(fromFile.code).toBe(0)
    expect(fs.existsSync(path.join(dir, 'from-dotenv.db'))).toBe(true)

    const other = folder(`DATABASE_URL=file:./from-dotenv.db\n`)
    const fromEnv = await script('migrate.ts', other, {
      DATABASE_URL: `file:${path.join(other, 'from-env.db')}`,
    })
    expect(fromEnv.code).toBe(0)
    expect(fs.existsSync(path.join(other, 'from-env.db'))).toBe(true)
    expect(fs.existsSync(path.join(other, 'from-dotenv.db'))).toBe(false)
  })

  it('runs without a .env file', async () => {
    const dir = folder()
    const result = await script('migrate.ts', dir, { DATABASE_URL: `file:${path.join(dir, 'guide.db')}` })
    expect(result.code).toBe(0)
  })

  it('a bad value in .env stops db:migrate with one line naming it', async () => {
    const dir = folder('PORT=abc\n')
    const result = await script('migrate.ts', dir)
    expect(result.code).toBe(1)
    expect(result.err).toBe(
      'Error: invalid configuration: PORT must be a number from 0 to 65535 (got "abc")\n',
    )
    expect(fs.existsSync(path.join(dir, 'data'))).toBe(false)
  })

  it('admin:create on PostgreSQL refuses to run without BETTER_AUTH_SECRET', async () => {
    const dir = folder()
    const result = await script(
      'admin-create.ts',
      dir,
      { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
      ['--email', 'a@example.com', '--password', 'a long password 1', '--role', 'admin'],
    )
    expect(result.code).toBe(1)
    expect(result.err).toMatch(
      /^Error: invalid configuration: BETTER_AUTH_SECRET must be set when DATABASE_URL is PostgreSQL[^\n]*\n$/,
    )
  })
})
