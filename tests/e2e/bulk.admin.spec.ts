import { expect, type Page, test } from '@playwright/test'
import { submitRestaurants } from './admin-steps'
import { ADMIN_STATE, expectNoAxeViolations, waitForHydration } from './utils'

// Bulk work and finding things (issue 51 item 5): an editor ticks several submissions and approves
// or rejects them at once, then finds the new listings by a filtered search, hides and deletes
// them together; with JavaScript and without. Everything runs on restaurants this spec submits
// (a unique word in their names), so the other specs' listings are left alone.

const result = (page: Page) => page.getByTestId('bulk-result')

test('with JavaScript: tick, count, approve and reject in bulk; filter, hide and delete in bulk', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const word = `Quillbulk${Date.now()}`
  const names = ['Alder', 'Birch', 'Cedar'].map((tree) => `${tree} ${word} Cafe`)
  await submitRestaurants(baseURL!, names)

  await page.goto('/admin/restaurants?status=pending')
  await waitForHydration(page)
  await page.getByRole('checkbox', { name: `Select ${names[0]}` }).check()
  await page.getByRole('checkbox', { name: `Select ${names[1]}` }).check()
  await expect(page.getByText('2 selected', { exact: true })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: 'scratch/bulk-queue-390.png', fullPage: true })
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.getByRole('button', { name: 'Approve the selected' }).click()
  await expect(result(page)).toHaveText('2 approved.')

  // Reject needs its one reason.
  await page.getByRole('checkbox', { name: `Select ${names[2]}` }).check()
  await expect(page.getByText('1 selected', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Reject the selected' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Choose a reason for rejecting.' })).toBeVisible()
  await page.getByRole('checkbox', { name: `Select ${names[2]}` }).check()
  await page.getByLabel('Reason for rejecting').selectOption('Outside our area')
  await page.getByRole('button', { name: 'Reject the selected' }).click()
  await expect(result(page)).toHaveText('1 rejected.')

  // The back office search finds them (listings now), linked to their editors.
  const search = page.getByRole('search', { name: 'Back office search' })
  await search.getByRole('searchbox', { name: 'Search listings and submissions' }).fill(word)
  await search.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/search\\?q=${word}`))
  await expect(page.getByRole('link', { name: new RegExp(names[0]!) })).toHaveAttribute(
    'href',
    /\/admin\/listings\/restaurants\//,
  )
  await expectNoAxeViolations(page)

  // Filters go in the URL.
  await page.goto('/admin/listings/restaurants')
  await waitForHydration(page)
  await page.getByRole('searchbox', { name: 'Search by title or text' }).fill(word)
  await page.getByLabel('Status').selectOption('published')
  await page.getByLabel('Sort by').selectOption('updated')
  await page.getByRole('button', { name: 'Filter', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`q=${word}.*status=published.*sort=updated`))
  await expect(page.getByText(`2 restaurants matching “${word}”.`)).toBeVisible()
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check()
  await expect(page.getByText('2 selected', { exact: true })).toBeVisible()
  await expectNoAxeViolations(page)
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.screenshot({ path: `scratch/bulk-listings-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })

  await page.getByRole('button', { name: 'Hide the selected' }).click()
  await expect(result(page)).toHaveText('2 hidden.')
  // Hidden now: the published filter no longer lists them.
  await expect(page.getByText(`0 restaurants matching “${word}”.`)).toBeVisible()

  await page.goto(`/admin/listings/restaurants?q=${word}&status=hidden`)
  await waitForHydration(page)
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check()
  await page.getByRole('button', { name: 'Delete the selected' }).click()
  await expect(page.getByRole('heading', { name: 'Delete 2 restaurants for good?' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Delete 2 restaurants' }).click()
  await expect(result(page)).toHaveText('2 deleted.')
})

test('without JavaScript: select all, approve, hide, with the filters in the URL', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const word = `Nojsbulk${Date.now()}`
  const names = [`Aspen ${word} Grill`, `Spruce ${word} Grill`]
  await submitRestaurants(baseURL!, names)
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: ADMIN_STATE })
  const page = await context.newPage()

  await page.goto('/admin/restaurants?status=pending')
  await page.getByRole('checkbox', { name: `Select ${names[0]}` }).check()
  await page.getByRole('checkbox', { name: `Select ${names[1]}` }).check()
  await page.getByRole('button', { name: 'Approve the selected' }).click()
  await expect(result(page)).toHaveText('2 approved.')

  await page.goto('/admin/listings/restaurants')
  await page.getByRole('searchbox', { name: 'Search by title or text' }).fill(word)
  await page.getByLabel('Missing').selectOption('photo')
  await page.getByRole('button', { name: 'Filter', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`q=${word}.*missing=photo`))
  await page.getByRole('link', { name: 'Select all on this page' }).click()
  await expect(page).toHaveURL(/select=all/)
  for (const name of names) await expect(page.getByRole('checkbox', { name: `Select ${name}` })).toBeChecked()
  await page.getByRole('button', { name: 'Hide the selected' }).click()
  await expect(result(page)).toHaveText('2 hidden.')
  // The rows start unticked again, and the filters stay on after the action.
  for (const name of names)
    await expect(page.getByRole('checkbox', { name: `Select ${name}` })).not.toBeChecked()
  await expect(page.getByRole('searchbox', { name: 'Search by title or text' })).toHaveValue(word)
  await context.close()
})
