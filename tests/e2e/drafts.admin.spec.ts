import { expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations, waitForHydration } from './utils'

// Drafts, previews and schedules (issue 51 item 4): a new listing is a draft until Publish, its
// public page previewed by editors with a banner, and an article's unpublication scheduled in
// Mountain Time. Screenshots at 390 and 1280 px go to scratch/ (looked at by the session).

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').getByText(text)
const SHOTS = 'scratch'

async function expectCleanPage(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  await expectNoAxeViolations(page)
}

async function shots(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

async function fillRestaurant(page: Page, name: string) {
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await page.getByRole('textbox', { name: 'Type', exact: true }).fill('Diner')
  await page.getByRole('textbox', { name: 'Short description', exact: true }).fill('Huckleberry pancakes.')
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('1 Main St, Wilson, WY')
  await page.getByRole('combobox', { name: 'Town', exact: true }).selectOption('Wilson')
  await page.getByRole('combobox', { name: 'Price range', exact: true }).selectOption('$$')
  await page.getByRole('textbox', { name: 'Hours', exact: true }).fill('Daily 7am to 3pm')
}

test('a new restaurant is a draft until published; its preview shows the public page with a banner', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const name = `Draft Creek Diner ${Date.now()}`
  await page.goto('/admin/listings/restaurants/new')
  await waitForHydration(page)
  await fillRestaurant(page, name)
  await page
    .getByRole('textbox', { name: 'Seasonal notice', exact: true })
    .fill('Closed for the season until May 15')
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(toast(page, 'Draft saved.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  const id = page.url().split('/').pop()!
  await expect(page.getByText('Draft', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Public page' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeVisible()
  await expectCleanPage(page)
  await shots(page, 'draft-editor')

  // Not on the site: its page, /eat and the search.
  expect((await page.request.get(`/eat/${id}`)).status()).toBe(404)
  expect(await (await page.request.get('/eat')).text()).not.toContain(name)
  const list = page.getByRole('link', { name: new RegExp(name) })
  await page.goto(`/admin/listings/restaurants?q=${encodeURIComponent(name)}`)
  await expect(list).toContainText('Draft')

  // The preview: the public page, the banner, noindex; a visitor is refused there (401).
  await page.goto(`/admin/listings/restaurants/${id}`)
  await page.getByRole('link', { name: 'Preview' }).click()
  await expect(page).toHaveURL(`/admin/preview/restaurants/${id}`)
  await expect(page.getByRole('region', { name: 'Preview' })).toContainText('Preview — not published')
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByText('Closed for the season until May 15')).toBeVisible()
  await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1)
  await expectNoAxeViolations(page)
  await shots(page, 'preview')
  const anonymous = await page
    .context()
    .browser()!
    .newContext({ storageState: { cookies: [], origins: [] } })
  expect((await anonymous.request.get(`/admin/preview/restaurants/${id}`)).status()).toBe(401)
  await anonymous.close()

  // Publish: live.
  await page.goto(`/admin/listings/restaurants/${id}`)
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(toast(page, 'Published.')).toBeVisible()
  await expect(page.getByText('Published', { exact: true })).toBeVisible()
  expect((await page.request.get(`/eat/${id}`)).status()).toBe(200)
})

test('an article’s unpublication is scheduled in Mountain Time, and cleared', async ({ page }) => {
  await page.goto('/admin/listings/articles')
  await page.locator('a[href^="/admin/listings/articles/"]:not([href$="/new"])').first().click()
  await waitForHydration(page)
  const field = page.getByLabel('Unpublish on (MST/MDT)')
  await field.fill('2031-01-15T09:00')
  await page.getByRole('button', { name: 'Save schedule' }).click()
  await expect(toast(page, 'Schedule saved.')).toBeVisible()
  await expect(page.getByText('Unpublishes Jan 15, 2031, 9:00 AM MST.')).toBeVisible()
  await expect(field).toHaveValue('2031-01-15T09:00')
  await expectCleanPage(page)
  await shots(page, 'schedule-editor')
  await field.fill('')
  await page.getByRole('button', { name: 'Save schedule' }).click()
  await expect(toast(page, 'Schedule saved.')).toBeVisible()
  await expect(page.getByText(/^Unpublishes /)).toHaveCount(0)
})

test('draft, preview and publish work without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: test.info().project.use.storageState,
  })
  const page = await context.newPage()
  const name = `No-JS Draft Diner ${Date.now()}`
  await page.goto('/admin/listings/restaurants/new')
  await fillRestaurant(page, name)
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  const id = page.url().split('/').pop()!
  expect((await page.request.get(`/eat/${id}`)).status()).toBe(404)
  await page.getByRole('link', { name: 'Preview' }).click()
  await expect(page.getByRole('region', { name: 'Preview' })).toBeVisible()
  await page.goBack()
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page.getByText('Published', { exact: true })).toBeVisible()
  expect((await page.request.get(`/eat/${id}`)).status()).toBe(200)
  await context.close()
})
