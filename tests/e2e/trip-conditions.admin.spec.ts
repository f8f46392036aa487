import crypto from 'node:crypto'
import Database from 'better-sqlite3'
import { expect, test } from '@playwright/test'
import { sharedDatabaseUrl } from './utils'
import { addFrom, day, denverDay, expectNoAxeViolationsAsServed, noJsContext, setDates } from './trip-steps'

// A trip day meets the conditions (issue 48 item 4, decision 056): an alert with its own area
// around Teton Village warns the stop there and the drive into it, on the day in force only; the
// day shows the stored NWS forecast (written straight into the database: the e2e server fetches no
// outside source) with its "as of", and days beyond the forecast show none. Without JavaScript too.
// The trip's days are a week out, so the other trip specs' days never meet this alert.

test.describe.configure({ timeout: 120_000 })

const FIRST = denverDay(6)
const SECOND = denverDay(7)
const ALERT_ID = `e2e-area-${crypto.randomBytes(4).toString('hex')}`
const TITLE = `Avalanche control at Teton Village ${ALERT_ID.slice(-4)}`

function withDb<T>(run: (db: Database.Database) => T): T {
  const db = new Database(sharedDatabaseUrl().replace(/^file:/, ''), { fileMustExist: true })
  db.pragma('busy_timeout = 5000')
  try {
    return run(db)
  } finally {
    db.close()
  }
}

/** An instant at a wall-clock hour of a day in Denver (MST in winter, MDT in summer: ±7 h is close enough here). */
const denverAt = (dayIso: string, hour: number) => {
  const guess = new Date(`${dayIso}T${String(hour).padStart(2, '0')}:00:00Z`)
  const zone = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Denver', timeZoneName: 'shortOffset' })
    .formatToParts(guess)
    .find((p) => p.type === 'timeZoneName')!.value // "GMT-7"
  return new Date(guess.getTime() - Number(zone.replace('GMT', '')) * 3_600_000).toISOString()
}

test.beforeAll(() => {
  const now = new Date().toISOString()
  withDb((db) => {
    db.prepare(
      `insert into alerts (id, title, text, severity, kind, zone, geometry, valid_from, valid_to, source, source_id,
         link, fetched_at, ended_at, created_by, created_at, updated_at)
       values (?, ?, ?, 'severe', 'road', null, ?, ?, ?, 'editor', null, null, ?, null, null, ?, ?)`,
    ).run(
      ALERT_ID,
      TITLE,
      'The village road is closed until noon.',
      JSON.stringify({
        type: 'Polygon',
        coordinates: [
          [
            [-110.86, 43.56],
            [-110.8, 43.56],
            [-110.8, 43.62],
            [-110.86, 43.62],
            [-110.86, 43.56],
          ],
        ],
      }),
      denverAt(FIRST, 0),
      denverAt(SECOND, 0),
      now,
      now,
      now,
    )
    const period = (dayIso: string, daytime: boolean, temperatureF: number, snow: string | null) => ({
      name: daytime ? 'Day' : 'Night',
      start: denverAt(dayIso, daytime ? 6 : 18),
      end: daytime ? denverAt(dayIso, 18) : denverAt(dayIso, 23),
      isDaytime: daytime,
      temperatureF,
      short: 'Snow',
      snow,
    })
    db.prepare(
      `insert into condition_sources (id, last_success_at, data) values ('nws-forecast', ?, ?)
       on conflict (id) do update set last_success_at = excluded.last_success_at, data = excluded.data`,
    ).run(
      now,
      JSON.stringify({
        places: [
          {
            name: 'Jackson',
            updated: now,
            periods: [period(FIRST, true, 23, '2 to 4 inches'), period(FIRST, false, 8, 'little or none')],
          },
        ],
      }),
    )
  })
})

test.afterAll(() => {
  withDb((db) => {
    db.prepare('delete from alerts where id = ?').run(ALERT_ID)
    db.prepare(`delete from condition_sources where id = 'nws-forecast'`).run()
  })
})

test('a trip day warns the stop and the drive an alert’s area concerns, and shows the forecast with its age', async ({
  browser,
  page,
}) => {
  await setDates(page, FIRST, SECOND)
  await addFrom(page, '/eat/elk-antler-grill', 0, 'Elk Antler Grill')
  await addFrom(page, '/eat/cirque-and-pine', 0, 'Cirque & Pine')
  await addFrom(page, '/eat/elk-antler-grill', 1, 'Elk Antler Grill')
  await addFrom(page, '/eat/cirque-and-pine', 1, 'Cirque & Pine')
  await page.goto('/trip')

  const first = day(page, 0)
  const village = first.locator('.trip-stop').nth(1)
  await expect(village.getByRole('heading', { name: 'Cirque & Pine' })).toBeVisible()
  await expect(village.locator('[data-drive-warnings]')).toContainText(
    `Alert on this drive: ${TITLE}: The village road is closed until noon.`,
  )
  await expect(village.getByRole('note').filter({ hasText: `Alert: ${TITLE}` })).toBeVisible()
  // The stop in Jackson is outside the area, and the drive to it (from the day's start in town) too.
  await expect(first.locator('.trip-stop').nth(0).getByText(TITLE)).toHaveCount(0)
  // The forecast, as of when it was made.
  await expect(first.locator('[data-day-forecast]')).toContainText(
    'Forecast for Jackson: high 23°F, low 8°F; snow 2 to 4 inches, then little or none.',
  )
  await expect(first.locator('[data-day-forecast] [data-as-of="fresh"]')).toContainText(/^As of /)

  // The second day: the alert is over, and the forecast does not reach it.
  const second = day(page, 1)
  await expect(second.getByText(TITLE)).toHaveCount(0)
  await expect(second.locator('[data-day-forecast]')).toHaveCount(0)

  await expectNoAxeViolationsAsServed(browser, page.context(), '/trip')
  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.screenshot({ path: `scratch/trip-conditions-${width}.png`, fullPage: true })
  }

  // Without JavaScript: the same words from the server.
  const { context, page: noJs } = await noJsContext(browser)
  await context.addCookies(await page.context().cookies())
  await noJs.goto('/trip')
  await expect(noJs.locator('.trip-day').first().locator('[data-drive-warnings]')).toContainText(TITLE)
  await expect(noJs.locator('.trip-day').first().locator('[data-day-forecast]')).toContainText('high 23°F')
  await context.close()
})
