import { expect, test } from '@playwright/test'
import { submitRestaurants } from './admin-steps'
import { ADMIN_STATE, expectNoAxeViolations, waitForHydration } from './utils'

// The submission queues filtered by town and category and sorted by update (issue 51 item 5,
// decision 039): the filters are a GET form, kept by the status links; with JavaScript and without.

test('a queue filtered by town and category, the filters kept across the status links', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const word = `Queuefilter${Date.now()}`
  await submitRestaurants(baseURL!, [`Thayne ${word} Cafe`], {
    address: '5 Main St, Thayne, WY',
    type: 'Cafe',
  })
  await submitRestaurants(baseURL!, [`Etna ${word} Grill`], { address: '7 Main St, Etna, WY' })

  await page.goto('/admin/restaurants')
  await waitForHydration(page)
  const filters = page.getByRole('search', { name: 'Filter the submissions' })
  await filters.getByLabel('Town').selectOption('Thayne')
  await filters.getByLabel('Category').selectOption('Cafe')
  await filters.getByLabel('Sort by').selectOption('updated')
  await filters.getByRole('button', { name: 'Filter', exact: true }).click()
  await expect(page).toHaveURL(/town=Thayne.*category=Cafe.*sort=updated/)
  await expect(page.getByRole('checkbox', { name: `Select Thayne ${word} Cafe` })).toBeVisible()
  await expect(page.getByRole('checkbox', { name: `Select Etna ${word} Grill` })).toHaveCount(0)
  await expectNoAxeViolations(page)
  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.screenshot({ path: `scratch/queue-filters-${width}.png`, fullPage: true })
  }
  // The status links keep the filters.
  await page.getByRole('link', { name: 'Pending', exact: true }).click()
  await expect(page).toHaveURL(/status=pending.*town=Thayne.*category=Cafe/)
  await expect(page.getByLabel('Town')).toHaveValue('Thayne')
})

test('without JavaScript: the town filter is a plain GET form that keeps the status', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const word = `Nojsqueue${Date.now()}`
  await submitRestaurants(baseURL!, [`Smoot ${word} Grill`], { address: '9 Main St, Smoot, WY' })
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: ADMIN_STATE })
  const page = await context.newPage()
  await page.goto('/admin/restaurants?status=pending')
  await page.getByLabel('Town').selectOption('Smoot')
  await page.getByRole('button', { name: 'Filter', exact: true }).click()
  await expect(page).toHaveURL(/status=pending.*town=Smoot/)
  await expect(page.getByRole('checkbox', { name: `Select Smoot ${word} Grill` })).toBeVisible()
  await page.getByRole('link', { name: 'Clear filters' }).click()
  await expect(page).toHaveURL(/\/admin\/restaurants\?status=pending$/)
  await context.close()
})
