// `node scripts/screenshots.js [path ...]`: full-page screenshots of a running app (BASE_URL,
// default http://127.0.0.1:3000) at phone (390 px) and desktop (1280 px) widths into screenshots/.
import fs from 'node:fs'
import { launchChromium } from './chromium.js'

const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000'
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/']
fs.mkdirSync('screenshots', { recursive: true })
const browser = await launchChromium()
for (const [label, width, height] of [
  ['phone', 390, 844],
  ['desktop', 1280, 800],
]) {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 })
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'networkidle' })
    const name = path === '/' ? 'home' : path.replace(/^\//, '').replace(/[/?=&]/g, '_')
    await page.screenshot({ path: `screenshots/${name}-${label}.png`, fullPage: true })
    console.log(`screenshots/${name}-${label}.png`)
  }
  await page.close()
}
await browser.close()
