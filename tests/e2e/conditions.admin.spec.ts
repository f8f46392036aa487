import crypto from 'node:crypto'
import Database from 'better-sqlite3'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { ADMIN_STATE, expectNoAxeViolations, sharedDatabaseUrl, waitForHydration } from './utils'

// Conditions and alerts (issue 48, decision 051) as an editor and a visitor meet them: an alert
// published in the back office without JavaScript shows on /conditions, at the top of the listing
// it points at and on home; edited and ended with JavaScript, it leaves them. The Play strip shows
// snow depth with its station and time (the SNOTEL source's last good data, written straight into
// the database: the e2e server fetches no outside source) and editors' wildlife notes.

test.describe.configure({ timeout: 90_000 })

const LISTING = { path: '/play/elk-refuge-sleigh-ride', name: 'National Elk Refuge Sleigh Ride' }

function withDb<T>(run: (db: Database.Database) => T): T {
  const db = new Database(sharedDatabaseUrl().replace(/^file:/, ''), { fileMustExist: true })
  db.pragma('busy_timeout = 5000')
  try {
    return run(db)
  } finally {
    db.close()
  }
}

/** A visitor's page (no session). */
async function visitorPage(browser: Browser, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, javaScriptEnabled })
  return context.newPage()
}

async function screenshots(page: Page, name: string) {
  // The install offer floats over the page's middle on a phone: put away, as a visitor would.
  const notNow = page.getByRole('button', { name: 'Not now' })
  if (await notNow.isVisible()) await notNow.click()
  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.screenshot({ path: `scratch/${name}-${width}.png`, fullPage: true })
  }
}

