import { expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations, waitForHydration } from './utils'

// Issue 47: a public form in Spanish, sent with an error and then successfully, with and without
// JavaScript (the browser's check and the server's answer say the same Spanish words).

const MIN_FILL_WAIT = 400

async function fillRestaurant(page: Page) {
  for (const [label, value] of Object.entries({
    'Nombre del restaurante': 'Bar J Chuckwagon',
    Descripción: 'Cena vaquera y un espectáculo del Oeste.',
  }))
    await page.getByRole('textbox', { name: label, exact: true }).fill(value)
  await page.getByLabel('Tipo de restaurante').selectOption('Western')
  await page.getByRole('checkbox', { name: 'Para familias' }).check()
}

test('/es/submit-restaurant speaks Spanish and passes axe', async ({ page }) => {
  await page.goto('/es/submit-restaurant')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page).toHaveTitle(/^Propón un restaurante \| /)
  await expect(page.getByRole('heading', { level: 1, name: 'Propón un restaurante' })).toBeVisible()
  for (const section of ['Lo básico', 'Contacto y ubicación', 'Etiquetas', 'Servicios', 'Fotos (opcional)'])
    await expect(page.getByRole('group', { name: section, exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Cancelar' })).toHaveAttribute('href', '/es/eat')
  await expect(page.getByLabel('Tipo de restaurante').locator('option[value="Fine Dining"]')).toHaveText(
    'Alta cocina',
  )
  await expectNoAxeViolations(page)
})

for (const javaScript of [true, false]) {
  test(`a Spanish form with an error, then sent (${javaScript ? 'with' : 'without'} JavaScript)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: javaScript })
    const page = await context.newPage()
    await page.goto('/es/submit-restaurant')
    if (javaScript) await waitForHydration(page)
    await fillRestaurant(page)
    // No address, and a website that is not one.
    await page.getByLabel('Sitio web').fill('no es una web')
    if (!javaScript)
      // The browser's own check would stop an empty required field: skip it as a script would.
      await page.locator('form[aria-label="Propuesta de restaurante"]').evaluate((form) => {
        ;(form as HTMLFormElement).noValidate = true
      })
    await page.waitForTimeout(MIN_FILL_WAIT)
    await page.getByRole('button', { name: 'Enviar restaurante' }).click()
    const address = page.getByLabel('Dirección')
    await expect(address).toHaveAttribute('aria-invalid', 'true')
    await expect(address).toHaveAccessibleDescription('Escribe la dirección')
    await expect(page.getByLabel('Sitio web')).toHaveAccessibleDescription(
      'La dirección del sitio web no es válida',
    )
    const summary = page.getByTestId('form-error-summary')
    await expect(summary).toContainText('Revisa el formulario')
    await expect(summary).toContainText('Dirección: Escribe la dirección')
    // What was typed is still there.
    await expect(page.getByLabel('Nombre del restaurante')).toHaveValue('Bar J Chuckwagon')

    await address.fill('4200 W Bar J Chuckwagon Rd, Wilson, WY')
    await page.getByLabel('Sitio web').fill('')
    await page.getByRole('button', { name: 'Enviar restaurante' }).click()
    await expect(page).toHaveURL(/\/es\/eat$/)
    await expect(page.getByText('¡Recibimos tu propuesta!')).toBeVisible()
    await context.close()
  })
}
