import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, waitForHydration } from './utils'

// Freshness you can see (issue 44 item 4, decision 046): an editor confirms a listing's facts, its
// public page says when and by whom, and /admin/freshness lists listings by the age of their check.

const ID = 'salt-river-creamery-table'

/** Today in the region, as the pages write it ("November 29, 2026"). */
function regionToday(): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Denver',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date())
}

test('an editor marks a listing checked today; its page says so; the freshness list counts it', async ({
  page,
  browser,
}) => {
  await page.goto(`/admin/listings/restaurants/${ID}`)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { name: 'Facts checked' })).toBeVisible()
  await page.getByRole('button', { name: 'Mark as checked today' }).click()
  await expect(page.getByText('Marked as checked today.')).toBeVisible()
  await expect(page.getByText(/Checked by our editors on .* \(today\)\./)).toBeVisible()

  // A visitor (no session) reads it on the public page.
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } })
  const publicPage = await visitor.newPage()
  await publicPage.goto(`/eat/${ID}`)
  await expect(publicPage.getByText(`Checked by our editors on ${regionToday()}`)).toBeVisible()
  await visitor.close()

  await page.goto('/admin/freshness?kind=restaurants')
  await expect(page.getByRole('heading', { level: 1, name: 'Freshness' })).toBeVisible()
  const counts = page.getByRole('table', { name: /Listings by the age of their last check/ })
  await expect(counts.getByRole('rowheader', { name: 'Restaurants' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Salt River Creamery Table' })).toBeVisible()
  await expectNoAxeViolations(page)
  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.screenshot({ path: `scratch/freshness-${width}.png`, fullPage: true })
  }
})
