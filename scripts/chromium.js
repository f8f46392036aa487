// The system Chromium that the browser tests and every script (lighthouse, screenshots, icons)
// launch, with one set of flags: CHROME_PATH, else /usr/bin/chromium.
import fs from 'node:fs'

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium'

/** Headless in a container, no sandbox or GPU, and none of Chromium's own background traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Exits with a one-line install hint when there is no Chromium at CHROME_PATH. */
export function requireChromium() {
  if (fs.existsSync(CHROME_PATH)) return
  console.error(
    `Error: no Chromium at ${CHROME_PATH}; install it with "apt-get install -y chromium" or set CHROME_PATH.`,
  )
  process.exit(1)
}

/** Launches the system Chromium through Playwright (extra launch options are passed on). */
export async function launchChromium(options = {}) {
  requireChromium()
  const { chromium } = await import('@playwright/test')
  return chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS, ...options })
}
