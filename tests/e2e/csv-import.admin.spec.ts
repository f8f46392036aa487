import fs from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { ADMIN_STATE, expectNoAxeViolations, waitForHydration } from './utils'

// The CSV import for editors (issue 45 items 7-8, decision 054), with and without JavaScript: an
// editor uploads a CSV with a formula cell and a bad coordinate, reads each line's errors in the
// preview (nothing written), uploads the fixed file, imports it, and publishes the drafts from the
// import queue. Names carry the run's stamp, so the rows are this test's own.

const HEADER = 'name,type,description,location,town,lat,lng,price,phone'

async function shoot(page: Page, name: string) {
  fs.mkdirSync('scratch', { recursive: true })
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.waitForTimeout(300)
    await page.screenshot({ path: `scratch/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 720 })
}

const upload = async (page: Page, fileName: string, text: string) => {
  await page.getByLabel('What the file lists').selectOption('restaurants')
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(text) })
  await page.getByRole('button', { name: 'Check the file' }).click()
}

for (const js of [true, false]) {
  test(`an editor uploads a CSV, fixes its errors from the preview, imports and publishes it${js ? '' : ' (no JavaScript)'}`, async ({
    browser,
  }) => {
    test.setTimeout(120_000)
    const stamp = `${js ? 'J' : 'N'}${Date.now().toString(36)}`
    const [first, second] = [`Osprey Noodles ${stamp}`, `Kestrel Bakery ${stamp}`]
    // A phone of its own (the same phone is the same place to the matcher).
    const phone = `+1 307 2${js ? 1 : 2}${String(Date.now()).slice(-5)}`
    const context = await browser.newContext({ javaScriptEnabled: js, storageState: ADMIN_STATE })
    const page = await context.newPage()
    await page.goto('/admin/imports')
    await page.getByRole('link', { name: 'Import a CSV' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Import a CSV' })).toBeVisible()
    if (js) await waitForHydration(page)
    await expect(page.getByRole('link', { name: 'Restaurants template (CSV)' })).toHaveAttribute(
      'href',
      '/admin/imports/csv/restaurants.csv',
    )
    if (js) await expectNoAxeViolations(page)

    // A workbook is refused with what to do.
    await upload(page, 'places.xlsx', 'PK\u0003\u0004 not really a workbook')
    await expect(page.getByRole('alert').filter({ hasText: 'This is a spreadsheet workbook' })).toBeVisible()

    const bad = [
      HEADER,
      `${first},Noodles,Noodle soups.,12 King St,Jackson,43.4781,-210.7612,$$,${phone}`,
      `"=HYPERLINK(""http://evil.example"",""${second}"")",Bakery,Bread.,4 Elm St,Jackson,,,$,`,
    ].join('\n')
    await upload(page, 'places.csv', bad)
    await expect(page.getByText('0 ready to import, 0 already in the guide, 2 with errors.')).toBeVisible()
    const line2 = page.locator('[data-csv-line="2"]')
    await expect(line2).toContainText(first)
    await expect(line2).toContainText('Longitude: Longitude must be between')
    await expect(page.locator('[data-csv-line="3"]')).toContainText('which a spreadsheet runs as a formula')
    await expect(page.getByRole('button', { name: /^Import \d+/ })).toHaveCount(0)
    if (js) await expectNoAxeViolations(page)
    await shoot(page, `csv-import-errors${js ? '' : '-nojs'}`)

    const fixed = [
      HEADER,
      `${first},Noodles,Noodle soups.,12 King St,Jackson,43.4781,-110.7612,$$,${phone}`,
      `${second},Bakery,Bread.,4 Elm St,Jackson,,,$,`,
    ].join('\n')
    await upload(page, 'places-fixed.csv', fixed)
    await expect(page.getByText('2 ready to import, 0 already in the guide, 0 with errors.')).toBeVisible()
    await expect(page.getByRole('heading', { name: '3. Preview of places-fixed.csv' })).toBeVisible()
    if (js) await expectNoAxeViolations(page)
    await shoot(page, `csv-import-ready${js ? '' : '-nojs'}`)
    await page.getByRole('button', { name: 'Import 2 listings as drafts' }).click()

    await expect(page).toHaveURL(/\/admin\/imports\?show=new$/)
    await expect(page.getByText('2 listings imported from places-fixed.csv as drafts.')).toBeVisible()
    const row = page.locator('li[data-import]').filter({ hasText: first })
    await expect(row).toContainText('From a CSV file')
    await page.getByRole('checkbox', { name: `Select ${first}` }).check()
    await page.getByRole('checkbox', { name: `Select ${second}` }).check()
    await page.getByRole('button', { name: 'Publish selected' }).click()
    await expect(page.getByText('2 places published.')).toBeVisible()

    const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } })
    const publicPage = await visitor.newPage()
    await publicPage.goto(`/eat/${first.toLowerCase().replaceAll(' ', '-')}`)
    await expect(publicPage.getByRole('heading', { level: 1, name: first })).toBeVisible()
    // A CSV row is no OpenStreetMap data: no credit to it.
    await expect(publicPage.getByRole('link', { name: 'OpenStreetMap contributors' })).toHaveCount(0)
    await visitor.close()
    await context.close()
  })
}
