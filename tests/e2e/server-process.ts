import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

// Helpers for browser-suite specs that start their own server process from the production build.

/**
 * Starts `node [flags] server.js` in production mode (from `cwd` when given); a variable given as
 * undefined is removed from the environment. Its output is collected for waitForOutput.
 */
export function startServer(env: Record<string, string | undefined>, nodeFlags: string[] = [], cwd?: string) {
  const merged: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_REQUESTS: '1',
    ...env,
  }
  for (const [key, value] of Object.entries(merged)) if (value === undefined) delete merged[key]
  const child = spawn(process.execPath, [...nodeFlags, path.resolve('server.js')], {
    env: merged,
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, output: () => output, exited }
}

export async function waitForOutput(read: () => string, pattern: RegExp, timeout = 20_000) {
  const started = Date.now()
  while (!pattern.test(read())) {
    if (Date.now() - started > timeout)
      throw new Error(`timed out waiting for ${pattern}; output:\n${read()}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

export function tempDb() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-srv-'))
  return { url: `file:${path.join(dir, 'guide.db')}`, dir }
}

/** A process's resident memory now (VmRSS) and at its peak so far (VmHWM), in MB, from /proc. */
export function residentMb(pid: number): { now: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))![1])
  return { now: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 }
}
