import { type Page, expect, test } from '@playwright/test'
import { expectNoAxeViolations, waitForHydration } from './utils'

// Series, venues and organizers in the back office (issue 51 item 2): an editor creates a venue
// and an organizer, a weekly event that picks them, then edits one date ("This date"), the rest
// from a date on ("This and following") and the whole series ("All dates"); the venue's public
// page lists the coming dates. Also without JavaScript. Screenshots of the editor's series fields
// and a venue page at 390 and 1280 px go to scratch/.

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').getByText(text)

async function expectCleanPage(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  await expectNoAxeViolations(page)
}

/** The Friday at least `weeks` weeks from today, and the three after it (YYYY-MM-DD). */
function fridays(weeks: number): string[] {
  const day = new Date()
  day.setUTCHours(12, 0, 0, 0)
  day.setUTCDate(day.getUTCDate() + 7 * weeks)
  while (day.getUTCDay() !== 5) day.setUTCDate(day.getUTCDate() + 1)
  return [0, 1, 2, 3].map((n) => new Date(day.getTime() + n * 7 * 86_400_000).toISOString().slice(0, 10))
}

async function createPlace(page: Page, kind: 'venues' | 'organizers', fields: Record<string, string>) {
  await page.goto(`/admin/${kind}/new`)
  for (const [label, value] of Object.entries(fields))
    await page.getByRole('textbox', { name: label, exact: true }).fill(value)
  await page.getByRole('button', { name: kind === 'venues' ? 'Create venue' : 'Create organizer' }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/${kind}/(?!new$)[a-z0-9-]+$`))
  return page.url().split('/').pop()!
}

async function openDate(page: Page, date: string) {
  await page.locator(`a[href$="?date=${date}"]`).first().click()
  await expect(page.getByRole('group', { name: 'Which dates does this change apply to?' })).toBeVisible()
  await expect(page.locator('input[name="date"]')).toHaveValue(date)
}

test('an editor makes a weekly event at a venue and edits this date, this and following, all dates', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const stamp = Date.now()
  const weeks = fridays(2)

  await page.goto('/admin/venues')
  await expect(page.getByRole('heading', { level: 1, name: 'Venues' })).toBeVisible()
  await expectCleanPage(page)
  await page.getByRole('link', { name: 'New venue' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'New venue' })).toBeVisible()
  await expectCleanPage(page)
  await waitForHydration(page)
  const venue = await createPlace(page, 'venues', {
    Name: `Cody Hall ${stamp}`,
    Address: '1 Sheridan Ave, Cody, WY',
  })
  await expect(toast(page, 'Venue created.')).toBeVisible()
  await expectCleanPage(page)
  await page.goto('/admin/organizers')
  await expectCleanPage(page)
  const organizer = await createPlace(page, 'organizers', {
    Name: `Cody Fiddlers ${stamp}`,
    Website: 'https://example.com/fiddlers',
  })

  // A weekly event that picks both.
  await page.goto('/admin/listings/events/new')
  await waitForHydration(page)
  const title = `Fiddle Night ${stamp}`
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
  await page
    .getByRole('combobox', { name: 'Category on /events', exact: true })
    .selectOption('Cowboy Culture')
  await page.locator('input[name="date"]').fill(weeks[0]!)
  await page.locator('input[name="start_time"]').fill('19:00')
  await page.getByRole('combobox', { name: 'Repeats', exact: true }).selectOption('weekly')
  await page.locator('input[name="repeat_until"]').fill(weeks[3]!)
  await page.getByRole('combobox', { name: 'Venue page', exact: true }).selectOption(venue)
  await page.getByRole('combobox', { name: 'Organizer page', exact: true }).selectOption(organizer)
  await page.getByRole('textbox', { name: 'Venue', exact: true }).fill('Cody Hall')
  await page.getByRole('textbox', { name: 'Short description', exact: true }).fill('Fiddles every Friday.')
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(toast(page, 'Event published.')).toBeVisible()
  const seriesUrl = page.url()
  await expect(page.getByRole('heading', { level: 2, name: 'Edit one date of the series' })).toBeVisible()
  await expectCleanPage(page)
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.getByRole('combobox', { name: 'Repeats', exact: true }).scrollIntoViewIfNeeded()
    await page.screenshot({ path: `scratch/event-series-editor-${width}.png` })
  }
  await page.setViewportSize({ width: 1280, height: 900 })

  // This date: the second Friday becomes an event of its own.
  await openDate(page, weeks[1]!)
  await expectCleanPage(page)
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.getByRole('group', { name: 'Which dates does this change apply to?' }).scrollIntoViewIfNeeded()
    await page.screenshot({ path: `scratch/event-series-scope-${width}.png` })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`${title}: guest fiddler`)
  await page.getByRole('radio', { name: /^This date/ }).check()
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(toast(page, 'Saved as its own event.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: `${title}: guest fiddler` })).toBeVisible()

  // This and following from the fourth Friday.
  await page.goto(seriesUrl)
  await expect(page.getByRole('textbox', { name: 'Cancelled dates (one per line, YYYY-MM-DD)' })).toHaveValue(
    weeks[1]!,
  )
  await openDate(page, weeks[3]!)
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`${title} (late set)`)
  await page.getByRole('radio', { name: /^This and following/ }).check()
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(toast(page, 'Saved as its own event.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: `${title} (late set)` })).toBeVisible()

  // All dates: the series starts later.
  await page.goto(seriesUrl)
  await openDate(page, weeks[2]!)
  await page.locator('input[name="start_time"]').fill('20:00')
  await page.getByRole('radio', { name: 'All dates' }).check()
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(toast(page, 'Saved.')).toBeVisible()
  await expect(page).toHaveURL(seriesUrl)
  await expect(page.locator('input[name="start_time"]')).toHaveValue('20:00')
  await expect(page.locator('input[name="repeat_until"]')).toHaveValue(weeks[2]!)

  // The venue's page lists the coming dates: the series' two, the single date (not at the venue
  // unless kept: it kept the venue), and the late set.
  await page.goto(`/events/venues/${venue}`)
  await expect(page.getByRole('heading', { level: 1, name: `Cody Hall ${stamp}` })).toBeVisible()
  const list = page.getByRole('region', { name: 'What is on here' }).getByRole('listitem')
  await expect(list).toHaveCount(4)
  await expectNoAxeViolations(page)
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `scratch/venue-page-${width}.png`, fullPage: true })
  }
  await page.goto(`/events/organizers/${organizer}`)
  await expect(page.getByRole('heading', { level: 1, name: `Cody Fiddlers ${stamp}` })).toBeVisible()
  await expectNoAxeViolations(page)
  // The event page links its venue.
  await page.goto(`/events/${seriesUrl.split('/').pop()}`)
  await page.getByRole('link', { name: `More at Cody Hall ${stamp}` }).click()
  await expect(page).toHaveURL(new RegExp(`/events/venues/${venue}$`))
})

test('venues and a series date are edited without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: test.info().project.use.storageState,
  })
  const page = await context.newPage()
  const stamp = Date.now()
  const venue = await createPlace(page, 'venues', { Name: `No-JS Barn ${stamp}` })
  await expect(page.getByRole('heading', { level: 1, name: `No-JS Barn ${stamp}` })).toBeVisible()
  const weeks = fridays(3)
  await page.goto('/admin/listings/events/new')
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`No-JS Dance ${stamp}`)
  await page
    .getByRole('combobox', { name: 'Category on /events', exact: true })
    .selectOption('Cowboy Culture')
  await page.locator('input[name="date"]').fill(weeks[0]!)
  await page.getByRole('combobox', { name: 'Repeats', exact: true }).selectOption('weekly')
  await page.locator('input[name="repeat_until"]').fill(weeks[3]!)
  await page.getByRole('combobox', { name: 'Venue page', exact: true }).selectOption(venue)
  await page.getByRole('textbox', { name: 'Venue', exact: true }).fill('The barn')
  await page.getByRole('textbox', { name: 'Short description', exact: true }).fill('Dances.')
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/listings\/events\/no-js-dance-\d+$/)
  await openDate(page, weeks[2]!)
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`No-JS Dance ${stamp} (moved)`)
  await page.getByRole('radio', { name: /^This date/ }).check()
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('heading', { level: 1, name: `No-JS Dance ${stamp} (moved)` })).toBeVisible()
  await page.goto(`/events/venues/${venue}`)
  await expect(page.getByRole('region', { name: 'What is on here' }).getByRole('listitem')).toHaveCount(4)
  await context.close()
})
