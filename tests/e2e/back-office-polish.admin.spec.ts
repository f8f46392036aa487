import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, waitForHydration } from './utils'

// The back office as a new editor meets it (issue 16): on the shared server, signed in as admin.

test('no install card is ever set up in the back office (it is on public pages)', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.locator('[data-install-prompt]').waitFor({ state: 'attached' })
  await page.goto('/admin')
  await waitForHydration(page)
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Messages' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible()
  await expect(page.locator('[data-install-prompt]')).toHaveCount(0)
  await expect(page.getByRole('dialog', { name: /Install/ })).toHaveCount(0)
})

test('the sidebar lines up with the site header column at desktop width', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/admin')
  const header = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!
  const sidebar = (await page
    .locator('aside', { has: page.getByRole('navigation', { name: 'Back office' }) })
    .boundingBox())!
  // Both start at the same left edge (the 6xl column and its padding).
  expect(Math.abs(sidebar.x - (header.x + 16))).toBeLessThanOrEqual(1)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the section row scrolls sideways with a visible hint, and the page itself never does', async ({
    page,
  }) => {
    await page.goto('/admin')
    const nav = page.getByRole('navigation', { name: 'Back office' })
    await expect(nav.getByText('Swipe the row for more sections.')).toBeVisible()
    const row = nav.getByRole('list')
    const { scrollWidth, clientWidth } = await row.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }))
    expect(scrollWidth).toBeGreaterThan(clientWidth)
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(pageWidth).toBeLessThanOrEqual(390)
    await expectNoAxeViolations(page)
  })

  test('a long email address wraps instead of widening the page', async ({ page }) => {
    await page.goto('/admin/settings')
    const form = page.locator('form', { has: page.getByRole('button', { name: 'Send invitation' }) })
    await form
      .getByLabel(/^Email/)
      .fill(`a.very.long.address.for.testing.wrapping.${Date.now()}@a-long-domain-name.example.com`)
    await form.getByLabel(/^Role/).selectOption('editor')
    await form.getByRole('button', { name: 'Send invitation' }).click()
    await expect(page.getByText('Invitation sent.')).toBeVisible()
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(pageWidth).toBeLessThanOrEqual(390)
  })
})
