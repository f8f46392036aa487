import { expect, type Page, test } from '@playwright/test'
import { musicShows } from '../../db/seed-data'
import { expectNoAxeViolations, waitForHydration } from './utils'

const GENRES = ['Country', 'Folk', 'Blues', 'Acoustic', 'Holiday', 'Variety'] as const

const genres = (page: Page) => page.getByRole('navigation', { name: 'Music genres' })
const shows = (page: Page) => page.getByRole('region', { name: /Shows$/ })
const inOrder = [...musicShows].sort((a, b) => a.date.localeCompare(b.date))

test('lists every show with its details, Featured Venues and the way back', async ({ page }) => {
  await page.goto('/events/live-music')
  await expect(page.getByRole('heading', { level: 1, name: 'Live Music' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to Events' })).toHaveAttribute('href', '/events')
  await expect(genres(page).getByRole('link', { name: 'All', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await expect(shows(page).getByRole('heading', { level: 3 })).toHaveText(inOrder.map((s) => s.artist))

  const first = inOrder[0]!
  const card = shows(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: first.artist }) })
  for (const text of [
    first.genre,
    'Friday, December 6, 2024',
    first.time,
    first.venue,
    first.location,
    first.price,
  ]) {
    await expect(card.getByText(text, { exact: true })).toBeVisible()
  }
  // A sample show: no Get Tickets leading to example.com.
  await expect(card.getByRole('link', { name: /^Get Tickets/ })).toHaveCount(0)

  const venues = page.getByRole('region', { name: 'Featured Venues' })
  await expect(venues.getByRole('heading', { level: 3 }).first()).toBeVisible()
  await expect(venues.getByText('240 S Glenwood St, Jackson, WY 83001')).toBeVisible()
  await expect(venues.getByRole('heading', { level: 3, name: 'Center for the Arts' })).toBeVisible()

  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'Submit Your Event' }).click()
  await expect(page).toHaveURL('/submit-event')
})

for (const genre of GENRES) {
  test(`the ${genre} filter shows exactly the ${genre} shows`, async ({ page }) => {
    await page.goto('/events/live-music')
    await genres(page).getByRole('link', { name: genre, exact: true }).click()
    await expect(page).toHaveURL(`/events/live-music?genre=${genre}`)
    await expect(genres(page).getByRole('link', { name: genre, exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(genres(page).getByRole('link', { name: 'All', exact: true })).not.toHaveAttribute(
      'aria-current',
    )
    await expect(page.getByRole('heading', { level: 2, name: `${genre} Shows` })).toBeVisible()
    const expected = inOrder.filter((s) => s.genre === genre).map((s) => s.artist)
    expect(expected.length).toBeGreaterThan(0)
    await expect(shows(page).getByRole('heading', { level: 3 })).toHaveText(expected)
  })
}

test('the genre filter is an exact match and All resets it', async ({ page }) => {
  await page.goto('/events/live-music?genre=country')
  await expect(shows(page).getByRole('heading', { level: 3 })).toHaveCount(musicShows.length)
  await page.goto('/events/live-music?genre=Blues')
  await genres(page).getByRole('link', { name: 'All', exact: true }).click()
  await expect(page).toHaveURL('/events/live-music')
  await expect(shows(page).getByRole('heading', { level: 3 })).toHaveCount(musicShows.length)
})

test('the genre filter works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/events/live-music')
  await genres(page).getByRole('link', { name: 'Folk', exact: true }).click()
  await expect(page).toHaveURL('/events/live-music?genre=Folk')
  await expect(shows(page).getByRole('heading', { level: 3 })).toHaveText(
    inOrder.filter((s) => s.genre === 'Folk').map((s) => s.artist),
  )
  await context.close()
})

test('a show can be saved to favorites', async ({ page }) => {
  const show = inOrder[0]!
  await page.goto('/events/live-music')
  await waitForHydration(page)
  const save = page.getByRole('button', { name: `Save ${show.artist} to favorites` })
  await expect(save).toHaveAttribute('aria-pressed', 'false')
  await save.click()
  const remove = page.getByRole('button', { name: `Remove ${show.artist} from favorites` })
  await expect(remove).toHaveAttribute('aria-pressed', 'true')
  const stored = await page.evaluate(() => localStorage.getItem('wyoming-navigator:favorites'))
  expect(JSON.parse(stored!)).toEqual([
    expect.objectContaining({ kind: 'music', id: show.id, name: show.artist, href: '/events/live-music' }),
  ])
  await page.reload()
  await expect(page.getByRole('button', { name: `Remove ${show.artist} from favorites` })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
})
