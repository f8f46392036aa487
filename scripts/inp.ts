// `npm run inp [-- --runs N] [-- --check] [-- --no-build]`: Interaction to Next Paint of the main
// interactions (issue 43). Starts the production build on a throwaway SQLite database, drives the
// system Chromium as a phone (390x844 at 3x, touch) with the CPU slowed down four times, and on a
// fresh page load for each run (a new browser context: no cookies, cache or service worker) does
// one interaction once the page has hydrated. Each interaction's latency is read in the page with
// the Event Timing API, as web-vitals counts INP: the longest entry of the interaction's
// interactionId (pointerdown/pointerup/click of a tap, keydown/keyup of a key). Prints a table:
// per interaction the median and the worst of the runs (5 by default: --runs N or INP_RUNS), PASS
// when the median is at or under 200 ms. A benchmark, not a test: it exits 0 whatever the figures
// unless the run itself broke; with --check it exits 1 when a median is over 200 ms. --no-build
// measures build/ as it is, stale or not (it is still built when missing).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Browser, BrowserContextOptions, Locator, Page } from '@playwright/test'
import { startAppServer, tempDatabase } from './app-server.js'
import { launchChromium, requireChromium } from './chromium.js'
import { ensureBuild } from './ensure-build.js'
import {
  type EventEntry,
  formatMs,
  INP_TARGET_MS,
  type InteractionTiming,
  parseInpArgs,
  slowestInteraction,
  summarize,
} from './inp-stats'
import { loadDotEnv } from './load-env.js'

const CPU_SLOWDOWN = 4
/** A phone: what the 200 ms is judged on. */
const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
}
/** The page counts as hydrated once no task of 50 ms or more has run for this long. */
const QUIET_MS = 1000
/** What is typed into the search fields, one key at a time, as a person types. */
const TYPED = 'bison'
const KEY_DELAY_MS = 150

let options: ReturnType<typeof parseInpArgs>
try {
  options = parseInpArgs(process.argv.slice(2), process.env)
} catch (error) {
  console.error(`Error: ${(error as Error).message}`)
  process.exit(2)
}

loadDotEnv()
requireChromium()
if (options.build || !fs.existsSync(path.join(process.env.BUILD_DIR || 'build', 'server/index.js')))
  ensureBuild()

const db = tempDatabase('guide-inp-')
const server = startAppServer({
  env: {
    // Any free port on loopback: `listening` gives the address.
    PORT: '0',
    HOST: '127.0.0.1',
    WEB_CONCURRENCY: '1',
    DATABASE_URL: db.url,
    UPLOAD_DIR: `${db.dir}/uploads`,
    STORAGE: 'local',
    LOG_REQUESTS: '0',
    // Plain http on loopback: the trip cookie must still be kept.
    INSECURE_COOKIES: '1',
  },
  echoErrors: true,
})
process.on('exit', () => {
  server.child.kill('SIGTERM')
  db.remove()
})
process.on('SIGINT', () => process.exit(130))
const base = await server.listening
if (!base) throw new Error(`could not read the server's address from its output:\n${server.output()}`)

// In the page from its first script on: every Event Timing entry of 16 ms or more (the smallest
// threshold the API takes) and the end of the last long task. Strings, not functions: tsx would
// wrap a function's inner names in a helper the page does not have.
const OBSERVE = `(() => {
  const inp = (window.__inp = { events: [], lastLongTaskEnd: 0 })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      inp.events.push({ name: e.name, interactionId: e.interactionId, startTime: e.startTime, duration: e.duration,
        processingStart: e.processingStart, processingEnd: e.processingEnd })
  }).observe({ type: 'event', durationThreshold: 16, buffered: true })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) inp.lastLongTaskEnd = Math.max(inp.lastLongTaskEnd, e.startTime + e.duration)
  }).observe({ type: 'longtask', buffered: true })
})()`

/** Load, network idle, then no long task for QUIET_MS: hydration and its follow-up turns are over. */
async function settle(page: Page) {
  await page.waitForLoadState('load')
  await page.waitForLoadState('networkidle')
  const quiet = await until(page, `performance.now() - window.__inp.lastLongTaskEnd >= ${QUIET_MS}`, 30_000)
  if (!quiet) throw new Error(`${page.url()}: still running long tasks after 30 s`)
}

/**
 * Evaluates `expression` in the page every 50 ms until it is true or `timeout` has passed; tells
 * which. (Asked from here: the page's Content Security Policy forbids the eval that Playwright's
 * waitForFunction does with a string, and functions would carry tsx's name helper into the page.)
 */
