import { expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations, waitForHydration } from './utils'

// Issue 51: an event an editor saves with only a start time (no end, no price, no capacity) is
// shown at its start time with no made-up facts, and its calendar file opens. The admin session
// comes from auth.setup.ts; the spec makes its own event.

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').getByText(text)

async function expectCleanPage(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  await expectNoAxeViolations(page)
}

async function screenshots(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR
  if (!dir) return
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true })
  }
}

test('an event with a start time only: shown at that time, no price or capacity, its .ics opens', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const title = `Lantern Walk ${Date.now()}`
  const date = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10)

  await page.goto('/admin/listings/events/new')
  await waitForHydration(page)
  await expect(page.getByText('Time as shown')).toHaveCount(0)
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
  await page.getByRole('combobox', { name: 'Category on /events' }).selectOption('Family Events')
  await page.getByRole('textbox', { name: 'Date', exact: true }).fill(date)
  await page.getByRole('textbox', { name: 'Start time', exact: true }).fill('18:00')
  await page.getByRole('textbox', { name: 'Venue', exact: true }).fill('Town Square')
  await page
    .getByRole('textbox', { name: 'Short description', exact: true })
    .fill('Lanterns around the square.')
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(toast(page, 'Event published.')).toBeVisible()
  const id = page.url().split('/').pop()!
  await expectCleanPage(page)
  await screenshots(page, 'event-editor')

  await page.goto(`/events/${id}`)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByText(/at 6:00 PM/).first()).toBeVisible()
  await expect(page.getByText('Price per ticket')).toHaveCount(0)
  await expect(page.getByText(/Capacity/)).toHaveCount(0)
  await expectNoAxeViolations(page)
  await screenshots(page, 'event-page')

  const ics = await page.request.get(`/events/${id}.ics`)
  expect(ics.status()).toBe(200)
  const body = await ics.text()
  expect(body).toContain('T180000')
  expect(body).not.toContain('DTEND;TZID')
  expect((await page.request.get('/events/feed.ics')).status()).toBe(200)
})
