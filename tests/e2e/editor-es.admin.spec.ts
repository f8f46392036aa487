import { expect, type Page, test } from '@playwright/test'
import { ADMIN_STATE, expectNoAxeViolations, waitForHydration } from './utils'

// The back office's listing editor, venues and repeating events in Spanish (issue 47): under
// /es/admin the pages, every field, the answers and the toasts speak Spanish, with JavaScript and
// without, and every answer stays under /es/admin. A restaurant's editor at 390 px goes to scratch/.

const RESTAURANT = '/es/admin/listings/restaurants/salt-river-creamery-table'

async function shot(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: `scratch/${name}-390.png`, fullPage: true })
  // Nothing wider than the phone (a long Spanish word would push the page sideways).
  const wide = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(wide).toBeLessThanOrEqual(390)
}

test('a venue made, refused and deleted from /es/admin, answered in Spanish', async ({ page }) => {
  const name = `Sala Española ${Date.now()}`
  await page.goto('/es/admin/venues')
  await expect(page.getByRole('heading', { level: 1, name: 'Lugares' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'Nuevo lugar' }).click()
  await expect(page).toHaveURL(/\/es\/admin\/venues\/new$/)
  await waitForHydration(page)
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(name)
  await page.getByRole('textbox', { name: 'Dirección', exact: true }).fill('1 Elk St, Jackson, WY')
  await page.getByRole('button', { name: 'Crear el lugar' }).click()
  await expect(page).toHaveURL(/\/es\/admin\/venues\/(?!new$)[a-z0-9-]+$/)
  await expect(page.getByText('Lugar creado.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByText('Ningún evento apunta aquí.')).toBeVisible()

  // A pin outside the region: the page stays, the message names the field in Spanish.
  await page.getByRole('textbox', { name: 'Latitud', exact: true }).fill('1')
  await page.getByRole('button', { name: 'Guardar cambios' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Corrige los campos marcados abajo.' }),
  ).toBeVisible()
  await expect(page.getByText(/^«Latitud» debe estar entre/)).toBeVisible()
  await expect(page).toHaveURL(/\/es\/admin\/venues\/[a-z0-9-]+$/)
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Borrar el lugar' }).click()
  await expect(page.getByRole('heading', { name: '¿Borrar este lugar para siempre?' })).toBeVisible()
  await page.getByRole('button', { name: 'Sí, borrar el lugar' }).click()
  await expect(page).toHaveURL(/\/es\/admin\/venues$/)
  await expect(page.getByText('Lugar borrado.')).toBeVisible()
  await expect(page.getByRole('link', { name: new RegExp(name) })).toHaveCount(0)
})

test('a restaurant’s editor in Spanish; without JavaScript a refused save answers in Spanish', async ({
  page,
  browser,
}) => {
  await page.goto(RESTAURANT)
  await expect(page.getByRole('link', { name: 'Todos los restaurantes' })).toHaveAttribute(
    'href',
    '/es/admin/listings/restaurants',
  )
  const form = page.getByRole('form', { name: 'Editar la ficha' })
  for (const label of ['Nombre', 'Descripción breve (en inglés)', 'Metadescripción (en español)'])
    await expect(form.getByRole('textbox', { name: label, exact: true })).toBeVisible()
  await expect(form.getByRole('combobox', { name: 'Pueblo', exact: true })).toBeVisible()
  await expect(form.getByRole('combobox', { name: 'Accesibilidad: entrada' })).toContainText(
    'Sin escalones, con rampa fija',
  )
  await expect(page.getByRole('heading', { name: 'Dirección web', exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Marcar como comprobada hoy' })).toBeVisible()
  await expectNoAxeViolations(page)
  await shot(page, 'editor-es-restaurant')

  const context = await browser.newContext({ javaScriptEnabled: false, storageState: ADMIN_STATE })
  const nojs = await context.newPage()
  await nojs.goto(RESTAURANT)
  await nojs.getByRole('textbox', { name: 'Longitud', exact: true }).fill('5')
  await nojs.getByRole('button', { name: 'Guardar cambios' }).first().click()
  await expect(
    nojs.getByRole('alert').filter({ hasText: 'Corrige los campos marcados abajo.' }),
  ).toBeVisible()
  await expect(nojs.getByText(/^«Longitud» debe estar entre/)).toBeVisible()
  expect(new URL(nojs.url()).pathname).toBe(RESTAURANT)
  await context.close()
})

test('the repeating events page speaks Spanish', async ({ page }) => {
  await page.goto('/es/admin/recurring-events')
  await expect(page.getByRole('heading', { level: 1, name: 'Eventos que se repiten' })).toBeVisible()
  await expect(page.getByText(/^Cancela un solo día de un evento que se repite/)).toBeVisible()
  await expectNoAxeViolations(page)
})
