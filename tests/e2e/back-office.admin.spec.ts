import { expect, test } from '@playwright/test'
import { ADMIN, expectNoAxeViolations } from './utils'

// Back-office pages on the shared server, starting signed in as the admin that the setup project
// (auth.setup.ts) made and signed in once. Nothing here signs out: the session is shared.

test('the saved session opens the back office without signing in again', async ({ page }) => {
  const response = await page.goto('/admin')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  const sidebar = page.getByRole('navigation', { name: 'Back office' })
  await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
})

test('messages and settings pages, axe clean', async ({ page }) => {
  await page.goto('/admin/messages')
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.goto('/admin/settings')
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 3, name: ADMIN.email })).toBeVisible()
  await expectNoAxeViolations(page)
  // The last admin cannot remove their own role.
  const mine = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: ADMIN.email }) })
  if ((await page.getByRole('heading', { level: 3 }).count()) === 1) {
    await mine.getByRole('button', { name: 'Remove role' }).click()
    await expect(mine.getByRole('alert')).toHaveText(
      'There must always be at least one admin. Make another user an admin first.',
    )
  }
})

test('a cross-origin POST to an admin action is refused even with a session', async ({ page }) => {
  await page.goto('/admin')
  const response = await page.request.post('/admin/restaurants/any-id', {
    headers: { Origin: 'https://evil.example' },
    form: { intent: 'approve' },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(400)
})
