import { expect, type Page, test } from '@playwright/test'
import { stays } from '../../db/seed-data'
import { expectNoAxeViolations, markDocument, sameDocument, waitForHydration } from './utils'

// This spec is about what the service worker does (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

// The interactive map (issue 19): MapLibre over the server-drawn map, loaded on the visitor's
// first interaction, drawing the self-hosted tiles (the e2e server serves the small set cut from
// the bundled outlines) and clustered pins that open a card. Nothing comes from another host.

/** Every request the page made went to the site itself. */
function trackRequests(page: Page): string[] {
  const elsewhere: string[] = []
  page.on('request', (request) => {
    if (!/^(http:\/\/127\.0\.0\.1:|blob:|data:)/.test(request.url())) elsewhere.push(request.url())
  })
  return elsewhere
}

async function openInteractiveMap(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
  // Nothing of the map library is loaded before the visitor does something.
  const before = await page.evaluate(() =>
    performance.getEntriesByType('resource').some((entry) => /interactive/.test(entry.name)),
  )
  expect(before).toBe(false)
  await page.getByRole('heading', { level: 1 }).click()
  await expect(page.getByRole('button', { name: 'Near me' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('region', { name: /^Interactive map/ })).toBeVisible()
}

test.describe('with a location', () => {
  test.use({ geolocation: { latitude: 43.4799, longitude: -110.7624 }, permissions: ['geolocation'] })

  test('/stay/map: the interactive map draws the tiles, its pins open a card, and Near me sorts by distance', async ({
    page,
  }) => {
    const elsewhere = trackRequests(page)
    const tiles: number[] = []
    page.on('response', (response) => {
      if (response.url().includes('/tiles/valley.pmtiles')) tiles.push(response.status())
    })
    await openInteractiveMap(page, '/stay/map')
    // The drawn map's numbered pins step aside for the interactive ones.
    await expect(page.getByRole('list', { name: 'Pins on the map' })).toBeHidden()
    await expect.poll(() => tiles.length).toBeGreaterThan(0)
    expect(tiles.every((status) => status === 206)).toBe(true)

    // Every stay is on the map, one by one or inside a cluster that zooms in.
    const markers = page.locator('.map-pin, .map-cluster')
    await expect(markers.first()).toBeVisible()
    const cluster = page.getByRole('button', { name: /places close together: zoom in$/ })
    while ((await page.getByRole('button', { name: /: show details$/ }).count()) === 0) {
      await cluster.first().click()
      await page.waitForTimeout(600)
    }
    const pin = page.getByRole('button', { name: /: show details$/ }).first()
    const label = (await pin.getAttribute('aria-label'))!
    const name = label.replace(/: show details$/, '')
    const stay = stays.find((s) => s.name === name)!
    expect(stay, `${name} is a stay`).toBeTruthy()
    await pin.click()
    const details = page.getByRole('link', { name: 'View details' })
    await expect(details).toBeVisible()
    await expect(details).toHaveAttribute('href', `/stay/${stay.id}`)
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Near me' }).click()
    const nearest = page.getByRole('region', { name: 'Nearest to you' })
    await expect(nearest).toBeVisible()
    const items = nearest.getByRole('listitem')
    await expect(items.first()).toBeVisible()
    // Nearest first: the distances never go down.
    const km = (await items.allTextContents()).map((text) => {
      const m = /([\d.]+) (m|km)\b/.exec(text)!
      return Number(m[1]) / (m[2] === 'm' ? 1000 : 1)
    })
    expect(km).toEqual([...km].sort((a, b) => a - b))
    await expectNoAxeViolations(page)
    expect(elsewhere).toEqual([])
  })
})

test('without location permission, Near me says so and the list still works', async ({ page }) => {
  await openInteractiveMap(page, '/map?type=eat')
  await page.getByRole('button', { name: 'Near me' }).click()
  await expect(page.getByRole('region', { name: 'Nearest to you' })).toContainText('Location is turned off')
})

test('the pins of a filtered map match its list', async ({ request }) => {
  const all = await (await request.get('/map/places.json?map=stay')).json()
  const ranches = await (await request.get('/map/places.json?map=stay&type=ranches')).json()
  expect(all.features.length).toBeGreaterThan(ranches.features.length)
  expect(ranches.features.length).toBeGreaterThan(0)
  for (const feature of ranches.features) expect(feature.properties.href).toMatch(/^\/stay\//)
})

test('the tile archive answers byte ranges', async ({ request }) => {
  const head = await request.get('/tiles/valley.pmtiles', { headers: { Range: 'bytes=0-126' } })
  expect(head.status()).toBe(206)
  expect(head.headers()['content-range']).toMatch(/^bytes 0-126\/\d+$/)
  const bytes = await head.body()
  expect(bytes.subarray(0, 7).toString('latin1')).toBe('PMTiles')
  expect(bytes[7]).toBe(3)
  // A range past the end: 416, naming the size (issue 49 item 8; it was a 404).
  const size = Number(head.headers()['content-range']!.split('/')[1])
  const past = await request.get('/tiles/valley.pmtiles', { headers: { Range: `bytes=${size + 10}-` } })
  expect(past.status()).toBe(416)
  expect(past.headers()['content-range']).toBe(`bytes */${size}`)
})

test('offline, a map page visited before keeps its interactive map', async ({ page, context }) => {
  await openInteractiveMap(page, '/stay/map')
  // Let the service worker take control and keep what the map loaded.
  await page.evaluate(() => navigator.serviceWorker.ready)
  await page.reload()
  await waitForHydration(page)
  await page.getByRole('heading', { level: 1 }).click()
  await expect(page.getByRole('button', { name: 'Near me' })).toBeVisible({ timeout: 20_000 })
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Accommodations Map' })).toBeVisible()
  await waitForHydration(page).catch(() => {})
  await page.getByRole('heading', { level: 1 }).click()
  await expect(page.getByRole('button', { name: 'Near me' })).toBeVisible({ timeout: 20_000 })
  await expect(page.locator('.map-pin, .map-cluster').first()).toBeVisible()
})

test.describe('where the interactive map cannot load', () => {
  // page.route sees the page's own requests only when no service worker answers them.
  test.use({ serviceWorkers: 'block' })

  test('a map page’s places and pins are followed on the client; a click with Shift is the browser’s', async ({
    page,
    context,
  }) => {
    // The drawn map's pins stay (the interactive map hides them once it is ready).
    await page.route(/\/assets\/interactive\.client-[\w-]+\.js$/, (route) => route.abort())
    await page.goto('/map')
    await waitForHydration(page)
    await markDocument(page)
    const places = page.getByRole('list', { name: 'Places' })
    const first = places.getByRole('heading', { level: 3 }).first().getByRole('link')
    const name = (await first.textContent())!
    const href = (await first.getAttribute('href'))!
    expect(href).toMatch(/^\/(eat|stay|play|events)\/[\w-]+$/)
    // With Shift, a new window: this page stays where it is.
    const [popup] = await Promise.all([context.waitForEvent('page'), first.click({ modifiers: ['Shift'] })])
    await popup.close()
    await expect(page).toHaveURL('/map')

    await first.click()
    await expect(page).toHaveURL(href)
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL('/map')
    // A pin (the drawn map's, before the interactive one is asked for) and a crowd's closer view.
    const pins = page.getByRole('list', { name: 'Pins on the map' })
    const crowd = pins.getByRole('link', { name: /places close together/ }).first()
    const closer = (await crowd.getAttribute('href'))!
    await crowd.click()
    await expect(page).toHaveURL(closer)
    const pin = pins.getByRole('link', { name: /^\d+: / }).first()
    const pinHref = (await pin.getAttribute('href'))!
    await pin.click()
    await expect(page).toHaveURL(pinHref)
    // All of it without loading a page again.
    expect(await sameDocument(page)).toBe(true)
  })
})
