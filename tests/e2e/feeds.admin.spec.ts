import { expect, test } from '@playwright/test'
import { type FeedServer, icsCalendar, startFeedServer } from '../feed-server'
import { ADMIN_STATE, expectNoAxeViolations, waitForHydration } from './utils'

// Calendar import in the back office, signed in as the setup project's admin. The feed is served
// by this spec on a free loopback port; the shared server runs with FEED_ALLOW_PRIVATE=1.

const YEAR = new Date().getUTCFullYear() + 1
const NAME = `Spec Tavern ${Date.now().toString(36)}`

let feed: FeedServer
test.describe.configure({ mode: 'serial' })
test.beforeAll(async () => {
  feed = await startFeedServer(
    icsCalendar(
      [
        'UID:fiddle@spec.example',
        `DTSTART;TZID=America/Denver:${YEAR}1212T193000`,
        'SUMMARY:Spec Fiddle Night',
      ],
      ['UID:market@spec.example', `DTSTART;VALUE=DATE:${YEAR}1224`, 'SUMMARY:Spec Christmas Market'],
    ),
  )
})
test.afterAll(() => feed.close())

test('an editor adds a feed with JavaScript off, told what to fix next to the field', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: ADMIN_STATE })
  const page = await context.newPage()
  await page.goto('/admin/feeds')
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar feeds' })).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Back office' })
  await expect(nav.getByRole('link', { name: 'Calendar feeds' })).toHaveAttribute('aria-current', 'page')

  await page.getByLabel('Name').fill(NAME)
  await page.getByLabel('Feed address').fill('ftp://calendar.example/events.ics')
  await page.getByLabel('Category for its events').selectOption('Music')
  await page.getByRole('button', { name: 'Add feed' }).click()
  const address = page.getByLabel('Feed address')
  await expect(address).toHaveAttribute('aria-invalid', 'true')
  await expect(
    page.getByText('Enter an http, https or webcal address, e.g. https://venue.example/events.ics'),
  ).toBeVisible()
  // What was typed is still there.
  await expect(page.getByLabel('Name')).toHaveValue(NAME)

  await address.fill(feed.url)
  await page.getByRole('button', { name: 'Add feed' }).click()
  await expect(page).toHaveURL(/\/admin\/feeds$/)
  await expect(page.getByRole('heading', { level: 3, name: NAME })).toBeVisible()
  await context.close()
})

test('Fetch now puts the feed’s events in the Events review queue; the page is axe clean', async ({
  page,
}) => {
  await page.goto('/admin/feeds')
  await waitForHydration(page)
  const card = page.getByRole('group', { name: NAME })
  await expect(card.getByText('Not fetched yet.')).toBeVisible()
  await card.getByRole('button', { name: /^Fetch now/ }).click()
  await expect(card.getByText(/^Fetched .*: 2 new, 0 changed, 0 unchanged\.$/)).toBeVisible()
  await expect(card.getByRole('link', { name: '2 waiting for review' })).toBeVisible()
  // The toast's code loads on this first click: on a loaded machine that can take a while.
  await expect(page.locator('[data-sonner-toast]').getByText('Feed fetched.')).toBeVisible({
    timeout: 15_000,
  })
  expect(feed.requests).toHaveLength(1)
  // The page with a fetched feed, once the toast is gone.
  await page.reload()
  await expect(card.getByText(/^Fetched /)).toBeVisible()
  await expectNoAxeViolations(page)

  await page.goto('/admin/events?status=pending')
  // This run's feed only (a retry adds its own feed, with the same events).
  const item = page
    .getByRole('link', { name: /Spec Fiddle Night/ })
    .filter({ hasText: `Imported from ${NAME}` })
  await expect(item).toBeVisible()
  await item.click()
  await expect(page.getByRole('heading', { level: 2, name: 'Imported from a calendar feed' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('deleting a feed asks for confirmation', async ({ page }) => {
  await page.goto('/admin/feeds')
  await waitForHydration(page)
  const card = page.getByRole('group', { name: NAME })
  await card.getByText('Delete…').click()
  await card.getByRole('checkbox').check()
  await card.getByRole('button', { name: 'Delete feed' }).click()
  await expect(page.getByRole('heading', { level: 3, name: NAME })).toHaveCount(0)
})
