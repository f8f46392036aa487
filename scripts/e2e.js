// `npm run test:e2e`: checks for Chromium, builds if stale, checks the first-load JavaScript budget
// (scripts/check-bundle.js), runs Playwright.
import { spawnSync } from 'node:child_process'
import { requireChromium } from './chromium.js'
import { ensureBuild } from './ensure-build.js'

requireChromium()
ensureBuild()
// Every public page's first-load JavaScript must stay within budget (DESIGN section 6).
const bundle = spawnSync(process.execPath, ['scripts/check-bundle.js'], { stdio: 'inherit' })
if (bundle.status !== 0) {
  console.error('Error: the first-load JavaScript budget check failed; see the table above.')
  process.exit(bundle.status ?? 1)
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' })
process.exit(result.status ?? 1)
