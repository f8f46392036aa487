import { type Browser, expect, type Page } from '@playwright/test'
import { formStamp, postForm, waitForHydration } from './utils'

/**
 * Steps several browser specs take the same way: a visitor sending a restaurant through
 * /submit-restaurant, and an editor creating one in the back office.
 */

/**
 * Restaurants sent to /submit-restaurant by a plain form post each (no browser): Western ones on
 * Pearl Ave in Jackson unless `address` and `type` say otherwise.
 */
export async function submitRestaurants(
  baseURL: string,
  names: string[],
  { address = '10 W Pearl Ave, Jackson, WY', type = 'Western' } = {},
) {
  for (const name of names) {
    const stamp = await formStamp(baseURL)
    // The bot check wants the form to have been open a moment.
    await new Promise((resolve) => setTimeout(resolve, 400))
    const response = await postForm(baseURL, '/submit-restaurant', {
      form_started_at: stamp,
      name,
      type,
      description: 'Pies by the river.',
      address,
      priceRange: '$',
    })
    expect(response.status).toBe(302)
  }
}

/** A visitor (a fresh browser, no session) submits a Western restaurant named `name`. */
export async function submitRestaurantAsVisitor(
  browser: Browser,
  name: string,
  { description = 'Pies by the river.', familyFriendly = false } = {},
) {
  const context = await browser.newContext()
  const visitor = await context.newPage()
  await visitor.goto('/submit-restaurant')
  await waitForHydration(visitor)
  await visitor.getByRole('textbox', { name: 'Restaurant name', exact: true }).fill(name)
  await visitor.getByRole('textbox', { name: 'Description', exact: true }).fill(description)
  await visitor.getByRole('textbox', { name: 'Address', exact: true }).fill('10 W Pearl Ave, Jackson, WY')
  await visitor.getByLabel('Restaurant type').selectOption('Western')
  if (familyFriendly) await visitor.getByRole('checkbox', { name: 'Family Friendly' }).check()
  await visitor.waitForTimeout(400)
  await visitor.getByRole('button', { name: 'Submit Restaurant' }).click()
  await expect(visitor).toHaveURL(/\/eat$/)
  await context.close()
}

/**
 * The signed-in editor on `page` creates and publishes a diner named `name` with the back-office
 * editor (in Wilson with a pin, or in `town` without one), and lands on its page there; gives its
 * id (its address). `js: false` for a browser without JavaScript.
 */
export async function createRestaurantInEditor(
  page: Page,
  name: string,
  { town, js = true }: { town?: string; js?: boolean } = {},
): Promise<string> {
  await page.goto('/admin/listings/restaurants/new')
  if (js) await waitForHydration(page)
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await page.getByRole('textbox', { name: 'Type', exact: true }).fill('Diner')
  await page.getByRole('textbox', { name: 'Short description', exact: true }).fill('Trout and pie.')
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill(`1 Main St, ${town ?? 'Wilson'}, WY`)
  await page.getByRole('combobox', { name: 'Town', exact: true }).selectOption(town ?? 'Wilson')
  if (!town) {
    await page.getByRole('textbox', { name: 'Latitude', exact: true }).fill('43.5')
    await page.getByRole('textbox', { name: 'Longitude', exact: true }).fill('-110.87')
  }
  await page.getByRole('combobox', { name: 'Price range', exact: true }).selectOption('$$')
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  if (js) await expect(page.locator('[data-sonner-toast]').getByText('Restaurant published.')).toBeVisible()
  return page.url().split('/').pop()!
}