async function until(page: Page, expression: string, timeout: number): Promise<boolean> {
  const end = Date.now() + timeout
  for (;;) {
    if (await page.evaluate(expression)) return true
    if (Date.now() >= end) return false
    await pause(50)
  }
}

const now = (page: Page) => page.evaluate('performance.now()') as Promise<number>
const eventEntries = (page: Page) => page.evaluate('window.__inp.events') as Promise<EventEntry[]>
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Waits until an interaction after `since` has its entry, for a while: under 16 ms there is none. */
async function entryOrNone(page: Page, since: number) {
  await until(page, `window.__inp.events.some((e) => e.interactionId > 0 && e.startTime >= ${since})`, 1500)
  // The other entries of the same interaction come with the next frame's report.
  await pause(200)
}

interface Interaction {
  name: string
  /** the page it starts on (found before the runs for the calendar and the trip) */
  path: string
  /** what is tapped; it is scrolled into view before the measured part */
  target(page: Page): Locator
  /** unmeasured steps after hydration (opening the menu before typing in its field) */
  before?(page: Page): Promise<void>
  /** the measured part; resolves once its visible result is there */
  act(page: Page, target: Locator): Promise<void>
}

const banner = (page: Page) => page.getByRole('banner')
/** The header's menu toggle (a <summary aria-label="Menu"> today; a button would do too). */
const menuToggle = (page: Page) =>
  banner(page)
    .getByRole('button', { name: 'Menu', exact: true })
    .or(banner(page).getByLabel('Menu', { exact: true }))
    .first()
/** A visible search field named "Search the guide" (a combobox once its suggestions have loaded). */
const searchField = (scope: Page | Locator) =>
  scope
    .getByRole('searchbox', { name: 'Search the guide' })
    .or(scope.getByRole('combobox', { name: 'Search the guide' }))
    .filter({ visible: true })
    .first()

/** Types TYPED key by key, then waits for the suggestion list when the field has one. */
async function typeWord(page: Page, expectSuggestions: boolean) {
  await page.keyboard.type(TYPED, { delay: KEY_DELAY_MS })
  const list = page.getByRole('listbox').filter({ visible: true }).first()
  if (expectSuggestions) await list.getByRole('option').first().waitFor({ timeout: 5000 })
  else await list.waitFor({ timeout: 1000 }).catch(() => {})
  // A suggestion list drawn after the last key is no interaction's work; leave it its frame.
  await pause(300)
}

/**
 * The events page showing a month that has events (this month's, else the next one that has
 * some), and the names of its days with events: "Saturday, December 5, 2026, has events" in a grid
 * named "December 2026" (days of the months around it, also shown, are left out).
 */
async function monthWithEvents(browser: Browser): Promise<{ path: string; day: RegExp }> {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false })
  try {
    const page = await context.newPage()
    let route = '/events'
    for (let step = 0; step < 13; step++) {
      await page.goto(base + route)
      const grid = page.getByRole('grid')
      const [month, year] = ((await grid.getAttribute('aria-label')) ?? '').split(' ')
      const day = new RegExp(`\\b${month} \\d+, ${year}\\b.*has events$`)
      if ((await grid.getByRole('link', { name: day }).count()) > 0) return { path: route, day }
      // Without JavaScript the month arrows are links.
      const next = await page.getByRole('link', { name: /^Next month/ }).getAttribute('href')
      if (!next) break
      route = next
    }
    throw new Error('no month with events found on /events')
  } finally {
    await context.close()
  }
}

/** The first restaurant's "Add to trip" page (/trip?add=…: a listing page's control leads there). */
async function addToTripPage(browser: Browser): Promise<string> {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false })
  try {
    const page = await context.newPage()
    await page.goto(`${base}/eat`)
    const detail = await page
      .getByRole('link', { name: /^View Details/ })
      .first()
      .getAttribute('href')
    if (!detail) throw new Error('no listing on /eat')
    await page.goto(base + detail)
    const add = await page
      .getByRole('link', { name: /^Add to trip/ })
      .first()
      .getAttribute('href')
    if (!add) throw new Error(`no "Add to trip" link on ${detail}`)
    return add
  } finally {
    await context.close()
  }
}

