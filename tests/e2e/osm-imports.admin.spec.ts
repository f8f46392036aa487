import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { type AppServer, startAppServer, type TempDatabase, tempDatabase } from '../../scripts/app-server.js'
import { sampleExtract, writeFixture } from '../osm-fixtures'
import { createAdmin, E2E_PORT, expectNoAxeViolations, origin, signIn, waitForHydration } from './utils'

// The OpenStreetMap import end to end (issue 45, decision 049): `npm run import:osm` on the
// server's database, then an editor reviews /admin/imports, publishes some places and then all the
// new ones, and a published place credits OpenStreetMap on its public page. Its own server and
// database, so the counts it reads are its own.
const PORT = E2E_PORT + 95
const ADMIN = { email: `osm-${Date.now()}@example.com`, password: 'e2e admin password 1' }

test.describe.configure({ mode: 'serial' })
test.use({ baseURL: origin(PORT) })

let db: TempDatabase | undefined
let server: AppServer | undefined

test.beforeAll(async () => {
  db = tempDatabase('guide-osm-')
  server = startAppServer({
    env: { PORT: String(PORT), DATABASE_URL: db.url, LOG_REQUESTS: '0', INSECURE_COOKIES: '1' },
    echoErrors: true,
  })
  await server.listening
  createAdmin(db.url, ADMIN)
  const extract = writeFixture(path.join(db.dir, 'valley.osm.pbf'), sampleExtract())
  const out = execFileSync('npm', ['run', '-s', 'import:osm', '--', extract], {
    env: { ...process.env, DATABASE_URL: db.url },
    encoding: 'utf8',
  })
  expect(out).toContain('8 new, 0 changed, 0 gone; 2 matched to listings already in the guide')
})

test.afterAll(async () => {
  await server?.stop()
  db?.remove()
})

test('an editor reviews the imported places, publishes some, then all; a place credits OpenStreetMap', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  await signIn(page, ADMIN)
  await expect(
    page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Imports' }),
  ).toHaveAttribute('href', '/admin/imports')
  // A fresh load: the dashboard's "Signed in." toast (still fading in) is not this page's.
  await page.goto('/admin/imports')
  await expect(page.getByRole('heading', { level: 1, name: 'Imports' })).toBeVisible()
  await waitForHydration(page)
  await expect(page.getByText('8 new, 0 changed, 0 gone, 1 possible duplicate')).toBeVisible()
  await expect(page.getByText('May be the same place as')).toBeVisible()
  await expectNoAxeViolations(page)
  fs.mkdirSync('scratch', { recursive: true })
  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.screenshot({ path: `scratch/osm-imports-${width}.png`, fullPage: true })
  }

  await page.getByRole('checkbox', { name: 'Select Moose Tracks Diner' }).check()
  await page.getByRole('checkbox', { name: 'Select Antler Rest Motel' }).check()
  await page.getByRole('button', { name: 'Publish selected' }).click()
  await expect(page.getByText('2 places published.')).toBeVisible()
  await expect(page.getByText('6 new, 0 changed, 0 gone, 1 possible duplicate')).toBeVisible()

  await page.getByRole('button', { name: 'Publish all 6 new' }).click()
  await expect(page.getByText('6 places published.')).toBeVisible()
  await expect(page.getByText('0 new, 0 changed, 0 gone, 1 possible duplicate')).toBeVisible()

  await page.getByRole('button', { name: 'Keep apart' }).click()
  await expect(page.getByText('Cirque Bistro: kept apart.')).toBeVisible()
  await expect(page.getByText('Nothing to look at.')).toBeVisible()

  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } })
  const publicPage = await visitor.newPage()
  await publicPage.goto('/eat/moose-tracks-diner')
  await expect(publicPage.getByRole('heading', { level: 1, name: 'Moose Tracks Diner' })).toBeVisible()
  await expect(publicPage.getByRole('link', { name: 'OpenStreetMap contributors' })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/copyright',
  )
  await expectNoAxeViolations(publicPage)
  await publicPage.locator('[data-osm-credit]').scrollIntoViewIfNeeded()
  await publicPage.screenshot({ path: 'scratch/osm-credit-1280.png', fullPage: false })
  await visitor.close()
})
