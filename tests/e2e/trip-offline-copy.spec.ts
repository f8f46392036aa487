import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { addFrom, ARRIVE, day, setDates } from './trip-steps'
import { expectNoAxeViolations, waitForHydration, waitForServiceWorker } from './utils'

// "Save for offline" on /trip (issue 48 item 5, decision 055): the trip, its stops' pages, the map
// with the tiles around the stops, the conditions and the days' events, saved in one tap; then
// in airplane mode all of it opens, a stop is edited, and back online the edit is sent once.

test.use({ serviceWorkers: 'allow' })
test.describe.configure({ timeout: 150_000 })

/** A trip of two stops on the first day, with /trip loaded under the service worker. */
async function planUnderServiceWorker(page: Page) {
  await setDates(page)
  await addFrom(page, '/eat/elk-antler-grill', 0, 'Elk Antler Grill')
  await addFrom(page, '/stay/fireweed-log-cabin', 0, 'Fireweed Log Cabin')
  await page.goto('/trip')
  await waitForHydration(page)
  await waitForServiceWorker(page)
  await page.reload()
  await waitForHydration(page)
}

const offline = (page: Page) => page.getByRole('region', { name: 'Offline copy' })

/** Presses "Save for offline" and answers the size it says (in MB). */
async function askSize(page: Page): Promise<number> {
  await offline(page).getByRole('button', { name: 'Save for offline' }).click()
  const save = offline(page).getByRole('button', { name: /^Save [\d.]+ MB$/ })
  await expect(save).toBeVisible({ timeout: 20_000 })
  return Number(/([\d.]+) MB/.exec((await save.textContent())!)![1])
}

/** The names of the offline copies in Cache Storage. */
const copies = (page: Page) =>
  page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('trip-offline-')))

/**
 * Empties the service worker's other caches of pages and map data, so what opens offline can
 * only come from the offline copy (the map's code stays: it is kept where any map visit keeps it).
 */
async function forgetEverythingButTheCopy(page: Page) {
  await page.evaluate(async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith('pages-') || name === 'map-tiles' || name === 'images') await caches.delete(name)
      if (name === 'map') {
        const cache = await caches.open(name)
        for (const request of await cache.keys())
          if (new URL(request.url).pathname.startsWith('/map/')) await cache.delete(request)
      }
    }
  })
}

/** Counts the trip changes POSTed with this intent (the service worker's and the page's alike). */
async function countPosts(context: BrowserContext, intent: string): Promise<() => number> {
  let count = 0
  await context.route(
    (url) => url.pathname === '/trip',
    async (route) => {
      const request = route.request()
      if (
        request.method() === 'POST' &&
        new URLSearchParams(request.postData() ?? '').get('intent') === intent
      )
        count += 1
      await route.continue()
    },
  )
  return () => count
}

