import { expect, type Page, test } from '@playwright/test'
import {
  addFrom,
  ARRIVE,
  day,
  denverDay,
  expectNoAxeViolationsAsServed,
  noJsContext,
  setDates,
} from './trip-steps'

// The trip's days on server-drawn maps (issue 50 item 3), with JavaScript off.
test.describe.configure({ timeout: 120_000 })

test.describe('the trip on maps (issue 50 item 3)', () => {
  /** Each day with stops on its own server-drawn map, numbered as in the day's list. */
  async function expectDayMaps(page: Page) {
    const first = page.locator(`figure.trip-map[data-day="${ARRIVE}"]`)
    await expect(first.getByRole('img')).toHaveAccessibleName(
      /^Map of .+: stops 1, 2 and 3 and the drives between them$/,
    )
    await expect(first.locator('svg [data-pin] text')).toHaveText(['1', '2', '3'])
    // Two drives, each a line on a white casing.
    await expect(first.locator('svg [data-route] path')).toHaveCount(4)
    // The text alternative: the stops in the day list's order, with their numbers.
    const names = ['Snowshoe Hare Diner', 'National Elk Refuge Sleigh Ride', 'Antler Arch Chuckwagon']
    await expect(first.locator('figcaption li')).toHaveText(
      names.map((name, i) => `${i + 1}${i + 1}: ${name}`),
    )
    await expect(day(page, 0).getByRole('heading', { level: 3 })).toHaveText(names)
    const second = page.locator(`figure.trip-map[data-day="${denverDay(2)}"]`)
    await expect(second.getByRole('img')).toHaveAccessibleName(/^Map of .+: stop 1$/)
    await expect(second.locator('svg [data-pin] text')).toHaveText(['1'])
    await expect(second.locator('svg [data-route] path')).toHaveCount(0)
    // The last day has no stops, and no map.
    await expect(page.locator('figure.trip-map')).toHaveCount(2)
  }

  test('each day’s stops are numbered on a map drawn without JavaScript, on /trip, the print page and the shared page', async ({
    browser,
  }) => {
    const { context, page } = await noJsContext(browser)
    await setDates(page)
    await addFrom(page, '/eat/snowshoe-hare-diner', 0, 'Snowshoe Hare Diner')
    await addFrom(page, '/play/elk-refuge-sleigh-ride', 0, 'National Elk Refuge Sleigh Ride')
    await addFrom(page, '/eat/antler-arch-chuckwagon', 0, 'Antler Arch Chuckwagon')
    await addFrom(page, '/play/snake-river-scenic-float', 1, 'Snake River Scenic Float')
    await page.goto('/trip')
    const shareUrl = await page.getByLabel('Read-only link to share').inputValue()
    await expect(page.getByRole('heading', { level: 2, name: 'Your days on the map' })).toBeVisible()
    for (const url of ['/trip', '/trip/print', shareUrl]) {
      await page.goto(url)
      await expectDayMaps(page)
      await expectNoAxeViolationsAsServed(browser, context, page.url())
    }
    await context.close()
  })
})
