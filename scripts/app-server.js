// Starts the production build (`node server.js`) as a child process for scripts and browser tests
// that need a server of their own (bench, lighthouse, tests/e2e/*.spec.ts), and waits for it.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * Starts `node [nodeFlags] server.js` with NODE_ENV=production and `env` on top of this process's
 * environment (a variable given as undefined is removed from it), from `cwd` when given; a single
 * process (WEB_CONCURRENCY=1) unless `env` or this environment says otherwise. `listening` settles with the server's address (`http://127.0.0.1:<port>`; give PORT=0 to let the system choose a free port) once the server logs that it listens (it rejects, with the
 * server's output, when the process exits first); `output()` is all it printed so far, stdout and
 * stderr; `exited` gives its exit code. With `echoErrors` its stderr also goes to ours.
 */
export function startAppServer({ env = {}, nodeFlags = [], echoErrors = false, cwd = undefined } = {}) {
  // One process unless asked (WEB_CONCURRENCY): tests and scripts start many servers side by side.
  const merged = { WEB_CONCURRENCY: '1', ...process.env, NODE_ENV: 'production', ...env }
  for (const [key, value] of Object.entries(merged)) if (value === undefined) delete merged[key]
  const child = spawn(process.execPath, [...nodeFlags, path.resolve('server.js')], {
    env: merged,
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => {
    output += chunk
    if (echoErrors) process.stderr.write(chunk)
  })
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)))
  const listening = new Promise((resolve, reject) => {
    const check = () => {
      // The server's address from its "listening" line: with PORT=0 the system chose the port.
      const line = output.split('\n').find((text) => text.includes('"msg":"listening"'))
      if (line) {
        child.stdout.off('data', check)
        resolve(/"url":"([^"]+)"/.exec(line)?.[1] ?? '')
      }
    }
    child.stdout.on('data', check)
    void exited.then((code) => reject(new Error(`server exited with ${code} before listening:\n${output}`)))
  })
  // A server that is meant to fail (a taken port) must not become an unhandled rejection.
  listening.catch(() => {})
  return {
    child,
    listening,
    exited,
    output: () => output,
    /** Sends SIGTERM (or `signal`) and waits until the process has gone. */
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      return exited
    },
  }
}

/**
 * A fresh temporary folder holding a SQLite database file: `url` for DATABASE_URL, `file` for a
 * direct look, and `remove()` to delete it all (call it in afterAll/finally).
 */
export function tempDatabase(prefix = 'guide-') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  const file = path.join(dir, 'guide.db')
  return { dir, file, url: `file:${file}`, remove: () => fs.rmSync(dir, { recursive: true, force: true }) }
}

/**
 * Where scripts/serve-e2e.js writes the DATABASE_URL of the browser tests' shared server on `port`,
 * so a test can reach that server's database (tests/e2e/auth.setup.ts creates the admin there).
 */
export function databaseUrlFile(port) {
  return path.join(os.tmpdir(), `guide-e2e-${port}.url`)
}

/**
 * A process and every process under it (a cluster's primary and its workers), from /proc: the
 * pids, the process itself first.
 */
export function processTree(pid) {
  const pids = [pid]
  for (let i = 0; i < pids.length; i++) {
    let tasks = []
    try {
      tasks = fs.readdirSync(`/proc/${pids[i]}/task`)
    } catch {
      continue // gone meanwhile
    }
    for (const task of tasks) {
      try {
        const children = fs.readFileSync(`/proc/${pids[i]}/task/${task}/children`, 'utf8').trim()
        if (children) pids.push(...children.split(/\s+/).map(Number))
      } catch {
        // gone meanwhile
      }
    }
  }
  return pids
}
