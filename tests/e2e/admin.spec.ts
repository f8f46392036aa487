import { expect, type Page, test } from '@playwright/test'
import Database from 'better-sqlite3'
import { type AppServer, startAppServer, type TempDatabase, tempDatabase } from '../../scripts/app-server.js'
import { submitRestaurantAsVisitor } from './admin-steps'
import { createAdmin, E2E_PORT, expectNoAxeViolations, origin, signIn } from './utils'

// The back office end to end: an admin made by `npm run admin:create` on the server's database
// signs in, watches a visitor's restaurant arrive, approves it and finds it on /eat; then signs out.

// This file runs its own server on its own database, so restaurants that other specs submit at
// the same moment cannot move the dashboard counts it checks. The other back-office pages are
// checked on the shared server, signed in once by the setup project (back-office.admin.spec.ts).
const PORT = E2E_PORT + 78
const ADMIN = { email: `admin-${Date.now()}@example.com`, password: 'e2e admin password 1' }

test.describe.configure({ mode: 'serial' })
test.use({ baseURL: origin(PORT) })

let db: TempDatabase | undefined
let server: AppServer | undefined

test.beforeAll(async () => {
  db = tempDatabase('guide-admin-')
  server = startAppServer({
    env: {
      PORT: String(PORT),
      DATABASE_URL: db.url,
      LOG_REQUESTS: '0',
      INSECURE_COOKIES: '1',
      SUBMISSION_MIN_FILL_MS: '300',
      SUBMISSION_RATE_LIMIT: '500',
    },
    echoErrors: true,
  })
  await server.listening
  expect(createAdmin(db.url, ADMIN)).toContain(`Created admin ${ADMIN.email}`)
})

test.afterAll(async () => {
  await server?.stop()
  db?.remove()
})

const tile = (page: Page, label: string) =>
  page.getByRole('link', { name: new RegExp(`^${label} \\d+ pending$`) })

async function pendingRestaurants(page: Page): Promise<number> {
  const text = await page.getByTestId('pending-restaurants').textContent()
  return Number(text)
}

test('sign in, see the tiles, approve a visitor’s restaurant and find it on /eat', async ({
  page,
  browser,
}) => {
  // Two browsers, a dozen pages and four axe runs: too much for the default 30 s on a busy 2-core CI machine.
  test.setTimeout(90_000)
  await signIn(page, ADMIN)
  await expect(
    page.getByRole('status').filter({ hasText: 'Signed in.' }).or(page.getByText('Signed in.')),
  ).toBeVisible()

  const sidebar = page.getByRole('navigation', { name: 'Back office' })
  for (const label of [
    'Dashboard',
    'Restaurants',
    'Events',
    'Activities',
    'Stories',
    'Messages',
    'Settings',
  ]) {
    await expect(sidebar.getByRole('link', { name: label, exact: true })).toBeVisible()
  }
  await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
  for (const label of ['Restaurants', 'Events', 'Activities', 'Stories'])
    await expect(tile(page, label)).toBeVisible()
  await expect(tile(page, 'Restaurants')).toHaveAttribute('href', '/admin/restaurants?status=pending')

  const name = `Pearl Street Chuckwagon ${Date.now()}`
  const before = await pendingRestaurants(page)
  await submitRestaurantAsVisitor(browser, name, {
    description: 'Elk chili & cornbread by the river.',
    familyFriendly: true,
  })
  await page.reload()
  expect(await pendingRestaurants(page)).toBe(before + 1)
  await page.goto('/admin')
  await expectNoAxeViolations(page)

  await tile(page, 'Restaurants').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Restaurants' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Pending', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(sidebar.getByRole('link', { name: 'Restaurants' })).toHaveAttribute('aria-current', 'page')
  await expectNoAxeViolations(page)

  await page.getByRole('link', { name: new RegExp(name) }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByText('10 W Pearl Ave, Jackson, WY')).toBeVisible()
  await expect(page.getByText('from a visitor')).toBeVisible()
  await expectNoAxeViolations(page)

  await page.getByLabel('Note (optional)').fill('Checked with the owner.')
  await page.getByRole('button', { name: 'Approve' }).click()
  await expect(page.locator('[data-sonner-toast]').getByText('Approved and published.')).toBeVisible()
  await expect(page.getByText(`Approved by ${ADMIN.email}`)).toBeVisible()
  await expect(page.getByText('Note: Checked with the owner.')).toBeVisible()

  await page.goto('/eat')
  await page
    .getByRole('link', { name: new RegExp(name) })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByText('Elk chili & cornbread by the river.').first()).toBeVisible()
})

