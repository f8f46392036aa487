import { expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations, waitForHydration } from './utils'

// Site search (issue 19): the header field, the results page, suggestions as a combobox.

const headerField = (page: Page) => page.locator('#header-search')
const results = (page: Page) => page.getByRole('list', { name: 'Results' }).getByRole('article')
const SUGGESTIONS_CHUNK = /\/assets\/search-suggestions-[^/]+\.js$/

test('desktop: searching from the header shows highlighted results and passes axe', async ({ page }) => {
  await page.goto('/eat')
  await waitForHydration(page)
  await headerField(page).fill('bison')
  await headerField(page).press('Enter')
  await expect(page).toHaveURL('/search?q=bison')
  await expect(page.getByRole('heading', { level: 1, name: 'Search Results' })).toBeVisible()
  await expect(page.getByText(/\d+ results for “bison”/)).toBeVisible()
  await expect(results(page).first()).toBeVisible()
  await expect(page.locator('mark', { hasText: /^bison$/i }).first()).toBeVisible()
  // Grouped by type: the restaurant filter keeps the query and lists restaurants only.
  await page
    .getByRole('navigation', { name: 'Result type' })
    .getByRole('link', { name: /^Restaurants/ })
    .click()
  await expect(page).toHaveURL('/search?q=bison&type=restaurant')
  await expect(results(page).first()).toContainText('Restaurant')
  await expect(results(page)).toHaveCount(2)
  await expectNoAxeViolations(page)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the menu holds the search field; a typo is corrected; axe passes', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await expect(headerField(page)).toBeHidden()
    await page.getByLabel('Menu').click()
    const field = page.locator('#menu-search')
    await expect(field).toBeVisible()
    await field.fill('jackon')
    await page.getByRole('search', { name: 'Site search' }).getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL('/search?q=jackon')
    await expect(page.getByText('No results for “jackon”.')).toBeVisible()
    await expect(page.getByText(/Showing \d+ results for “jackson” instead/)).toBeVisible()
    await expect(results(page).first()).toContainText(/jackson/i)
    await expectNoAxeViolations(page)
    await page.getByLabel('Menu').click()
    await expectNoAxeViolations(page)
  })
})

test('the results page works without JavaScript: filters, pages, an empty state', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/search')
  await expect(page.getByRole('heading', { level: 1, name: 'Search the Guide' })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search the guide' }).last().fill('jackson')
  await page.getByRole('search', { name: 'Search the guide' }).getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL('/search?q=jackson')
  await expect(results(page)).toHaveCount(20)
  const pages = page.getByRole('navigation', { name: 'Result pages' })
  await pages.getByRole('link', { name: 'Next page' }).click()
  await expect(page).toHaveURL('/search?q=jackson&page=2')
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  // A facet keeps the query and starts again at page 1.
  await page
    .getByRole('navigation', { name: 'Result type' })
    .getByRole('link', { name: /^Events/ })
    .click()
  await expect(page).toHaveURL('/search?q=jackson&type=event')
  await expect(results(page).first()).toContainText('Event')

  await page.goto('/search?q=zzqxv')
  await expect(page.getByText('Nothing in the guide matches “zzqxv”.')).toBeVisible()
  const browse = page.getByRole('list', { name: 'Browse the guide' })
  await expect(browse.getByRole('link', { name: 'Restaurants' })).toHaveAttribute('href', '/eat')
  await expect(browse.getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/events')
  await context.close()
})

test('hostile queries answer a normal page', async ({ page }) => {
  for (const q of [
    '"unbalanced AND OR NEAR(',
    '*** ^:: ---',
    "'; DROP TABLE search_documents; --",
    'x'.repeat(600),
  ]) {
    const response = await page.goto(`/search?q=${encodeURIComponent(q)}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }
  await expect(page.getByText(/only its first 200 were used/)).toBeVisible()
  const nul = await page.request.get('/search?q=a%00b')
  expect(nul.status()).toBe(200)
})

test('the suggestion code loads on the first focus of the field, not before', async ({ page }) => {
  const loaded: string[] = []
  page.on('request', (request) => {
    if (SUGGESTIONS_CHUNK.test(new URL(request.url()).pathname)) loaded.push(request.url())
  })
  await page.goto('/')
  await waitForHydration(page)
  await page.mouse.move(1100, 30)
  await page.waitForTimeout(300)
  expect(loaded).toEqual([])
  await headerField(page).focus()
  await expect.poll(() => loaded.length).toBe(1)
  await expect(headerField(page)).toHaveAttribute('role', 'combobox')
})

test('suggestions are a combobox: arrows, Escape, Enter, and a count for screen readers', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  const field = headerField(page)
  await field.click()
  await expect(field).toHaveAttribute('aria-expanded', 'false')
  await field.pressSequentially('snake riv', { delay: 30 })
  const listbox = page.getByRole('listbox', { name: /Suggestions for snake riv/ })
  await expect(listbox).toBeVisible()
  await expect(field).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('status').filter({ hasText: /\d+ suggestions?\./ })).toBeAttached()
  const options = listbox.getByRole('option')
  await expect(options.first()).toContainText('Snake River Scenic Float')
  await expect(options.last()).toContainText('See all results for “snake riv”')

  await field.press('ArrowDown')
  const first = await options.first().getAttribute('id')
  await expect(field).toHaveAttribute('aria-activedescendant', first!)
  await expect(options.first()).toHaveAttribute('aria-selected', 'true')
  await field.press('ArrowDown')
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
  await field.press('ArrowUp')
  await expect(options.first()).toHaveAttribute('aria-selected', 'true')
  // Focus never leaves the field.
  await expect(field).toBeFocused()

  await field.press('Escape')
  await expect(listbox).toBeHidden()
  await expect(field).toHaveAttribute('aria-expanded', 'false')
  await expect(field).not.toHaveAttribute('aria-activedescendant', /.+/)

  await field.press('ArrowDown')
  await expect(listbox).toBeVisible()
  await expectNoAxeViolations(page)
  await field.press('Enter')
  await expect(page).toHaveURL('/play/snake-river-scenic-float')
  await expect(page.getByRole('heading', { level: 1, name: 'Snake River Scenic Float' })).toBeVisible()
})

test('Enter with no suggestion chosen searches for the text', async ({ page }) => {
  await page.goto('/stay')
  await waitForHydration(page)
  await headerField(page).click()
  await headerField(page).pressSequentially('elk', { delay: 30 })
  await expect(page.getByRole('listbox')).toBeVisible()
  await headerField(page).press('Enter')
  await expect(page).toHaveURL('/search?q=elk')
})
