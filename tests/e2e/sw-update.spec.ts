import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { startAppServer, tempDatabase } from '../../scripts/app-server.js'
import { E2E_PORT, origin, waitForHydration, waitForServiceWorker } from './utils'

// This spec is about what the service worker does (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

// Deploys a "new version" (a changed service worker) into a private copy of the build while a
// visitor has the app open: the new worker waits, the visitor is told, and Reload switches cleanly.
test('a new version waits, says an update is ready, and takes over on Reload', async ({ page }) => {
  test.setTimeout(60_000)
  const buildDir = `build-e2e-update-${process.pid}`
  fs.cpSync(process.env.BUILD_DIR || 'build', buildDir, { recursive: true })
  const db = tempDatabase('guide-update-')
  const port = E2E_PORT + 87
  const server = startAppServer({
    env: { PORT: String(port), BUILD_DIR: buildDir, DATABASE_URL: db.url, LOG_REQUESTS: '0' },
    echoErrors: true,
  })
  try {
    await server.listening
    const base = origin(port)
    await page.goto(`${base}/`)
    await waitForHydration(page)
    await waitForServiceWorker(page)
    const firstWorker = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())!.active!.scriptURL,
    )
    expect(firstWorker).toBe(`${base}/sw.js`)
    await page.evaluate(() => ((window as unknown as { oldPage: boolean }).oldPage = true))

    // Deploy: the worker script changes.
    const sw = path.join(buildDir, 'client', 'sw.js')
    fs.appendFileSync(sw, '\n// version 2\n')
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())!.update()
    })

    // The new worker waits; the page still runs the old one and says an update is ready.
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'An update is ready' })
    await expect(toast).toBeVisible({ timeout: 20_000 })
    await expect(toast.getByText('Reload to get the latest version of the guide.')).toBeVisible()
    expect(
      await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())!.waiting),
    ).toBe(true)

    await Promise.all([page.waitForEvent('load'), toast.getByRole('button', { name: 'Reload' }).click()])
    await waitForHydration(page)
    expect(await page.evaluate(() => (window as unknown as { oldPage?: boolean }).oldPage)).toBeUndefined()
    expect(
      await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())!.waiting),
    ).toBe(false)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  } finally {
    await server.stop()
    fs.rmSync(buildDir, { recursive: true, force: true })
    db.remove()
  }
})
