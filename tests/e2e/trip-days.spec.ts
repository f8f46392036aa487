import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations, waitForHydration } from './utils'

// A trip day a local would plan (issue 50 items 1 and 2), in the sample season as written: three
// December days based at a lodge in Teton Village, lunch in Afton, the Cowboy Christmas festival
// (4:00 PM, its time set by its schedule) and a timed sleigh ride.
const [ARRIVE, DEPART] = ['2024-12-19', '2024-12-21']

const day = (page: Page, index: number) => page.locator('.trip-day').nth(index)
/** A stop by its name (its heading: other stops' warnings may name it). */
const stop = (page: Page, name: string) =>
  page.locator('.trip-stop').filter({ has: page.getByRole('heading', { level: 3, name }) })

/** "Add to trip" through /trip?add=: choose the day (not for events: their own date), add, back to /trip. */
async function add(page: Page, what: string, dayIndex: number | null, toast = 'Added to your trip') {
  await page.goto(`/trip?add=${what}`)
  if (dayIndex !== null) await page.getByLabel('Day', { exact: true }).selectOption({ index: dayIndex })
  await page.getByRole('button', { name: 'Add to trip', exact: true }).click()
  await expect(page.getByText(toast, { exact: true })).toBeVisible()
  await page.goto('/trip')
}

async function setTime(page: Page, name: string, time: string) {
  const item = stop(page, name)
  // With JavaScript the details stay open after a save.
  if (!(await item.locator('details').evaluate((d) => (d as HTMLDetailsElement).open)))
    await item.locator('summary').click()
  await item.getByLabel('Start time').fill(time)
  await item.getByRole('button', { name: 'Save time and note' }).click()
  await expect(page.getByText('Saved', { exact: true }).first()).toBeVisible()
}

/** The three-day trip of the screenshots. */
async function planThreeDays(page: Page) {
  await page.goto('/trip')
  await page.getByLabel('Arrival').fill(ARRIVE)
  await page.getByLabel('Departure').fill(DEPART)
  await page.getByRole('button', { name: 'Set dates' }).click()
  await expect(page.getByText('Dates saved')).toBeVisible({ timeout: 15_000 })
  await add(page, 'stay:snowdrift-mountain-lodge', 0)
  await add(page, 'event:cowboy-christmas-winter-festival', null)
  await add(page, 'restaurant:antler-arch-chuckwagon', 1)
  await setTime(page, 'Antler Arch Chuckwagon', '13:30')
  await add(page, 'activity:elk-refuge-sleigh-ride', 2)
  await setTime(page, 'National Elk Refuge Sleigh Ride', '10:00')
}

/** axe on the page as the server sends it (the site's scripts blocked), with the same cookie. */
async function axeAsServed(browser: Browser, from: BrowserContext, url: string) {
  const context = await browser.newContext()
  await context.addCookies(await from.cookies())
  await context.route(/\.js(\?|$)/, (route) => route.abort())
  const page = await context.newPage()
  await page.goto(url)
  await expectNoAxeViolations(page)
  await context.close()
}

test.describe.configure({ timeout: 120_000 })

