import { expect, type Page, test } from '@playwright/test'
import { restaurants } from '../../db/seed-data'
import { describeDrive, driveBetween, TOWN_SQUARE } from '../../app/lib/maps/roads'
import { expectNoAxeViolations, waitForHydration } from './utils'

const FILTERS: [string, string, string | null][] = [
  ['All', '/eat', null],
  ['Indigenous', '/eat?cuisine=indigenous', 'indigenous'],
  ['Farm-to-Table', '/eat?cuisine=farm-to-table', 'farm-to-table'],
  ['Cowboy', '/eat?cuisine=cowboy', 'cowboy'],
  ['Family-Friendly', '/eat?cuisine=family-friendly', 'family-friendly'],
  ['Fine Dining', '/eat?cuisine=fine-dining', 'fine-dining'],
]

const first = restaurants[0]!
const cards = (page: Page) => page.getByRole('main').getByRole('article')
const cuisineNav = (page: Page) => page.getByRole('navigation', { name: 'Cuisine' })

test('/eat shows the hero, all restaurants with the featured three first, and passes axe', async ({
  page,
}) => {
  await page.goto('/eat')
  await expect(page.getByRole('heading', { level: 1, name: 'Where to Eat' })).toBeVisible()
  await expect(cards(page)).toHaveCount(restaurants.length)
  for (const [index, restaurant] of restaurants.slice(0, 3).entries()) {
    await expect(cards(page).nth(index).getByRole('heading', { level: 2 })).toHaveText(restaurant.name)
  }
  await expect(cuisineNav(page).getByRole('link', { name: 'All', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  for (const img of await page.getByRole('main').locator('article img').all()) {
    await expect(img).toHaveAttribute('width', '800')
    await expect(img).toHaveAttribute('height', '500')
    await expect(img).toHaveAttribute('alt', /\S/)
  }
  await expectNoAxeViolations(page)
})

for (const [label, url, cuisine] of FILTERS) {
  test(`the ${label} cuisine filter links to ${url}, is marked current and filters the list`, async ({
    page,
  }) => {
    await page.goto('/eat?cuisine=cowboy')
    await waitForHydration(page)
    await cuisineNav(page).getByRole('link', { name: label, exact: true }).click()
    await expect(page).toHaveURL(url)
    const link = cuisineNav(page).getByRole('link', { name: label, exact: true })
    await expect(link).toHaveAttribute('aria-current', 'page')
    await expect(cuisineNav(page).locator('[aria-current="page"]')).toHaveCount(1)
    const expected = cuisine
      ? restaurants.filter((r) => r.cuisines.includes(cuisine as never)).map((r) => r.name)
      : restaurants.map((r) => r.name)
    await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(expected)
    if (cuisine) await expect(cards(page)).not.toHaveCount(restaurants.length)
  })
}

test('an unknown cuisine shows every restaurant with All marked', async ({ page }) => {
  await page.goto('/eat?cuisine=martian')
  await expect(cards(page)).toHaveCount(restaurants.length)
  await expect(cuisineNav(page).getByRole('link', { name: 'All', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
})

test('cuisine filters work without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/eat')
  await cuisineNav(page).getByRole('link', { name: 'Indigenous', exact: true }).click()
  await expect(page).toHaveURL('/eat?cuisine=indigenous')
  await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(['Buffaloberry Kitchen'])
  await context.close()
})

test('card buttons go to the details, the directions and the submit form', async ({ page }) => {
  await page.goto('/eat')
  await waitForHydration(page)
  await page.getByRole('link', { name: `View Details of ${first.name}` }).click()
  await expect(page).toHaveURL(`/eat/${first.id}`)
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible()

  await page.goto('/eat')
  await waitForHydration(page)
  await page.getByRole('link', { name: `Directions to ${first.name}` }).click()
  await expect(page).toHaveURL(`/eat/${first.id}/directions`)
  await expect(page.getByRole('heading', { level: 1, name: `Directions to ${first.name}` })).toBeVisible()

  await page.goto('/eat')
  await waitForHydration(page)
  await page.getByRole('main').getByRole('link', { name: 'Submit a Restaurant', exact: true }).click()
  await expect(page).toHaveURL('/submit-restaurant')
})

test('the restaurant detail page shows every field, its contact links and actions', async ({ page }) => {
  const r = restaurants[1]!
  await page.goto(`/eat/${r.id}`)
  const main = page.getByRole('main')
  await expect(page.getByRole('heading', { level: 1, name: r.name })).toBeVisible()
  await expect(main.getByText(r.type, { exact: true })).toBeVisible()
  await expect(main.getByText(`Rated ${r.rating.toFixed(1)} out of 5`)).toBeAttached()
  await expect(main.getByText(r.price, { exact: true })).toBeVisible()
  await expect(main.getByText(r.location, { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'About' })).toBeVisible()
  await expect(main.getByText(r.fullDescription)).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Specialties' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Specialties' }).getByRole('listitem')).toHaveText(r.tags)
  await expect(page.getByRole('heading', { level: 2, name: 'Amenities' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Amenities' }).getByRole('listitem')).toHaveText(r.amenities)
  // A sample listing: its 555-01xx number is text, its example.com site and a reservation button
  // that would lead there are not shown.
  await expect(main.getByText(`Phone: ${r.phone}`)).toBeVisible()
  await expect(main.getByRole('link', { name: `Phone: ${r.phone}` })).toHaveCount(0)
  await expect(main.getByRole('link', { name: /^Website: / })).toHaveCount(0)
  await expect(main.getByRole('link', { name: /^Make Reservation/ })).toHaveCount(0)
  await expect(page.locator('main a[href^="tel:"], main a[href^="http"][href*="example.com"]')).toHaveCount(0)
  await expect(main.getByText(r.hours)).toBeVisible()

  const directions = main.getByRole('link', { name: /^Get Directions/ })
  await expect(directions).toHaveAttribute(
    'href',
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(r.location)}`,
  )
  await expect(directions).toHaveAttribute('target', '_blank')
  await expect(directions).toHaveAttribute('rel', /noopener/)
  await expect(page.locator('main img').first()).toHaveAttribute('alt', r.image.alt)
  await expectNoAxeViolations(page)

  await waitForHydration(page)
  await main.getByRole('link', { name: 'Back to Restaurants' }).click()
  await expect(page).toHaveURL('/eat')
})

test('Get Directions opens the maps search in a new tab', async ({ page, context }) => {
  await context.route('https://www.google.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>maps</title>' }),
  )
  await page.goto(`/eat/${first.id}`)
  await waitForHydration(page)
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: /^Get Directions/ }).click(),
  ])
  expect(popup.url()).toContain(`query=${encodeURIComponent(first.location)}`)
  expect(await popup.evaluate(() => window.opener)).toBeNull()
})

test('the directions page shows the address, the travel note and opens maps', async ({ page }) => {
  const r = restaurants[4]!
  await page.goto(`/eat/${r.id}/directions`)
  await expect(page.getByRole('heading', { level: 1, name: `Directions to ${r.name}` })).toBeVisible()
  await expect(page.getByRole('main').getByText(r.location, { exact: true })).toBeVisible()
  await expect(page.getByText(r.fromJackson)).toBeVisible()
  // The road model's drive from Town Square, the same as the trip planner's (issue 50 item 4).
  const drive = driveBetween(TOWN_SQUARE, r.coordinates!)
  await expect(page.getByTestId('drive-from-jackson')).toContainText(
    `${describeDrive(drive)} from Town Square`,
  )
  await expect(page.getByTestId('drive-from-jackson')).toContainText('Snake River Canyon')
  const open = page.getByRole('link', { name: /^Open in Maps/ })
  await expect(open).toHaveAttribute(
    'href',
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(r.location)}`,
  )
  await expect(open).toHaveAttribute('target', '_blank')
  await expect(open).toHaveAttribute('rel', 'noopener noreferrer')
  await expectNoAxeViolations(page)
  await waitForHydration(page)
  await page.getByRole('link', { name: `Back to ${r.name}` }).click()
  await expect(page).toHaveURL(`/eat/${r.id}`)
})

test('unknown restaurant ids answer 404 on the detail and directions pages', async ({ page }) => {
  for (const path of ['/eat/no-such-place', '/eat/no-such-place/directions']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
  }
})
