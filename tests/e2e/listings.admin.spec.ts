import { expect, type Page, test } from '@playwright/test'
import { submitRestaurantAsVisitor } from './admin-steps'
import { ADMIN, expectNoAxeViolations, waitForHydration } from './utils'

// An editor's day in the back office (issue 16): create a restaurant, edit its hours, hide it (its
// public page then 404s and it leaves /eat and the search), restore an older version, and reject a
// visitor's submission with a reason. The admin session comes from auth.setup.ts. Everything runs
// on a restaurant this spec makes, so the other specs' listings are left alone.

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').getByText(text)

/** axe on the page itself, once any toast has gone (axe would measure a toast fading in or out). */
async function expectCleanPage(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  await expectNoAxeViolations(page)
}

test('an editor’s day: create, edit the hours, hide, restore an older version', async ({ page }) => {
  test.setTimeout(120_000)
  const name = `Bison Bend Diner ${Date.now()}`

  await page.goto('/admin/listings/restaurants')
  await expect(page.getByRole('heading', { level: 1, name: 'Listings' })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Listings' }),
  ).toHaveAttribute('aria-current', 'page')
  await expectCleanPage(page)

  // Create: a field left wrong answers with its message, the rest is kept.
  await page.getByRole('link', { name: 'New restaurant' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'New restaurant' })).toBeVisible()
  await waitForHydration(page)
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await page.getByRole('textbox', { name: 'Type', exact: true }).fill('Diner')
  await page
    .getByRole('textbox', { name: 'Short description', exact: true })
    .fill('Pancakes and bison burgers.')
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('1 Main St, Wilson, WY')
  await page.getByRole('combobox', { name: 'Town', exact: true }).selectOption('Wilson')
  await page.getByRole('textbox', { name: 'Latitude', exact: true }).fill('51.5')
  await page.getByRole('textbox', { name: 'Longitude', exact: true }).fill('-110.87')
  await page.getByRole('combobox', { name: 'Price range', exact: true }).selectOption('$$')
  await page.getByRole('textbox', { name: 'Hours', exact: true }).fill('Daily 7am to 3pm')
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page.getByText(/^Latitude must be between/)).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name)
  await expectCleanPage(page)
  await page.getByRole('textbox', { name: 'Latitude', exact: true }).fill('43.5')
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(toast(page, 'Restaurant published.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  const editUrl = page.url()
  const id = editUrl.split('/').pop()!
  await expect(page.getByRole('link', { name: 'Photos' })).toHaveAttribute(
    'href',
    `/admin/listings/restaurants/${id}/photos`,
  )
  await expectCleanPage(page)

  // Edit the hours.
  await page.getByRole('textbox', { name: 'Hours', exact: true }).fill('Daily 6am to 2pm')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(toast(page, 'Saved.')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Hours', exact: true })).toHaveValue('Daily 6am to 2pm')
  const publicPage = await page.request.get(`/eat/${id}`)
  expect(publicPage.status()).toBe(200)
  expect(await publicPage.text()).toContain('Daily 6am to 2pm')

  // Hide: the public page 404s, and it is gone from /eat and the search.
  await page.getByRole('button', { name: 'Hide from the site' }).click()
  await expect(toast(page, 'Hidden.')).toBeVisible()
  await expect(page.getByText('Hidden', { exact: true })).toBeVisible()
  expect((await page.request.get(`/eat/${id}`)).status()).toBe(404)
  expect(await (await page.request.get('/eat')).text()).not.toContain(name)
  expect(
    await (await page.request.get(`/search?q=${encodeURIComponent('Bison Bend')}`)).text(),
  ).not.toContain(name)
  await page.getByRole('button', { name: 'Show on the site' }).click()
  await expect(toast(page, 'Shown again.')).toBeVisible()
  expect((await page.request.get(`/eat/${id}`)).status()).toBe(200)

  // Restore the first version: the old hours come back, as a new revision.
  await page.getByRole('link', { name: /^History/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: `History: ${name}` })).toBeVisible()
  await expect(page.getByText('Daily 7am to 3pm', { exact: true })).toBeVisible()
  await page.getByRole('link', { name: 'View revision 1' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Revision 1 as it was' })).toBeVisible()
  await expectCleanPage(page)
  await page.getByRole('button', { name: 'Restore revision 1' }).click()
  await expect(toast(page, 'Revision 1 restored.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Revision 3 (current)' })).toBeVisible()
  await expect(page.getByText(/restored from revision 1/)).toBeVisible()
  expect(await (await page.request.get(`/eat/${id}`)).text()).toContain('Daily 7am to 3pm')

  // The activity log lists it all.
  await page.goto('/admin/activity?subject=restaurants')
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible()
  const entries = page.getByRole('listitem').filter({ hasText: name })
  for (const action of ['created', 'edited', 'hidden', 'shown', 'restored'])
    await expect(entries.filter({ hasText: new RegExp(`^${action}`, 'i') })).toHaveCount(1)
  await expectCleanPage(page)

  // Delete, confirmed with the box.
  await page.goto(editUrl)
  await page.getByRole('button', { name: 'Delete restaurant' }).click()
  await expect(page.getByText('Tick the box to confirm the deletion')).toBeVisible()
  await page.getByRole('checkbox', { name: 'Yes, delete it for good' }).check()
  await page.getByRole('button', { name: 'Delete restaurant' }).click()
  await expect(toast(page, 'Restaurant deleted.')).toBeVisible()
  expect((await page.request.get(`/eat/${id}`)).status()).toBe(404)
})

test('rejecting a submission takes a reason, shown in its history', async ({ page, browser }) => {
  test.setTimeout(90_000)
  const name = `Coyote Pie Stand ${Date.now()}`
  await submitRestaurantAsVisitor(browser, name)
  await page.goto('/admin/restaurants?status=pending')
  await page.getByRole('link', { name: new RegExp(name) }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await waitForHydration(page)
  await page.getByLabel('Reason').selectOption('Outside our area')
  await page.getByLabel('Details (optional)').fill('We cover Teton and Lincoln counties.')
  await page.getByRole('button', { name: 'Reject' }).click()
  await expect(toast(page, 'Rejected.')).toBeVisible()
  const history = page.getByRole('heading', { level: 2, name: 'History' }).locator('..')
  await expect(history.getByText(`rejected · ${ADMIN.email}`)).toBeVisible()
  await expect(
    history.getByText(/Reason: Outside our area\. We cover Teton and Lincoln counties\./),
  ).toBeVisible()
  await expectCleanPage(page)
})

test('newsletter sign-ups and their CSV export', async ({ page }) => {
  await page.goto('/admin/newsletter')
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible()
  await expectCleanPage(page)
  const csv = await page.request.get('/admin/newsletter.csv')
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8')
  expect((await csv.text()).split('\r\n')[0]).toBe('email,state,signed_up_at,confirmed_at')
})

test('the listing editor works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: test.info().project.use.storageState,
  })
  const page = await context.newPage()
  await page.goto('/admin/listings/music/new')
  await page.getByRole('textbox', { name: 'Artist', exact: true }).fill(`No-JS Fiddlers ${Date.now()}`)
  await page.getByRole('combobox', { name: 'Genre', exact: true }).selectOption('Folk')
  await page.locator('input[name="date"]').fill('2030-01-05')
  await page.getByRole('textbox', { name: 'Time', exact: true }).fill('8:00 PM')
  await page.getByRole('textbox', { name: 'Venue', exact: true }).fill('Silver Dollar')
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('50 N Glenwood St, Jackson, WY')
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Fiddles all night.')
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  // Created: the post-redirect-get lands on the new show's editor.
  await expect(page).toHaveURL(/\/admin\/listings\/music\/no-js-fiddlers-\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: /^No-JS Fiddlers/ })).toBeVisible()
  await context.close()
})
