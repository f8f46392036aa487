import { type Browser, type BrowserContext, expect, test } from '@playwright/test'
import { activities, restaurants } from '../../db/seed-data'
import { denverDay } from './trip-steps'
import { expectNoAxeViolations, waitForHydration } from './utils'

// Issue 50 item 5 (decision 045): favorites kept with the trip, under its cookie.

test.describe.configure({ timeout: 120_000 })

const restaurant = restaurants[0]!
const activity = activities.find((a) => a.featured)!

/** axe on the server-rendered page, with the same cookies (axe needs JavaScript; the site's is blocked). */
async function expectNoAxeViolationsAsServed(browser: Browser, from: BrowserContext, url: string) {
  const context = await browser.newContext({ javaScriptEnabled: true })
  await context.addCookies(await from.cookies())
  await context.route(/\.js(\?|$)/, (route) => route.abort())
  const page = await context.newPage()
  await page.goto(url)
  await expectNoAxeViolations(page)
  await context.close()
}

test('without JavaScript: the heart saves to /favorites, which puts it on a day of the trip', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/eat')
  await page.getByRole('button', { name: `Save ${restaurant.name} to favorites` }).click()
  await expect(page).toHaveURL('/favorites?back=%2Feat')
  await expect(page.getByText(`Saved ${restaurant.name} to your favorites`)).toBeVisible()
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: restaurant.name })).toHaveAttribute(
    'href',
    `/eat/${restaurant.id}`,
  )
  await expect(main.getByRole('link', { name: 'Back to where you were' })).toHaveAttribute('href', '/eat')
  // No dates yet: "Add to trip" leads to the trip page.
  await expect(main.getByRole('link', { name: 'Add to trip' })).toBeVisible()
  await expectNoAxeViolationsAsServed(browser, context, '/favorites')

  // With dates: a day and "Add to day", one form.
  await page.goto('/trip')
  await page.getByLabel('Arrival').fill(denverDay(1))
  await page.getByLabel('Departure').fill(denverDay(3))
  await page.getByRole('button', { name: /Set dates|Change dates/ }).click()
  await page.goto('/favorites')
  await main.getByLabel('Day').selectOption({ index: 1 })
  await main.getByRole('button', { name: 'Add to day' }).click()
  await expect(page).toHaveURL('/favorites')
  await expect(page.getByText(new RegExp(`Added ${restaurant.name} to `))).toBeVisible()
  await expectNoAxeViolationsAsServed(browser, context, '/favorites')

  await page.goto('/trip')
  await expect(
    page.locator('.trip-day').nth(1).getByRole('link', { name: restaurant.name, exact: true }),
  ).toBeVisible()

  // Removed from /favorites with its own form.
  await page.goto('/favorites')
  await main.getByRole('button', { name: `Remove ${restaurant.name} from favorites` }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'No Favorites Yet' })).toBeVisible()
  await context.close()
})