const browser = await launchChromium()
const chromiumVersion = browser.version()
const calendar = await monthWithEvents(browser)
const interactions: Interaction[] = [
  {
    name: 'open the menu',
    path: '/',
    target: menuToggle,
    async act(page, target) {
      await target.tap()
      await banner(page).getByRole('link', { name: 'Eat', exact: true }).waitFor()
    },
  },
  {
    name: 'pick a filter',
    path: '/eat',
    // The first filter that is not the one shown (All is).
    target: (page) =>
      page
        .getByRole('navigation', { name: 'Cuisine' })
        .getByRole('link')
        .and(page.locator(':not([aria-current])'))
        .first(),
    async act(page, target) {
      const href = await target.getAttribute('href')
      await target.tap()
      await page.waitForURL((url) => `${url.pathname}${url.search}` === href)
    },
  },
  {
    name: 'pick a calendar day',
    path: calendar.path,
    // A day of the month with events that is not the selected one (its name would end "selected").
    target: (page) => page.getByRole('grid').getByRole('link', { name: calendar.day }).first(),
    async act(page, target) {
      const name = await target.getAttribute('aria-label')
      await target.tap()
      await page
        .getByRole('grid')
        .getByRole('link', { name: `${name}, selected` })
        .waitFor()
    },
  },
  {
    name: 'type in search (/search field)',
    path: '/search',
    target: (page) => searchField(page.getByRole('main')),
    async before(page) {
      await searchField(page.getByRole('main')).tap()
      await pause(300)
    },
    act: (page) => typeWord(page, false),
  },
  {
    name: 'type in search (menu, suggestions)',
    path: '/',
    target: menuToggle,
    async before(page) {
      await menuToggle(page).tap()
      // The first focus loads the suggestions' code.
      await searchField(banner(page)).tap()
      await pause(300)
    },
    act: (page) => typeWord(page, true),
  },
  {
    // A listing page's "Add to trip" is a plain link that loads /trip?add=… as a new document
    // (no trip code on listing pages): that press has no next paint of its own page to measure.
    // The adding itself is this page's button, which sends the form and goes back to the listing.
    name: 'add to trip',
    path: await addToTripPage(browser),
    target: (page) => page.getByRole('button', { name: 'Add to trip', exact: true }),
    async act(page, target) {
      await target.tap()
      // Sent, then back on the listing's page.
      await page.waitForURL((url) => url.pathname !== '/trip', { timeout: 15_000 })
    },
  },
]

/** One run of an interaction on a fresh page: its slowest interaction (latency 0: under 16 ms). */
async function measure(interaction: Interaction): Promise<InteractionTiming> {
  const context = await browser.newContext(PHONE)
  try {
    const page = await context.newPage()
    await page.addInitScript({ content: OBSERVE })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.goto(base + interaction.path, { waitUntil: 'load' })
    await settle(page)
    await interaction.before?.(page)
    const target = interaction.target(page)
    await target.scrollIntoViewIfNeeded()
    await pause(300)
    const since = await now(page)
    await interaction.act(page, target)
    await entryOrNone(page, since)
    return slowestInteraction(await eventEntries(page), since)
  } finally {
    await context.close()
  }
}

const results = new Map<Interaction, InteractionTiming[]>(interactions.map((each) => [each, []]))
try {
  for (let run = 1; run <= options.runs; run++) {
    // Run by run rather than interaction by interaction: a slow spell of the machine touches all.
    const line: string[] = []
    for (const interaction of interactions) {
      const timing = await measure(interaction)
      results.get(interaction)!.push(timing)
      line.push(`${interaction.name} ${formatMs(timing.latency)}`)
    }
    console.log(`run ${run}/${options.runs}: ${line.join(', ')} (ms)`)
  }
} finally {
  await browser.close()
}

let over = false
const rows = interactions.map((interaction) => {
  const runs = results.get(interaction)!
  const { median, worst, pass } = summarize(runs.map((run) => run.latency))
  if (!pass) over = true
  // Where the worst run's time went: waiting for the main thread, the handlers, the frame after them.
  const slowest = runs.reduce((a, b) => (b.latency > a.latency ? b : a))
  return {
    interaction: interaction.name,
    page: interaction.path,
    'median ms': formatMs(median),
    'worst ms': formatMs(worst),
    runs: runs.map((run) => formatMs(run.latency)).join(' '),
    'worst: delay+handlers+paint': slowest.latency
      ? [slowest.delay, slowest.processing, slowest.paint].map(Math.round).join('+')
      : '',
    [`median <= ${INP_TARGET_MS} ms`]: pass ? 'PASS' : 'FAIL',
  }
})
console.log(
  `\nInteraction to Next Paint: Chromium ${chromiumVersion}, CPU slowed ${CPU_SLOWDOWN}x, ${PHONE.viewport!.width}x${PHONE.viewport!.height} at ${PHONE.deviceScaleFactor}x with touch, ${options.runs} fresh page loads per interaction; typing: the slowest key of "${TYPED}"`,
)
// Other work on the machine shows up as input delay and paint time: say how busy it was.
console.log(
  `Machine: ${os.availableParallelism()} cores, load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} (1, 5, 15 min)`,
)
console.table(rows)
process.exit(options.check && over ? 1 : 0)