test('saved in one tap, the trip opens offline with its stops, the map, conditions and events; an edit made offline is sent once', async ({
  context,
  page,
}) => {
  await planUnderServiceWorker(page)
  await expect(offline(page)).toContainText('Keep your trip')
  await expectNoAxeViolations(page)

  // The size first, then the save, with its progress said in a live region.
  const mb = await askSize(page)
  expect(mb).toBeGreaterThan(0)
  await expect(offline(page)).toContainText(/\d+ map tiles/)
  await expectNoAxeViolations(page)
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await offline(page).screenshot({ path: test.info().outputPath(`offline-size-${width}.png`) })
  }
  await offline(page)
    .getByRole('button', { name: /^Save [\d.]+ MB$/ })
    .click()
  await expect(offline(page)).toContainText('Saved for offline on', { timeout: 60_000 })
  await expect(offline(page).getByRole('status')).toHaveText(/^Saved for offline: [\d.]+ MB\.$/)
  // What was said before is what was kept, roughly.
  const kept = Number(
    /Saved for offline: ([\d.]+) MB/.exec((await offline(page).getByRole('status').textContent())!)![1],
  )
  expect(kept / mb).toBeGreaterThan(0.5)
  expect(kept / mb).toBeLessThan(2)
  expect(await copies(page)).toHaveLength(1)
  await expectNoAxeViolations(page)

  // It survives a reload: the page reads the copy's list.
  await page.reload()
  await waitForHydration(page)
  await expect(offline(page)).toContainText('Saved for offline on')
  await expect(offline(page).getByRole('button', { name: 'Remove offline copy' })).toBeVisible()
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await offline(page).screenshot({ path: test.info().outputPath(`offline-saved-${width}.png`) })
  }

  await forgetEverythingButTheCopy(page)
  const stopPosts = await countPosts(context, 'stop')
  await context.setOffline(true)

  // The trip page, from the copy.
  await page.goto('/trip')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 3, name: 'Elk Antler Grill' })).toBeVisible()
  // A stop's page, followed on the client (its data: /eat/elk-antler-grill.data) ...
  await day(page, 0).getByRole('link', { name: 'Elk Antler Grill' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Elk Antler Grill' })).toBeVisible()
  // ... and opened as a document.
  await page.goto('/stay/fireweed-log-cabin')
  await expect(page.getByRole('heading', { level: 1, name: 'Fireweed Log Cabin' })).toBeVisible()

  // The map, with the tiles read from the copy.
  const tiles: number[] = []
  page.on('response', (response) => {
    if (response.url().includes('/tiles/valley.pmtiles')) tiles.push(response.status())
  })
  await page.goto('/map')
  await waitForHydration(page)
  await page.getByRole('heading', { level: 1 }).click()
  await expect(page.getByRole('region', { name: /^Interactive map/ })).toBeVisible({ timeout: 30_000 })
  await expect.poll(() => tiles.length).toBeGreaterThan(1)
  expect(tiles.every((status) => status === 206)).toBe(true)
  await expect(page.locator('canvas.maplibregl-canvas')).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('offline-map.png') })

  // The conditions as saved, and the events of the trip's first day.
  await page.goto('/conditions')
  await expect(page.getByRole('heading', { level: 1, name: 'Conditions and Alerts' })).toBeVisible()
  await page.goto(`/events?date=${ARRIVE}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toHaveCount(0)

  // An edit to a stop, kept on the device.
  await page.goto('/trip')
  await waitForHydration(page)
  await page.getByText('Time and note for Elk Antler Grill').click()
  const stop = page.locator('.trip-stop').filter({ hasText: 'Elk Antler Grill' })
  await stop.getByLabel('Note').fill('Window table, ask for Sam')
  await stop.getByRole('button', { name: 'Save time and note' }).click()
  await expect(page.getByRole('status').filter({ hasText: '1 change is kept on this device' })).toBeVisible()

  // Back online: sent, and only once.
  await context.setOffline(false)
  await expect(page.getByRole('status').filter({ hasText: 'kept on this device' })).toHaveCount(0, {
    timeout: 20_000,
  })
  // Time for any second send (the retries wait 2 s, then 4 s) to show up.
  await page.waitForTimeout(7_000)
  expect(stopPosts()).toBe(1)
  await page.reload()
  await page.getByText('Time and note for Elk Antler Grill').click()
  await expect(
    page.locator('.trip-stop').filter({ hasText: 'Elk Antler Grill' }).getByLabel('Note'),
  ).toHaveValue('Window table, ask for Sam')
})

test('saving can be stopped, keeps nothing then, and a saved copy can be removed', async ({
  context,
  page,
}) => {
  await planUnderServiceWorker(page)
  await askSize(page)
  // A slow connection: each tile range takes a while, so there is time to press Cancel.
  await context.route(
    (url) => url.pathname === '/tiles/valley.pmtiles',
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400))
      await route.continue()
    },
  )
  await offline(page)
    .getByRole('button', { name: /^Save [\d.]+ MB$/ })
    .click()
  const progress = offline(page).getByRole('progressbar', { name: 'Saving for offline' })
  await expect(progress).toBeVisible()
  await expectNoAxeViolations(page)
  await offline(page).getByRole('button', { name: 'Cancel' }).click()
  await expect(offline(page).getByRole('status')).toHaveText('Saving stopped. Nothing new was kept.')
  await expect(progress).toHaveCount(0)
  await expect.poll(() => copies(page)).toEqual([])
  await context.unroute((url) => url.pathname === '/tiles/valley.pmtiles')

  await askSize(page)
  await offline(page)
    .getByRole('button', { name: /^Save [\d.]+ MB$/ })
    .click()
  await expect(offline(page)).toContainText('Saved for offline on', { timeout: 60_000 })
  expect(await copies(page)).toHaveLength(1)
  await offline(page).getByRole('button', { name: 'Remove offline copy' }).click()
  await expect(offline(page).getByRole('status')).toHaveText('The offline copy is removed.')
  await expect(offline(page).getByRole('button', { name: 'Save for offline' })).toBeVisible()
  expect(await copies(page)).toEqual([])
  await page.reload()
  await waitForHydration(page)
  await expect(offline(page).getByRole('button', { name: 'Save for offline' })).toBeVisible()
})

test('without JavaScript there is no button, and the page says saving needs JavaScript', async ({
  browser,
  page,
  context,
}) => {
  await setDates(page)
  await addFrom(page, '/eat/elk-antler-grill', 0, 'Elk Antler Grill')
  const noJs = await browser.newContext({ javaScriptEnabled: false })
  await noJs.addCookies(await context.cookies())
  const plain = await noJs.newPage()
  await plain.goto('/trip')
  const section = plain.getByRole('region', { name: 'Offline copy' })
  await expect(section).toContainText('needs JavaScript')
  await expect(section.getByRole('button')).toHaveCount(0)
  await noJs.close()
})
