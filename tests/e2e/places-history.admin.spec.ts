import { type Page, expect, test } from '@playwright/test'
import { ADMIN_STATE, expectNoAxeViolations, waitForHydration } from './utils'

// A venue's history and deletion (issue 51, decision 041): each save is a revision shown under
// the form; Delete asks first, naming the events that use it, with JavaScript and without.
// Screenshots of a venue with its history at 390 and 1280 px go to scratch/.

async function createVenue(page: Page, name: string) {
  await page.goto('/admin/venues/new')
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('1 Elk St, Jackson, WY')
  await page.getByRole('button', { name: 'Create venue' }).click()
  await expect(page).toHaveURL(/\/admin\/venues\/(?!new$)[a-z0-9-]+$/)
}

test('a venue’s saves are listed as its history; Delete asks first, then it is gone', async ({ page }) => {
  const name = `History Hall ${Date.now()}`
  await createVenue(page, name)
  await waitForHydration(page)
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('2 Elk St, Jackson, WY')
  await page.getByRole('button', { name: 'Save changes' }).click()
  const history = page.getByRole('region', { name: 'History' })
  await expect(history.getByRole('heading', { name: 'Revision 2 (current)' })).toBeVisible()
  await expect(history.getByText('1 Elk St, Jackson, WY', { exact: true }).first()).toBeVisible()
  await expect(
    history
      .getByRole('listitem')
      .filter({ hasText: /^Address: 1 Elk St, Jackson, WY → 2 Elk St, Jackson, WY$/ }),
  ).toBeVisible()
  await expect(page.getByText('No event points to it.')).toBeVisible()
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  await expectNoAxeViolations(page)
  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.screenshot({ path: `scratch/venue-history-${width}.png`, fullPage: true })
  }
  const url = page.url()
  await page.getByRole('button', { name: 'Delete venue' }).click()
  await expect(page.getByRole('heading', { name: 'Delete this venue for good?' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Delete the venue' }).click()
  await expect(page).toHaveURL(/\/admin\/venues$/)
  await expect(page.getByRole('link', { name: new RegExp(name) })).toHaveCount(0)
  const gone = await page.request.get(url.replace('/admin/venues/', '/events/venues/'))
  expect(gone.status()).toBe(404)
})

test('without JavaScript: a venue deleted after the question', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: ADMIN_STATE })
  const page = await context.newPage()
  const name = `Nojs Hall ${Date.now()}`
  await createVenue(page, name)
  await page.getByRole('button', { name: 'Delete venue' }).click()
  await expect(page.getByRole('heading', { name: 'Delete this venue for good?' })).toBeVisible()
  await page.getByRole('button', { name: 'Delete the venue' }).click()
  await expect(page).toHaveURL(/\/admin\/venues$/)
  await expect(page.getByRole('link', { name: new RegExp(name) })).toHaveCount(0)
  await context.close()
})
