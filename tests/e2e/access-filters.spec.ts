import { expect, type Page, test } from '@playwright/test'
import { activities, restaurants, stays } from '../../db/seed-data'
import { sampleAccessibility } from '../../db/seed-data/accessibility'
import { expectNoAxeViolations, markDocument, sameDocument, waitForHydration } from './utils'

// Issue 46 item 2: the accessibility filters of /search and of the maps are GET forms: they work
// without JavaScript (the choice in the URL) and, with it, update the page (and the map's pins)
// in place.

const NAMES: Record<string, string> = Object.fromEntries(
  [...restaurants, ...stays, ...activities].map((listing) => [listing.id, listing.name]),
)
/** The sample listings with a step-free entrance (db/seed-data/accessibility.ts). */
const STEP_FREE = new Set(
  Object.values(sampleAccessibility).flatMap((facts) =>
    Object.entries(facts)
      .filter(([, fact]) => fact.entrance === 'level' || fact.entrance === 'ramp')
      .map(([id]) => NAMES[id]!),
  ),
)
const STEP_FREE_STAYS = stays.filter((stay) => STEP_FREE.has(stay.name)).map((stay) => stay.name)

async function applyStepFree(page: Page) {
  const filters = page.getByRole('group', { name: /Accessibility/ })
  await filters.getByRole('checkbox', { name: 'Step-free entrance' }).check()
  await filters.getByRole('button', { name: 'Apply' }).click()
}

for (const js of [true, false]) {
  const how = js ? 'with' : 'without'

  test(`/search filters by "Step-free entrance" ${how} JavaScript`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: js })
    const page = await context.newPage()
    await page.goto('/search?q=jackson')
    if (js) {
      await waitForHydration(page)
      await markDocument(page)
    }
    const results = page.getByRole('list', { name: 'Results' }).getByRole('heading')
    const before = await results.allTextContents()
    expect(before.some((title) => !STEP_FREE.has(title.trim()))).toBe(true)
    await applyStepFree(page)
    await expect(page).toHaveURL(/\/search\?q=jackson&access=step-free$/)
    if (js) expect(await sameDocument(page)).toBe(true)
    await expect(page.getByRole('checkbox', { name: 'Step-free entrance' })).toBeChecked()
    const titles = (await results.allTextContents()).map((title) => title.trim())
    expect(titles.length).toBeGreaterThan(0)
    for (const title of titles) expect(STEP_FREE, title).toContain(title)
    // The type links keep the filter.
    await expect(
      page.getByRole('navigation', { name: 'Result type' }).getByRole('link', { name: /^All/ }),
    ).toHaveAttribute('href', '/search?q=jackson&access=step-free')
    if (js) await expectNoAxeViolations(page)
    await context.close()
  })

  test(`/stay/map filters by "Step-free entrance" ${how} JavaScript`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: js })
    const page = await context.newPage()
    const placesRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/map/places.json')) placesRequests.push(request.url())
    })
    await page.goto('/stay/map?type=lodges')
    if (js) {
      await waitForHydration(page)
      await markDocument(page)
    }
    await applyStepFree(page)
    // The accommodation type is kept along with the new filter.
    await expect(page).toHaveURL(/\/stay\/map\?type=lodges&access=step-free$/)
    await page.goto('/stay/map?access=step-free')
    if (js) {
      await waitForHydration(page)
      await markDocument(page)
    }
    const places = page.getByRole('list', { name: 'Places to stay' }).getByRole('listitem')
    await expect(places).toHaveCount(STEP_FREE_STAYS.length)
    for (const name of STEP_FREE_STAYS)
      await expect(places.getByRole('link', { name, exact: true })).toHaveCount(1)
    const pins = page.getByRole('list', { name: 'Pins on the map' }).getByRole('link')
    await expect(pins).toHaveCount(STEP_FREE_STAYS.length)
    // The list view and the type links keep it.
    await expect(page.getByRole('link', { name: 'Lodges' })).toHaveAttribute(
      'href',
      '/stay/map?access=step-free&type=lodges',
    )
    if (js) {
      // The interactive map, loaded on the visitor's first touch, asks for the filtered pins;
      // unticking updates the page in place, and the page is axe clean while the next map loads.
      placesRequests.length = 0
      await page.getByRole('heading', { level: 1 }).click()
      await expect(page.getByRole('region', { name: /^Interactive map/ })).toBeVisible({ timeout: 20_000 })
      expect(placesRequests.some((url) => url.includes('access=step-free'))).toBe(true)
      await page.getByRole('checkbox', { name: 'Step-free entrance' }).uncheck()
      await page.getByRole('button', { name: 'Apply' }).click()
      await expect(page).toHaveURL(/\/stay\/map$/)
      await expect(places).toHaveCount(stays.length)
      expect(await sameDocument(page)).toBe(true)
      await expectNoAxeViolations(page)
    }
    await context.close()
  })
}

test('/map and /play/map have the filters too (the three of them), keeping the map view', async ({
  page,
}) => {
  await page.goto('/map?view=jackson')
  const filters = page.getByRole('group', { name: /Accessibility/ })
  await expect(filters.getByRole('checkbox')).toHaveCount(3)
  await filters.getByRole('checkbox', { name: 'Stroller-friendly' }).check()
  await filters.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(/\/map\?view=jackson&access=stroller$/)
  // Only stroller-friendly places (events have no facts): trails, every pin a listing.
  // The list beside the map (the static pins give way to the interactive map once it loads).
  const places = page
    .getByRole('region', { name: 'Places on the Map' })
    .getByRole('list', { name: 'Places' })
    .getByRole('heading', { level: 3 })
    .getByRole('link')
  await expect(places).not.toHaveCount(0)
  for (const href of await places.evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
    expect(href).toMatch(/^\/play\//)
  await page.goto('/play/map?difficulty=Easy')
  await expect(page.getByRole('group', { name: /Accessibility/ }).getByRole('checkbox')).toHaveCount(3)
  await applyStepFree(page)
  await expect(page).toHaveURL(/\/play\/map\?difficulty=Easy&access=step-free$/)
  await expect(page.getByRole('link', { name: 'Filter', exact: true })).toHaveAttribute(
    'href',
    '/play/filter?difficulty=Easy&access=step-free',
  )
  // The events map has no accessibility filters (events have no facts of their own).
  await page.goto('/map?type=events')
  await expect(page.getByRole('group', { name: /Accessibility/ })).toHaveCount(0)
})