test('opening a message leaves it unread; Mark as read and Mark as unread are buttons that work without JavaScript', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const id = `msg-${Date.now()}`
  const subject = `Gondola hours ${id}`
  const sqlite = new Database(db!.file)
  sqlite
    .prepare(
      "insert into contact_messages (id, name, email, subject, category, message, status, created_at) values (?, 'Al', 'al@example.com', ?, 'General Inquiry', 'Asking for a friend.', 'pending', ?)",
    )
    .run(id, subject, new Date().toISOString())
  sqlite.close()

  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/login')
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/admin$/)

  await page.goto('/admin/messages')
  const row = page.getByRole('link', { name: new RegExp(subject) })
  await expect(row).toContainText('Unread')
  await row.click()
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible()
  await expect(page.getByText(/^unread$/i)).toBeVisible()
  // Opening it (a GET, even twice) changed nothing.
  await page.reload()
  await page.goto('/admin/messages')
  await expect(row).toContainText('Unread')

  await row.click()
  await page.getByRole('button', { name: 'Mark as read' }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/messages/contact/${id}$`))
  await expect(page.getByText(/^read$/i)).toBeVisible()
  await page.goto('/admin/messages')
  await expect(row).not.toContainText('Unread')
  await row.click()
  await page.getByRole('button', { name: 'Mark as unread' }).click()
  await expect(page.getByText(/^unread$/i)).toBeVisible()
  await context.close()

  // The message page, with JavaScript, is axe clean.
  const scripted = await browser.newContext()
  const withScripts = await scripted.newPage()
  await signIn(withScripts, ADMIN)
  await withScripts.goto(`/admin/messages/contact/${id}`)
  await expect(withScripts.getByRole('button', { name: 'Mark as read' })).toBeVisible()
  await expectNoAxeViolations(withScripts)
  await scripted.close()
})

test('every back-office answer is Cache-Control: no-store: pages, data, photos, errors and redirects', async ({
  page,
}) => {
  const anonymous = [
    '/admin',
    '/admin.data',
    '/admin/messages',
    '/admin/messages/contact/nope.data',
    '/admin/uploads/nope',
    '/login',
  ]
  for (const url of anonymous) {
    const response = await page.request.get(url, { maxRedirects: 0 })
    expect(response.headers()['cache-control'], url).toContain('no-store')
  }
  await signIn(page, ADMIN)
  for (const url of [
    '/admin',
    '/admin.data',
    '/admin/messages',
    '/admin/restaurants/nope',
    '/admin/uploads/nope',
  ]) {
    const response = await page.request.get(url, { maxRedirects: 0 })
    expect(response.headers()['cache-control'], url).toContain('no-store')
  }
  const redirect = await page.request.post('/admin/settings', {
    form: { intent: 'nothing' },
    headers: { Origin: origin(PORT) },
    maxRedirects: 0,
  })
  expect(redirect.headers()['cache-control']).toContain('no-store')
})

test('signing out ends the session', async ({ page }) => {
  await signIn(page, ADMIN)
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/login$/)
  const response = await page.goto('/admin')
  expect(response?.status()).toBe(401)
  await expect(page.getByRole('alert')).toHaveText('You must be signed in as an editor or admin.')
})