test('without JavaScript: days start and end at the stay, an event keeps its time, duplicates are refused, stops go by time and by route', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await planThreeDays(page)

  // The lodge is the base of two nights: the first day ends there, the second starts and ends
  // there, the last starts there.
  const lodge = 'Snowdrift Mountain Lodge'
  await expect(day(page, 0).locator('[data-day-base]')).toHaveText([
    'Start: Jackson’s Town Square',
    `End: ${lodge} (where you sleep)`,
  ])
  await expect(day(page, 1).locator('[data-day-base="start"]')).toHaveText(
    `Start: ${lodge} (where you slept)`,
  )
  await expect(day(page, 1).locator('[data-day-base="end"]')).toContainText(`End: ${lodge}`)
  await expect(day(page, 2).locator('[data-day-base]')).toHaveText([`Start: ${lodge} (where you slept)`])
  await expect(stop(page, lodge)).toContainText('2 nights: Thu, Dec 19 to Sat, Dec 21')

  // Day two by time: lunch in Afton, then the festival; the drive from the lodge and the warning
  // that says when to leave Afton.
  await expect(day(page, 1).locator('.trip-stop h3')).toHaveText([
    'Antler Arch Chuckwagon',
    'Cowboy Christmas Winter Festival',
  ])
  await expect(stop(page, 'Antler Arch Chuckwagon')).toContainText(
    /From Snowdrift Mountain Lodge: About 1 h \d+ min drive/,
  )
  await expect(stop(page, 'Cowboy Christmas')).toContainText(
    /leave Antler Arch Chuckwagon by 2:\d\d PM, or start this later\./,
  )
  await axeAsServed(browser, context, '/trip')

  // The festival's time is its schedule's: shown, not offered; another time is refused.
  const festival = stop(page, 'Cowboy Christmas')
  await expect(festival).toContainText('Event · 4:00 PM (its schedule’s time)')
  await festival.locator('summary').click()
  await expect(festival.getByText('Starts 4:00 PM: its time is set by its schedule.')).toBeVisible()
  await expect(festival.getByLabel('Start time')).toBeHidden()
  const refused = await page.request.post('/trip', {
    form: {
      intent: 'stop',
      stop: (await festival.getAttribute('data-stop'))!,
      startTime: '09:00',
      note: '',
    },
    headers: { Origin: new URL(page.url()).origin },
  })
  expect(refused.status()).toBe(400)
  expect(await refused.text()).toContain('This event starts at 4:00 PM; its time is set by its schedule.')

  // The same restaurant twice on a day is refused with a message.
  await add(page, 'restaurant:antler-arch-chuckwagon', 1, 'Already on your trip')
  await expect(stop(page, 'Antler Arch Chuckwagon')).toHaveCount(1)

  // Two untimed stops on the last day, added the long way round; "Order by route" puts them in
  // order from the sleigh ride in Jackson (timed stops keep their times).
  await add(page, 'restaurant:salt-river-creamery-table', 2)
  await add(page, 'restaurant:buffaloberry-kitchen', 2)
  await add(page, 'restaurant:elk-antler-grill', 2)
  await day(page, 2).getByRole('button', { name: 'Order Sat, Dec 21 by route' }).click()
  await expect(page.getByText('Ordered by route')).toBeVisible()
  await expect(day(page, 2).locator('.trip-stop h3')).toHaveText([
    'National Elk Refuge Sleigh Ride',
    'Elk Antler Grill',
    'Buffaloberry Kitchen',
    'Salt River Creamery Table',
  ])

  // Every event during the dates on the trip: the page says so, not "no events".
  await add(page, 'event:shoshone-winter-storytelling-evening', null)
  await expect(
    page.getByText('Every event and show in the guide during your dates is already on your trip.'),
  ).toBeVisible()
  await expect(page.getByText('No events in the guide during your dates.')).toHaveCount(0)

  // The stay's nights: one night, from the second day.
  await stop(page, lodge).getByLabel('Check in').selectOption({ label: 'Fri, Dec 20' })
  await stop(page, lodge).getByLabel('Check out').selectOption({ label: 'Sat, Dec 21' })
  await stop(page, lodge)
    .getByRole('button', { name: `Save the nights at ${lodge}` })
    .click()
  await expect(page.getByText('Nights saved')).toBeVisible()
  await expect(day(page, 0).locator('[data-day-base]')).toHaveText(['Start: Jackson’s Town Square'])
  await expect(stop(page, lodge)).toContainText('1 night: Fri, Dec 20 to Sat, Dec 21')
  await axeAsServed(browser, context, '/trip')
  await context.close()
})

test('with JavaScript: the same forms work in place, and the page passes axe', async ({ page }) => {
  await planThreeDays(page)
  await waitForHydration(page)
  await expect(day(page, 1).locator('.trip-stop h3')).toHaveText([
    'Antler Arch Chuckwagon',
    'Cowboy Christmas Winter Festival',
  ])
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  await expectNoAxeViolations(page)
  // A time that moves the lunch after the festival re-sorts the day.
  await setTime(page, 'Antler Arch Chuckwagon', '18:00')
  await expect(day(page, 1).locator('.trip-stop h3')).toHaveText([
    'Cowboy Christmas Winter Festival',
    'Antler Arch Chuckwagon',
  ])
  // Dinner in Afton until 7:30 PM, an hour and a half from the lodge: back long after dark.
  await expect(stop(page, 'Antler Arch Chuckwagon')).toContainText(
    'The drive back to Snowdrift Mountain Lodge takes about',
  )

  // Screenshots of the three-day trip, at a phone's width and a desktop's.
  await setTime(page, 'Antler Arch Chuckwagon', '13:30')
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  await page.reload()
  await waitForHydration(page)
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.screenshot({ path: `test-results/trip-days-${width}.png`, fullPage: true })
  }
})
