import { expect, test } from '@playwright/test'
import { ACTIVITY_TYPES } from '../../app/lib/kinds/activity'
import { DIFFICULTIES, PRICE_RANGES, SEASONS } from '../../app/lib/listings'
import { activities } from '../../db/seed-data'
import { expectNoAxeViolations, waitForHydration } from './utils'

const featured = activities.filter((a) => a.featured)
const hard = activities.find((a) => a.difficulty === 'Hard')!
const moderate = activities.find((a) => a.difficulty === 'Moderate')!
const easy = activities.find((a) => a.difficulty === 'Easy')!
const mapsUrl = (q: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(q)}`

test('/play shows tiles, the info strip, featured activities, safety tips and passes axe', async ({
  page,
}) => {
  await page.goto('/play')
  await expect(page.getByRole('heading', { level: 1, name: 'Things to Do' })).toBeVisible()
  const main = page.getByRole('main')
  for (const label of ['Snow Conditions', 'Wildlife Activity', 'Events Today']) {
    await expect(main.getByText(label, { exact: true })).toBeVisible()
  }
  const cards = main.getByRole('article')
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(featured.map((a) => a.name))
  await expect(page.getByRole('heading', { level: 2, name: 'Family Safety Tips' })).toBeVisible()
  await expect(main.getByText('25 yards', { exact: true })).toBeVisible()
  await expect(main.getByText('Stay at least 25 yards from bison, elk and moose.')).toBeVisible()
  await expect(main.getByText('100 yards', { exact: true })).toBeVisible()
  await expect(main.getByText(/100 yards from bears/)).toBeVisible()
  await expect(main.getByText('Carry 2 liters of water per person on every hike.')).toBeVisible()
  await expectNoAxeViolations(page)
})

test('/play’s category tiles load their pictures at once, after the heading and text above them', async ({
  page,
}) => {
  await page.goto('/play')
  const tiles = page.getByRole('region', { name: 'Explore by Category' }).locator('img')
  await expect(tiles).toHaveCount(4)
  for (const picture of await tiles.all()) {
    await expect(picture).toHaveAttribute('loading', 'eager')
    await expect(picture).toHaveAttribute('fetchpriority', 'low')
  }
})

const PLAY_LINKS: [string | RegExp, string][] = [
  [/^Wildlife/, '/wildlife'],
  [/^Cowboy Culture/, '/cowboy'],
  [/^Indigenous Heritage/, '/indigenous'],
  [/^Adventures/, '/adventures'],
  ['Map View', '/play/map'],
  ['Filter', '/play/filter'],
  [`Learn More about ${featured[0]!.name}`, `/play/${featured[0]!.id}`],
  [`Photos of ${featured[1]!.name}`, `/play/${featured[1]!.id}/photos`],
  ['Submit an Activity', '/submit-activity'],
  ["See today's events", '/events'],
]

for (const [name, url] of PLAY_LINKS) {
  test(`/play link ${String(name)} goes to ${url}`, async ({ page }) => {
    await page.goto('/play')
    await waitForHydration(page)
    await page
      .getByRole('main')
      .getByRole('link', { name, exact: typeof name === 'string' })
      .click()
    await expect(page).toHaveURL(url)
  })
}

test('the activity detail page shows every field and passes axe', async ({ page }) => {
  await page.goto(`/play/${hard.id}`)
  const main = page.getByRole('main')
  await expect(page.getByRole('heading', { level: 1, name: hard.name })).toBeVisible()
  await expect(main.getByText(hard.category, { exact: true })).toBeVisible()
  for (const text of [hard.location, hard.ageGroup]) {
    await expect(main.getByText(text, { exact: true })).toBeVisible()
  }
  await expect(main.getByText(hard.duration, { exact: true }).first()).toBeVisible()
  await expect(main.getByText(hard.price, { exact: true }).first()).toBeVisible()
  await expect(main.getByText(hard.fullDescription)).toBeVisible()
  await expect(page.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(hard.tags)
  await expect(page.getByRole('list', { name: 'Highlights' }).getByRole('listitem')).toHaveText(
    hard.highlights,
  )
  await expect(page.getByRole('list', { name: 'What to Bring' }).getByRole('listitem')).toHaveText(
    hard.requirements,
  )
  const safety = main.locator('section', { has: page.getByRole('heading', { name: 'Safety Guidelines' }) })
  await expect(safety.getByRole('listitem')).toHaveText(hard.safety)
  const plan = main.locator('section', { has: page.getByRole('heading', { name: 'Plan Your Visit' }) })
  await expect(plan).toContainText(`Best Time${hard.bestTime}`)
  await expect(plan).toContainText(`Duration${hard.duration}`)
  await expect(plan).toContainText(`Cost${hard.price}`)
  const directions = main.getByRole('link', { name: /^Get Directions/ })
  await expect(directions).toHaveAttribute('href', mapsUrl(hard.location))
  await expect(directions).toHaveAttribute('target', '_blank')
  await expect(directions).toHaveAttribute('rel', /noopener/)
  await expectNoAxeViolations(page)
  await waitForHydration(page)
  await main.getByRole('link', { name: 'Back to Activities' }).click()
  await expect(page).toHaveURL('/play')
})

test('the difficulty badge is green, yellow or red and always has its text', async ({ page }) => {
  for (const [activity, tone] of [
    [easy, 'green'],
    [moderate, 'yellow'],
    [hard, 'red'],
  ] as const) {
    await page.goto(`/play/${activity.id}`)
    const badge = page.getByRole('main').locator('[data-tone]').first()
    await expect(badge).toHaveAttribute('data-tone', tone)
    await expect(badge).toHaveText(`Difficulty: ${activity.difficulty}`)
    // Tailwind's colours are oklch(); a canvas turns the computed colour into RGB.
    const [r, g, b] = await badge.evaluate((el) => {
      const ctx = document.createElement('canvas').getContext('2d')!
      ctx.fillStyle = getComputedStyle(el).backgroundColor
      ctx.fillRect(0, 0, 1, 1)
      return Array.from(ctx.getImageData(0, 0, 1, 1).data)
    })
    if (tone === 'green') expect(g).toBeGreaterThan(r!)
    if (tone === 'red') expect(r).toBeGreaterThan(g!)
    if (tone === 'yellow') expect(Math.min(r!, g!)).toBeGreaterThan(b!)
  }
})

test('Share Activity copies the link and shows the alert when the Web Share API is absent', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share
    delete (navigator as { share?: unknown }).share
  })
  await page.goto(`/play/${easy.id}`)
  await waitForHydration(page)
  expect(await page.evaluate(() => 'share' in navigator)).toBe(false)
  const dialogs: { type: string; message: string }[] = []
  page.on('dialog', (dialog) => {
    dialogs.push({ type: dialog.type(), message: dialog.message() })
    void dialog.accept()
  })
  await page.getByRole('button', { name: 'Share Activity' }).click()
  await expect.poll(() => dialogs).toEqual([{ type: 'alert', message: 'Activity link copied to clipboard!' }])
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
})

test('Share Activity uses the Web Share API when present', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        ;(window as unknown as { shared: ShareData }).shared = data
        return Promise.resolve()
      },
    })
  })
  let alerted = false
  page.on('dialog', (d) => {
    alerted = true
    void d.dismiss()
  })
  await page.goto(`/play/${easy.id}`)
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Share Activity' }).click()
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared))
    .toMatchObject({ title: easy.name, url: page.url() })
  expect(alerted).toBe(false)
})

test('unknown activity ids answer 404 on the detail and photo pages', async ({ page }) => {
  for (const path of ['/play/nothing-here', '/play/nothing-here/photos']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
  }
})

test.describe('photo gallery', () => {
  const activity = activities.find((a) => a.photos.length >= 4)!
  const photos = activity.photos

  test('shows captions, moves with buttons, thumbnails and arrow keys, and passes axe', async ({ page }) => {
    await page.goto(`/play/${activity.id}/photos`)
    await waitForHydration(page)
    const gallery = page.getByRole('region', { name: `Photos of ${activity.name}` })
    const figure = gallery.locator('figure')
    await expect(figure).toHaveCount(1)
    await expect(figure.locator('figcaption')).toContainText(photos[0]!.caption)
    await expect(figure.getByRole('img', { name: photos[0]!.alt })).toBeVisible()
    await expectNoAxeViolations(page)

    await gallery.getByRole('button', { name: 'Next photo' }).click()
    await expect(figure.locator('figcaption')).toContainText(photos[1]!.caption)
    await expect(figure.locator('figcaption')).toContainText(`Photo 2 of ${photos.length}`)
    await gallery.getByRole('button', { name: 'Previous photo' }).click()
    await gallery.getByRole('button', { name: 'Previous photo' }).click()
    await expect(figure.locator('figcaption')).toContainText(photos.at(-1)!.caption)

    const thumbs = gallery.getByRole('list', { name: 'Thumbnails' }).getByRole('button')
    await expect(thumbs).toHaveCount(photos.length)
    await thumbs.nth(2).click()
    await expect(thumbs.nth(2)).toHaveAttribute('aria-pressed', 'true')
    await expect(thumbs.nth(0)).toHaveAttribute('aria-pressed', 'false')
    await expect(figure.getByRole('img', { name: photos[2]!.alt })).toBeVisible()

    // Keyboard: arrows move between thumbnails and the focus follows.
    await thumbs.nth(2).focus()
    await page.keyboard.press('ArrowRight')
    await expect(thumbs.nth(3)).toBeFocused()
    await expect(thumbs.nth(3)).toHaveAttribute('aria-pressed', 'true')
    await expect(figure.locator('figcaption')).toContainText(photos[3]!.caption)
    await page.keyboard.press('Home')
    await expect(thumbs.nth(0)).toBeFocused()
    await expect(figure.locator('figcaption')).toContainText(photos[0]!.caption)
    await page.keyboard.press('Enter')
    await gallery.getByRole('button', { name: 'Next photo' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(figure.locator('figcaption')).toContainText(photos[1]!.caption)
  })

  test('without JavaScript every photo shows with its caption', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`/play/${activity.id}/photos`)
    const figures = page.getByRole('main').locator('figure')
    await expect(figures).toHaveCount(photos.length)
    await expect(figures.locator('figcaption')).toHaveText(
      photos.map(
        (p, i) =>
          new RegExp(
            `Photo ${i + 1} of ${photos.length}\\s*${p.caption.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
          ),
      ),
    )
    for (const [i, photo] of photos.entries()) {
      const img = figures.nth(i).locator('img')
      await expect(img).toHaveAttribute('alt', photo.alt)
      await expect(img).toHaveAttribute('width', '800')
      await expect(img).toHaveAttribute('height', '500')
      // The first, the page's main picture, is written into the page (app/components/inline-image.tsx).
      if (i === 0) await expect(img).toHaveAttribute('src', /^data:image\/svg\+xml,%3Csvg /)
      else await expect(img).toHaveAttribute('src', `/images/scenes/${photo.scene}.svg`)
    }
    await context.close()
  })
})

