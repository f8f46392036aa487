import { expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations, waitForHydration } from './utils'

// The console must be clean with the service worker registering as in a visitor's browser (the
// config blocks it elsewhere, where Playwright then answers its registration with nothing).
test.use({ serviceWorkers: 'allow' })

test.use({ storageState: { cookies: [], origins: [] } })

const DAY = 24 * 60 * 60 * 1000
const card = (page: Page) => page.getByRole('dialog', { name: /Install/ })

/**
 * React schedules its hydration work with timers and messages: with the clock paused, move it a
 * frame at a time until the page has hydrated.
 */
async function hydrateWithClock(page: Page) {
  await page.waitForLoadState('load')
  await expect(async () => {
    await page.clock.runFor(20)
    const hydrated = await page.evaluate(
      () =>
        (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !==
        undefined,
    )
    expect(hydrated).toBe(true)
  }).toPass({ intervals: [20], timeout: 20_000 })
  await waitForHydration(page)
  // The card's code loads after hydration and then starts its timer: on a busy machine that can
  // come after the network is idle, and a timer started after the clock moved would never fire.
  await page.locator('[data-install-prompt="waiting"]').waitFor({ state: 'attached' })
}

async function openWithClock(page: Page, path = '/') {
  const start = new Date('2026-06-01T09:00:00-06:00').getTime()
  await page.clock.install({ time: start })
  // Time stands still until a test moves it, so "three seconds" is exact however slow the page loads.
  await page.clock.pauseAt(start + 60_000)
  await page.goto(path)
  await hydrateWithClock(page)
}

test('hidden at first, shown three seconds after load, and passes axe', async ({ page }) => {
  await openWithClock(page)
  await page.clock.runFor(2900)
  await expect(card(page)).toHaveCount(0)
  await page.clock.runFor(200)
  await expect(card(page)).toBeVisible()
  await expect(card(page).getByRole('heading', { name: 'Install Wyoming Navigator' })).toBeVisible()
  await expect(card(page).getByRole('button', { name: 'Install App' })).toBeVisible()
  await expect(card(page).getByRole('button', { name: 'Not now' })).toBeVisible()
  await expect(card(page).getByRole('button', { name: 'Close' })).toBeVisible()
  await page.clock.resume() // axe needs running timers
  await expectNoAxeViolations(page)
})

for (const [label, click] of [
  ['Not now', (page: Page) => card(page).getByRole('button', { name: 'Not now' }).click()],
  ['the close button', (page: Page) => card(page).getByRole('button', { name: 'Close' }).click()],
  [
    'Got it!',
    async (page: Page) => {
      await card(page).getByRole('button', { name: 'Install App' }).click()
      await card(page).getByRole('button', { name: 'Got it!' }).click()
    },
  ],
] as const) {
  test(`${label} hides it, stores the time, and keeps it hidden for 7 days`, async ({ page }) => {
    await openWithClock(page)
    await page.clock.runFor(3100)
    await expect(card(page)).toBeVisible()
    const before = await page.evaluate(() => Date.now())
    await click(page)
    await expect(card(page)).toHaveCount(0)
    const stored = await page.evaluate(() => window.localStorage.getItem('pwa-install-dismissed'))
    expect(Number(stored)).toBeGreaterThanOrEqual(before)

    // Six days later: still hidden.
    await page.clock.setSystemTime(before + 6 * DAY)
    await page.reload()
    await hydrateWithClock(page)
    await page.clock.runFor(3500)
    await expect(card(page)).toHaveCount(0)

    // Over seven days later: shown again, and the instructions view was reset.
    await page.clock.setSystemTime(before + 7 * DAY + 1000)
    await page.reload()
    await hydrateWithClock(page)
    await page.clock.runFor(3500)
    await expect(card(page)).toBeVisible()
    await expect(card(page).getByRole('button', { name: 'Install App' })).toBeVisible()
  })
}

const PLATFORMS = [
  {
    name: 'iPhone',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    title: 'Install on iPhone or iPad',
    steps: ['Tap the Share button in Safari.', 'Scroll down and tap Add to Home Screen.', 'Tap Add.'],
  },
  {
    name: 'Android',
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
    title: 'Install on Android',
    steps: [
      'Tap the 3-dot menu in your browser.',
      'Tap Add to Home screen or Install app.',
      'Confirm to install.',
    ],
  },
  {
    name: 'desktop',
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
    title: 'Install on your computer',
    steps: [
      'Click the install icon in the address bar.',
      'Or open the browser menu and choose Install Wyoming Navigator.',
    ],
  },
]

for (const platform of PLATFORMS) {
  test.describe(`manual instructions on ${platform.name}`, () => {
    test.use({ userAgent: platform.userAgent })
    test('show when no native prompt is available', async ({ page }) => {
      await openWithClock(page)
      await page.clock.runFor(3100)
      await card(page).getByRole('button', { name: 'Install App' }).click()
      await expect(card(page).getByRole('heading', { name: platform.title })).toBeVisible()
      for (const step of platform.steps)
        await expect(card(page).getByText(step, { exact: true })).toBeVisible()
      await page.clock.resume() // axe needs running timers
      await expectNoAxeViolations(page)
    })
  })
}

async function fireInstallEvent(page: Page, outcome: 'accepted' | 'dismissed' | 'error') {
  await page.evaluate((outcome) => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
      prompt: () => Promise<void>
      userChoice: Promise<{ outcome: string }>
    }
    ;(window as unknown as { promptCalls: number }).promptCalls = 0
    event.prompt = async () => {
      ;(window as unknown as { promptCalls: number }).promptCalls++
      if (outcome === 'error') throw new Error('prompt refused')
    }
    event.userChoice = Promise.resolve({ outcome: outcome === 'error' ? 'dismissed' : outcome })
    window.dispatchEvent(event)
  }, outcome)
}

