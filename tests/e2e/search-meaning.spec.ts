import { expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations, waitForHydration } from './utils'

// Search that finds what a visitor means (issue 50 item 7): synonyms, the kind a query asks for,
// and a zero-result page that is never a dead end, with and without JavaScript.

// Two page loads and two axe runs each: more than the default time on a loaded machine.
test.describe.configure({ timeout: 120_000 })

const results = (page: Page) => page.getByRole('list', { name: 'Results' }).getByRole('article')

/** The zero-result page of "motel bison": words to try, and the kinds the guide has. */
async function expectSuggestionsInstead(page: Page) {
  await expect(page.getByText('Nothing in the guide matches “motel bison”.')).toBeVisible()
  const tryInstead = page.getByRole('region', { name: 'Try searching for' })
  // "bison" alone finds something; "hotels" is the indexed word most like "motel".
  await expect(tryInstead.getByRole('link', { name: 'bison', exact: true })).toHaveAttribute(
    'href',
    '/search?q=bison',
  )
  await expect(tryInstead.getByRole('listitem').nth(1)).toHaveText('hotels')
  await expect(tryInstead.getByRole('link', { name: 'hotels', exact: true })).toHaveAttribute(
    'href',
    '/search?q=hotels',
  )
  const browse = page.getByRole('list', { name: 'Browse the guide' })
  await expect(browse.getByRole('link', { name: /^Restaurants \(\d+\)$/ })).toHaveAttribute('href', '/eat')
  await expect(browse.getByRole('link', { name: /^Places to stay \(\d+\)$/ })).toHaveAttribute(
    'href',
    '/stay',
  )
  await expectNoAxeViolations(page)
}

test('a search that finds nothing suggests words and kinds, without JavaScript', async ({ browser }) => {
  // The site's scripts blocked (axe itself runs as script in the page): the server-rendered page
  // and plain GET forms, as without JavaScript.
  const context = await browser.newContext()
  await context.route(/\.js(\?|$)/, (route) => route.abort())
  const page = await context.newPage()
  await page.goto('/search')
  await page.getByRole('searchbox', { name: 'Search the guide' }).last().fill('motel bison')
  await page.getByRole('search', { name: 'Search the guide' }).getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL('/search?q=motel+bison')
  await expectSuggestionsInstead(page)
  // A suggested word is a search that finds something.
  await page.getByRole('region', { name: 'Try searching for' }).getByRole('link', { name: 'bison' }).click()
  await expect(page).toHaveURL('/search?q=bison')
  await expect(results(page).first()).toBeVisible()
  await context.close()
})

test('a search that finds nothing suggests words and kinds, with JavaScript', async ({ page }) => {
  await page.goto('/search?q=motel+bison')
  await waitForHydration(page)
  await expectSuggestionsInstead(page)
  await page
    .getByRole('list', { name: 'Browse the guide' })
    .getByRole('link', { name: /^Places to stay/ })
    .click()
  await expect(page).toHaveURL('/stay')
})

test('hot springs finds the hot pools, and breakfast puts the diner first', async ({ page }) => {
  await page.goto('/search?q=hot+springs')
  await expect(results(page).first()).toContainText('Snowdrift Mountain Lodge')
  await page.goto('/search?q=breakfast')
  await expect(results(page).first()).toContainText('Snowshoe Hare Diner')
  await page.goto('/search?q=ski')
  await expect(results(page).first()).toContainText('Snow King Family Ski and Ride Lessons')
  await expectNoAxeViolations(page)
})
