import { spawnSync } from 'node:child_process'
import { buildNeeded } from './build-state.js'

/** Builds the production app when it is missing or stale. */
export function ensureBuild() {
  const reason = buildNeeded()
  if (!reason) return
  console.log(`Building the app (${reason})…`)
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' })
  if (result.status !== 0) {
    console.error('Error: the build failed; see the output above.')
    process.exit(result.status ?? 1)
  }
}
