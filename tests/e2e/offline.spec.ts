import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, expect, test } from '@playwright/test'
import { CHROME_PATH, CHROMIUM_ARGS } from '../../scripts/chromium.js'
import { expectNoAxeViolations, waitForHydration, waitForServiceWorker } from './utils'

// This spec is about what the service worker does (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

test('visited and saved pages work with no network; others get the offline page', async ({
  context,
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  await waitForServiceWorker(page)
  await page.goto('/eat')
  await expect(page.getByRole('heading', { level: 1, name: 'Where to Eat' })).toBeVisible()

  await context.setOffline(true)

  // A page visited before.
  await page.goto('/eat')
  await expect(page.getByRole('heading', { level: 1, name: 'Where to Eat' })).toBeVisible()

  // Saved on install without a visit: safety tips, the Visit guide and favorites.
  await page.goto('/play')
  await expect(page.getByText('25 yards', { exact: false }).first()).toBeVisible()
  await page.goto('/visit')
  await expect(page.getByRole('heading', { level: 1, name: 'Plan Your Wyoming Visit' })).toBeVisible()
  await page.goto('/favorites')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  // Never visited: the offline page, listing what is saved.
  await page.goto('/stay/map')
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible()
  await expect(page.getByRole('link', { name: '/eat' })).toBeVisible()
  await expectNoAxeViolations(page)

  await context.setOffline(false)
})

test('the installed app opens its start page offline on first launch', async ({ context, page, request }) => {
  const { start_url: startUrl } = (await (await request.get('/manifest.webmanifest')).json()) as {
    start_url: string
  }
  // Installed from a page other than the start page, which was never visited.
  await page.goto('/eat')
  await waitForHydration(page)
  await waitForServiceWorker(page)

  await context.setOffline(true)
  const app = await context.newPage()
  await app.goto(startUrl)
  await expect(
    app.getByRole('heading', {
      level: 1,
      name: "Western Wyoming's ultimate navigator for the Jackson Hole Area",
    }),
  ).toBeVisible()
  await expect(app.getByRole('heading', { name: 'You are offline' })).toHaveCount(0)
  await context.setOffline(false)
})

test('the saved start page is fetched again when it is old and the visitor has a signal', async ({
  page,
}) => {
  await page.goto('/eat')
  await waitForHydration(page)
  await waitForServiceWorker(page)
  // Age the saved start page by two hours.
  const readSaved = () =>
    page.evaluate(async () => {
      const name = (await caches.keys()).find((n) => n.startsWith('pages-'))!
      const saved = await (await caches.open(name)).match('/')
      return saved ? { date: saved.headers.get('Date'), body: await saved.text() } : null
    })
  await page.evaluate(async () => {
    const name = (await caches.keys()).find((n) => n.startsWith('pages-'))!
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000).toUTCString()
    await (
      await caches.open(name)
    ).put('/', new Response('<h1>an old copy</h1>', { headers: { 'Content-Type': 'text/html', Date: old } }))
  })
  expect((await readSaved())?.body).toBe('<h1>an old copy</h1>')

  // Any page opened with a signal brings it up to date.
  await page.goto('/stay')
  await expect
    .poll(async () => {
      const saved = await readSaved()
      return !!saved?.body.includes('id="hero-title"') && Date.now() - Date.parse(saved.date ?? '') < 60_000
    })
    .toBe(true)
})

test('moving between saved pages without a signal keeps working in the app', async ({ context, page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await waitForServiceWorker(page)
  // Let the install-time warm-up finish (it saves /visit and its data).
  await page.waitForFunction(async () => {
    const names = await caches.keys()
    for (const name of names.filter((n) => n.startsWith('pages-'))) {
      const cache = await caches.open(name)
      if (await cache.match('/visit.data')) return true
    }
    return false
  })
  await context.setOffline(true)
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('link', { name: 'Visit', exact: true }).click()
  await expect(page).toHaveURL('/visit')
  await expect(page.getByRole('heading', { level: 1, name: 'Plan Your Wyoming Visit' })).toBeVisible()

  // A page never saved: an honest offline message instead of an application error.
  await nav.getByRole('link', { name: 'Blog', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible()
  await context.setOffline(false)
})

test('the service worker script is never cached for long', async ({ request }) => {
  const response = await request.get('/sw.js')
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe('no-cache')
  expect(response.headers()['content-type']).toContain('javascript')
})

test('Chromium reports no installability errors', async ({ baseURL }) => {
  // Installability is judged for a normal profile; Playwright's default contexts are incognito.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-profile-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME_PATH,
    args: CHROMIUM_ARGS,
    baseURL,
  })
  try {
    const page = await context.newPage()
    await page.goto('/')
    await waitForHydration(page)
    await waitForServiceWorker(page)
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])
    const { url, errors } = await cdp.send('Page.getAppManifest')
    expect(url).toContain('/manifest.webmanifest')
    expect(errors).toEqual([])
  } finally {
    await context.close()
    fs.rmSync(profile, { recursive: true, force: true })
  }
})

test('a form sent without a signal is kept and says so; it sends once back online', async ({
  context,
  page,
}) => {
  await page.goto('/contact')
  await waitForHydration(page)
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ada Lovelace')
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ada@example.com')
  await page.getByLabel('Category').selectOption('Feedback')
  await page.getByLabel('Subject').fill('Trail conditions')
  await page.getByRole('textbox', { name: 'Message' }).fill('The Taggart Lake trail is snow-free.')
  await page.waitForTimeout(400)

  await context.setOffline(true)
  await page.getByRole('button', { name: 'Send Message' }).click()
  const toast = page.locator('[data-sonner-toast]')
  await expect(toast.getByText('You are offline')).toBeVisible()
  await expect(
    toast.getByText(
      'Nothing was sent. Everything you entered is still here: send the form again when you have a signal.',
    ),
  ).toBeVisible()
  await expect(page).toHaveURL('/contact')
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(
    'The Taggart Lake trail is snow-free.',
  )

  await context.setOffline(false)
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Message Sent!')).toBeVisible()
})
