import { expect, test } from '@playwright/test'
import { type FeedServer, icsCalendar, startFeedServer } from '../feed-server'
import { ADMIN_STATE, expectNoAxeViolations, waitForHydration } from './utils'

// Issue 51: an editor edits a calendar feed and maps its categories, then approves one of its
// events with the mapped category prefilled (JavaScript off, then on; axe on each new screen).

const YEAR = new Date().getUTCFullYear() + 1
const RUN = Date.now().toString(36)
const NAME = `Trust Saloon ${RUN}`
const TITLE = `Carolers at the Bar ${RUN}`

let feed: FeedServer
test.describe.configure({ mode: 'serial' })
test.beforeAll(async () => {
  feed = await startFeedServer(
    icsCalendar([
      `UID:carolers-${RUN}@saloon.example`,
      `DTSTART;TZID=America/Denver:${YEAR}1219T180000`,
      `SUMMARY:${TITLE}`,
      'LOCATION:Silver Dollar Saloon',
      'CATEGORIES:Concerts',
    ]),
  )
})
test.afterAll(() => feed.close())

test('with JavaScript off, an editor edits a feed’s mapping and approves its event under the mapped category', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: ADMIN_STATE })
  const page = await context.newPage()
  await page.goto('/admin/feeds')
  await page.getByLabel('Name').fill(NAME)
  await page.getByLabel('Feed address').fill(feed.url)
  await page.getByLabel('Category for its events').selectOption('Music')
  await page.getByRole('button', { name: 'Add feed' }).click()
  const card = page.getByRole('group', { name: NAME })
  await card.getByRole('button', { name: /^Fetch now/ }).click()
  await expect(card.getByText(/^Fetched .*: 1 new/)).toBeVisible()

  await card.getByRole('link', { name: /^Edit/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Edit feed: ${NAME}` })).toBeVisible()
  // A wrong field is named next to it; what was typed stays.
  await page.getByLabel('Feed address').fill('ftp://calendar.example/events.ics')
  await page.getByLabel('“Concerts” in the feed').selectOption('Family Events')
  await page.getByRole('button', { name: 'Save feed' }).click()
  await expect(page.getByLabel('Feed address')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('“Concerts” in the feed')).toHaveValue('Family Events')
  await page.getByLabel('Feed address').fill(feed.url)
  await page.getByRole('button', { name: 'Save feed' }).click()
  await expect(page).toHaveURL(/\/admin\/feeds$/)

  await page.goto('/admin/events?status=pending')
  await page.getByRole('link', { name: new RegExp(TITLE) }).click()
  await expect(page.getByLabel('Public category')).toHaveValue('Family Events')
  await page.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByText(/Approved by/)).toBeVisible()
  await context.close()
})

test('with JavaScript, an editor marks the feed trusted; the feeds page says so and is axe clean', async ({
  page,
}) => {
  await page.goto('/admin/feeds')
  await waitForHydration(page)
  await page.getByRole('group', { name: NAME }).getByRole('link', { name: /^Edit/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Edit feed: ${NAME}` })).toBeVisible()
  // The mapping chosen before, and remembered by the approval.
  await expect(page.getByLabel('“Concerts” in the feed')).toHaveValue('Family Events')
  await waitForHydration(page)
  await expectNoAxeViolations(page)
  await page.getByLabel('Feed address').fill('ftp://calendar.example/events.ics')
  await page.getByRole('button', { name: 'Save feed' }).click()
  await expect(
    page.getByText('Enter an http, https or webcal address, e.g. https://venue.example/events.ics'),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByLabel('Feed address').fill(feed.url.replace(/^http:/, 'webcal:'))
  await page.getByLabel('Trusted: publish its new and changed events at once').check()
  await page.getByRole('button', { name: 'Save feed' }).click()
  await expect(page).toHaveURL(/\/admin\/feeds$/)
  const card = page.getByRole('group', { name: NAME })
  await expect(card.getByText('Trusted: publishes at once')).toBeVisible()
  await expect(card.getByText(feed.url.replace(/^http:/, 'webcal:'))).toBeVisible()
  await page.reload()
  await expectNoAxeViolations(page)

  // Clean up: this run's feed.
  await card.getByText('Delete…').click()
  await card.getByRole('checkbox').check()
  await card.getByRole('button', { name: 'Delete feed' }).click()
  await expect(page.getByRole('heading', { level: 3, name: NAME })).toHaveCount(0)
})
