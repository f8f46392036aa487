import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, type Page, test } from '@playwright/test'
import { PUBLIC_ROUTES, SAMPLE_IDS } from './routes'
import { expectNoAxeViolations, markDocument, sameDocument, waitForHydration } from './utils'

const NAV = ['Home', 'Eat', 'Stay', 'Play', 'Events', 'Visit', 'Blog'] as const

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
      // The header, footer and icons come from reused markup: no marker of it reaches a page.
      expect(await response!.text()).not.toContain('<reused-markup')
      await expect(page).toHaveTitle(/Wyoming Navigator/)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
      await expect(page.getByRole('main')).toBeVisible()
      await expect(page.getByRole('contentinfo')).toContainText('(307) 555-0100')
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
 * When the page's first script was requested (and its first script or stylesheet), its load event,
 * its first paint and its largest paint so far.
 */
async function scriptTiming(page: Page) {
  return page.evaluate(async () => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    const assets = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) =>
      /\/assets\/.*\.(js|css)$/.test(entry.name),
    )
    const scripts = assets.filter((entry) => entry.name.endsWith('.js'))
    const paints = await new Promise<PerformanceEntryList>((resolve) =>
      new PerformanceObserver((list) => resolve(list.getEntries())).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      }),
    )
    return {
      loadEventStart: navigation.loadEventStart,
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      largestPaint: paints.at(-1)!.startTime,
      firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
      firstAsset: Math.min(...assets.map((entry) => entry.startTime)),
      scripts: scripts.length,
      assets: assets.length,
    }
  })
}

test('the page shows first: its JavaScript is requested after the page has loaded, then it hydrates', async ({
  page,
}) => {
  await page.goto('/eat')
  await waitForHydration(page)
  const timing = await scriptTiming(page)
  expect(timing.scripts).toBeGreaterThan(3)
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.loadEventStart)
  // Hydrated: a favorite button works without a page load.
  await page
    .getByRole('button', { name: /^Save .* to favorites$/ })
    .first()
    .click()
  await expect(page.getByRole('button', { name: /^Remove .* from favorites$/ }).first()).toBeVisible()
})

// The largest paint is on screen before any script is asked for, so the scripts never compete
// with it (and Lighthouse's simulation does not count them in it). The home page's largest paint
// is its hero picture, painted frames after the load event.
test('the home page’s largest paint comes before its first script request', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const timing = await scriptTiming(page)
  expect(timing.firstScript).toBeGreaterThan(timing.largestPaint)
})

test('the stylesheet and the scripts are asked for only once the browser reports the first paint', async ({
  page,
}) => {
  for (const path of ['/eat', '/submit-event']) {
    await page.goto(path)
    await waitForHydration(page)
    const timing = await scriptTiming(page)
    expect(timing.assets, path).toBeGreaterThan(timing.scripts)
    expect(timing.firstAsset, path).toBeGreaterThan(timing.firstPaint)
  }
})

// Chrome asks for the web app manifest and its icon at load, which on a small page comes before
// the first paint: the server sends the link inside a <noscript>, and the loader writes it in its
// place once the paint is on screen (decision 023).
test('the web app manifest is linked once the first paint is on screen, where the server put it', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/eat')).text()
  expect(html).toContain(
    '<noscript data-deferred-link=""><link rel="manifest" href="/manifest.webmanifest" crossorigin="use-credentials"/></noscript>',
  )
  await page.addInitScript(() => {
    const w = window as unknown as { manifestLinked?: number }
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLLinkElement && node.rel === 'manifest')
            w.manifestLinked ??= performance.now()
    }).observe(document, { childList: true, subtree: true })
  })
  await page.goto('/eat')
  await waitForHydration(page)
  const head = await page.evaluate(() => ({
    linked: (window as unknown as { manifestLinked?: number }).manifestLinked ?? -1,
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    manifests: [...document.querySelectorAll('link[rel="manifest"]')].map((link) => ({
      href: link.getAttribute('href'),
      crossorigin: link.getAttribute('crossorigin'),
      inHead: link.parentElement === document.head,
      before: link.previousElementSibling?.getAttribute('rel'),
      after: link.nextElementSibling?.getAttribute('rel'),
    })),
    noscripts: document.querySelectorAll('noscript').length,
  }))
  expect(head.linked).toBeGreaterThan(head.firstPaint)
  // One link, live, in the head between the site icon and the apple-touch icon, as the root layout
  // writes it (hydration kept it), and nothing left of the <noscript>.
  expect(head.manifests).toEqual([
    {
      href: '/manifest.webmanifest',
      crossorigin: 'use-credentials',
      inHead: true,
      before: 'icon',
      after: 'apple-touch-icon',
    },
  ])
  expect(head.noscripts).toBe(0)
})

