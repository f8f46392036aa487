import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { activities } from '../../db/seed-data'
import {
  addFrom,
  ARRIVE,
  day,
  DEPART,
  expectNoAxeViolationsAsServed,
  noJsContext,
  setDates,
} from './trip-steps'
import {
  expectNoAxeViolations,
  failFirstPosts,
  waitForHydration,
  waitForSavedPages,
  waitForServiceWorker,
} from './utils'

// This spec is about what the service worker does (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

/**
 * Opens /trip, waits for the service worker to control it, and loads it once more under the
 * worker, which then saves the trip page and its listings' pages (`saved`) for offline use.
 */
async function openTripUnderServiceWorker(page: Page, saved: string[]) {
  await page.goto('/trip')
  await waitForHydration(page)
  await waitForServiceWorker(page)
  await page.reload()
  await waitForHydration(page)
  await waitForSavedPages(page, saved)
}

// Each test walks through a whole plan and runs axe at every state.
test.describe.configure({ timeout: 120_000 })

test.describe('without JavaScript', () => {
  test('plans a three-day trip with real forms: dates, add, move, reorder, time and note, remove, clear', async ({
    browser,
  }) => {
    const { context, page } = await noJsContext(browser)
    // A first visit shows the date form and sets no cookie.
    await page.goto('/trip')
    await expect(page.getByRole('heading', { level: 1, name: 'Plan Your Trip' })).toBeVisible()
    expect((await context.cookies()).some((c) => c.name === 'trip')).toBe(false)
    await expectNoAxeViolationsAsServed(browser, context, page.url())

    // A wrong date range says so next to the field.
    await page.getByLabel('Arrival').fill(DEPART)
    await page.getByLabel('Departure').fill(ARRIVE)
    await page.getByRole('button', { name: 'Set dates' }).click()
    await expect(page.getByText('Departure must be on or after arrival')).toBeVisible()
    await expect(page.getByLabel('Departure')).toHaveAttribute('aria-invalid', 'true')

    await setDates(page)
    const cookie = (await context.cookies()).find((c) => c.name === 'trip')!
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{22}$/)
    await expect(page.locator('.trip-day')).toHaveCount(3)

    await expectNoAxeViolationsAsServed(browser, context, '/trip?add=restaurant:elk-antler-grill')
    await addFrom(page, '/eat/elk-antler-grill', 0, 'Elk Antler Grill')
    await addFrom(page, '/play/amphitheater-lake-hike', 0, 'Amphitheater Lake Hike')
    await addFrom(page, '/stay/fireweed-log-cabin', 1, 'Fireweed Log Cabin')

    await page.goto('/trip')
    await expect(day(page, 0).locator('.trip-stop')).toHaveCount(2)
    await expect(day(page, 1).locator('.trip-stop')).toHaveCount(1)
    // The checks, next to their stops.
    await expect(day(page, 0).getByRole('note').first()).toBeVisible()
    await expect(day(page, 0).getByText(/Sunrise \d+:\d\d AM/)).toBeVisible()
    await expect(
      day(page, 0)
        .getByText(/About \d+ (min|h).* drive.*\(estimate\)/)
        .first(),
    ).toBeVisible()
    await expectNoAxeViolationsAsServed(browser, context, page.url())

    // Reorder: the hike up, before dinner.
    await page.getByRole('button', { name: 'Move Amphitheater Lake Hike up' }).click()
    await expect(day(page, 0).locator('.trip-stop h3').first()).toHaveText(/Amphitheater Lake/)
    // Move dinner to the third day.
    const dinner = day(page, 0).locator('.trip-stop').filter({ hasText: 'Elk Antler Grill' })
    await dinner.getByLabel('Move to day').selectOption({ index: 2 })
    await dinner.getByRole('button', { name: 'Move Elk Antler Grill to this day' }).click()
    await expect(day(page, 2).locator('.trip-stop h3')).toHaveText(['Elk Antler Grill'])

    // A start time and a note; a wrong time is refused next to the field.
    const hike = day(page, 0).locator('.trip-stop').first()
    await hike.locator('summary').click()
    await hike.getByLabel('Start time').fill('15:00')
    await hike.getByLabel('Note').fill('Bring headlamps')
    await hike.getByRole('button', { name: 'Save time and note' }).click()
    await expect(page.getByRole('paragraph').filter({ hasText: 'Bring headlamps' })).toBeVisible()
    await expect(day(page, 0).getByText(/Runs past sunset/)).toBeVisible()
    await expectNoAxeViolationsAsServed(browser, context, page.url())

    await page.getByRole('button', { name: 'Remove Fireweed Log Cabin' }).click()
    await expect(page.getByText('Removed from your trip')).toBeVisible()
    await expect(day(page, 1).getByText('Nothing planned yet.')).toBeVisible()

    // The calendar file and the printable page.
    const ics = await page.request.get('/trip.ics')
    expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8')
    const body = (await ics.text()).replace(/\r\n /g, '')
    expect(body).toContain('SUMMARY:Amphitheater Lake Hike')
    expect(body).toContain(`DTSTART;TZID=America/Denver:${ARRIVE.replaceAll('-', '')}T150000`)
    expect(body).toContain('Directions: https://www.google.com/maps/search/')
    await page.getByRole('link', { name: 'Printable page' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Our Wyoming Trip' })).toBeVisible()
    await expect(page.getByRole('button', { name: /Remove/ })).toHaveCount(0)
    await expectNoAxeViolationsAsServed(browser, context, page.url())

    // Clearing asks first.
    await page.goto('/trip')
    await page.getByText('Clear trip…').click()
    await page.getByRole('button', { name: 'Yes, clear my trip' }).click()
    await expect(page.getByText('Trip cleared')).toBeVisible()
    await expect(page.locator('.trip-day')).toHaveCount(0)
    await expectNoAxeViolationsAsServed(browser, context, page.url())
    await context.close()
  })

  test('an event goes on its own date, and a shared link is read-only and can be copied', async ({
    browser,
  }) => {
    const owner = await noJsContext(browser)
    await setDates(owner.page, ARRIVE, DEPART)
    await addFrom(owner.page, '/eat/snowshoe-hare-diner', 1, 'Snowshoe Hare Diner')
    await owner.page.goto('/trip')
    const shareUrl = await owner.page.getByLabel('Read-only link to share').inputValue()
    expect(shareUrl).toMatch(/\/trip\/shared\/[A-Za-z0-9_-]{22}$/)

    const friend = await noJsContext(browser)
    await friend.page.goto(shareUrl)
    await expect(friend.page.getByRole('heading', { level: 1, name: 'A Shared Trip' })).toBeVisible()
    await expect(friend.page.getByRole('heading', { level: 3, name: 'Snowshoe Hare Diner' })).toBeVisible()
    await expect(friend.page.getByRole('button', { name: /Remove|Move/ })).toHaveCount(0)
    await expectNoAxeViolationsAsServed(browser, friend.context, friend.page.url())
    // Posting a change to the shared page changes nothing.
    const refused = await friend.page.request.post(shareUrl, {
      form: { intent: 'clear', confirm: 'yes' },
      headers: { Origin: new URL(shareUrl).origin },
      maxRedirects: 0,
    })
    expect(refused.status()).toBe(405)
    await friend.page.getByRole('button', { name: 'Copy to my trip' }).click()
    await expect(friend.page).toHaveURL('/trip')
    await expect(friend.page.getByText('Trip copied')).toBeVisible()
    await expect(friend.page.getByRole('heading', { level: 3, name: 'Snowshoe Hare Diner' })).toBeVisible()
    // The copy is the friend's own: removing it there leaves the owner's trip alone.
    await friend.page.getByRole('button', { name: 'Remove Snowshoe Hare Diner' }).click()
    await owner.page.goto('/trip')
    await expect(owner.page.getByRole('heading', { level: 3, name: 'Snowshoe Hare Diner' })).toBeVisible()
    await owner.context.close()
    await friend.context.close()
  })
})

test.describe('with JavaScript', () => {
  test('changes apply without a page load, a wrong date is refused next to its field, and stops can be dragged between days', async ({
    page,
  }) => {
    await setDates(page)
    await addFrom(page, '/eat/elk-antler-grill', 0, 'Elk Antler Grill')
    await addFrom(page, '/play/taggart-lake-hike', 0, 'Taggart Lake Trail')
    await page.goto('/trip')
    await waitForHydration(page)
    await expect(day(page, 0).locator('.trip-stop')).toHaveCount(2)
    await expectNoAxeViolations(page)

    // Buttons: a client-side change, no page load.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
    await page.getByRole('button', { name: 'Move Taggart Lake Trail up' }).click()
    await expect(day(page, 0).locator('.trip-stop h3').first()).toHaveText('Taggart Lake Trail')
    await expect(page.getByText('Moved', { exact: true })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)

    // A wrong time says so next to its field.
    const dinner = day(page, 0).locator('.trip-stop').filter({ hasText: 'Elk Antler Grill' })
    await dinner.locator('summary').click()
    await dinner.getByLabel('Note').fill('x'.repeat(10))
    await dinner.getByLabel('Start time').fill('19:00')
    await dinner.getByRole('button', { name: 'Save time and note' }).click()
    await expect(dinner.getByText('7:00 PM')).toBeVisible()
    await page.getByLabel('Arrival').fill(DEPART)
    await page.getByLabel('Departure').fill(ARRIVE)
    await page.getByRole('button', { name: 'Change dates' }).click()
    await expect(page.getByText('Departure must be on or after arrival')).toBeVisible()
    // axe checks the page, not a toast fading in or out.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
    await expectNoAxeViolations(page)
    await page.waitForLoadState('networkidle')

    // Dragging dinner onto the second day.
    // Dinner now has a time: it comes first, by its time.
    const dinnerStop = day(page, 0).locator('.trip-stop').filter({ hasText: 'Elk Antler Grill' })
    await expect(dinnerStop).toHaveAttribute('draggable', 'true')
    // Picked up by its label (not by one of its controls), dropped on the second day. The page
    // shows the move at once; the reload below waits for the server to have saved it.
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith('/trip'),
    )
    await dinnerStop.dragTo(day(page, 1).locator('section'), { sourcePosition: { x: 24, y: 12 } })
    await expect(day(page, 1).locator('.trip-stop h3')).toHaveText(['Elk Antler Grill'])
    expect((await saved).ok()).toBe(true)
    await page.reload()
    await expect(day(page, 1).locator('.trip-stop h3')).toHaveText(['Elk Antler Grill'])
    // The drag's toast may still arrive once the page has settled: axe checks the page without it.
    await waitForHydration(page)
    await page.waitForTimeout(500)
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
    await expectNoAxeViolations(page)
  })

  test('works offline: the trip and its listing pages open, and changes are kept and sent later', async ({
    context,
    page,
  }) => {
    await setDates(page)
    await addFrom(page, '/eat/elk-antler-grill', 0, 'Elk Antler Grill')
    await addFrom(page, '/stay/fireweed-log-cabin', 0, 'Fireweed Log Cabin')
    // Loaded once more under the service worker, which then saves the trip's listing pages.
    await openTripUnderServiceWorker(page, ['/trip', '/stay/fireweed-log-cabin'])

    await context.setOffline(true)
    await page.getByRole('button', { name: 'Remove Fireweed Log Cabin' }).click()
    await expect(page.getByRole('heading', { level: 3, name: 'Fireweed Log Cabin' })).toHaveCount(0)
    await expect(
      page.getByRole('status').filter({ hasText: '1 change is kept on this device' }),
    ).toBeVisible()
    await expectNoAxeViolations(page)
    // A listing on the trip opens with no network.
    const other = await context.newPage()
    await other.goto('/stay/fireweed-log-cabin')
    await expect(other.getByRole('heading', { level: 1, name: 'Fireweed Log Cabin' })).toBeVisible()
    await other.close()

    await context.setOffline(false)
    await expect(page.getByRole('status').filter({ hasText: 'kept on this device' })).toHaveCount(0)
    await page.reload()
    await expect(page.getByRole('heading', { level: 3, name: 'Elk Antler Grill' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 3, name: 'Fireweed Log Cabin' })).toHaveCount(0)
  })

  test('a change kept offline whose answer is lost is sent again and made once', async ({
    context,
    page,
  }) => {
    await setDates(page)
    await addFrom(page, '/eat/elk-antler-grill', 0, 'Elk Antler Grill')
    await addFrom(page, '/play/amphitheater-lake-hike', 0, 'Amphitheater Lake Hike')
    await addFrom(page, '/eat/buffaloberry-kitchen', 0, 'Buffaloberry Kitchen')
    await openTripUnderServiceWorker(page, ['/trip'])
    const names = day(page, 0).locator('.trip-stop h3')
    await expect(names).toHaveCount(3)
    const [first, second, third] = (await names.allTextContents()).map((name) => name.trim())

    await context.setOffline(true)
    await page.getByRole('button', { name: `Move ${third} up` }).click()
    await expect(
      page.getByRole('status').filter({ hasText: '1 change is kept on this device' }),
    ).toBeVisible()

    // Back online, the first send reaches the server but its answer is lost on the way back:
    // the change stays kept and is sent again with its key, and the server makes it only once.
    const sent: string[] = []
    await context.route(
      (url) => url.pathname === '/trip',
      async (route) => {
        const request = route.request()
        if (request.method() !== 'POST') return route.continue()
        const form = new URLSearchParams(request.postData() ?? '')
        sent.push(`${form.get('intent')} ${form.get('idempotency_key')}`)
        if (sent.length > 1) return route.continue()
        await route.fetch({ maxRedirects: 0 })
        return route.abort('connectionreset')
      },
    )
    await context.setOffline(false)
    await expect(page.getByRole('status').filter({ hasText: 'kept on this device' })).toHaveCount(0, {
      timeout: 20_000,
    })
    expect(sent).toHaveLength(2)
    expect(sent[0]).toMatch(/^move-up [0-9a-f]{32}$/)
    expect(sent[1]).toBe(sent[0])
    await page.reload()
    await expect(day(page, 0).locator('.trip-stop h3')).toHaveText([first!, third!, second!])
  })

  /**
   * Follows a listing's "Add to trip" link with no signal (the saved trip page answers) and keeps
   * the add on the device; the context stays offline. Returns the offer.
   */
  async function keepAddOffline(context: BrowserContext, page: Page, activityId: string) {
    await setDates(page)
    await openTripUnderServiceWorker(page, ['/trip'])
    await context.setOffline(true)
    await page.goto(`/trip?add=activity:${activityId}`)
    await waitForHydration(page)
    const offer = page.getByRole('region', { name: /^Add .+ to your trip$/ })
    await expect(offer).toContainText('You are offline')
    await offer.getByRole('button', { name: 'Add when back online' }).click()
    await expect(offer).toContainText('Kept on this device')
    return offer
  }

  test('offline, Add to trip is kept on the device and added when the connection returns', async ({
    context,
    page,
  }) => {
    const activity = activities[0]!
    await keepAddOffline(context, page, activity.id)
    await expect(
      page.getByRole('status').filter({ hasText: 'Waiting to add when you are back online' }),
    ).toBeVisible()
    await expectNoAxeViolations(page)

    await context.setOffline(false)
    await expect(page.getByRole('heading', { level: 3, name: activity.name })).toBeVisible({
      timeout: 15_000,
    })
    await expect(page.getByText('Waiting to add when you are back online')).toHaveCount(0)
  })

  test('a change kept offline is sent again when its first sends fail after the connection returns', async ({
    context,
    page,
  }) => {
    const activity = activities[0]!
    await keepAddOffline(context, page, activity.id)

    // Back online, but the first two sends fail as on a signal that is not carrying anything yet:
    // no second `online` event comes, and the change still goes, a few seconds later.
    const failed = await failFirstPosts(context, '/trip', 2)
    await context.setOffline(false)
    await expect(page.getByRole('heading', { level: 3, name: activity.name })).toBeVisible({
      timeout: 15_000,
    })
    expect(failed()).toBe(2)
    await expect(page.getByText('Waiting to add when you are back online')).toHaveCount(0)
  })
})
