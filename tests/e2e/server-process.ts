import fs from 'node:fs'
import { processTree, startAppServer, type TempDatabase, tempDatabase } from '../../scripts/app-server.js'

// Helpers for browser-suite specs that start their own server process from the production build
// (on top of scripts/app-server.js, which scripts share).

/**
 * Starts `node [flags] server.js` in production mode with the request log on (from `cwd` when
 * given); a variable given as undefined is removed from the environment.
 */
export function startServer(env: Record<string, string | undefined>, nodeFlags: string[] = [], cwd?: string) {
  return startAppServer({ env: { LOG_REQUESTS: '1', ...env }, nodeFlags, cwd })
}

export async function waitForOutput(read: () => string, pattern: RegExp, timeout = 20_000) {
  const started = Date.now()
  while (!pattern.test(read())) {
    if (Date.now() - started > timeout)
      throw new Error(`timed out waiting for ${pattern}; output:\n${read()}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

const made: TempDatabase[] = []

/** A fresh database folder; removeTempDbs() (in afterEach) deletes it whether the test passed or not. */
export function tempDb(): TempDatabase {
  const db = tempDatabase('guide-srv-')
  made.push(db)
  return db
}

export function removeTempDbs() {
  for (const db of made.splice(0)) db.remove()
}

/** A process's resident memory now (VmRSS) and at its peak so far (VmHWM), in MB, from /proc. */
export function residentMb(pid: number): { now: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))![1])
  return { now: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 }
}

/** The resident memory now of a server's every process (a cluster's primary and workers), MB. */
export function residentMbOfEach(pid: number): number[] {
  return processTree(pid).map((each) => residentMb(each).now)
}