// The page carries no preload links: the loader reads the page's modules from React Router's
// manifest (in the inert module script) and preloads them after the first paint, one per task.
test('the page’s modules are preloaded after the first paint, the same ones the page then loads', async ({
  page,
}) => {
  await page.addInitScript(() => {
    // The loader's preloads: those added before it adds the module script.
    const preloaded: string[] = []
    ;(window as unknown as { preloaded: string[] }).preloaded = preloaded
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (node instanceof HTMLScriptElement && node.type === 'module') return observer.disconnect()
          if (node instanceof HTMLLinkElement && node.rel === 'modulepreload') preloaded.push(node.href)
        }
    })
    observer.observe(document, { childList: true, subtree: true })
  })
  for (const path of ['/eat', '/events/map']) {
    const response = await page.goto(path)
    expect(await response!.text(), path).not.toMatch(/<link[^>]*modulepreload/)
    await waitForHydration(page)
    const { preloaded, loaded } = await page.evaluate(() => ({
      preloaded: (window as unknown as { preloaded: string[] }).preloaded,
      loaded: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
        .map((entry) => entry.name),
    }))
    // The entry and the page's route modules, each once…
    expect(preloaded.length, path).toBeGreaterThan(10)
    expect(new Set(preloaded).size, path).toBe(preloaded.length)
    expect(preloaded[0], path).toMatch(/\/assets\/entry\.client-[\w-]+\.js$/)
    // …every one of them loaded by the page, and every module the page loaded before hydrating
    // among them (modules loaded on interaction come later, and are not preloaded).
    for (const href of preloaded) expect(loaded, path).toContain(href)
    expect(loaded.slice(0, preloaded.length).sort(), path).toEqual([...preloaded].sort())
  }
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

/**
 * Numbers the browser's tasks (a message that posts itself again: the tasks between two of its
 * messages share a number), notes in which task each event listener of the header, the page and
 * the footer is attached (hydration attaches them), and every element removed from those parts.
 * `parts` names finer parts first (CSS selectors): a listener counts for the first one its element
 * is in, else for header, main or footer. Read with readHydrationTasks.
 */
async function logHydrationTasks(page: Page, parts: string[] = []) {
  await page.addInitScript((parts) => {
    const log = { listeners: [] as [number, string][], removed: [] as string[] }
    ;(window as unknown as { turns: typeof log }).turns = log
    let task = 0
    // Counting goes on until the test has read the log (or 20 s at most): a fixed time after load
    // ended before hydration on a loaded machine, and every later listener then shared one number.
    const until = performance.now() + 20_000
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      task++
      if (!(window as unknown as { turnsRead?: boolean }).turnsRead && performance.now() < until)
        channel.port2.postMessage(null)
    }
    const add = EventTarget.prototype.addEventListener
    EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<typeof add>) {
      if (this instanceof Element) {
        const part = [...parts, 'header', 'main', 'footer'].find((selector) => this.closest(selector))
        if (part) log.listeners.push([task, part])
      }
      return add.apply(this, args)
    }
    document.addEventListener('DOMContentLoaded', () => {
      channel.port2.postMessage(null)
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node instanceof Element && record.target instanceof Element)
              // An element inside header, main or footer, or one of those parts itself (taken out
              // of the body, as when a render above them replaces them).
              if (record.target.closest('header, main, footer') || node.matches('header, nav, main, footer'))
                log.removed.push(node.outerHTML.slice(0, 80))
      }).observe(document.body, { childList: true, subtree: true })
    })
  }, parts)
}

