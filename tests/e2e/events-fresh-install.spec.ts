import { expect, test } from '@playwright/test'
import { type AppServer } from '../../scripts/app-server.js'
import { todayInTimeZone } from '../../app/lib/dates'
import { removeTempDbs, startServer, tempDb } from './server-process'
import { E2E_PORT, expectNoAxeViolations, origin, waitForHydration } from './utils'

// The console must be clean with the service worker registering as in a visitor's browser (the
// config blocks it elsewhere, where Playwright then answers its registration with nothing).
test.use({ serviceWorkers: 'allow' })

// A fresh install seeded today (no SEED_TODAY, unlike the shared test server): the calendar is
// current (issue 18). The browser keeps its real clock.
test.describe.configure({ mode: 'serial' })
const PORT = E2E_PORT + 90
const BASE = origin(PORT)
let server: AppServer | undefined
test.use({ baseURL: BASE, timezoneId: 'America/Denver' })

test.beforeAll(async () => {
  const db = tempDb()
  server = startServer({ PORT: String(PORT), DATABASE_URL: db.url, LOG_REQUESTS: '0', SEED_TODAY: undefined })
  await server.listening
})
test.afterAll(async () => {
  await server?.stop()
  removeTempDbs()
})

const isoOf = (longDate: string) => {
  const d = new Date(`${longDate} 12:00`)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

test('/events shows upcoming events in its highlights, none of them past', async ({ page }) => {
  const today = todayInTimeZone()
  await page.goto('/events')
  await waitForHydration(page)
  const highlights = page.getByRole('region', { name: /^(This Month's Highlights|Coming Up)$/ })
  const cards = highlights.getByRole('listitem')
  await expect(cards).toHaveCount(3)
  for (const text of await highlights.getByText(/^\w+ \d{1,2}, \d{4} · /).allTextContents()) {
    expect(isoOf(text.split(' · ')[0]!) >= today, text).toBe(true)
  }
  await expect(page.getByText('No upcoming events match')).toHaveCount(0)
  await expectNoAxeViolations(page)
})

test('an event whose day is over says so and offers no tickets', async ({ page }) => {
  // The visitor's clock a year on: every sample event is past.
  await page.clock.setFixedTime(new Date(Date.now() + 400 * 24 * 60 * 60 * 1000))
  await page.goto('/events')
  await waitForHydration(page)
  await expect(page.getByRole('region', { name: "This Month's Highlights" })).toContainText(
    'No upcoming events match these filters yet.',
  )
  await page.goto('/events/cowboy-christmas-winter-festival')
  await waitForHydration(page)
  await expect(page.getByText('Past event')).toBeVisible()
  await expect(page.getByText(/This event took place on/)).toBeVisible()
  await expect(page.getByRole('link', { name: /Get Tickets/ })).toHaveCount(0)
  await expectNoAxeViolations(page)
})

test('values the page cannot read are named, not silently dropped', async ({ page }) => {
  await page.goto('/events?date=abc&category=opera')
  const notice = page.getByRole('status').filter({ hasText: 'is not a date' })
  await expect(notice).toContainText('“abc” is not a date the calendar knows, so it shows today instead.')
  await expect(notice).toContainText('There is no “opera” category, so all events are shown.')
  await expect(page.getByRole('heading', { level: 2, name: /^Events for / })).toBeVisible()
})

test('the calendar can be subscribed to: a feed of the upcoming events, and one .ics per event', async ({
  page,
  request,
}) => {
  await page.goto('/events?category=wildlife')
  const subscribe = page.getByRole('link', { name: /the \.ics feed of upcoming Wildlife events/ })
  await expect(subscribe).toHaveAttribute('href', '/events/feed.ics?category=wildlife')
  const feed = await request.get('/events/feed.ics')
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  const body = (await feed.text()).replace(/\r\n /g, '')
  const starts = [...body.matchAll(/^DTSTART;TZID=America\/Denver:(\d{8})T/gm)].map((m) => m[1]!)
  expect(starts.length).toBeGreaterThan(0)
  const today = todayInTimeZone().replace(/-/g, '')
  for (const start of starts) expect(start >= today).toBe(true)

  const one = await request.get('/events/cowboy-christmas-winter-festival.ics')
  expect(one.status()).toBe(200)
  expect(one.headers()['content-disposition']).toBe(
    'attachment; filename="cowboy-christmas-winter-festival.ics"',
  )
  expect(await one.text()).toContain('UID:cowboy-christmas-winter-festival@wyoming-navigator')
  expect((await request.get('/events/no-such-event.ics')).status()).toBe(404)
})

test.describe('on the shared server (PUBLIC_URL set)', () => {
  test.use({ baseURL: undefined })
  test('pages name their canonical address, and the sitemap lists them', async ({ page, request }) => {
    const base = `http://127.0.0.1:${E2E_PORT}`
    await page.goto(`${base}/eat?cuisine=steakhouse`)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${base}/eat`)
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${base}/eat`)
    const robots = await (await request.get(`${base}/robots.txt`)).text()
    expect(robots).toContain(`Sitemap: ${base}/sitemap.xml`)
    const sitemap = await request.get(`${base}/sitemap.xml`)
    expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8')
    expect(await sitemap.text()).toContain(`<loc>${base}/eat/elk-antler-grill</loc><lastmod>`)
  })
})

test.describe('structured data (shared server)', () => {
  const base = `http://127.0.0.1:${E2E_PORT}`
  const REQUIRED: Record<string, string[]> = {
    Restaurant: ['name', 'url', 'image', 'address', 'servesCuisine'],
    LodgingBusiness: ['name', 'url', 'image', 'address'],
    TouristAttraction: ['name', 'url', 'image', 'address'],
    Event: ['name', 'url', 'startDate', 'location', 'offers', 'eventStatus'],
    Article: ['headline', 'url', 'datePublished', 'author', 'image'],
  }
  for (const [path, type] of [
    ['/eat/elk-antler-grill', 'Restaurant'],
    ['/stay/fireweed-log-cabin', 'LodgingBusiness'],
    ['/play/elk-refuge-sleigh-ride', 'TouristAttraction'],
    ['/events/cowboy-christmas-winter-festival', 'Event'],
  ] as const) {
    test(`${path} describes itself as a ${type} with a breadcrumb trail, without CSP errors`, async ({
      page,
    }) => {
      const errors: string[] = []
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
      await page.goto(`${base}${path}`)
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
      const items = blocks.map((text) => JSON.parse(text) as Record<string, unknown>)
      const main = items.find((item) => item['@type'] === type)!
      expect(main).toBeDefined()
      expect(main['@context']).toBe('https://schema.org')
      for (const key of REQUIRED[type]!) expect(main[key], key).toBeTruthy()
      expect(main.url).toBe(`${base}${path}`)
      const trail = items.find((item) => item['@type'] === 'BreadcrumbList') as {
        itemListElement: { position: number; item: string }[]
      }
      expect(trail.itemListElement.map((i) => i.position)).toEqual([1, 2, 3])
      expect(trail.itemListElement.at(-1)!.item).toBe(`${base}${path}`)
      // Made-up contact details are not offered to search engines either.
      expect(JSON.stringify(items)).not.toContain('555-01')
      await waitForHydration(page)
      expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([])
    })
  }

  test('every page names a 1200x630 PNG link preview drawn from its own illustration', async ({
    page,
    request,
  }) => {
    for (const [path, scene] of [
      ['/', 'tetons'],
      ['/eat', 'dining'],
      ['/events/cowboy-christmas-winter-festival', 'sleigh'],
    ] as const) {
      await page.goto(`${base}${path}`)
      const image = await page.locator('meta[property="og:image"]').getAttribute('content')
      expect(image, path).toBe(`${base}/og/${scene}.png`)
      const answer = await request.get(image!)
      expect(answer.status()).toBe(200)
      expect(answer.headers()['content-type']).toBe('image/png')
      // PNG signature, then the IHDR width and height.
      const png = await answer.body()
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
    }
    expect((await request.get(`${base}/og/not-a-scene.png`)).status()).toBe(404)
  })

  test('a blog article is an Article', async ({ page }) => {
    await page.goto(`${base}/blog`)
    const href = await page.locator('main a[href^="/blog/"]:not([href$=".xml"])').first().getAttribute('href')
    await page.goto(`${base}${href}`)
    const items = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    )
    const article = items.find((item) => item['@type'] === 'Article')!
    for (const key of REQUIRED.Article!) expect(article[key], key).toBeTruthy()
  })
})
