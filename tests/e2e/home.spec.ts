import { expect, test } from '@playwright/test'
import { waitForHydration } from './utils'

test('the hero shows the tagline, heritage text and its two buttons', async ({ page }) => {
  await page.goto('/')
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: "Western Wyoming's ultimate navigator for the Jackson Hole Area",
    }),
  ).toBeVisible()
  for (const words of ['Shoshone and Bannock', 'trappers', 'cowboys', 'bison']) {
    await expect(page.getByText(words, { exact: false }).first()).toBeVisible()
  }
  const hero = page.locator('section[aria-labelledby="hero-title"]')
  const box = await hero.boundingBox()
  const viewport = page.viewportSize()!
  expect(box!.height).toBeGreaterThanOrEqual(viewport.height - 70)
})

const HOME_LINKS: [RegExp, string, string][] = [
  [/^Start Exploring$/, '/play', 'Things to Do'],
  [/^Find Your Path$/, '/trip', 'Plan Your Trip'],
  [/^Map of the Valley$/, '/map', 'Map of the Valley'],
  [/^Authentic Experiences/, '/indigenous', 'Indigenous Heritage'],
  [/^Shop Local/, '/listings', 'Shop Local'],
  [/^Local Insights/, '/blog', 'Wyoming Blog'],
  [/^Eat Local restaurants, cafes, and authentic Wyoming cuisine Explore/, '/eat', 'Where to Eat'],
  [/^Stay Hotels, lodges, cabins, and accommodation options Explore/, '/stay', 'Where to Stay'],
  [/^Play Outdoor activities, recreation, and adventure guides Explore/, '/play', 'Things to Do'],
  [/^Events Local festivals, gatherings, and community events Explore/, '/events', 'Events Calendar'],
  [
    /^Visit Trip planning, seasonal guides, and essential visitor information Explore/,
    '/visit',
    'Plan Your Wyoming Visit',
  ],
  [/^Blog Heritage tales, history, and cultural narratives Explore/, '/blog', 'Wyoming Blog'],
]

for (const [name, path, heading] of HOME_LINKS) {
  test(`home link ${name.source} goes to ${path}`, async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.getByRole('main').getByRole('link', { name }).click()
    await expect(page).toHaveURL(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  })
}

test('the hero picture is asked for first, the highlight thumbnails at its edge last', async ({ page }) => {
  await page.goto('/')
  // The hero comes with the page; each highlight card's thumbnail is a low-priority request.
  await expect(page.locator('section[aria-labelledby="hero-title"] img')).toHaveAttribute(
    'fetchpriority',
    'high',
  )
  const thumbnails = page.getByRole('region', { name: 'Highlights' }).locator('img')
  await expect(thumbnails).toHaveCount(3)
  for (const thumbnail of await thumbnails.all())
    await expect(thumbnail).toHaveAttribute('fetchpriority', 'low')
})

test("the Explore Wyoming's Best section has its subtitle and six cards", async ({ page }) => {
  await page.goto('/')
  const section = page.locator('section[aria-labelledby="explore-title"]')
  await expect(section.getByRole('heading', { name: "Explore Wyoming's Best" })).toBeVisible()
  await expect(
    section.getByText('Discover authentic experiences across Jackson Hole and Star Valley'),
  ).toBeVisible()
  await expect(section.getByRole('link')).toHaveCount(6)
  await expect(section.getByText('Explore', { exact: true })).toHaveCount(6)
})

test('home links work without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  await page.getByRole('link', { name: /^Find Your Path$/ }).click()
  await expect(page).toHaveURL('/trip')
  await context.close()
})