/** What logHydrationTasks noted: [task, part] for each listener attached, and each element removed. */
async function readHydrationTasks(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as {
      turns: { listeners: [number, string][]; removed: string[] }
      turnsRead: boolean
    }
    w.turnsRead = true
    return w.turns
  })
}

test('the page hydrates in turns, each part in a task of its own, keeping the server’s elements', async ({
  page,
}) => {
  await logHydrationTasks(page)
  await page.goto('/eat')
  await waitForHydration(page)
  const { listeners, removed } = await readHydrationTasks(page)
  const tasksOf = (part: string) => [...new Set(listeners.filter(([, p]) => p === part).map(([t]) => t))]
  const header = tasksOf('header')
  const main = tasksOf('main')
  // The header hydrates first (its menus and search field in turns of their own), then the page:
  // its filter bar and cards in later turns (without turns, every handler would be attached in one
  // task). The counter's numbers are not exact (two turns can fall between two of its messages),
  // so a few distinct tasks are asked, not one per part.
  expect(header.length).toBeGreaterThanOrEqual(2)
  expect(main.length).toBeGreaterThanOrEqual(3)
  expect(Math.min(...main)).toBeGreaterThan(Math.min(...header))
  expect(tasksOf('footer').length).toBeGreaterThanOrEqual(1)
  // Hydrating adopted the server's elements: none was taken out and built again (Preact only drops
  // the empty comments React writes between two texts).
  expect(removed).toEqual([])
  // A card hydrated in its turn: its link is a client-side navigation.
  await markDocument(page)
  await page
    .getByRole('link', { name: /^View Details of / })
    .first()
    .click()
  await expect(page).toHaveURL(/\/eat\/[a-z-]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await sameDocument(page)).toBe(true)
})

