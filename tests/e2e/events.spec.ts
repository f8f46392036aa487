import fs from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { events } from '../../db/seed-data'
import { expectNoAxeViolations, waitForHydration } from './utils'

// The visitor is in Jackson on the morning of Friday, December 20, 2024: the day of the seeded
// Cowboy Christmas Winter Festival. The server's own clock is not pinned, so "today" on these pages
// proves the browser's date takes over after hydration.
const NOW = new Date('2024-12-20T10:00:00-07:00')
test.use({ timezoneId: 'America/Denver' })
test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOW)
})

const sorted = [...events].sort(
  (a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime),
)
const CATEGORIES = [
  'Cowboy Culture',
  'Indigenous Heritage',
  'Wildlife',
  'Family Events',
  'Adventure',
] as const

const main = (page: Page) => page.getByRole('main')
const dayHeading = (page: Page) => main(page).getByRole('heading', { level: 2 }).first()
const calendar = (page: Page) => page.getByRole('region', { name: 'Calendar' })
const day = (page: Page, longDate: string) =>
  calendar(page).getByRole('link', { name: new RegExp(`^${longDate}(,|$)`) })
const highlights = (page: Page) => page.getByRole('region', { name: /^(This Month's Highlights|Coming Up)$/ })

/**
 * What the highlights show on the visitor's today (December 20, 2024) with the calendar on
 * `month`: the next upcoming events of that month, else the next ones at all; never past ones.
 */
function highlightTitles(list: typeof sorted, month = '2024-12') {
  const upcoming = list.filter((e) => e.date >= '2024-12-20')
  const inMonth = upcoming.filter((e) => e.date.startsWith(month))
  return (inMonth.length > 0 ? inMonth : upcoming).slice(0, 3).map((e) => e.title)
}
const dayList = (page: Page) => page.getByRole('region', { name: /^(Events for|All Events)/ })

async function openEvents(page: Page, search = '') {
  await page.goto(`/events${search}`)
  await waitForHydration(page)
}

test('opens on the visitor’s today with that day’s events', async ({ page }) => {
  await openEvents(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Events Calendar' })).toBeVisible()
  await expect(dayHeading(page)).toHaveText('Events for December 20, 2024')
  await expect(calendar(page).getByText('December 2024', { exact: true })).toBeVisible()
  const today = day(page, 'Friday, December 20, 2024')
  await expect(today).toHaveAttribute('aria-current', 'date')
  await expect(today).toHaveAccessibleName('Friday, December 20, 2024, today, has events, selected')
  const list = dayList(page)
  await expect(list.getByRole('heading', { level: 3 })).toHaveText(['Cowboy Christmas Winter Festival'])
  await expect(list.getByRole('link', { name: /^View Details/ })).toHaveAttribute(
    'href',
    '/events/cowboy-christmas-winter-festival',
  )
  await expect(main(page).getByRole('link', { name: 'Submit an Event', exact: true })).toHaveAttribute(
    'href',
    '/submit-event',
  )
  await expectNoAxeViolations(page)
})

test('days with events are marked and announced; weeks start on Sunday', async ({ page }) => {
  await openEvents(page)
  // The weekday row is hidden from screen readers (each day's name says its weekday).
  const headers = calendar(page).locator('thead th')
  await expect(headers).toHaveCount(7)
  await expect(headers.first()).toHaveText('Su')
  await expect(headers.first()).toHaveAttribute('aria-label', 'Sunday')
  await expect(headers.last()).toHaveAttribute('aria-label', 'Saturday')
  // December 1, 2024 was a Sunday: the first cell of the first week.
  await expect(calendar(page).getByRole('row').first().getByRole('link').first()).toHaveAccessibleName(
    /^Sunday, December 1, 2024/,
  )
  const withEvents = calendar(page).getByRole('link', { name: /has events/ })
  const expected = [...new Set(events.map((e) => e.date))].filter((d) => d.startsWith('2024-12')).length
  // December's event days, plus any January days shown at the end of the grid.
  const shownJanuary = [...new Set(events.map((e) => e.date))].filter(
    (d) => d <= '2025-01-11' && d >= '2025-01-01',
  )
  await expect(withEvents).toHaveCount(expected + shownJanuary.length)
  await expect(day(page, 'Tuesday, December 24, 2024')).toHaveAccessibleName(
    'Tuesday, December 24, 2024, has events',
  )
  await expect(day(page, 'Sunday, December 22, 2024')).toHaveAccessibleName('Sunday, December 22, 2024')
  await expect(page.getByText('Has events', { exact: true })).toBeVisible()
})

test('selecting a day shows its events and keeps it in the URL', async ({ page }) => {
  await openEvents(page)
  await day(page, 'Saturday, December 21, 2024').click()
  await expect(page).toHaveURL('/events?date=2024-12-21')
  await expect(dayHeading(page)).toHaveText('Events for December 21, 2024')
  await expect(dayList(page).getByRole('heading', { level: 3 })).toHaveText([
    'Winter Stories: A Shoshone Storytelling Evening',
  ])
  await expect(day(page, 'Saturday, December 21, 2024')).toHaveAccessibleName(
    'Saturday, December 21, 2024, has events, selected',
  )
  await expect(calendar(page).locator('td[aria-selected="true"]')).toHaveText('21')

  await day(page, 'Tuesday, December 31, 2024').click()
  await expect(dayHeading(page)).toHaveText('Events for December 31, 2024')
  await expect(dayList(page).getByRole('link', { name: /^View Details/ })).toHaveCount(2)

  await page.reload()
  await expect(dayHeading(page)).toHaveText('Events for December 31, 2024')
  await page.goBack()
  await expect(page).toHaveURL('/events?date=2024-12-21')
  await expect(dayHeading(page)).toHaveText('Events for December 21, 2024')
})

test("an empty day says so, names the next events and offers View Today's Events", async ({ page }) => {
  await openEvents(page)
  await day(page, 'Sunday, December 22, 2024').click()
  await expect(dayHeading(page)).toHaveText('Events for December 22, 2024')
  await expect(page.getByRole('heading', { level: 3, name: 'No Events This Day' })).toBeVisible()
  await expect(dayList(page).getByText('Next events:')).toBeVisible()
  await dayList(page).getByRole('link', { name: 'Tuesday, December 24, 2024' }).click()
  await expect(page).toHaveURL('/events?date=2024-12-24')
  await expect(dayList(page).getByRole('heading', { level: 3 })).toHaveText([
    'Christmas Eve Torchlight Ski Parade',
  ])

  await day(page, 'Monday, December 23, 2024').click()
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: "View Today's Events" }).click()
  await expect(page).toHaveURL('/events?date=2024-12-20')
  await expect(dayHeading(page)).toHaveText('Events for December 20, 2024')
})

test('after the last event the empty state points back to the most recent one', async ({ page }) => {
  await openEvents(page, '?date=2025-02-14')
  await expect(page.getByRole('heading', { name: 'No Events This Day' })).toBeVisible()
  await expect(dayList(page).getByText('Most recent events:')).toBeVisible()
  await expect(dayList(page).getByRole('link', { name: 'Saturday, January 25, 2025' })).toHaveAttribute(
    'href',
    '/events?date=2025-01-25',
  )
  await expect(calendar(page).getByText('February 2025', { exact: true })).toBeVisible()
})

test('the date can be cleared: All Events with a hint and no list', async ({ page }) => {
  await openEvents(page)
  await page.getByRole('link', { name: 'Clear date' }).click()
  await expect(page).toHaveURL('/events?date=none')
  await expect(dayHeading(page)).toHaveText('All Events')
  await expect(page.getByText('Select a date to view events', { exact: true })).toBeVisible()
  await expect(dayList(page).getByRole('link', { name: /^View Details/ })).toHaveCount(0)
  await expect(calendar(page).locator('td[aria-selected="true"]')).toHaveCount(0)
  await expect(calendar(page).getByRole('link', { name: /selected/ })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Clear date' })).toHaveCount(0)
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'Today', exact: true }).click()
  await expect(dayHeading(page)).toHaveText('Events for December 20, 2024')
})

test("This Month's Highlights shows the month's next three events with Learn More, none past", async ({
  page,
}) => {
  await openEvents(page)
  const section = page.getByRole('region', { name: "This Month's Highlights" })
  const next = sorted.filter((e) => e.date >= '2024-12-20')
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(highlightTitles(sorted))
  expect(highlightTitles(sorted)).not.toContain(sorted[0]!.title) // December 7: past on the 20th
  const links = section.getByRole('link', { name: /^Learn More/ })
  await expect(links).toHaveCount(3)
  await expect(links.first()).toHaveAttribute('href', `/events/${next[0]!.id}`)
  await links.first().click()
  await expect(page).toHaveURL(`/events/${next[0]!.id}`)
  await expect(page.getByRole('heading', { level: 1, name: next[0]!.title })).toBeVisible()
})

for (const category of CATEGORIES) {
  test(`the ${category} category filters the list, the highlights and the calendar`, async ({ page }) => {
    await openEvents(page, '?date=2024-12-20')
    const nav = page.getByRole('navigation', { name: 'Event categories' })
    await expect(nav.getByRole('link', { name: 'All', exact: true })).toHaveAttribute('aria-current', 'true')
    await nav.getByRole('link', { name: category, exact: true }).click()
    const slug = category.toLowerCase().replace(/ /g, '-')
    await expect(page).toHaveURL(`/events?date=2024-12-20&category=${slug}`)
    await expect(nav.getByRole('link', { name: category, exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(nav.getByRole('link', { name: 'All', exact: true })).not.toHaveAttribute('aria-current')

    const matching = sorted.filter((e) => e.category === category)
    await expect(highlights(page).getByRole('heading', { level: 3 })).toHaveText(highlightTitles(matching))
    const onDay = matching.filter((e) => e.date === '2024-12-20').map((e) => e.title)
    if (onDay.length) await expect(dayList(page).getByRole('heading', { level: 3 })).toHaveText(onDay)
    else await expect(page.getByRole('heading', { name: 'No Events This Day' })).toBeVisible()

    const marked = calendar(page).getByRole('link', { name: /has events/ })
    const names = await marked.allTextContents()
    const expectedDays = [...new Set(matching.map((e) => e.date))]
      .filter((d) => d >= '2024-12-01' && d <= '2025-01-11')
      .map((d) => String(Number(d.slice(8))))
    expect(names).toEqual(expectedDays)

    await nav.getByRole('link', { name: 'All', exact: true }).click()
    await expect(page).toHaveURL('/events?date=2024-12-20')
    await expect(highlights(page).getByRole('heading', { level: 3 })).toHaveText(highlightTitles(sorted))
  })
}

test('the calendar is usable by keyboard: arrows, Page Down and Enter', async ({ page }) => {
  await openEvents(page)
  await day(page, 'Friday, December 20, 2024').focus()
  // One roving tab stop in the grid.
  await expect(calendar(page).locator('a[tabindex="0"]')).toHaveCount(1)
  await page.keyboard.press('ArrowRight')
  await expect(day(page, 'Saturday, December 21, 2024')).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(day(page, 'Saturday, December 28, 2024')).toBeFocused()
  await page.keyboard.press('PageDown')
  await expect(calendar(page).getByText('January 2025', { exact: true })).toBeVisible()
  await expect(day(page, 'Tuesday, January 28, 2025')).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('ArrowUp')
  await expect(day(page, 'Monday, January 13, 2025')).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await expect(day(page, 'Saturday, January 11, 2025')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/events?date=2025-01-11')
  await expect(dayHeading(page)).toHaveText('Events for January 11, 2025')
  await expect(dayList(page).getByRole('heading', { level: 3 })).toHaveText([
    'Shoshone-Bannock Beadwork Workshop',
  ])
  await expect(day(page, 'Saturday, January 11, 2025')).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press(' ')
  await expect(page).toHaveURL('/events?date=2025-01-12')
})

test('the calendar’s other keys: Home and End, Page Up, Shift with Page Down, and out of the month', async ({
  page,
}) => {
  await openEvents(page)
  await day(page, 'Friday, December 20, 2024').focus()
  await page.keyboard.press('Home')
  await expect(day(page, 'Sunday, December 15, 2024')).toBeFocused()
  await page.keyboard.press('End')
  await expect(day(page, 'Saturday, December 21, 2024')).toBeFocused()
  await page.keyboard.press('PageUp')
  await expect(calendar(page).getByRole('grid')).toHaveAccessibleName('November 2024')
  await expect(day(page, 'Thursday, November 21, 2024')).toBeFocused()
  await page.keyboard.press('Shift+PageDown')
  await expect(calendar(page).getByRole('grid')).toHaveAccessibleName('November 2025')
  await expect(day(page, 'Friday, November 21, 2025')).toBeFocused()
  await page.keyboard.press('Shift+PageUp')
  // A move out of the month turns it: from November 30 to December 1, 2024.
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('End')
  await page.keyboard.press('ArrowRight')
  await expect(day(page, 'Sunday, December 1, 2024')).toBeFocused()
  await expect(calendar(page).getByRole('grid')).toHaveAccessibleName('December 2024')
  // Still one tab stop, and Tab leaves the grid and comes back to the day left.
  await expect(calendar(page).locator('a[tabindex="0"]')).toHaveCount(1)
  await page.keyboard.press('Tab')
  await expect(calendar(page).getByRole('grid').locator(':focus')).toHaveCount(0)
  await page.keyboard.press('Shift+Tab')
  await expect(day(page, 'Sunday, December 1, 2024')).toBeFocused()
  // Nothing was chosen by moving: the URL and the day's list are the same.
  await expect(page).toHaveURL('/events')
  await expect(dayHeading(page)).toHaveText('Events for December 20, 2024')
})

test('month buttons move the calendar by mouse', async ({ page }) => {
  await openEvents(page)
  await page.getByRole('button', { name: 'Next month: January 2025' }).click()
  await expect(calendar(page).getByText('January 2025', { exact: true })).toBeVisible()
  // The January grid runs from Sunday, December 29 to Saturday, February 8.
  await expect(calendar(page).getByRole('link', { name: /has events/ })).toHaveCount(
    new Set(events.filter((e) => e.date >= '2024-12-29' && e.date <= '2025-02-08').map((e) => e.date)).size,
  )
  await page.getByRole('button', { name: 'Previous month: December 2024' }).click()
  await page.getByRole('button', { name: 'Previous month: November 2024' }).click()
  await expect(calendar(page).getByText('November 2024', { exact: true })).toBeVisible()
  await expect(page).toHaveURL('/events')
})

test('More Filters narrows by price and by the upcoming days', async ({ page }) => {
  await openEvents(page)
  const filters = page.getByText('More Filters')
  await expect(page.getByRole('link', { name: 'Free', exact: true })).toBeHidden()
  await filters.click()
  await page.getByRole('link', { name: 'Free', exact: true }).click()
  await expect(page).toHaveURL('/events?price=free')
  await expect(page.getByRole('link', { name: 'Free', exact: true })).toHaveAttribute('aria-current', 'true')
  // The festival on the 20th is ticketed, so today is empty for free events: the calendar opens on
  // the next day with free ones.
  await expect(dayHeading(page)).toHaveText('Events for December 24, 2024')
  await expect(main(page).getByText('Nothing is on today: these are the next events.')).toBeVisible()
  await expect(highlights(page).getByRole('heading', { level: 3 })).toHaveText(
    highlightTitles(sorted.filter((e) => e.isFree)),
  )
  await expectNoAxeViolations(page)

  await page.getByRole('link', { name: 'Any price' }).click()
  await expect(page).toHaveURL('/events')
  // The panel stays open after choosing "Any price".
  await expect(page.getByRole('link', { name: 'Any price' })).toBeVisible()
  await page.getByRole('link', { name: 'Next 7 days' }).click()
  await expect(page).toHaveURL('/events?days=7')
  const nextWeek = sorted.filter((e) => e.date >= '2024-12-20' && e.date <= '2024-12-26')
  await expect(highlights(page).getByRole('heading', { level: 3 })).toHaveText(highlightTitles(nextWeek))
  await expect(calendar(page).getByRole('link', { name: /has events/ })).toHaveCount(
    new Set(nextWeek.map((e) => e.date)).size,
  )
  await page.getByRole('link', { name: 'Paid', exact: true }).click()
  await expect(page).toHaveURL('/events?price=paid&days=7')
  await expect(dayList(page).getByRole('heading', { level: 3 })).toHaveText([
    'Cowboy Christmas Winter Festival',
  ])
})

test('a visitor whose date is already tomorrow sees their own today', async ({ browser }) => {
  const context = await browser.newContext({ timezoneId: 'Pacific/Auckland' })
  const page = await context.newPage()
  await page.clock.setFixedTime(NOW)
  await openEvents(page)
  await expect(dayHeading(page)).toHaveText('Events for December 21, 2024')
  await context.close()
})

test('the page works without JavaScript: day, month, category and clearing are links', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/events?date=2024-12-20')
  await expect(dayHeading(page)).toHaveText('Events for December 20, 2024')
  // Every day can be reached with Tab without JavaScript.
  await expect(calendar(page).locator('a[tabindex="-1"]')).toHaveCount(0)
  await day(page, 'Saturday, December 21, 2024').click()
  await expect(page).toHaveURL('/events?date=2024-12-21')
  await expect(dayHeading(page)).toHaveText('Events for December 21, 2024')
  await page.getByRole('link', { name: 'Next month: January 2025' }).click()
  await expect(page).toHaveURL('/events?date=2024-12-21&month=2025-01')
  await expect(calendar(page).getByText('January 2025', { exact: true })).toBeVisible()
  await day(page, 'Saturday, January 18, 2025').click()
  await expect(dayHeading(page)).toHaveText('Events for January 18, 2025')
  await expect(dayList(page).getByRole('heading', { level: 3 })).toHaveText(['Star Valley Cutter Races'])
  await page
    .getByRole('navigation', { name: 'Event categories' })
    .getByRole('link', { name: 'Wildlife' })
    .click()
  await expect(page).toHaveURL('/events?date=2025-01-18&category=wildlife')
  await expect(page.getByRole('heading', { name: 'No Events This Day' })).toBeVisible()
  await page.getByText('More Filters').click()
  await page.getByRole('link', { name: 'Free', exact: true }).click()
  await expect(page).toHaveURL('/events?date=2025-01-18&category=wildlife&price=free')
  await page.getByRole('link', { name: 'Clear date' }).click()
  await expect(dayHeading(page)).toHaveText('All Events')
  await context.close()
})

test.describe('event detail', () => {
  const event = events.find((e) => e.id === 'cowboy-christmas-winter-festival')!

  test('shows everything about the event', async ({ page }) => {
    await page.goto(`/events/${event.id}`)
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible()
    await expect(main(page).getByText(event.category, { exact: true })).toBeVisible()
    await expect(main(page).getByText('Friday, December 20, 2024 at 4:00 PM')).toBeVisible()
    await expect(main(page).getByRole('listitem').filter({ hasText: 'Location:' })).toHaveText(
      `Location: ${event.location}${event.address}`,
    )
    await expect(main(page).getByText('Capacity: 2,000 guests')).toBeVisible()
    for (const heading of [
      'About',
      'Highlights',
      'Schedule',
      'What to Bring',
      'Price per ticket',
      'Organizer',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
    }
    await expect(main(page).getByText(event.fullDescription)).toBeVisible()
    await expect(page.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(event.tags)
    const rows = page.getByRole('table').getByRole('row')
    await expect(rows).toHaveCount(event.schedule.length + 1)
    await expect(rows.nth(1)).toHaveText(`${event.schedule[0]!.time}${event.schedule[0]!.activity}`)
    await expect(page.getByRole('region', { name: 'Highlights' }).getByRole('listitem')).toHaveText(
      event.highlights,
    )
    await expect(page.getByRole('region', { name: 'What to Bring' }).getByRole('listitem')).toHaveText(
      event.whatToBring,
    )
    await expect(main(page).getByText('$25 adults, $15 kids', { exact: true })).toBeVisible()
    // A sample event: the organiser's made-up number is text, and no Get Tickets to example.com.
    await expect(main(page).getByText('(307) 555-0142', { exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: '(307) 555-0142' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: /^Get Tickets/ })).toHaveCount(0)
    await expect(page.locator('main a[href^="tel:"], main a[href^="http"][href*="example.com"]')).toHaveCount(
      0,
    )
    const directions = page.getByRole('link', { name: /^Get Directions/ })
    await expect(directions).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(event.address)}`,
    )
    await expect(directions).toHaveAttribute('target', '_blank')
    await expectNoAxeViolations(page)
  })

  test('Add to Calendar downloads an .ics file in Mountain Time', async ({ page }) => {
    await page.goto(`/events/${event.id}`)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Add to Calendar' }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`${event.id}.ics`)
    const text = fs.readFileSync((await download.path())!, 'utf8')
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/)
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/)
    const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n')
    expect(lines).toContain('BEGIN:VEVENT')
    expect(lines).toContain('DTSTART;TZID=America/Denver:20241220T160000')
    expect(lines).toContain('DTEND;TZID=America/Denver:20241220T210000')
    expect(lines).toContain('SUMMARY:Cowboy Christmas Winter Festival')
    expect(lines).toContain(
      'LOCATION:Snow King Mountain Base Area\\, 402 E Snow King Ave\\, Jackson\\, WY 83001',
    )
    expect(lines).toContain('TZID:America/Denver')
    expect(lines.some((l) => /^DTSTAMP:\d{8}T\d{6}Z$/.test(l))).toBe(true)
    expect(lines.find((l) => l.startsWith('URL:'))).toMatch(new RegExp(`/events/${event.id}$`))
  })

  test('Share Event copies the link and says so in a toast (not an alert) when Web Share is missing', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true })
    })
    await page.goto(`/events/${event.id}`)
    await waitForHydration(page)
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.accept()
    })
    await page.getByRole('button', { name: 'Share Event' }).click()
    await expect(
      page.locator('[data-sonner-toast]').getByText('Event link copied to clipboard!'),
    ).toBeVisible()
    expect(dialogs).toEqual([])
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/events/${event.id}`)
  })

  test('Back to Events returns to the calendar as it was', async ({ page }) => {
    await openEvents(page, '?date=2024-12-21&category=indigenous-heritage')
    await dayList(page)
      .getByRole('link', { name: /^View Details/ })
      .click()
    await expect(page).toHaveURL('/events/shoshone-winter-storytelling-evening')
    await page.getByRole('link', { name: 'Back to Events' }).click()
    await expect(page).toHaveURL('/events?date=2024-12-21&category=indigenous-heritage')
    await expect(dayHeading(page)).toHaveText('Events for December 21, 2024')
  })

  test('Back to Events goes to /events when the page was opened directly', async ({ page }) => {
    await page.goto(`/events/${event.id}`)
    await waitForHydration(page)
    await page.getByRole('link', { name: 'Back to Events' }).click()
    await expect(page).toHaveURL('/events')
    await expect(page.getByRole('heading', { level: 1, name: 'Events Calendar' })).toBeVisible()
  })

  test('an unknown event is a 404', async ({ page }) => {
    const response = await page.goto('/events/no-such-event')
    expect(response?.status()).toBe(404)
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  for (const path of [
    '/events?date=2024-12-20',
    '/events/cowboy-christmas-winter-festival',
    '/events/live-music',
  ]) {
    test(`${path} does not overflow sideways`, async ({ page }) => {
      await page.goto(path)
      await page
        .getByText('More Filters')
        .or(page.getByRole('heading', { level: 1 }))
        .first()
        .click()
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
    })
  }
})

test('arrow keys pressed in quick succession move the focus one day each, and the page stays responsive', async ({
  page,
}) => {
  await openEvents(page)
  await day(page, 'Friday, December 20, 2024').focus()
  // No waiting between keys: each key's render starts before the last one's focus has moved.
  for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowUp', 'ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowLeft'])
    await page.keyboard.press(key)
  await expect(day(page, 'Wednesday, December 11, 2024')).toBeFocused()
})

test.describe('opened with no day asked for (issue 50 item 6)', () => {
  test('opens on today when today has events', async ({ page }) => {
    await openEvents(page)
    await expect(dayHeading(page)).toHaveText('Events for December 20, 2024')
    await expect(main(page).locator('[data-next-events]')).toHaveCount(0)
  })

  test('opens on the next day with events on an empty today, says so, and never links to itself', async ({
    page,
  }) => {
    // Sunday, December 22, 2024: nothing on; the next events are on Christmas Eve.
    await page.clock.setFixedTime(new Date('2024-12-22T10:00:00-07:00'))
    await openEvents(page)
    await expect(dayHeading(page)).toHaveText('Events for December 24, 2024')
    await expect(main(page).getByText('Nothing is on today: these are the next events.')).toBeVisible()
    await expect(dayList(page).getByRole('heading', { level: 3 })).toHaveText([
      'Christmas Eve Torchlight Ski Parade',
    ])
    await expectNoAxeViolations(page)
    // Today itself, asked for: empty, and its links lead on, none to itself.
    await day(page, 'Sunday, December 22, 2024').click()
    await expect(page.getByRole('heading', { level: 3, name: 'No Events This Day' })).toBeVisible()
    const hrefs = await dayList(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(hrefs).toContain('/events?date=2024-12-24')
    expect(hrefs).not.toContain('/events?date=2024-12-22')
    await expect(page.getByRole('link', { name: "View Today's Events" })).toHaveCount(0)
  })

  test('an empty past day offers the next events from today, naming the day', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2024-12-22T10:00:00-07:00'))
    await openEvents(page, '?date=2024-12-08')
    await expect(page.getByRole('heading', { level: 3, name: 'No Events This Day' })).toBeVisible()
    const next = page.getByRole('link', { name: 'View the Next Events: Tuesday, December 24, 2024' })
    await expect(next).toHaveAttribute('href', '/events?date=2024-12-24')
  })
})
