// `npm run test:e2e`: checks for Chromium, builds if stale, runs Playwright.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { ensureBuild } from './ensure-build.js'

const chrome = process.env.CHROME_PATH || '/usr/bin/chromium'
if (!fs.existsSync(chrome)) {
  console.error(
    `Error: no Chromium at ${chrome}; install it with "apt-get install -y chromium" or set CHROME_PATH.`,
  )
  process.exit(1)
}
ensureBuild()
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' })
process.exit(result.status ?? 1)
