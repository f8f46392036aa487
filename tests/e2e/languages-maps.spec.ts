import crypto from 'node:crypto'
import Database from 'better-sqlite3'
import { expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations, sharedDatabaseUrl, waitForHydration } from './utils'

// Issue 47 (decision 059): the interactive maps in Spanish, in the browser. /es/map's pins come
// from /es/map/places.json, so a pin's card says its part of the guide, its choices and prices in
// Spanish and links to the Spanish page; /es/conditions' map describes itself in Spanish and its
// pins' cards say the alert's severity in Spanish (the alert's title as written, marked English).

test.describe.configure({ mode: 'serial', timeout: 90_000 })

/** Opens the interactive map of a Spanish page (the visitor's first interaction loads it). */
async function openSpanishMap(page: Page, path: string, data: string) {
  const answers: string[] = []
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.json')) answers.push(new URL(response.url()).pathname)
  })
  await page.goto(path)
  await waitForHydration(page)
  await page.getByRole('heading', { level: 1 }).click()
  await expect(page.getByRole('button', { name: 'Cerca de mí' })).toBeVisible({ timeout: 20_000 })
  const region = page.getByRole('region', { name: /^Mapa interactivo/ })
  await expect(region).toBeVisible()
  await expect.poll(() => answers).toContain(data)
  return region
}

test('/es/map: a pin’s card speaks Spanish and links to the Spanish page', async ({ page }) => {
  const region = await openSpanishMap(page, '/es/map', '/es/map/places.json')
  // A pin, one by one or inside a cluster that zooms in.
  const pins = region.getByRole('button', { name: /: ver detalles$/ })
  const cluster = region.getByRole('button', { name: /lugares muy juntos: acercar$/ })
  for (let i = 0; i < 12 && (await pins.count()) === 0; i++) {
    await cluster.first().click()
    await page.waitForTimeout(600)
  }
  const pin = pins.first()
  const name = (await pin.getAttribute('aria-label'))!.replace(/: ver detalles$/, '')
  await pin.click()
  const card = page.locator('.maplibregl-popup .map-card')
  await expect(card).toBeVisible()
  await expect(card.locator('p').first()).toHaveText(name)
  // Its part of the guide and what it is, in Spanish.
  const subtitle = card.locator('p').nth(1)
  await expect(subtitle).toHaveText(/^(Comer|Dormir|Actividades|Eventos|Música en vivo) · /)
  await expect(subtitle).not.toHaveText(/\b(per night|Easy|Moderate|Summer|Winter|Year-round)\b/)
  const details = card.getByRole('link', { name: 'Ver detalles' })
  await expect(details).toHaveAttribute('href', /^\/es\/(eat|stay|play|events)\//)
  await expectNoAxeViolations(page)
  await details.click()
  await expect(page).toHaveURL(/\/es\/(eat|stay|play|events)\//)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
})

test('/es/stay/map: a stay’s card says its price per night in Spanish', async ({ page }) => {
  const region = await openSpanishMap(page, '/es/stay/map', '/es/map/places.json')
  const pins = region.getByRole('button', { name: /: ver detalles$/ })
  const cluster = region.getByRole('button', { name: /lugares muy juntos: acercar$/ })
  for (let i = 0; i < 12 && (await pins.count()) === 0; i++) {
    await cluster.first().click()
    await page.waitForTimeout(600)
  }
  await pins.first().click()
  const card = page.locator('.maplibregl-popup .map-card')
  await expect(card.locator('p').nth(1)).toHaveText(/ · \$\d+ por noche$/)
  await expect(card.getByRole('link', { name: 'Ver detalles' })).toHaveAttribute('href', /^\/es\/stay\//)
})

test.describe('/es/conditions with an active alert', () => {
  const LISTING = { id: 'elk-refuge-sleigh-ride', name: 'National Elk Refuge Sleigh Ride' }
  const tag = crypto.randomBytes(3).toString('hex')
  const ALERT = { id: `es-map-${tag}`, title: `Teton Pass closed ${tag}` }

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

  test.beforeAll(() => {
    const now = new Date()
    withDb((db) => {
      db.prepare(
        `insert into alerts (id, title, text, severity, kind, zone, geometry, valid_from, valid_to, source, source_id,
           link, fetched_at, ended_at, created_by, created_at, updated_at)
         values (?, ?, '', 'severe', 'road', 'teton-pass', null, ?, ?, 'editor', null, null, ?, null, null, ?, ?)`,
      ).run(
        ALERT.id,
        ALERT.title,
        new Date(now.getTime() - 3_600_000).toISOString(),
        new Date(now.getTime() + 6 * 3_600_000).toISOString(),
        now.toISOString(),
        now.toISOString(),
        now.toISOString(),
      )
      db.prepare(
        `insert into alert_targets (alert_id, target_type, target_id) values (?, 'activities', ?)`,
      ).run(ALERT.id, LISTING.id)
      bumpContentVersion(db)
    })
  })

  test.afterAll(() => {
    withDb((db) => {
      db.prepare(`update alerts set ended_at = ? where id = ?`).run(new Date().toISOString(), ALERT.id)
      bumpContentVersion(db)
    })
  })

  test('the map describes itself in Spanish and its pin’s card says the severity in Spanish', async ({
    page,
  }) => {
    await page.goto('/es/conditions')
    const section = page.getByRole('region', { name: 'Alertas en el mapa' })
    const image = section.getByRole('img', {
      name: /^Alertas activas y los lugares a los que afectan en un mapa de Jackson Hole y Star Valley Contornos de .+ 1 zona de alerta sombreada según la gravedad, en la lista junto al mapa\.$/,
    })
    await expect(image).toBeVisible()
    await expect(section).not.toContainText(/Active alerts and the places|alert areas? shaded|Outlines of/)

    const region = await openSpanishMap(page, '/es/conditions', '/es/conditions/map.json')
    await region.getByRole('button', { name: `${LISTING.name}: ver detalles` }).click()
    const card = page.locator('.maplibregl-popup .map-card')
    await expect(card.locator('p').nth(1)).toHaveText(`Grave: ${ALERT.title}`)
    await expect(card.locator('span[lang="en"]')).toHaveText(ALERT.title)
    await expect(card.getByRole('link', { name: 'Ver detalles' })).toHaveAttribute(
      'href',
      `/es/play/${LISTING.id}`,
    )
    await expect(page.getByRole('button', { name: 'Acercar' })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
