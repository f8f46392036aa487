import { expect, test } from '@playwright/test'
import { activities, restaurants, stays } from '../../db/seed-data'
import { expectNoAxeViolations, waitForHydration } from './utils'

// This spec is about what the service worker does (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

const stay = stays[0]!
const restaurant = restaurants[1]!
const activity = activities.find((a) => a.featured)!

test('with nothing saved /favorites shows the empty state with its three buttons', async ({ page }) => {
  await page.goto('/favorites')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Your Favorites' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'No Favorites Yet' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('nothing moves when the saved places load (no layout shift)', async ({ page }) => {
  await page.addInitScript(() => {
    ;(window as unknown as { layoutShift: number }).layoutShift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
      })[])
        if (!entry.hadRecentInput) (window as unknown as { layoutShift: number }).layoutShift += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto('/favorites')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 2, name: 'No Favorites Yet' })).toBeVisible()
  const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)
  expect(shift).toBeLessThan(0.01)
})

for (const [name, url] of [
  ['Find Places to Stay', '/stay'],
  ['Discover Restaurants', '/eat'],
  ['Explore Activities', '/play'],
] as const) {
  test(`the empty state's ${name} button goes to ${url}`, async ({ page }) => {
    await page.goto('/favorites')
    await waitForHydration(page)
    await page.getByRole('main').getByRole('link', { name }).click()
    await expect(page).toHaveURL(url)
  })
}

test('without JavaScript /favorites shows the empty state', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/favorites')
  await expect(page.getByRole('heading', { level: 2, name: 'No Favorites Yet' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Find Places to Stay' })).toHaveAttribute('href', '/stay')
  await context.close()
})

test('favorites saved from stay, restaurant and activity cards survive a reload and can be removed', async ({
  page,
}) => {
  test.slow()
  await page.goto('/stay')
  await waitForHydration(page)
  const save = page.getByRole('button', { name: `Save ${stay.name} to favorites` })
  await expect(save).toHaveAttribute('aria-pressed', 'false')
  await save.click()
  const saved = page.getByRole('button', { name: `Remove ${stay.name} from favorites` })
  await expect(saved).toHaveAttribute('aria-pressed', 'true')
  // Announced: sonner's toast lives in an aria-live region.
  await expect(page.getByText('Saved to favorites')).toBeVisible()

  await page.reload()
  await waitForHydration(page)
  await expect(page.getByRole('button', { name: `Remove ${stay.name} from favorites` })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  await page.goto('/eat')
  await waitForHydration(page)
  await page.getByRole('button', { name: `Save ${restaurant.name} to favorites` }).click()
  await page.goto('/play')
  await waitForHydration(page)
  await page.getByRole('button', { name: `Save ${activity.name} to favorites` }).click()

  await page.goto('/favorites')
  await waitForHydration(page)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([
    'Places to Stay',
    'Restaurants',
    'Activities',
  ])
  await expect(page.getByRole('status').filter({ hasText: 'saved items' })).toHaveText('3 saved items')
  await expectNoAxeViolations(page)

  const stays = main.locator('section', { has: page.getByRole('heading', { name: 'Places to Stay' }) })
  await expect(stays.getByRole('link', { name: stay.name })).toHaveAttribute('href', `/stay/${stay.id}`)
  await stays.getByRole('button', { name: `Remove ${stay.name} from favorites` }).click()
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Restaurants', 'Activities'])

  await page.reload()
  await waitForHydration(page)
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Restaurants', 'Activities'])
  await main.getByRole('link', { name: restaurant.name }).click()
  await expect(page).toHaveURL(`/eat/${restaurant.id}`)
  // The detail page knows it is saved too.
  await expect(
    page.getByRole('button', { name: `Remove ${restaurant.name} from favorites` }),
  ).toHaveAttribute('aria-pressed', 'true')

  await page.goto('/favorites')
  await waitForHydration(page)
  await main.getByRole('button', { name: `Remove ${restaurant.name} from favorites` }).click()
  await main.getByRole('button', { name: `Remove ${activity.name} from favorites` }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'No Favorites Yet' })).toBeVisible()
})

test('saving works offline once the page is open', async ({ page, context }) => {
  await page.goto(`/play/${activity.id}`)
  await waitForHydration(page)
  await context.setOffline(true)
  await page.getByRole('button', { name: `Save ${activity.name} to favorites` }).click()
  await expect(page.getByRole('button', { name: `Remove ${activity.name} from favorites` })).toBeVisible()
  await context.setOffline(false)
  await page.goto('/favorites')
  await waitForHydration(page)
  await expect(page.getByRole('main').getByRole('link', { name: activity.name })).toBeVisible()
})

test('a live music show saved on the device before favorites were kept with the trip is listed under Live Music', async ({
  page,
}) => {
  // Kept on the device as the heart used to keep it; moved to the trip on this first visit.
  await page.addInitScript(() => {
    if (window.localStorage.getItem('wyoming-navigator:favorites-merged')) return
    window.localStorage.setItem(
      'wyoming-navigator:favorites',
      JSON.stringify([
        {
          kind: 'music',
          id: 'gros-ventre-ramblers-cowboy-bar',
          name: 'The Gros Ventre Ramblers',
          href: '/events/live-music',
        },
      ]),
    )
  })
  await page.goto('/favorites')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 2, name: 'Live Music' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'The Gros Ventre Ramblers' })).toHaveAttribute(
    'href',
    '/events/live-music?show=gros-ventre-ramblers-cowboy-bar',
  )
})

test('an event can be saved too; the toast leads to /favorites, also linked from the footer', async ({
  page,
}) => {
  await page.goto('/events/cowboy-christmas-winter-festival')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Save Cowboy Christmas Winter Festival to favorites' }).click()
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Saved to favorites' })
  await expect(toast).toBeVisible()
  await toast.getByRole('button', { name: 'View favorites' }).click()
  await expect(page).toHaveURL('/favorites')
  await expect(page.getByRole('heading', { level: 2, name: 'Events' })).toBeVisible()
  await expect(page.getByRole('link', { name: /Cowboy Christmas Winter Festival/ }).first()).toHaveAttribute(
    'href',
    '/events/cowboy-christmas-winter-festival',
  )
  await expect(page.getByRole('link', { name: 'Add all saved events to your calendar' })).toHaveAttribute(
    'href',
    '/events/saved.ics?id=cowboy-christmas-winter-festival',
  )
  await expectNoAxeViolations(page)
  await page.goto('/eat')
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Your favorites' })).toHaveAttribute(
    'href',
    '/favorites',
  )
})