test('an editor publishes an alert without JavaScript; visitors see it; edited and ended with JavaScript, it leaves', async ({
  browser,
  page,
}) => {
  const title = `Sleigh rides cancelled ${crypto.randomBytes(3).toString('hex')}`
  const noJs = await browser.newContext({ storageState: ADMIN_STATE, javaScriptEnabled: false })
  const editor = await noJs.newPage()
  await editor.goto('/admin/alerts')
  await expect(editor.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible()
  await editor.getByRole('link', { name: 'New alert' }).click()
  await expect(editor.getByRole('heading', { level: 1, name: 'New alert' })).toBeVisible()

  // A page that does not exist is refused, and what was typed comes back.
  await editor.getByLabel('Title').fill(title)
  await editor.getByLabel('Text').fill('High winds on the refuge: no sleighs today.')
  await editor.getByLabel('Kind').selectOption('event-change')
  await editor.getByLabel('Severity').selectOption('severe')
  await editor.getByLabel('Listings and events').fill('/play/no-such-ride')
  await editor.getByRole('button', { name: 'Publish alert' }).click()
  await expect(editor.getByText('No listing or event is at /play/no-such-ride.').first()).toBeVisible()
  await expect(editor.getByLabel('Title')).toHaveValue(title)
  await editor.getByLabel('Listings and events').fill(LISTING.path)
  await editor.getByRole('button', { name: 'Publish alert' }).click()
  await expect(editor).toHaveURL(/\/admin\/alerts$/)
  await expect(editor.getByRole('link', { name: title })).toBeVisible()
  await noJs.close()

  // A visitor without JavaScript: /conditions by kind, the listing's banner, home.
  const visitor = await visitorPage(browser, false)
  await visitor.goto('/conditions')
  await expect(visitor.getByRole('heading', { level: 1, name: 'Conditions and Alerts' })).toBeVisible()
  const changes = visitor.getByRole('region', { name: 'Event changes' })
  await expect(changes.getByRole('heading', { name: new RegExp(title) })).toBeVisible()
  await expect(changes.getByText(/As of .* M[SD]T/).first()).toBeVisible()
  await visitor.goto(LISTING.path)
  const banner = visitor.getByRole('region', { name: 'Alerts for this place' })
  await expect(banner.getByRole('heading', { name: new RegExp(title) })).toBeVisible()
  await expect(banner.getByText('High winds on the refuge: no sleighs today.')).toBeVisible()
  await visitor.goto('/')
  await expect(visitor.getByRole('region', { name: 'Current alert' })).toBeVisible()
  await visitor.context().close()

  // The same pages with JavaScript, checked with axe and looked at.
  const looker = await visitorPage(browser)
  for (const [path, name] of [
    ['/conditions', 'conditions'],
    [LISTING.path, 'listing-banner'],
    ['/', 'home-alert'],
  ] as const) {
    await looker.goto(path)
    await waitForHydration(looker)
    await expectNoAxeViolations(looker)
    await screenshots(looker, name)
  }
  await looker.context().close()
  await page.goto('/admin/alerts')
  await expectNoAxeViolations(page)
  await screenshots(page, 'admin-alerts')
  await page.goto('/admin/alerts/new')
  await expectNoAxeViolations(page)

  // With JavaScript: edit, then end.
  await page.goto('/admin/alerts')
  await page.getByRole('link', { name: title }).click()
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Edit alert' })).toBeVisible()
  await expect(page.getByRole('link', { name: LISTING.name })).toBeVisible()
  await page.getByLabel('Title').fill(`${title} (edited)`)
  await page.getByRole('button', { name: 'Save alert' }).click()
  await expect(page.getByText('Alert saved.')).toBeVisible()
  await page.getByRole('link', { name: `${title} (edited)` }).click()
  await page.getByRole('button', { name: 'End this alert now' }).click()
  await expect(page.getByText('Alert ended.')).toBeVisible()

  const after = await visitorPage(browser)
  await after.goto(LISTING.path)
  await expect(after.getByRole('heading', { level: 1, name: LISTING.name })).toBeVisible()
  await expect(after.getByText(title)).toHaveCount(0)
  await after.goto('/conditions')
  await expect(after.getByText(title)).toHaveCount(0)
  await after.context().close()
})

test('the Play strip shows snow depth with its station and time, and editors’ wildlife notes', async ({
  browser,
  page,
}) => {
  const note = `Moose in the Gros Ventre willows ${crypto.randomBytes(3).toString('hex')}`
  const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(
    new Date(Date.now() - 24 * 3_600_000),
  )
  withDb((db) => {
    db.prepare(
      `insert into condition_sources (id, last_success_at, data) values ('snotel', ?, ?)
       on conflict (id) do update set last_success_at = excluded.last_success_at, data = excluded.data`,
    ).run(
      new Date().toISOString(),
      JSON.stringify({
        readings: [{ triplet: '689:WY:SNTL', name: 'Phillips Bench', depthIn: 34, date: yesterday }],
        missing: [],
      }),
    )
    // The page cache drops pages when the content version moves (as a source's fetch does).
    db.prepare(`update app_meta set value = ? where key = 'content_version'`).run(`e2e-${Date.now()}`)
  })
  await page.goto('/admin/alerts/new')
  await waitForHydration(page)
  await page.getByLabel('Title').fill(note)
  await page.getByLabel('Kind').selectOption('wildlife')
  await page.getByLabel('Severity').selectOption('minor')
  await page.getByRole('button', { name: 'Publish alert' }).click()
  await expect(page.getByText('Alert published.')).toBeVisible()

  const visitor = await visitorPage(browser)
  await visitor.goto('/play')
  const strip = visitor.getByRole('region', { name: 'Today in the Valley' })
  await expect(strip.getByText('34 in at Phillips Bench')).toBeVisible()
  await expect(strip.getByText(/As of .* 12:00 AM M[SD]T/)).toBeVisible()
  await expect(strip.getByText(note)).toBeVisible()
  // The calendar itself opens on today when it has events (SPEC: the link goes to /events).
  await expect(strip.getByRole('link', { name: "See today's events" })).toHaveAttribute('href', '/events')
  await expectNoAxeViolations(visitor)
  await screenshots(visitor, 'play-strip')
  await visitor.context().close()

  // The note ends; the sources page lists each source's state.
  await page.goto('/admin/alerts')
  await page.getByRole('link', { name: note }).click()
  await page.getByRole('button', { name: 'End this alert now' }).click()
  await expect(page.getByText('Alert ended.')).toBeVisible()
  await page.goto('/admin/conditions')
  await expect(page.getByRole('heading', { level: 1, name: 'Conditions sources' })).toBeVisible()
  await expect(page.locator('[data-source="nps-alerts"]')).toContainText(
    'Off: no NPS Data API key (NPS_API_KEY).',
  )
  await expect(page.locator('[data-source="snotel"]')).toContainText('Last success:')
  await expectNoAxeViolations(page)
  await screenshots(page, 'admin-conditions')
})
