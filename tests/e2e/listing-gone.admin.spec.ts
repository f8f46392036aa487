import { expect, test } from '@playwright/test'
import { createRestaurantInEditor } from './admin-steps'

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
  const id = await createRestaurantInEditor(page, name)

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
