import { expect, type Page, test } from '@playwright/test'
import { stays } from '../../db/seed-data'
import { expectNoAxeViolations, waitForHydration } from './utils'

const FILTERS: [string, string, string | null][] = [
  ['All', '/stay', null],
  ['Ranches', '/stay?type=ranches', 'ranches'],
  ['Lodges', '/stay?type=lodges', 'lodges'],
  ['Cabins', '/stay?type=cabins', 'cabins'],
  ['Cultural Retreats', '/stay?type=cultural-retreats', 'cultural-retreats'],
]

const cards = (page: Page) => page.getByRole('main').getByRole('article')
const typeNav = (page: Page) => page.getByRole('navigation', { name: 'Accommodation type' })

test('/stay lists every stay with a favorite button, the info blocks, and passes axe', async ({ page }) => {
  await page.goto('/stay')
  await expect(page.getByRole('heading', { level: 1, name: 'Where to Stay' })).toBeVisible()
  await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(stays.map((s) => s.name))
  for (const stay of stays.slice(0, 3)) {
    const card = cards(page).filter({ has: page.getByRole('heading', { name: stay.name }) })
    await expect(card.getByRole('button', { name: `Save ${stay.name} to favorites` })).toBeVisible()
    await expect(card.getByRole('link', { name: `View Details of ${stay.name}` })).toHaveAttribute(
      'href',
      `/stay/${stay.id}`,
    )
    await expect(card.getByText(`$${stay.pricePerNight} / night`)).toBeVisible()
  }
  for (const title of ['Cowboy Heritage', 'Cultural Immersion', 'Wildlife Encounters']) {
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible()
  }
  await expectNoAxeViolations(page)
})

for (const [label, url, type] of FILTERS) {
  test(`the ${label} type filter links to ${url} and filters the list`, async ({ page }) => {
    await page.goto('/stay?type=lodges')
    await waitForHydration(page)
    await typeNav(page).getByRole('link', { name: label, exact: true }).click()
    await expect(page).toHaveURL(url)
    await expect(typeNav(page).getByRole('link', { name: label, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(typeNav(page).locator('[aria-current="page"]')).toHaveCount(1)
    const expected = (type ? stays.filter((s) => s.typeKey === type) : stays).map((s) => s.name)
    await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(expected)
  })
}

test('type filters work without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/stay')
  await typeNav(page).getByRole('link', { name: 'Cabins', exact: true }).click()
  await expect(page).toHaveURL('/stay?type=cabins')
  await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(
    stays.filter((s) => s.typeKey === 'cabins').map((s) => s.name),
  )
  await context.close()
})

test('Map View, View Details and Become a Host go to their pages', async ({ page }) => {
  for (const [name, url, heading] of [
    ['Map View', '/stay/map', 'Accommodations Map'],
    [`View Details of ${stays[0]!.name}`, `/stay/${stays[0]!.id}`, stays[0]!.name],
    ['Become a Host', '/host-signup', null],
  ] as const) {
    await page.goto('/stay')
    await waitForHydration(page)
    await page.getByRole('main').getByRole('link', { name, exact: true }).click()
    await expect(page).toHaveURL(url)
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  }
})

test('the accommodation detail page shows every field, amenity icons, policies and contact', async ({
  page,
}) => {
  const stay = stays[2]!
  await page.goto(`/stay/${stay.id}`)
  const main = page.getByRole('main')
  await expect(page.getByRole('heading', { level: 1, name: stay.name })).toBeVisible()
  await expect(main.getByText(stay.type, { exact: true })).toBeVisible()
  await expect(main.getByText(`Rated ${stay.rating.toFixed(1)} out of 5`)).toBeAttached()
  await expect(main.getByText(`Up to ${stay.guests} guests`)).toBeVisible()
  await expect(main.getByText(stay.location, { exact: true })).toBeVisible()
  await expect(main.getByText(`$${stay.pricePerNight}`, { exact: true })).toBeVisible()
  await expect(main.getByText('per night', { exact: true })).toBeVisible()
  await expect(main.getByText(stay.fullDescription)).toBeVisible()

  const amenities = page.getByRole('list', { name: 'Amenities' }).getByRole('listitem')
  await expect(amenities).toHaveText([
    'Wi-Fi',
    'Parking',
    'Continental Breakfast',
    'Hot Tub',
    'Fireplace',
    'Kitchenette',
    'Heated Pool',
  ])
  for (const item of await amenities.all()) await expect(item.locator('svg')).toHaveCount(1)

  await expect(page.getByRole('list', { name: 'Features' }).getByRole('listitem')).toHaveText(stay.features)
  const policies = main.locator('section', { has: page.getByRole('heading', { name: 'Policies' }) })
  await expect(policies).toContainText('Check-in3:00 PM')
  await expect(policies).toContainText('Check-out11:00 AM')
  await expect(policies).toContainText(`Cancellation${stay.policies.cancellation}`)
  await expect(policies).toContainText(`Pets${stay.policies.pets}`)

  // A sample stay: its made-up phone and email are text, and no button leads to them or to its
  // example.com site.
  await expect(main.getByText(`Phone: ${stay.contact.phone}`)).toBeVisible()
  await expect(main.getByText(`Email: ${stay.contact.email}`)).toBeVisible()
  await expect(main.getByRole('link', { name: /^Website: / })).toHaveCount(0)
  await expect(main.getByRole('link', { name: /^Check Availability/ })).toHaveCount(0)
  await expect(main.getByRole('link', { name: 'Contact Property' })).toHaveCount(0)
  await expect(
    page.locator('main a[href^="tel:"], main a[href^="mailto:"], main a[href*="example"]'),
  ).toHaveCount(0)
  await expectNoAxeViolations(page)

  await waitForHydration(page)
  await main.getByRole('link', { name: 'Back to Accommodations' }).click()
  await expect(page).toHaveURL('/stay')
})

test('the sample stay shows the SPEC policies', async ({ page }) => {
  await page.goto(`/stay/${stays[0]!.id}`)
  await expect(page.getByRole('main')).toContainText('$275')
  await expect(page.getByRole('main')).toContainText('Up to 4 guests')
  await expect(page.getByRole('main')).toContainText('Free cancellation up to 24 hours before check-in')
})

test('an unknown stay id answers 404', async ({ page }) => {
  const response = await page.goto('/stay/nowhere-at-all')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
})
