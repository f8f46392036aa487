import { expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations, waitForHydration } from './utils'
import { ARRIVE, DEPART } from './trip-steps'

// Issue 47 (decision 059): the trip planner in Spanish, in the browser: its forms answer on
// /es/trip, a place is added from the Spanish "add" panel, the day's checks and the printable
// page speak Spanish, and axe finds nothing.

test('the trip planner in Spanish: dates, adding a place, its checks, print, and axe', async ({ page }) => {
  await page.goto('/es/trip')
  await waitForHydration(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Planea tu viaje')
  await expect(page.getByRole('link', { name: 'restaurante', exact: true })).toHaveAttribute(
    'href',
    '/es/eat',
  )
  await page.getByLabel('Llegada').fill(ARRIVE)
  await page.getByLabel('Salida').fill(DEPART)
  await page.getByRole('button', { name: 'Fijar fechas' }).click()
  // The change answers on the Spanish page, with a section per day in Spanish.
  await expect(page.getByText(/^Del \d{1,2} de [a-z]+ de \d{4} al \d{1,2} de [a-z]+ de \d{4}$/)).toBeVisible({
    timeout: 15_000,
  })
  await expect(page).toHaveURL(/\/es\/trip$/)
  await expect(page.getByText('Todavía no hay nada planeado.').first()).toBeVisible()

  // "Add to trip" from a listing lands on the Spanish panel to choose the day.
  await page.goto('/es/trip?add=restaurant:elk-antler-grill')
  await expect(
    page.getByRole('heading', { level: 2, name: 'Agregar Elk Antler Grill a tu viaje' }),
  ).toBeVisible()
  await page.getByLabel('Día', { exact: true }).selectOption({ index: 1 })
  await page.getByRole('button', { name: 'Agregar a tu viaje', exact: true }).click()
  await expect(page).toHaveURL(/\/es\/eat\/elk-antler-grill$/, { timeout: 15_000 })

  await page.goto('/es/trip')
  await waitForHydration(page)
  const stop = page.locator('li.trip-stop', { hasText: 'Elk Antler Grill' })
  await expect(stop.getByText(/^Restaurante$/)).toBeVisible()
  await expect(stop.getByText(/^(Abre |Cerrado este día|Horario desconocido)/).first()).toBeVisible()
  await expect(stop.getByRole('link', { name: 'Elk Antler Grill', exact: true })).toHaveAttribute(
    'href',
    '/es/eat/elk-antler-grill',
  )
  await expect(page.getByRole('heading', { name: 'Tus días en el mapa' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Agregar al calendario (.ics)' })).toHaveAttribute(
    'href',
    '/es/trip.ics',
  )
  await expectNoAxeViolations(page)

  // A time and a note: the form answers on the Spanish page.
  await stop.locator('summary', { hasText: 'Hora y nota' }).click()
  await stop.getByLabel('Hora de inicio').fill('19:00')
  await stop.getByRole('button', { name: 'Guardar hora y nota' }).click()
  await expect(stop.getByText(/^Restaurante · 19:00$/)).toBeVisible({ timeout: 15_000 })
  await expect(page).toHaveURL(/\/es\/trip(#.*)?$/)

  await page.getByRole('link', { name: 'Versión para imprimir' }).click()
  await expect(page).toHaveURL(/\/es\/trip\/print$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nuestro viaje por Wyoming')
  await expect(page.getByRole('link', { name: 'Volver a tu viaje' })).toHaveAttribute('href', '/es/trip')
  await expectNoAxeViolations(page)
})

async function withoutToasts(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  return page
}

// A trip change's answers in Spanish (issue 47): the toasts after saving dates and adding a place
// from a Spanish listing page, and the form's message for a backwards range, with and without
// JavaScript (toasts drawn by the server without it).
for (const js of [true, false]) {
  test(`the trip's toasts and messages in Spanish, ${js ? 'with' : 'without'} JavaScript`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: js })
    const page = await context.newPage()
    const toast = (text: string | RegExp) =>
      (js ? page.locator('[data-sonner-toast]') : page.locator('body')).getByText(text).first()
    await page.goto('/es/trip')
    if (js) await waitForHydration(page)
    await page.getByLabel('Llegada').fill(ARRIVE)
    await page.getByLabel('Salida').fill(DEPART)
    await page.getByRole('button', { name: 'Fijar fechas' }).click()
    await expect(toast('Fechas guardadas')).toBeVisible({ timeout: 15_000 })
    await expect(
      toast(/^Del [a-zé]+, \d{1,2} de [a-z]+ de \d{4} al [a-zé]+, \d{1,2} de [a-z]+ de \d{4}$/),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/es\/trip$/)

    // Backwards: the form says why, in Spanish, next to the departure.
    await page.getByLabel('Llegada').fill(DEPART)
    await page.getByLabel('Salida').fill(ARRIVE)
    await page.getByRole('button', { name: 'Cambiar fechas' }).click()
    await expect(page.getByText('La salida tiene que ser el día de llegada o después')).toBeVisible({
      timeout: 15_000,
    })
    await expect(page.getByText('Departure must be on or after arrival')).toHaveCount(0)
    // axe once the toasts have gone (one fading is measured at part of its contrast).
    if (js) await expectNoAxeViolations(await withoutToasts(page))

    // "Add to trip" from the Spanish listing page: back there, with a Spanish toast.
    await page.goto('/es/trip?add=restaurant:elk-antler-grill&from=/es/eat/elk-antler-grill')
    if (js) await waitForHydration(page)
    await page.getByLabel('Día', { exact: true }).selectOption({ index: 1 })
    await page.getByRole('button', { name: 'Agregar a tu viaje', exact: true }).click()
    await expect(page).toHaveURL(/\/es\/eat\/elk-antler-grill$/, { timeout: 15_000 })
    await expect(toast('Agregado a tu viaje')).toBeVisible({ timeout: 15_000 })
    await expect(toast(/^El [a-zé]+, \d{1,2} de [a-z]+\.$/)).toBeVisible()
    await expect(page.getByText('Added to your trip')).toHaveCount(0)
    // axe once the toasts have gone (one fading is measured at part of its contrast).
    if (js) await expectNoAxeViolations(await withoutToasts(page))
    await context.close()
  })
}
