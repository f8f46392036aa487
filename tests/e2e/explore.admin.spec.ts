import { expect, test } from '@playwright/test'
import { ADMIN_STATE, expectNoAxeViolations, waitForHydration } from './utils'

// Editors choose the listings an explore page features (issue 45 item 4): added, moved and removed
// in /admin/explore, with and without JavaScript; the page shows each one's own facts. The spec
// uses /indigenous and a stay no other spec features, and puts the page back as it was.

test('an editor features a stay on /indigenous, moves it up and removes it; axe clean', async ({
  browser,
}) => {
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({ javaScriptEnabled, storageState: ADMIN_STATE })
    const page = await context.newPage()
    await page.goto('/admin/explore')
    await expect(page.getByRole('heading', { level: 1, name: 'Explore pages' })).toBeVisible()
    if (javaScriptEnabled) {
      await waitForHydration(page)
      await expectNoAxeViolations(page)
    }
    const section = page.locator('[data-page="indigenous"]')
    const select = section.getByLabel('Add a listing to Indigenous Heritage')
    const option = select.locator('optgroup[label="Stay"] option').first()
    const value = (await option.getAttribute('value'))!
    const name = (await option.textContent())!.trim()
    await select.selectOption(value)
    await section.getByRole('button', { name: 'Feature it on Indigenous Heritage' }).click()
    await expect(page.getByText(`${name} is featured.`)).toBeVisible()
    const list = page.getByRole('list', { name: 'Featured on Indigenous Heritage' })
    await expect(list.locator('[data-feature]').last()).toHaveAttribute('data-feature', value)

    // The public page shows it, with its listing's own price and address.
    const visitor = await browser.newPage({ storageState: { cookies: [], origins: [] } })
    await visitor.goto('/indigenous')
    const card = visitor.locator(`main article[data-listing="${value}"]`)
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(name)
    await expect(card.getByRole('term').filter({ hasText: 'Where' })).toBeVisible()
    await expect(card.getByRole('term').filter({ hasText: 'Price' })).toBeVisible()
    await visitor.close()

    await page.getByRole('button', { name: `Move ${name} up on Indigenous Heritage` }).click()
    await expect(page.getByText('Order saved.')).toBeVisible()
    await expect(list.locator('[data-feature]').first()).toHaveAttribute('data-feature', value)
    await page.getByRole('button', { name: `Remove ${name} from Indigenous Heritage` }).click()
    await expect(page.getByText('Removed from the page.')).toBeVisible()
    await expect(list.locator(`[data-feature="${value}"]`)).toHaveCount(0)
    await context.close()
  }
})

test('a visitor is refused /admin/explore', async ({ browser }) => {
  const page = await browser.newPage({ storageState: { cookies: [], origins: [] } })
  const response = await page.goto('/admin/explore')
  expect(response?.status()).toBe(401)
  await page.close()
})
