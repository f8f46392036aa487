import crypto from 'node:crypto'
import Database from 'better-sqlite3'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolationsAsServed } from './trip-steps'
import { expectNoAxeViolations, sharedDatabaseUrl, waitForHydration } from './utils'

// The map on /conditions (issue 48): active alerts drawn by their areas (an alert's own polygon,
// else its zones' outlines), shaded and edged by severity with the severity in words, the places
// they point at as numbered pins, and the same alerts listed beside it. Drawn without JavaScript;
// with it, the interactive map takes over on the first interaction. The alerts are written
// straight into the shared database and ended afterwards, so other specs never meet them.

test.describe.configure({ mode: 'serial', timeout: 90_000 })

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

const bumpContentVersion = (db: Database.Database) =>
  db.prepare(`update app_meta set value = ? where key = 'content_version'`).run(`e2e-${Date.now()}`)

const tag = crypto.randomBytes(3).toString('hex')
const ALERTS = [
  {
    id: `map-severe-${tag}`,
    title: `Teton Pass closed ${tag}`,
    severity: 'severe',
    zone: 'teton-pass',
    geometry: null,
  },
  {
    id: `map-minor-${tag}`,
    title: `Moose near Wilson ${tag}`,
    severity: 'minor',
    zone: null,
    geometry: JSON.stringify({
      type: 'Polygon',
      coordinates: [
        [
          [-110.92, 43.48],
          [-110.84, 43.48],
          [-110.84, 43.53],
          [-110.92, 43.53],
          [-110.92, 43.48],
        ],
      ],
    }),
  },
]

test.beforeAll(() => {
  const now = new Date()
  withDb((db) => {
    const insert = db.prepare(
      `insert into alerts (id, title, text, severity, kind, zone, geometry, valid_from, valid_to, source, source_id,
         link, fetched_at, ended_at, created_by, created_at, updated_at)
       values (?, ?, '', ?, 'road', ?, ?, ?, ?, 'editor', null, null, ?, null, null, ?, ?)`,
    )
    for (const alert of ALERTS) {
      insert.run(
        alert.id,
        alert.title,
        alert.severity,
        alert.zone,
        alert.geometry,
        new Date(now.getTime() - 3_600_000).toISOString(),
        new Date(now.getTime() + 6 * 3_600_000).toISOString(),
        now.toISOString(),
        now.toISOString(),
        now.toISOString(),
      )
    }
    db.prepare(
      `insert into alert_targets (alert_id, target_type, target_id) values (?, 'activities', ?)`,
    ).run(ALERTS[0]!.id, LISTING.path.split('/').at(-1))
    bumpContentVersion(db)
  })
})

test.afterAll(() => {
  withDb((db) => {
    const ended = new Date().toISOString()
    for (const alert of ALERTS) db.prepare(`update alerts set ended_at = ? where id = ?`).run(ended, alert.id)
    bumpContentVersion(db)
  })
})

async function visitorPage(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, javaScriptEnabled })
  return context.newPage()
}

test('without JavaScript: the areas by severity, the numbered pin and the same alerts in a list beside', async ({
  browser,
}) => {
  const page = await visitorPage(browser, false)
  await page.goto('/conditions')
  const section = page.getByRole('region', { name: 'Alerts on the map' })
  await expect(section.getByRole('heading', { level: 2, name: 'Alerts on the map' })).toBeVisible()
  const figure = section.locator('figure')
  await expect(figure.getByRole('img', { name: /Active alerts and the places they concern/ })).toBeVisible()
  // Both areas are drawn, each in its severity's style (the severe one solid, the minor one dotted),
  // the severe one over the minor one.
  const severe = figure.locator(`[data-alert-area="${ALERTS[0]!.id}"]`)
  const minor = figure.locator(`[data-alert-area="${ALERTS[1]!.id}"]`)
  await expect(severe).toHaveAttribute('data-severity', 'severe')
  await expect(minor).toHaveAttribute('data-severity', 'minor')
  expect(await severe.getAttribute('stroke-dasharray')).toBeNull()
  expect(await minor.getAttribute('stroke-dasharray')).toBeTruthy()
  const order = await figure
    .locator('[data-alert-area]')
    .evaluateAll((paths) => paths.map((p) => p.getAttribute('data-alert-area')))
  expect(order.indexOf(ALERTS[0]!.id)).toBeGreaterThan(order.indexOf(ALERTS[1]!.id))
  // The place the severe alert points at is a numbered pin, a link to its page.
  const pin = figure
    .getByRole('list', { name: 'Pins on the map' })
    .getByRole('link', { name: new RegExp(`^\\d+: ${LISTING.name}$`) })
  await expect(pin).toHaveAttribute('href', LISTING.path)
  // The legend says each severity in words.
  const legend = section.getByRole('list', { name: 'Severity on the map' })
  await expect(legend.getByRole('listitem').filter({ hasText: /^Severe$/ })).toHaveCount(1)
  await expect(legend.getByRole('listitem').filter({ hasText: /^Minor$/ })).toHaveCount(1)
  // Beside it: the same alerts, severity in words, whether their area is drawn, their places.
  const list = section.getByRole('list', { name: 'Alerts on the map' })
  const listed = list.locator(`[data-map-alert="${ALERTS[0]!.id}"]`)
  await expect(listed).toContainText(`Severe${ALERTS[0]!.title}`)
  await expect(listed).toContainText('Its area is shaded on the map.')
  await expect(listed.getByRole('link', { name: LISTING.name })).toHaveAttribute('href', LISTING.path)
  // Its pin's number in the list is the pin's.
  const number = (await pin.getAttribute('aria-label'))!.split(':')[0]
  await expect(listed.getByText(`${number}:`)).toBeAttached()
  await expect(list.locator(`[data-map-alert="${ALERTS[1]!.id}"]`)).toContainText(`Minor${ALERTS[1]!.title}`)
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await section.screenshot({ path: `scratch/conditions-map-nojs-${width}.png` })
  }
  await expectNoAxeViolationsAsServed(browser, page.context(), '/conditions')
  await page.context().close()
})

test('with JavaScript: the interactive map loads on the first interaction and draws the areas and pins', async ({
  browser,
}) => {
  const page = await visitorPage(browser, true)
  const json: number[] = []
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/conditions/map.json') json.push(response.status())
  })
  await page.goto('/conditions')
  await waitForHydration(page)
  expect(json).toEqual([])
  await page.getByRole('heading', { level: 1 }).click()
  const region = page.getByRole('region', { name: /^Interactive map/ })
  await expect(region).toBeVisible({ timeout: 20_000 })
  expect(json).toEqual([200])
  await expect(page.getByRole('list', { name: 'Pins on the map' })).toBeHidden()
  // The place is a pin of the interactive map that opens its card.
  await expect(region.getByRole('button', { name: /show details$|zoom in$/ }).first()).toBeVisible()
  // The list beside the map stays.
  await expect(page.getByRole('list', { name: 'Alerts on the map' })).toContainText(ALERTS[0]!.title)
  await expectNoAxeViolations(page)
  const notNow = page.getByRole('button', { name: 'Not now' })
  if (await notNow.isVisible()) await notNow.click()
  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.waitForTimeout(500)
    await page.screenshot({ path: `scratch/conditions-map-${width}.png`, fullPage: true })
  }
  await page.context().close()
})