test('a captured native prompt is shown and an accepted install hides the card', async ({ page }) => {
  await openWithClock(page)
  await fireInstallEvent(page, 'accepted')
  await page.clock.runFor(3100)
  await card(page).getByRole('button', { name: 'Install App' }).click()
  await expect(card(page)).toHaveCount(0)
  expect(await page.evaluate(() => (window as unknown as { promptCalls: number }).promptCalls)).toBe(1)
  // Installing is not a dismissal.
  expect(await page.evaluate(() => window.localStorage.getItem('pwa-install-dismissed'))).toBeNull()
})

test('a failing native prompt is logged and falls back to the manual instructions', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  await openWithClock(page)
  await fireInstallEvent(page, 'error')
  await page.clock.runFor(3100)
  await card(page).getByRole('button', { name: 'Install App' }).click()
  await expect(card(page).getByRole('button', { name: 'Got it!' })).toBeVisible()
  expect(errors.some((e) => e.includes('Install prompt failed'))).toBe(true)
})

test('appinstalled hides the card', async ({ page }) => {
  await openWithClock(page)
  await page.clock.runFor(3100)
  await expect(card(page)).toBeVisible()
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')))
  await expect(card(page)).toHaveCount(0)
})

test('never shows when running as an installed app', async ({ page }) => {
  await page.addInitScript(() => {
    const original = window.matchMedia.bind(window)
    window.matchMedia = (query: string) =>
      query.includes('display-mode: standalone')
        ? ({
            matches: true,
            media: query,
            addEventListener() {},
            removeEventListener() {},
          } as unknown as MediaQueryList)
        : original(query)
  })
  await openWithClock(page)
  await page.clock.runFor(5000)
  await expect(card(page)).toHaveCount(0)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  test('the card does not cover the last button of the page', async ({ page }) => {
    await openWithClock(page)
    await page.clock.runFor(3100)
    await expect(card(page)).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    const link = page.getByRole('contentinfo').getByRole('link').last()
    const linkBox = (await link.boundingBox())!
    const cardBox = (await card(page).boundingBox())!
    expect(linkBox.y + linkBox.height).toBeLessThanOrEqual(cardBox.y)
  })

  test('the card steps aside for the success message after a submission (issue 51)', async ({ page }) => {
    await openWithClock(page, '/contact')
    await page.clock.runFor(3100)
    await expect(card(page)).toBeVisible()
    await page.clock.resume() // the form's own timers run
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ada Lovelace')
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ada@example.com')
    await page.getByLabel('Category').selectOption('Feedback')
    await page.getByLabel('Subject').fill('Lovely guide')
    await page.getByRole('textbox', { name: 'Message' }).fill('The events calendar helped us plan our week.')
    await page.waitForTimeout(500) // a human's fill time
    await page.getByRole('button', { name: 'Send Message' }).click()
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Message Sent!' })
    await expect(toast).toBeVisible()
    await expect(card(page)).toHaveCount(0)
    await expect(toast).toHaveCSS('opacity', '1') // its entrance over, for the picture and axe
    if (process.env.SCREENSHOT_DIR)
      await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/contact-sent-390.png` })
    // When the message has gone, the card comes back (it was not dismissed).
    await expect(toast).toHaveCount(0, { timeout: 15_000 })
    await expect(card(page)).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

test('the manifest is linked and installable fields are present', async ({ page, request }) => {
  await page.goto('/')
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest')
  // Fetched with credentials, over the page's connection (app/root.tsx), and read by the browser.
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('crossorigin', 'use-credentials')
  const cdp = await page.context().newCDPSession(page)
  const read = await cdp.send('Page.getAppManifest', {})
  expect(read.errors).toEqual([])
  expect(JSON.parse(read.data!)).toMatchObject({ name: 'Wyoming Navigator' })
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
    'href',
    '/icons/apple-touch-icon.png',
  )
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /^#/)
  const manifest = await (await request.get('/manifest.webmanifest')).json()
  expect(manifest).toMatchObject({
    name: 'Wyoming Navigator',
    display: 'standalone',
    start_url: '/?source=pwa',
    scope: '/',
  })
  const sizes = manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']))
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200)
})
