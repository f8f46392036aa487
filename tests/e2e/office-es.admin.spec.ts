import fs from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { ADMIN, ADMIN_STATE, expectNoAxeViolations, waitForHydration } from './utils'

// The back office's newsletter, imports and settings in Spanish (issue 47): each page under
// /es/admin speaks Spanish, its forms answer in Spanish with and without JavaScript, and every
// answer stays under /es/admin. The side nav says some of the same words, so links are looked for
// outside it.

test.describe.configure({ timeout: 90_000 })

const main = (page: Page) => page.getByRole('main')

test('the newsletter in Spanish: a draft is started, tested and deleted with JavaScript, under /es/admin', async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: ADMIN_STATE })
  const page = await context.newPage()
  await page.goto('/es/admin/newsletter')
  await expect(page.getByRole('heading', { level: 1, name: 'Boletín' })).toBeVisible()
  await expect(page).toHaveTitle(/^Boletín/)
  await expect(main(page).getByRole('heading', { level: 2, name: 'Suscripciones' })).toBeVisible()
  await expect(main(page).getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute(
    'href',
    '/admin/newsletter.csv',
  )
  await waitForHydration(page)
  await expectNoAxeViolations(page)

  await main(page).getByRole('button', { name: 'Escribir una edición nueva' }).click()
  await expect(page).toHaveURL(/\/es\/admin\/newsletter\/issues\/[\w-]+$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Borrador del boletín' })).toBeVisible()
  await expect(page.getByText('Borrador empezado.')).toBeVisible()
  await expect(main(page).getByRole('textbox', { name: 'Asunto' })).toBeVisible()
  // the page's own link back (the side nav has one of the same name)
  const nav = page.getByRole('navigation', { name: 'Trastienda' })
  await expect(nav.getByRole('link', { name: 'Boletín' })).toHaveAttribute('href', '/es/admin/newsletter')
  await expect(
    main(page).getByRole('link', { name: 'Boletín' }).and(page.locator(':not(nav *)')),
  ).toHaveAttribute('href', '/es/admin/newsletter')

  await main(page).getByRole('button', { name: 'Mandarme una prueba' }).click()
  await expect(page.getByText('Prueba en cola.')).toBeVisible()
  await expect(page.getByText(`Una copia llegará a ${ADMIN.email}`)).toBeVisible()
  await expect(page).toHaveURL(/\/es\/admin\/newsletter\/issues\/[\w-]+$/)

  await main(page).getByRole('button', { name: 'Eliminar este borrador' }).click()
  await expect(page).toHaveURL(/\/es\/admin\/newsletter$/)
  await expect(page.getByText('Borrador eliminado.')).toBeVisible()
  await context.close()
})

test('settings and imports in Spanish: headings, words and axe', async ({ browser }) => {
  const context = await browser.newContext({ storageState: ADMIN_STATE })
  const page = await context.newPage()
  await page.goto('/es/admin/settings')
  await expect(page.getByRole('heading', { level: 1, name: 'Ajustes' })).toBeVisible()
  await expect(main(page).getByRole('heading', { name: 'Invitar a alguien' })).toBeVisible()
  await expect(main(page).getByRole('button', { name: 'Enviar invitación' })).toBeVisible()
  await waitForHydration(page)
  await expectNoAxeViolations(page)

  await page.goto('/es/admin/imports')
  await expect(page.getByRole('heading', { level: 1, name: 'Importaciones' })).toBeVisible()
  await expect(main(page).getByRole('navigation', { name: 'Qué revisar' })).toBeVisible()
  await expect(main(page).getByRole('link', { name: 'Todo' })).toHaveAttribute('href', '/es/admin/imports')
  await waitForHydration(page)
  await expectNoAxeViolations(page)
  await main(page).getByRole('link', { name: 'Importa un CSV' }).click()
  await expect(page).toHaveURL(/\/es\/admin\/imports\/csv$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Importar un CSV' })).toBeVisible()
  await context.close()
})

test('the CSV import in Spanish without JavaScript: a workbook and a file with errors are answered in Spanish', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: ADMIN_STATE })
  const page = await context.newPage()
  await page.goto('/es/admin/imports/csv')
  await expect(page.getByRole('heading', { level: 1, name: 'Importar un CSV' })).toBeVisible()
  await expect(main(page).getByRole('link', { name: 'Plantilla de Restaurantes (CSV)' })).toHaveAttribute(
    'href',
    '/admin/imports/csv/restaurants.csv',
  )
  const upload = async (fileName: string, text: string) => {
    await main(page).getByLabel('Qué lugares trae el archivo').selectOption('restaurants')
    await main(page)
      .getByLabel('Archivo CSV')
      .setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(text) })
    await main(page).getByRole('button', { name: 'Revisar el archivo' }).click()
  }
  await upload('lugares.xlsx', 'PK\u0003\u0004 not really a workbook')
  await expect(page).toHaveURL(/\/es\/admin\/imports\/csv$/)
  await expect(
    main(page).getByRole('alert').filter({ hasText: 'Esto es un libro de hoja de cálculo' }),
  ).toBeVisible()

  const stamp = Date.now().toString(36)
  await upload(
    'lugares.csv',
    [
      'name,type,description,location,town,lat,lng,price',
      `Osprey Fideos ${stamp},Noodles,Noodle soups.,12 King St,Jackson,43.4781,-210.7612,$$`,
      `"=HYPERLINK(""http://evil.example"",""Kestrel ${stamp}"")",Bakery,Bread.,4 Elm St,Jackson,,,$`,
      `Wren Deli ${stamp},Deli,Sandwiches.,5 Elm St,Jackson,,,$`,
    ].join('\n'),
  )
  await expect(page).toHaveURL(/\/es\/admin\/imports\/csv$/)
  await expect(main(page).getByRole('heading', { name: 'Vista previa de lugares.csv' })).toBeVisible()
  await expect(
    main(page).getByText('Listos para importar: 1; ya en la guía: 0; con errores: 2.'),
  ).toBeVisible()
  await expect(page.locator('[data-csv-line="3"]')).toContainText(
    'que una hoja de cálculo ejecuta como fórmula',
  )
  await expect(main(page).getByRole('columnheader', { name: 'Qué pasará' })).toBeVisible()

  // The busiest Spanish page, on a phone.
  fs.mkdirSync('scratch', { recursive: true })
  await page.setViewportSize({ width: 390, height: 900 })
  await page.screenshot({ path: 'scratch/office-es-csv-390.png', fullPage: true })
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await context.close()
})
