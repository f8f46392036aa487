import { expect, test } from '@playwright/test'
import { type AppServer } from '../../scripts/app-server.js'
import { removeTempDbs, startServer, tempDb } from './server-process'
import { createAdmin, E2E_PORT, expectNoAxeViolations, origin, waitForHydration } from './utils'

const NOTE = /Some places, events and stories in this guide are samples/

test.describe('the note about sample listings', () => {
  test('sits at the end of every public page, passes axe, and once hidden stays hidden', async ({ page }) => {
    await page.goto('/eat')
    const note = page.getByRole('note', { name: 'About the sample listings' })
    await expect(note).toContainText(NOTE)
    await expect(note).toContainText('Their phone numbers and websites are not real.')
    // Inside the footer, as its last part: hiding it moves nothing above it.
    await expect(page.getByRole('contentinfo').getByRole('note')).toHaveCount(1)
    await expectNoAxeViolations(page)

    await waitForHydration(page)
    await note.getByRole('button', { name: 'Hide this note' }).click()
    await expect(note).toHaveCount(0)
    await page.reload()
    await waitForHydration(page)
    await expect(page.getByText(NOTE)).toHaveCount(0)
    await page.goto('/stay')
    await waitForHydration(page)
    await expect(page.getByText(NOTE)).toHaveCount(0)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('shows the note with no button that could not work', async ({ page }) => {
      await page.goto('/')
      await expect(page.getByText(NOTE)).toBeVisible()
      await expect(page.getByRole('button', { name: 'Hide this note' })).toHaveCount(0)
    })
  })

  test('is not in the sign-in page', async ({ page }) => {
    await page.goto('/login')
    await expect(page.getByText(NOTE)).toHaveCount(0)
  })
})

test.describe('an admin removes the sample content', () => {
  // A server of its own: the shared one's sample listings are what the other specs look at.
  test.describe.configure({ mode: 'serial' })
  const PORT = E2E_PORT + 89
  const BASE = origin(PORT)
  const ADMIN = { email: 'owner@example.com', password: 'sample removal password 1' }
  let server: AppServer | undefined
  test.use({ baseURL: BASE })

  test.beforeAll(async () => {
    const db = tempDb()
    server = startServer({
      PORT: String(PORT),
      DATABASE_URL: db.url,
      INSECURE_COOKIES: '1',
      LOG_REQUESTS: '0',
    })
    await server.listening
    createAdmin(db.url, ADMIN)
  })
  test.afterAll(async () => {
    await server?.stop()
    removeTempDbs()
  })

  test('in one confirmed action; the guide then shows only real listings and no note', async ({ page }) => {
    await page.goto('/login')
    await waitForHydration(page)
    await page.getByLabel('Email').fill(ADMIN.email)
    await page.getByLabel('Password').fill(ADMIN.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/admin$/)

    await page.goto('/admin/settings')
    await expect(page.getByRole('heading', { level: 2, name: 'Sample content' })).toBeVisible()
    await expect(page.getByText(/The guide still holds \d+ sample listings/)).toBeVisible()
    await expectNoAxeViolations(page)
    await waitForHydration(page)
    const confirm = page.getByRole('checkbox', { name: /sample listings are deleted for good/ })
    // Not ticked: the browser itself refuses (required), and nothing is removed.
    await page.getByRole('button', { name: 'Remove sample content' }).click()
    await expect(page.getByText(/The guide still holds/)).toBeVisible()
    await confirm.check()
    await page.getByRole('button', { name: 'Remove sample content' }).click()
    await expect(page.getByText('Sample content removed.')).toBeVisible()
    await expect(page.getByText('No sample content is left')).toBeVisible()

    await page.goto('/eat')
    await expect(page.getByText(NOTE)).toHaveCount(0)
    await expect(page.getByRole('link', { name: /View Details/ })).toHaveCount(0)
  })
})