test('with JavaScript: the heart toggles at once, and the favorites come back after the storage is cleared', async ({
  page,
}) => {
  await page.goto('/play')
  await waitForHydration(page)
  const save = page.getByRole('button', { name: `Save ${activity.name} to favorites` })
  await expect(save).toHaveAttribute('aria-pressed', 'false')
  const sent = page.waitForResponse(
    (r) => r.url().endsWith('/favorites/sync') && r.request().method() === 'POST',
  )
  await save.click()
  // No navigation: the same page, the heart pressed, the toast.
  await expect(page).toHaveURL('/play')
  await expect(page.getByRole('button', { name: `Remove ${activity.name} from favorites` })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(page.getByText('Saved to favorites')).toBeVisible()
  expect((await sent).status()).toBe(200)

  // The browser's storage cleared (the cookie kept): the list comes back from the trip.
  await page.evaluate(() => window.localStorage.clear())
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByRole('button', { name: `Remove ${activity.name} from favorites` })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await page.goto('/favorites')
  await waitForHydration(page)
  await expect(page.getByRole('main').getByRole('link', { name: activity.name })).toBeVisible()
  await expectNoAxeViolations(page)

  // Unsaved from the card: gone from the trip too.
  await page.goto('/play')
  await waitForHydration(page)
  const removed = page.waitForResponse((r) => r.url().endsWith('/favorites/sync'))
  await page.getByRole('button', { name: `Remove ${activity.name} from favorites` }).click()
  await removed
  await page.evaluate(() => window.localStorage.clear())
  await page.goto('/favorites')
  await expect(page.getByRole('heading', { level: 2, name: 'No Favorites Yet' })).toBeVisible()
})

test('a heart used offline is sent when the connection returns', async ({ page, context }) => {
  await page.goto(`/play/${activity.id}`)
  await waitForHydration(page)
  // Once merged (the first visit's import) before going offline.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('wyoming-navigator:favorites-merged')))
    .not.toBeNull()
  await context.setOffline(true)
  await page.getByRole('button', { name: `Save ${activity.name} to favorites` }).click()
  await expect(page.getByRole('button', { name: `Remove ${activity.name} from favorites` })).toBeVisible()
  const sent = page.waitForResponse((r) => r.url().endsWith('/favorites/sync'))
  await context.setOffline(false)
  await page.evaluate(() => window.dispatchEvent(new Event('online')))
  expect((await sent).status()).toBe(200)
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('wyoming-navigator:favorites-pending')))
    .toBe('[]')
  // On the server: with the device's storage cleared, /favorites still lists it.
  await page.evaluate(() => localStorage.clear())
  await page.goto('/favorites')
  await expect(page.getByRole('main').getByRole('link', { name: activity.name })).toBeVisible()
})

test('a shared trip shows its saved places, read-only, on another device', async ({ page, browser }) => {
  await page.goto(`/eat/${restaurant.id}`)
  await waitForHydration(page)
  const sent = page.waitForResponse((r) => r.url().endsWith('/favorites/sync'))
  await page.getByRole('button', { name: `Save ${restaurant.name} to favorites` }).click()
  await sent
  // Dates give the trip its share link on /trip.
  await page.goto('/trip')
  await page.getByLabel('Arrival').fill(denverDay(1))
  await page.getByLabel('Departure').fill(denverDay(2))
  await page.getByRole('button', { name: /Set dates|Change dates/ }).click()
  const shareUrl = await page.locator('input[value*="/trip/shared/"]').first().inputValue()
  const other = await browser.newContext()
  const elsewhere = await other.newPage()
  await elsewhere.goto(shareUrl.replace(/^https?:\/\/[^/]+/, ''))
  await expect(elsewhere.getByRole('heading', { level: 2, name: 'Saved places' })).toBeVisible()
  await expect(elsewhere.getByRole('link', { name: restaurant.name })).toHaveAttribute(
    'href',
    `/eat/${restaurant.id}`,
  )
  await expect(elsewhere.getByRole('button', { name: /Remove .* from favorites/ })).toHaveCount(0)
  await expectNoAxeViolations(elsewhere)
  await other.close()
})

test('screenshots of /favorites at 390 and 1280 px', async ({ page }) => {
  for (const id of ['elk-antler-grill', 'buffaloberry-kitchen']) {
    await page.goto(`/eat/${id}`)
    await waitForHydration(page)
    const sent = page.waitForResponse((r) => r.url().endsWith('/favorites/sync'))
    await page
      .getByRole('button', { name: /^Save .* to favorites$/ })
      .first()
      .click()
    await sent
  }
  await page.goto('/trip')
  await page.getByLabel('Arrival').fill(denverDay(1))
  await page.getByLabel('Departure').fill(denverDay(3))
  await page.getByRole('button', { name: /Set dates|Change dates/ }).click()
  await page.waitForURL('/trip')
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/favorites')
    await waitForHydration(page)
    await page.screenshot({ path: `test-results/favorites-${width}.png`, fullPage: true })
  }
})
