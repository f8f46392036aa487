import { expect, test } from '@playwright/test'
import { E2E_PORT, expectNoAxeViolations, origin, waitForHydration } from './utils'

// Issue 47 (decision 059): the guide in English and Spanish.
const ORIGIN = origin(E2E_PORT)

test('the Spanish home: lang, hreflang pairs with x-default, its own canonical link, and axe', async ({
  page,
}) => {
  await page.goto('/es')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Tu guía del oeste de Wyoming para la zona de Jackson Hole',
  )
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}/es`)
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`),
    )
  expect(alternates).toEqual([`en ${ORIGIN}/`, `es ${ORIGIN}/es`, `x-default ${ORIGIN}/`])
  // The shell speaks Spanish and its links stay in Spanish.
  const menu = page.getByRole('navigation', { name: 'Principal' })
  await expect(menu.getByRole('link', { name: 'Comer' }).first()).toHaveAttribute('href', '/es/eat')
  await expect(page.getByRole('link', { name: 'Saltar al contenido principal' })).toBeAttached()
  await expect(page.locator('#site-footer')).toContainText('Contáctanos')
  await expectNoAxeViolations(page)

  await page.goto('/eat')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}/eat`)
  await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute(
    'href',
    `${ORIGIN}/es/eat`,
  )
  // A path in one language has no copy in another (the back office has: signed out, it refuses).
  expect((await page.request.get('/es/logout', { maxRedirects: 0 })).status()).toBe(404)
  expect((await page.request.get('/es/admin', { maxRedirects: 0 })).status()).toBe(401)
})

for (const javaScript of [true, false]) {
  test(`the switcher keeps the page and remembers the choice (${javaScript ? 'with' : 'without'} JavaScript)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: javaScript,
      viewport: { width: 1280, height: 900 },
    })
    const page = await context.newPage()
    await page.goto('/eat?page=1')
    if (javaScript) await waitForHydration(page)
    const header = page.locator('header')
    const toSpanish = header.getByRole('link', { name: 'Español' })
    await expect(toSpanish).toHaveAttribute('hreflang', 'es')
    await expect(toSpanish).toHaveAttribute('lang', 'es')
    await toSpanish.click()
    await expect(page).toHaveURL(`${ORIGIN}/es/eat?page=1`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(header.getByRole('link', { name: 'Comer' })).toHaveAttribute('aria-current', 'page')
    const cookies = await context.cookies()
    expect(cookies.find((cookie) => cookie.name === 'wn-lang')?.value).toBe('es')
    // Back to English from the footer; the choice is remembered as English.
    await page.locator('#site-footer').getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(`${ORIGIN}/eat?page=1`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    expect((await context.cookies()).find((cookie) => cookie.name === 'wn-lang')?.value).toBe('en')
    await context.close()
  })
}

test('a first visit goes to the browser’s language once, never for a crawler or after a choice', async ({
  browser,
}) => {
  const context = await browser.newContext({
    locale: 'es-MX',
    extraHTTPHeaders: { 'Accept-Language': 'es-MX,es;q=0.9,en;q=0.5' },
  })
  const page = await context.newPage()
  const html = { Accept: 'text/html' }
  const first = await page.request.get('/visit', { maxRedirects: 0, headers: html })
  expect(first.status()).toBe(302)
  expect(first.headers()['location']).toBe('/es/visit')
  expect(first.headers()['vary']).toMatch(/^Accept-Language, Cookie\b/)
  await page.goto('/visit')
  await expect(page).toHaveURL(`${ORIGIN}/es/visit`)
  // The Spanish page itself never redirects (no loop).
  expect((await page.request.get('/es/visit', { maxRedirects: 0, headers: html })).status()).toBe(200)
  // A crawler gets the page it asked for.
  const bot = await page.request.get('/visit', {
    maxRedirects: 0,
    headers: { ...html, 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' },
  })
  expect(bot.status()).toBe(200)
  // Choosing English (the switcher) is remembered: English pages are then served as asked.
  await page.goto('/es/visit')
  await page.locator('#site-footer').getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(`${ORIGIN}/visit`)
  await page.goto('/eat')
  await expect(page).toHaveURL(`${ORIGIN}/eat`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await context.close()
})

test('the Spanish home and shell at 390 px: nothing wider than the screen', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  for (const path of ['/es', '/es/no-such-page']) {
    await page.goto(path)
    await waitForHydration(page)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, path).toBeLessThanOrEqual(0)
  }
  await page.goto('/es')
  await page.screenshot({ path: 'scratch/es-home-390.png', fullPage: true })
  await page.getByRole('button', { name: 'Menú' }).or(page.locator('summary[aria-label="Menú"]')).click()
  await expect(page.locator('details[open]').getByRole('link', { name: 'English' })).toBeVisible()
  await page.screenshot({ path: 'scratch/es-menu-390.png' })
  await expectNoAxeViolations(page)
  await page.goto('/es/no-such-page')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Uy! No encontramos esta página')
  await page.screenshot({ path: 'scratch/es-not-found-390.png' })
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/es')
  await page.screenshot({ path: 'scratch/es-home-1280.png' })
  await context.close()
})
