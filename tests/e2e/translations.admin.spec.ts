import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, waitForHydration } from './utils'

// Content in two languages (issue 47 item 4, decision 057): an editor writes a stay's Spanish
// beside its English; the Spanish page shows it, and a field not translated yet is in English,
// marked lang="en"; /admin/translations lists what is left.

const ID = 'fireweed-log-cabin'
const SPANISH =
  'Una cabaña de troncos de verdad, con el fuego encendido al volver de la nieve y el jacuzzi esperándote bajo las estrellas.'

test('an editor fills in a Spanish description beside the English; /es/stay shows it, the rest falls back marked', async ({
  page,
  browser,
}) => {
  await page.goto(`/admin/listings/stays/${ID}`)
  await waitForHydration(page)
  const pair = page.locator('[data-translated="full_description"]')
  await expect(pair.getByLabel('Full description', { exact: true })).toBeVisible()
  const spanish = pair.getByLabel('Full description (Spanish)')
  await expect(spanish).toHaveAttribute('lang', 'es')
  // side by side at 1280 px: the Spanish box starts to the right of the English one
  await page.setViewportSize({ width: 1280, height: 900 })
  const english = await pair.getByLabel('Full description', { exact: true }).boundingBox()
  const translated = await spanish.boundingBox()
  expect(translated!.x).toBeGreaterThan(english!.x + english!.width - 1)
  await spanish.fill(SPANISH)
  await pair.scrollIntoViewIfNeeded()
  await page.screenshot({ path: 'scratch/translations-editor-1280.png' })
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible()

  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } })
  const publicPage = await visitor.newPage()
  await publicPage.setViewportSize({ width: 390, height: 844 })
  await publicPage.goto(`/es/stay/${ID}`)
  const about = publicPage.getByText(SPANISH)
  await expect(about).toBeVisible()
  await expect(about).not.toHaveAttribute('lang', 'en')
  // the pets policy has no Spanish yet: shown in English, marked as such
  const pets = publicPage.locator('dd[lang="en"]').first()
  await expect(pets).toBeVisible()
  await expectNoAxeViolations(publicPage)
  await publicPage.screenshot({ path: 'scratch/translations-es-stay-390.png', fullPage: true })
  // the English page is unchanged and marks nothing
  await publicPage.goto(`/stay/${ID}`)
  await expect(publicPage.getByText(SPANISH)).toHaveCount(0)
  await expect(publicPage.locator('main [lang="en"]')).toHaveCount(0)
  await visitor.close()

  await page.goto('/admin/translations?kind=stays')
  await expect(page.getByRole('heading', { level: 1, name: 'Translations' })).toBeVisible()
  const counts = page.getByRole('table', { name: /translate into Spanish, per kind/ })
  await expect(counts.getByRole('rowheader', { name: 'Stays' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Fireweed Log Cabin' })).toBeVisible()
  await expectNoAxeViolations(page)
  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.screenshot({ path: `scratch/translations-${width}.png`, fullPage: true })
  }
})