test('a submission form hydrates in turns: the form, then each field group, then its buttons', async ({
  page,
}) => {
  const BUTTONS = 'form[aria-label="Activity submission"] > div:last-child'
  const FORM = 'form[aria-label="Activity submission"]'
  await logHydrationTasks(page, [BUTTONS, FORM])
  await page.goto('/submit-activity')
  await waitForHydration(page)
  const { listeners, removed } = await readHydrationTasks(page)
  const tasksOf = (part: string) => [...new Set(listeners.filter(([, p]) => p === part).map(([t]) => t))]
  // The form's submit handler, then (after the field groups' turns) the Cancel link's.
  const form = tasksOf(FORM)
  const buttons = tasksOf(BUTTONS)
  expect(form.length).toBeGreaterThanOrEqual(1)
  expect(buttons.length).toBeGreaterThanOrEqual(1)
  expect(Math.min(...buttons)).toBeGreaterThan(Math.max(...form))
  expect(removed).toEqual([])
  // Every part has hydrated: the schema checks answer an empty form at once, with no request.
  await page.getByRole('button', { name: 'Submit Activity' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Validation Error' }).first()).toBeVisible()
  await expect(page.getByLabel(/^Activity name/)).toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL(/\/submit-activity$/)
})

test('the events calendar hydrates in a turn of its own, after the page around it', async ({ page }) => {
  const CALENDAR = 'section[aria-label="Calendar"] table[role="grid"]'
  await logHydrationTasks(page, [CALENDAR])
  await page.goto('/events')
  await waitForHydration(page)
  // The month arrows become buttons once the calendar has hydrated.
  await expect(page.getByRole('button', { name: /^Next month/ })).toBeVisible()
  const { listeners, removed } = await readHydrationTasks(page)
  const tasksOf = (part: string) => [...new Set(listeners.filter(([, p]) => p === part).map(([t]) => t))]
  // The grid's handlers (on the grid, not on each of its 42 days) are attached in a task after the
  // page's own. (The month arrows' handlers are on new elements, not counted.)
  const grid = tasksOf(CALENDAR)
  const main = tasksOf('main')
  expect(grid.length).toBeGreaterThanOrEqual(1)
  expect(Math.min(...grid)).toBeGreaterThan(Math.min(...main))
  // Only the month arrows are replaced: links to ?month= until the page runs, then buttons.
  expect(removed.filter((html) => !html.startsWith('<a href="/events?month='))).toEqual([])
  // Hydrated: a day is chosen on the client, without loading the page again.
  await markDocument(page)
  await page.locator(CALENDAR).getByRole('link', { name: /\d{4}/ }).nth(10).click()
  await expect(page).toHaveURL(/[?&]date=\d{4}-\d{2}-\d{2}/)
  expect(await sameDocument(page)).toBe(true)
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
      // Only scripts need the CSP nonce (style-src allows inline styles); each one is a value the page cache
      // writes into every answer.
      const withNonce = [...html.matchAll(/<([a-z]+) [^>]*nonce="/g)].map((match) => match[1])
      expect(new Set(withNonce), path).toEqual(new Set(['script']))
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
    css: document.querySelector('head > style[data-href]')?.textContent?.length ?? 0,
    manifest: document.querySelectorAll('head > link[rel="manifest"]').length,
    icon: document.querySelector('head > link[rel="icon"]')?.getAttribute('href') ?? '',
  }))
  // The page carries the part of the stylesheet it needs (or by now the whole one, see below).
  expect(before.css).toBeGreaterThan(10_000)
  const whole = await (await page.request.get(before.href)).text()
  // The site's icon comes with the page (no request after load), the same picture as /favicon.svg.
  expect(before.icon).toMatch(/^data:image\/svg\+xml,/)
  const favicon = await (await page.request.get('/favicon.svg')).text()
  expect(decodeURIComponent(before.icon.slice('data:image/svg+xml,'.length))).toBe(
    favicon.replace(/\s+/g, ' ').trim(),
  )
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
    // The page's part, or the whole stylesheet once a class the part lacks was shown.
    css: document.querySelector('head > style[data-href]')?.hasAttribute('data-critical')
      ? 'part'
      : (document.querySelector('head > style[data-href]')?.textContent?.length ?? 0),
    manifest: document.querySelectorAll('head > link[rel="manifest"]').length,
    icon: document.querySelector('head > link[rel="icon"]')?.getAttribute('href'),
    title: document.title,
  }))
  expect(await sameDocument(page)).toBe(true)
  expect(['part', whole.length]).toContain(after.css)
  expect(after).toEqual({
    html: 1,
    head: 1,
    body: 1,
    css: after.css,
    manifest: 1,
    icon: before.icon,
    title: 'Where to Stay | Wyoming Navigator',
  })
  await expect(page.locator('h1')).toHaveCSS('font-weight', '700')
})

test('each page carries the part of the stylesheet it needs: every element styled as by the whole one', async ({
  page,
}) => {
  // Every computed value of every element, three pages, two widths, both stylesheets.
  test.setTimeout(180_000)
  // Neither the whole stylesheet nor any script arrives: the page stays as the server sent it.
  await page.route('**/assets/**', (route) => route.abort())
  /** Every computed value of every element and its pseudo-elements, kept in the page by `name`. */
  const keep = (name: string) =>
    page.evaluate((name) => {
      const values: string[] = []
      for (const element of document.querySelectorAll('html, body, body *'))
        for (const pseudo of [null, '::before', '::after']) {
          const style = getComputedStyle(element, pseudo)
          // Custom properties the page does not use are left out of its part, on purpose.
          for (const property of style)
            if (!property.startsWith('--'))
              values.push(
                `${element.tagName}.${element.getAttribute('class')}${pseudo ?? ''} ${property}: ${style.getPropertyValue(property)}`,
              )
        }
      ;(window as unknown as Record<string, string[]>)[name] = values
      return values.length
    }, name)
  const changed = (a: string, b: string) =>
    page.evaluate(
      ({ a, b }) => {
        const all = window as unknown as Record<string, string[]>
        const after = all[b]!
        return all[a]!.filter((value, i) => value !== after[i]).slice(0, 10)
      },
      { a, b },
    )
  for (const path of ['/', '/eat', '/submit-event']) {
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto(path)
    const style = page.locator('head > style[data-href]')
    await expect(style).toHaveAttribute('data-critical', '')
    const whole = await (await page.request.get((await style.getAttribute('data-href'))!)).text()
    expect(await keep('phone')).toBeGreaterThan(1000)
    await page.setViewportSize({ width: 1280, height: 800 })
    await keep('desktop')
    await style.evaluate((element, whole) => (element.textContent = whole), whole)
    await keep('desktop whole')
    await page.setViewportSize({ width: 390, height: 800 })
    await keep('phone whole')
    expect(await changed('phone', 'phone whole'), path).toEqual([])
    expect(await changed('desktop', 'desktop whole'), path).toEqual([])
  }
})