test.describe('filter page', () => {
  test('lists everything at first and passes axe', async ({ page }) => {
    await page.goto('/play/filter')
    await expect(page.getByRole('heading', { level: 1, name: 'Filter Activities' })).toBeVisible()
    await expect(page.getByRole('status')).toHaveText(`${activities.length} activities found`)
    for (const label of ['Category', 'Difficulty', 'Season', 'Price']) {
      await expect(page.getByLabel(label)).toBeVisible()
    }
    // Only the values some activity has are offered (six of fourteen categories have none).
    const offered = <T extends string>(all: readonly T[], has: (value: T) => boolean) => all.filter(has)
    await expect(page.getByLabel('Difficulty').locator('option')).toHaveText([
      'Any difficulty',
      ...offered(DIFFICULTIES, (d) => activities.some((a) => a.difficulty === d)),
    ])
    await expect(page.getByLabel('Price').locator('option')).toHaveText([
      'Any price',
      ...offered(PRICE_RANGES, (p) => activities.some((a) => a.priceRange === p)),
    ])
    const yearRound = activities.some((a) => a.season === 'Year-Round')
    await expect(page.getByLabel('Season').locator('option')).toHaveText([
      'Any season',
      ...offered(SEASONS, (season) => yearRound || activities.some((a) => a.season === season)),
    ])
    const categories = offered(ACTIVITY_TYPES, (c) => activities.some((a) => a.category === c))
    expect(categories.length).toBeLessThan(ACTIVITY_TYPES.length)
    await expect(page.getByLabel('Category').locator('option')).toHaveText(['All categories', ...categories])
    await expectNoAxeViolations(page)
  })

  test('filters by category, difficulty, season and price in the URL, and clears', async ({ page }) => {
    await page.goto('/play/filter')
    await waitForHydration(page)
    await page.getByLabel('Category').selectOption('Hiking')
    await page.getByLabel('Difficulty').selectOption('Easy')
    await page.getByLabel('Season').selectOption('Summer')
    await page.getByLabel('Price').selectOption('Free')
    await page.getByRole('button', { name: 'Apply Filters' }).click()
    await expect(page).toHaveURL('/play/filter?category=Hiking&difficulty=Easy&season=Summer&price=Free')
    const results = page.getByRole('main').getByRole('heading', { level: 3 })
    await expect(results).toHaveText(['Taggart Lake Trail'])
    await expect(page.getByRole('status')).toHaveText('1 activity found')
    await expect(page.getByLabel('Category')).toHaveValue('Hiking')
    await results.getByRole('link').click()
    await expect(page).toHaveURL('/play/taggart-lake-hike')
    await page.goBack()
    await page.getByRole('link', { name: 'Clear Filters' }).click()
    await expect(page).toHaveURL('/play/filter')
    await expect(results).toHaveCount(activities.length)
    await expect(page.getByLabel('Category')).toHaveValue('')
  })

  test('season includes Year-Round activities; an empty result says so', async ({ page }) => {
    await page.goto('/play/filter?season=Winter')
    await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveText(
      activities.filter((a) => a.season === 'Winter' || a.season === 'Year-Round').map((a) => a.name),
    )
    await page.goto('/play/filter?difficulty=Expert')
    await expect(page.getByRole('heading', { name: 'No Activities Match' })).toBeVisible()
    await expect(page.getByRole('status')).toHaveText('0 activities found')
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'Show all activities' }).click()
    await expect(page).toHaveURL('/play/filter')
  })

  test('works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/play/filter')
    await page.getByLabel('Difficulty').selectOption('Hard')
    await page.getByRole('button', { name: 'Apply Filters' }).click()
    await expect(page).toHaveURL(/difficulty=Hard/)
    await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveText([hard.name])
    await context.close()
  })
})
