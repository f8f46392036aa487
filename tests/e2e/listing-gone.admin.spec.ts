import { expect, test } from '@playwright/test'
import { waitForHydration } from './utils'

// Hidden means gone (issue 49 item 6): a visitor adds a listing to their trip, an editor hides
// it, and the visitor's trip shows the stop as "no longer listed" (no link to the hidden page);
// adding it again is refused. The admin session comes from auth.setup.ts; the listing is this
// spec's own.

test('a listing hidden by an editor stays on a visitor’s trip as “no longer listed”', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const name = `Gone Grill ${Date.now()}`
  await page.goto('/admin/listings/restaurants/new')
  await waitForHydration(page)
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await page.getByRole('textbox', { name: 'Type', exact: true }).fill('Diner')
  await page.getByRole('textbox', { name: 'Short description', exact: true }).fill('Trout and pie.')
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('1 Main St, Wilson, WY')
  await page.getByRole('combobox', { name: 'Town', exact: true }).selectOption('Wilson')
  await page.getByRole('textbox', { name: 'Latitude', exact: true }).fill('43.5')
  await page.getByRole('textbox', { name: 'Longitude', exact: true }).fill('-110.87')
  await page.getByRole('combobox', { name: 'Price range', exact: true }).selectOption('$$')
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  const id = page.url().split('/').pop()!

  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } })
  const visitor = await context.newPage()
  await visitor.goto(`/eat/${id}`)
  await visitor
    .getByRole('link', { name: /^Add to trip/ })
    .first()
    .click()
  await expect(visitor.getByRole('heading', { level: 2, name: `Add ${name} to your trip` })).toBeVisible()
  await visitor.getByRole('button', { name: 'Add to trip', exact: true }).click()
  await expect(visitor.getByText('Added to your trip')).toBeVisible({ timeout: 15_000 })

  await page.getByRole('button', { name: 'Hide from the site' }).click()
  await expect(page.getByText('Hidden', { exact: true })).toBeVisible()

  await visitor.goto('/trip')
  const stop = visitor.locator('.trip-stop', { hasText: name })
  await expect(stop.getByText(/No longer listed/)).toBeVisible()
  await expect(stop.getByRole('link', { name })).toHaveCount(0)
  // Adding it again is refused.
  await visitor.goto(`/trip?add=restaurant:${id}`)
  await expect(visitor.getByRole('heading', { level: 2, name: `Add ${name} to your trip` })).toHaveCount(0)
  await context.close()
})
