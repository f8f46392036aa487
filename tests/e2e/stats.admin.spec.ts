import { expect, test } from '@playwright/test'
import { createRestaurantInEditor } from './admin-steps'
import { ADMIN_STATE, expectNoAxeViolations } from './utils'

// What partners and editors learn (issue 44 item 5): a person's views of a listing page and a
// followed link's ping are counted on the server (no cookie), and editors read them on the
// listing's Numbers page and /admin/stats, with the searches that found nothing.

// A browser as a visitor has it: headless browsers are left out of the counts.
const PERSON =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

test('views and a directions click are counted, and shown to editors with the searches that found nothing', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  // A restaurant of its own: other specs' phones (a browser's user agent) view the sample ones.
  const context = await browser.newContext({ storageState: ADMIN_STATE })
  const page = await context.newPage()
  const id = await createRestaurantInEditor(page, `Counted Diner ${Date.now()}`)
  const visitorContext = await browser.newContext({ userAgent: PERSON })
  const visitor = await visitorContext.newPage()
  await visitor.goto(`/eat/${id}`)
  await visitor.reload()
  const [maps] = await Promise.all([
    visitorContext.waitForEvent('page'),
    visitor.getByRole('link', { name: /Get Directions/ }).click(),
  ])
  await maps.close()
  // Letters only: a search with a long number in it could be a phone number, and is never kept.
  const gap = `quokka safari ${[...String(Date.now())].map((d) => 'abcdefghij'[Number(d)]).join('')}`
  await visitor.goto(`/search?q=${encodeURIComponent(gap)}`)
  await visitor.reload()
  // One long word (a paste gone wrong): the list still fits, or scrolls by keyboard too.
  await visitor.goto(`/search?q=${'zq'.repeat(40)}`)
  await visitorContext.close()

  const figure = (label: string) =>
    page
      .locator('dl > div')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('dd')
  await expect
    .poll(
      async () => {
        await page.goto(`/admin/listings/restaurants/${id}/stats`)
        return [await figure('Page views').innerText(), await figure('Directions').innerText()]
      },
      { timeout: 20_000 },
    )
    .toEqual(['2', '1'])
  await expect(page.getByRole('heading', { level: 1, name: /^Numbers: / })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByText('Page views per day as a table').click()
  await expect(page.getByRole('table', { name: /Page views per day/ })).toBeVisible()

  await page.goto('/admin/stats')
  await expect(page.getByRole('heading', { level: 1, name: 'Numbers' })).toBeVisible()
  const misses = page.getByRole('table', { name: /Searches that found nothing/ })
  await expect(misses.getByRole('row', { name: new RegExp(`${gap} 2`) })).toBeVisible()
  await expectNoAxeViolations(page)
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.waitForTimeout(300)
    await page.screenshot({ path: `scratch/admin-stats-${width}.png`, fullPage: true })
  }
  await context.close()
})
