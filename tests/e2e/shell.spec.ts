import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, type Page, test } from '@playwright/test'
import { PUBLIC_ROUTES, SAMPLE_IDS } from './routes'
import { expectNoAxeViolations, markDocument, sameDocument, waitForHydration } from './utils'

// The console must be clean with the service worker registering as in a visitor's browser (the
// config blocks it elsewhere, where Playwright then answers its registration with nothing).
test.use({ serviceWorkers: 'allow' })

const NAV = ['Home', 'Eat', 'Stay', 'Play', 'Events', 'Plan', 'Visit', 'Blog'] as const

test.describe('every route', () => {
  for (const path of PUBLIC_ROUTES) {
    test(`${path} renders with a title, one h1, no axe violations and a clean console`, async ({ page }) => {
      // Content-Security-Policy violations (even caught ones) and console errors count against the
      // page: browsers report them and Lighthouse's best-practices score drops.
      const problems: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`)
      })
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
      await page.exposeFunction('reportCspViolation', (text: string) => problems.push(`CSP: ${text}`))
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { reportCspViolation: (text: string) => void })
            .reportCspViolation
          report(`${event.violatedDirective} ${event.blockedURI}`)
        })
      })
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page).toHaveTitle(/Wyoming Navigator/)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
      // The trip planner is in the menu on every page (issue 50 item 6).
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Plan', exact: true }),
      ).toHaveAttribute('href', '/trip')
      await expect(page.getByRole('main')).toBeVisible()
      await expect(page.getByRole('contentinfo')).toContainText('PO Box 1200, Jackson, WY 83001')
      // No made-up number (555-01xx) in the footer (issue 45 item 5).
      await expect(page.getByRole('contentinfo')).not.toContainText('555-01')
      await expectNoAxeViolations(page)
      // Code loaded after hydration (form schemas, toasts, the install card) has run by now.
      await page.waitForLoadState('networkidle')
      expect(problems).toEqual([])
    })
  }

  test('/admin refuses a visitor with the SPEC message, status 401, and passes axe', async ({ page }) => {
    const response = await page.goto('/admin')
    expect(response?.status()).toBe(401)
    await expect(page.getByText('You must be signed in as an editor or admin.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login')
    await expectNoAxeViolations(page)
  })
})

test.describe('navigation bar', () => {
  const cases: [string, (typeof NAV)[number]][] = [
    ['/', 'Home'],
    ['/eat', 'Eat'],
    [`/eat/${SAMPLE_IDS.restaurant}`, 'Eat'],
    ['/stay', 'Stay'],
    ['/play', 'Play'],
    ['/events', 'Events'],
    ['/trip', 'Plan'],
    ['/trip/print', 'Plan'],
    ['/visit', 'Visit'],
    ['/blog', 'Blog'],
  ]
  for (const [path, current] of cases) {
    test(`highlights ${current} on ${path}`, async ({ page }) => {
      await page.goto(path)
      const nav = page.getByRole('navigation', { name: 'Main' })
      for (const label of NAV) {
        const link = nav.getByRole('link', { name: label, exact: true })
        if (label === current) await expect(link).toHaveAttribute('aria-current', 'page')
        else await expect(link).not.toHaveAttribute('aria-current', 'page')
      }
    })
  }

  test('is sticky: it stays on screen after scrolling', async ({ page }) => {
    await page.goto('/')
    await page.mouse.wheel(0, 2500)
    await page.waitForFunction(() => window.scrollY > 1000)
    const box = await page.getByRole('navigation', { name: 'Main' }).boundingBox()
    expect(box?.y).toBeLessThanOrEqual(1)
  })

  test('links go to their sections', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const [label, path] of [
      ['Eat', '/eat'],
      ['Stay', '/stay'],
      ['Play', '/play'],
      ['Events', '/events'],
      ['Plan', '/trip'],
      ['Visit', '/visit'],
      ['Blog', '/blog'],
      ['Home', '/'],
    ] as const) {
      await nav.getByRole('link', { name: label, exact: true }).click()
      await expect(page).toHaveURL(path)
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      )
    }
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('the menu button shows the links and choosing one closes it', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const nav = page.getByRole('navigation', { name: 'Main' })
    const eat = nav.getByRole('link', { name: 'Eat', exact: true })
    await expect(eat).toBeHidden()
    await nav.getByText('Menu').or(nav.getByLabel('Menu')).first().click()
    await expect(eat).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Plan', exact: true })).toHaveAttribute('href', '/trip')
    await eat.click()
    await expect(page).toHaveURL('/eat')
    await expect(page.getByRole('heading', { level: 1, name: 'Where to Eat' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Stay', exact: true })).toBeHidden()
  })

  test('the home page does not overflow sideways', async ({ page }) => {
    await page.goto('/')
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
})

test.describe('pictures on a phone (the screen Lighthouse uses, no JavaScript)', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, javaScriptEnabled: false })

  // A lazily loaded picture on the first screen starts late: if it is the largest paint, the page
  // paints late on a weak signal (Lighthouse's "lcp-lazy-loaded").
  test('no public page loads a picture on its first screen lazily', async ({ page }) => {
    const lazyOnFirstScreen: string[] = []
    for (const path of PUBLIC_ROUTES) {
      await page.goto(path)
      const found = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')]
          .filter((img) => {
            const box = img.getBoundingClientRect()
            return box.width > 0 && box.height > 0 && box.top < window.innerHeight
          })
          .map((img) => img.getAttribute('src') ?? ''),
      )
      lazyOnFirstScreen.push(...found.map((src) => `${path}: ${src}`))
    }
    expect(lazyOnFirstScreen).toEqual([])
  })
})

test.describe('Back button', () => {
  const back = (page: Page) => page.getByRole('link', { name: 'Back', exact: true })

  /** Follows a link of the main navigation (inside the page once hydrated). */
  async function followMainNav(page: Page, name: string, url: string) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click()
    await expect(page).toHaveURL(url)
  }

  /** Clicks Back once the page has hydrated (before, it is the plain link home). */
  async function clickBack(page: Page) {
    await waitForHydration(page)
    await back(page).click()
  }

  test('is absent on home and goes back one step elsewhere', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await expect(back(page)).toHaveCount(0)
    await followMainNav(page, 'Eat', '/eat')
    await followMainNav(page, 'Stay', '/stay')
    await back(page).click()
    await expect(page).toHaveURL('/eat')
    await back(page).click()
    await expect(page).toHaveURL('/')
  })

  test('goes home when the page was opened directly', async ({ page }) => {
    await page.goto('/visit')
    await clickBack(page)
    await expect(page).toHaveURL('/')
  })

  for (const reload of [false, true]) {
    test(`goes back one step after full page loads${reload ? ' and a reload' : ''}`, async ({ page }) => {
      await page.goto('/visit')
      await page.goto('/blog')
      if (reload) await page.reload()
      await clickBack(page)
      await expect(page).toHaveURL('/visit')
      await expect(page.getByRole('heading', { level: 1, name: 'Plan Your Wyoming Visit' })).toBeVisible()
    })
  }

  test('goes back after a full load then a step inside the page', async ({ page }) => {
    await page.goto('/visit')
    await page.goto('/eat')
    await waitForHydration(page)
    await followMainNav(page, 'Stay', '/stay')
    await back(page).click()
    await expect(page).toHaveURL('/eat')
    await clickBack(page)
    await expect(page).toHaveURL('/visit')
  })

  test('goes home when the visitor arrived from another site', async ({ page, baseURL }) => {
    // The same server under another name is another origin.
    const elsewhere = baseURL!.replace('127.0.0.1', 'localhost')
    await page.goto(`${elsewhere}/eat`)
    await page.goto('/visit')
    await clickBack(page)
    await expect(page).toHaveURL(`${baseURL}/`)

    await page.goto('data:text/html,<p>another page</p>')
    await page.goto('/blog')
    await clickBack(page)
    await expect(page).toHaveURL(`${baseURL}/`)
  })

  test.describe('in a browser without the Navigation API', () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(window, 'navigation', { value: undefined, configurable: true })
      })
    })

    test('a link followed with a full load, then a reload, still goes back', async ({ page }) => {
      await page.goto('/visit')
      await waitForHydration(page)
      expect(await page.evaluate(() => (window as { navigation?: unknown }).navigation)).toBeUndefined()
      // A full page load from a link, as without JavaScript.
      await page.evaluate(() => (window.location.href = '/blog'))
      await expect(page).toHaveURL('/blog')
      await page.reload()
      await clickBack(page)
      await expect(page).toHaveURL('/visit')
    })

    test('goes home when the page was opened directly or from another site', async ({ page, baseURL }) => {
      await page.goto('/visit')
      await clickBack(page)
      await expect(page).toHaveURL('/')

      const elsewhere = baseURL!.replace('127.0.0.1', 'localhost')
      await page.goto(`${elsewhere}/eat`)
      await page.evaluate((url) => (window.location.href = url), `${baseURL}/blog`)
      await expect(page).toHaveURL(`${baseURL}/blog`)
      await clickBack(page)
      await expect(page).toHaveURL(`${baseURL}/`)
    })
  })

  test('without JavaScript it is a link home', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    try {
      const page = await context.newPage()
      await page.goto('/visit')
      await page.goto('/blog')
      await expect(back(page)).toHaveAttribute('href', '/')
      await back(page).click()
      await expect(page).toHaveURL('/')
    } finally {
      await context.close()
    }
  })
})

test('a route change scrolls to the top', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await page
    .getByRole('link', { name: /^Events/ })
    .last()
    .scrollIntoViewIfNeeded()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
  await page
    .getByRole('link', { name: /^Events/ })
    .last()
    .click()
  await expect(page).toHaveURL('/events')
  await page.waitForFunction(() => window.scrollY === 0)
})

test.describe('not found', () => {
  test('an unknown path answers 404 with the SPEC page and logs the path', async ({ page }) => {
    const messages: string[] = []
    page.on('console', (message) => messages.push(message.text()))
    const response = await page.goto('/no/such/trail')
    expect(response?.status()).toBe(404)
    await expect(page.getByText('404', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
    await expectNoAxeViolations(page)
    await waitForHydration(page)
    expect(messages.some((m) => m.includes('/no/such/trail'))).toBe(true)
    await page.getByRole('link', { name: 'Return to Home' }).click()
    await expect(page).toHaveURL('/')
  })

  test('an unknown id answers 404 with the same page', async ({ page }) => {
    for (const path of [
      '/eat/no-such-place',
      '/stay/nowhere',
      '/play/nothing',
      '/events/never',
      '/play/nothing/photos',
    ]) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
    }
  })
})

test('a failing route request shows the application error screen', async ({ request, baseURL }) => {
  // /eat has no action: React Router answers 405 and the root error boundary renders it.
  const response = await request.post('/eat', { form: { x: '1' }, headers: { Origin: baseURL! } })
  expect(response.status()).toBe(405)
  const html = await response.text()
  expect(html).toContain('Unexpected Application Error!')
  expect(html).toContain('405 Method Not Allowed')
})

test('a cross-site POST is refused', async ({ request }) => {
  const response = await request.post('/eat', {
    form: { x: '1' },
    headers: { Origin: 'https://evil.example' },
  })
  expect(response.status()).toBe(400)
})

/**
 * The renderers that announced themselves to React's developer-tools hook as the page started:
 * React DOM does so with its package name and version; another library would not.
 */
async function recordRenderers(page: Page) {
  await page.addInitScript(() => {
    const renderers: { name: string; version: string }[] = []
    ;(window as unknown as { renderers: typeof renderers }).renderers = renderers
    ;(window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject(renderer: { rendererPackageName: string; version: string }) {
        renderers.push({ name: renderer.rendererPackageName, version: renderer.version })
        return renderers.length
      },
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
    }
  })
}

test('the browser runs React 19 itself, and the page hydrates', async ({ page }) => {
  await recordRenderers(page)
  await page.goto('/eat')
  await waitForHydration(page)
  const renderers = await page.evaluate(
    () => (window as unknown as { renderers: { name: string; version: string }[] }).renderers,
  )
  expect(renderers).toEqual([{ name: 'react-dom', version: expect.stringMatching(/^19\./) }])
  // Hydrated: a favorite button works without a page load.
  await page
    .getByRole('button', { name: /^Save .* to favorites$/ })
    .first()
    .click()
  await expect(page.getByRole('button', { name: /^Remove .* from favorites$/ }).first()).toBeVisible()
})

test('the form schemas and the toast library wait for the visitor to do something', async ({ page }) => {
  const validation = /\/assets\/validation-[^/]*\.js$/
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  await page.goto('/submit-event')
  await waitForHydration(page)
  // Settled and idle: neither has been fetched nor mounted.
  await page.waitForTimeout(500)
  expect(requested.filter((url) => validation.test(url))).toEqual([])
  await expect(page.locator('section[aria-label^="Notifications"]')).toHaveCount(0)
  // The first focus brings both.
  await page.getByLabel('Event title').focus()
  await expect.poll(() => requested.filter((url) => validation.test(url)).length).toBe(1)
  await expect(page.locator('section[aria-label^="Notifications"]')).toHaveCount(1)
})

test('a browser gets the whole document at once, as a crawler does: nothing sent after it to be moved into place', async ({
  page,
  request,
}) => {
  const browserUserAgent = await page.evaluate(() => navigator.userAgent)
  for (const path of ['/eat', '/submit-event', '/events']) {
    const asBrowser = await (await request.get(path, { headers: { 'user-agent': browserUserAgent } })).text()
    const asCrawler = await (await request.get(path, { headers: { 'user-agent': 'Googlebot/2.1' } })).text()
    for (const html of [asBrowser, asCrawler]) {
      // React's streamed boundaries: a placeholder, a hidden part, the script that swaps them.
      expect(html, path).not.toMatch(/<template id="B:|<div hidden id="S:|\$RC\(/)
      // Only scripts and React Router's module preloads carry the CSP nonce (style-src allows
      // inline styles); each one is a value the page cache writes into every answer.
      const withNonce = [...html.matchAll(/<([a-z]+) [^>]*nonce="/g)].map((match) => match[1])
      expect(new Set(withNonce), path).toEqual(new Set(['script', 'link']))
    }
    // The same page but for the per-response values (nonce, form stamp, request-specific ids).
    const normalise = (html: string) =>
      html.replace(/nonce="[^"]+"/g, '').replace(/\d{13}\.[\w.-]+/g, 'STAMP').length
    expect(normalise(asBrowser), path).toBe(normalise(asCrawler))
  }
})

test('hydrating in the browser keeps the server’s document whole: one html, its head links, the stylesheet', async ({
  page,
}) => {
  // Every element hydration adds to the body (it should adopt the server's, not add its own).
  await page.addInitScript(() => {
    const added: string[] = []
    ;(window as unknown as { addedToBody: string[] }).addedToBody = added
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof Element && record.target === document.body)
              added.push(node.outerHTML.slice(0, 80))
      }).observe(document.body, { childList: true })
    })
  })
  await page.goto('/eat')
  const before = await page.evaluate(() => ({
    href: document.querySelector('head > style[data-href]')?.getAttribute('data-href') ?? '',
    css: document.querySelector('head > style[data-href]')?.textContent ?? '',
  }))
  // The page carries the whole stylesheet, the same text as the file.
  const whole = await (await page.request.get(before.href)).text()
  expect(before.css.length).toBeGreaterThan(10_000)
  expect(before.css).toBe(whole)
  await waitForHydration(page)
  // React Router's module preloads (in the head, from the server) are not added again in the body.
  const added = await page.evaluate(() => (window as unknown as { addedToBody: string[] }).addedToBody)
  expect(added.filter((element) => element.startsWith('<link'))).toEqual([])
  // Hydrated (a client-side navigation), and the document is still the one the server sent.
  await markDocument(page)
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Stay', exact: true })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Where to Stay' })).toBeVisible()
  const after = await page.evaluate(() => ({
    html: document.querySelectorAll('html').length,
    head: document.querySelectorAll('head').length,
    body: document.querySelectorAll('body').length,
    styles: [...document.querySelectorAll('head > style[data-href], head > link[rel="stylesheet"]')].map(
      (element) => element.getAttribute('data-href') ?? element.getAttribute('href'),
    ),
    manifest: document.querySelectorAll('head > link[rel="manifest"]').length,
    icon: document.querySelector('head > link[rel="icon"]')?.getAttribute('href'),
    title: document.title,
  }))
  expect(await sameDocument(page)).toBe(true)
  expect(after).toEqual({
    html: 1,
    head: 1,
    body: 1,
    styles: [before.href],
    manifest: 1,
    icon: '/favicon.svg',
    title: 'Where to Stay | Wyoming Navigator',
  })
  await expect(page.locator('h1')).toHaveCSS('font-weight', '700')
})

test('the first paint waits for the page’s main content: no half-parsed page is ever shown', async ({
  page,
  request,
}) => {
  // The page served by a server of the test's own, which sends it in two parts,
  // the first ending inside <main>, as a slow network would (three seconds apart: on a loaded
  // machine the test's own steps take a while).
  const html = await (await request.get('/')).text()
  const cut = html.indexOf('<main')
  expect(cut).toBeGreaterThan(0)
  const server = http.createServer((req, res) => {
    if (req.url !== '/slow') return res.writeHead(404).end()
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.write(html.slice(0, cut + 400))
    setTimeout(() => res.end(html.slice(cut + 400)), 3000)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    const { port } = server.address() as AddressInfo
    await page.goto(`http://127.0.0.1:${port}/slow`, { waitUntil: 'commit' })
    // The header and the start of the main content have arrived, yet nothing is painted…
    await page.waitForTimeout(1000)
    expect(await page.evaluate(() => performance.getEntriesByType('paint').length)).toBe(0)
    // …until the rest has.
    await page.waitForLoadState('load')
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length))
      .toBe(1)
  } finally {
    server.close()
  }
})

test.describe('hydrating moves nothing on the screen', () => {
  // The phone Lighthouse emulates, its processor slowed four times: hydration and React Router's
  // route discovery then take long enough for any frame painted between them to show. None may
  // move what is already on the screen (CLS 0).
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
  const ROUTES = ['/', '/eat', '/events', '/cowboy', '/map', '/submit-event', `/blog/${SAMPLE_IDS.article}`]
  for (const path of ROUTES) {
    test(`${path}: no layout shift from the first paint until it has hydrated`, async ({ page, context }) => {
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      await page.addInitScript(() => {
        const shifts: string[] = []
        ;(window as unknown as { shifts: string[] }).shifts = shifts
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number
            sources: { node?: Node }[]
          })[])
            shifts.push(
              `${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms: ${entry.sources
                .map((source) => (source.node instanceof Element ? source.node.outerHTML.slice(0, 60) : '?'))
                .join(', ')}`,
            )
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await page.goto(path)
      await waitForHydration(page)
      // Route discovery answers and the install card's code loads after hydration.
      await page.waitForTimeout(1500)
      expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([])
    })
  }
})
