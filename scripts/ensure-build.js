import { spawnSync } from 'node:child_process'
import { buildNeeded } from './build-state.js'

/** Builds the production app when it is missing or stale. */
export function ensureBuild() {
  const reason = buildNeeded()
  if (!reason) return
  console.log(`Building the app (${reason})…`)
  // A build is always the production build, whoever asks for it: Vitest runs with NODE_ENV=test,
  // which would otherwise give the browser React's development bundles (50 KB more per page).
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (result.status !== 0) {
    console.error('Error: the build failed; see the output above.')
    process.exit(result.status ?? 1)
  }
}