test('a page keeps its part of the stylesheet until a script shows a class it lacks, which is styled before it is painted', async ({
  page,
}) => {
  for (const change of ['an added element', 'a changed class'] as const) {
    const response = await page.goto('/trip')
    // The page as sent carries only its part…
    expect(await response!.text()).toMatch(/<style [^>]*data-critical="">/)
    const style = page.locator('head > style[data-href]')
    const whole = await (await page.request.get((await style.getAttribute('data-href'))!)).text()
    await waitForHydration(page)
    // …and, hydrated, still does: hydrating shows no class the page was not sent with, so the
    // browser never restyles the page for the whole stylesheet. The loader keeps its text.
    const part = await style.evaluate((element: HTMLStyleElement & { wholeStylesheet?: string }) => ({
      critical: element.hasAttribute('data-critical'),
      text: element.textContent,
      kept: element.wholeStylesheet,
    }))
    expect(part.critical).toBe(true)
    expect(part.text!.length).toBeLessThan(whole.length / 2)
    expect(part.kept).toBe(whole)
    // An element shown with classes the page was sent with (one spelled with `&` among them, as
    // the page's HTML escapes it) needs nothing more.
    const same = await page.evaluate(async () => {
      const model = document.querySelector('main [class*="&"]')!
      document.body.appendChild(model.cloneNode(true))
      await Promise.resolve()
      return {
        classes: model.getAttribute('class'),
        critical: document.querySelector('head > style[data-href]')!.hasAttribute('data-critical'),
      }
    })
    expect(same.classes).toContain('&')
    expect(same.critical).toBe(true)
    // A utility of the whole stylesheet that the page's part lacks (a text colour).
    const name = [...whole.matchAll(/\.(text-[a-z]+-[0-9]+)\{color:/g)]
      .map((match) => match[1]!)
      .find((candidate) => !part.text!.includes(`.${candidate}{`))
    expect(name, 'a colour the part lacks').toBeTruthy()
    const shown = await page.evaluate(
      async ({ name, change }) => {
        const element =
          change === 'an added element'
            ? document.body.appendChild(document.createElement('p'))
            : document.querySelector('main h1')!
        const before = getComputedStyle(element).color
        if (change === 'an added element') element.className = name
        else element.classList.add(name)
        // Mutation observers are told at the end of this task, before the browser renders.
        await Promise.resolve()
        const style = document.querySelector('head > style[data-href]')!
        return {
          changed: getComputedStyle(element).color !== before,
          critical: style.hasAttribute('data-critical'),
          text: style.textContent,
        }
      },
      { name: name!, change },
    )
    expect(shown, change).toEqual({ changed: true, critical: false, text: whole })
  }
})

test('the first paint waits for the page’s main content: no half-parsed page is ever shown', async ({
  page,
  request,
}) => {
  // The page served by a server of the test's own, which sends it in two parts a second apart,
  // the first ending inside <main>, as a slow network would.
  const html = await (await request.get('/')).text()
  const cut = html.indexOf('<main')
  expect(cut).toBeGreaterThan(0)
  const server = http.createServer((req, res) => {
    if (req.url !== '/slow') return res.writeHead(404).end()
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.write(html.slice(0, cut + 400))
    setTimeout(() => res.end(html.slice(cut + 400)), 1500)
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
  // The phone Lighthouse emulates, its processor slowed four times: hydration in turns (decision
  // 017), the routes found ahead (patches/react-router…) and the stylesheet swap (decision 020)
  // then take long enough for any frame painted between them to show. None may move what is
  // already on the screen (CLS 0, issue 21).
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
      // Route discovery answers and the install card's code loads after the turns.
      await page.waitForTimeout(1500)
      expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([])
    })
  }
})
