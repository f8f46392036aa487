import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './utils'

// The trip planner's steps, shared by tests/e2e/trip.spec.ts and trip-map.spec.ts.

/** A day in Denver, `offset` days from today, as YYYY-MM-DD. */
export function denverDay(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Denver',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date())
  const date = new Date(`${today}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + offset)
  return date.toISOString().slice(0, 10)
}

export const ARRIVE = denverDay(1)
export const DEPART = denverDay(3)

/** Sets the trip's dates on /trip. */
export async function setDates(page: Page, arrive = ARRIVE, depart = DEPART) {
  await page.goto('/trip')
  await page.getByLabel('Arrival').fill(arrive)
  await page.getByLabel('Departure').fill(depart)
  await page.getByRole('button', { name: /Set dates|Change dates/ }).click()
  // The toast's code loads on this first click: on a loaded machine that can take a while.
  await expect(page.getByText('Dates saved')).toBeVisible({ timeout: 15_000 })
}

/** "Add to trip" from a listing page, choosing the day on /trip. */
export async function addFrom(page: Page, listingPath: string, dayIndex: number | null, name: string) {
  await page.goto(listingPath)
  await page
    .getByRole('link', { name: /^Add to trip/ })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 2, name: `Add ${name} to your trip` })).toBeVisible()
  if (dayIndex !== null) await page.getByLabel('Day', { exact: true }).selectOption({ index: dayIndex })
  await page.getByRole('button', { name: 'Add to trip', exact: true }).click()
  // Back on the listing, with the toast.
  await expect(page).toHaveURL(listingPath)
  await expect(page.getByText('Added to your trip')).toBeVisible()
}

/** The trip's day section, by its place in the list. */
export const day = (page: Page, index: number) => page.locator('.trip-day').nth(index)

/**
 * axe runs as JavaScript in the page, which a page without JavaScript cannot do: it checks the
 * same page, with the same trip cookie, in a browser that blocks the site's own scripts, so what
 * it sees is the server-rendered markup (as tests/e2e/maps.spec.ts does).
 */
export async function expectNoAxeViolationsAsServed(browser: Browser, from: BrowserContext, url: string) {
  const context = await browser.newContext({ javaScriptEnabled: true })
  await context.addCookies(await from.cookies())
  await context.route(/\.js(\?|$)/, (route) => route.abort())
  const page = await context.newPage()
  await page.goto(url)
  await expectNoAxeViolations(page)
  await context.close()
}

export async function noJsContext(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false })
  return { context, page: await context.newPage() }
}
