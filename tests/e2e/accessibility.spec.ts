import { expect, type Page, test } from '@playwright/test'
import { restaurants } from '../../db/seed-data'
import { expectNoAxeViolations, waitForHydration } from './utils'

// Issue 46 items 1-3 in the browser: /eat filtered by "Step-free entrance" (with and without
// JavaScript, the choice in the URL), the Accessibility section of a listing, and its A11yJSON.

const nameOf = (id: string) => restaurants.find((r) => r.id === id)!.name
// The seeded facts (db/seed-data/accessibility.ts): these two have a step-free entrance.
const STEP_FREE = ['elk-antler-grill', 'snowshoe-hare-diner'].map(nameOf)
const cards = (page: Page) => page.getByRole('main').getByRole('article')

for (const js of [true, false]) {
  test(`/eat filters by "Step-free entrance" ${js ? 'with' : 'without'} JavaScript`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: js })
    const page = await context.newPage()
    await page.goto('/eat?cuisine=cowboy')
    if (js) await waitForHydration(page)
    const filters = page.getByRole('group', { name: /Accessibility/ })
    await filters.getByRole('checkbox', { name: 'Step-free entrance' }).check()
    await filters.getByRole('button', { name: 'Apply' }).click()
    // The cuisine is kept along with the new filter.
    await expect(page).toHaveURL(/\/eat\?cuisine=cowboy&access=step-free$/)
    await page.goto('/eat?access=step-free')
    await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(
      restaurants.map((r) => r.name).filter((n) => STEP_FREE.includes(n)),
    )
    await expect(page.getByText(/: Step-free entrance$/)).toBeVisible()
    await expect(page.getByRole('checkbox', { name: 'Step-free entrance' })).toBeChecked()
    // The cuisine links keep the accessibility filter.
    await expect(
      page.getByRole('navigation', { name: 'Cuisine' }).getByRole('link', { name: 'Cowboy' }),
    ).toHaveAttribute('href', '/eat?cuisine=cowboy&access=step-free')
    if (js) await expectNoAxeViolations(page)
    await context.close()
  })
}

test('a restaurant’s Accessibility section says its facts in words, unknowns as "Not known"', async ({
  page,
}) => {
  await page.goto('/eat/buffaloberry-kitchen')
  const section = page.getByRole('region', { name: 'Accessibility' })
  await expect(section).toBeVisible()
  const fact = (name: string) =>
    section.getByRole('term').filter({ hasText: name }).locator('xpath=following-sibling::dd')
  await expect(fact('Entrance')).toHaveText('One step (4 cm)')
  await expect(fact('Accessible restroom')).toHaveText('No')
  await expect(fact('Hearing loop')).toHaveText('Not known')
  await expect(section.getByText(/^Checked by our editors on /)).toBeVisible()
  await expectNoAxeViolations(page)

  // A listing nobody has surveyed says so, and never "No".
  await page.goto('/eat/antler-arch-chuckwagon')
  const unknown = page.getByRole('region', { name: 'Accessibility' })
  await expect(unknown.getByText('Nobody has confirmed these facts yet', { exact: false })).toBeVisible()
  await expect(unknown.getByRole('definition').filter({ hasText: /^No$/ })).toHaveCount(0)

  // Its A11yJSON, linked from the section.
  await page.goto('/eat/buffaloberry-kitchen')
  const href = await page.getByRole('link', { name: 'These facts as A11yJSON data' }).getAttribute('href')
  expect(href).toBe('/listings/restaurants/buffaloberry-kitchen.a11y.json')
  const response = await page.request.get(href!)
  expect(response.headers()['content-type']).toContain('application/json')
  const json = await response.json()
  expect(json.properties.accessibility.entrances).toEqual([
    { isLevel: false, stairs: { count: 1, stepHeight: { value: 4, unit: 'cm' } } },
  ])
  // JSON-LD names the known facts as amenityFeature.
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(ld.join('\n')).toContain('"LocationFeatureSpecification"')
})

test('screenshots of the filters and the section at 390 and 1280 px', async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/eat?access=step-free')
    await page.screenshot({ path: `scratch/a11y-eat-${width}.png` })
    await page.goto('/eat/elk-antler-grill')
    await page
      .getByRole('region', { name: 'Accessibility' })
      .screenshot({ path: `scratch/a11y-section-${width}.png` })
    await page.goto('/play/taggart-lake-hike')
    await page
      .getByRole('region', { name: 'Accessibility' })
      .screenshot({ path: `scratch/a11y-trail-${width}.png` })
  }
})
