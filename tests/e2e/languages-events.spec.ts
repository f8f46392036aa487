import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, waitForHydration } from './utils'

// Issue 47 (decision 059): the events pages and /visit in Spanish, in the browser.

test('the Spanish events calendar: its words, days and months, the calendar running, and axe', async ({
  page,
}) => {
  await page.goto('/es/events')
  await waitForHydration(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calendario de eventos')
  await expect(page.getByRole('navigation', { name: 'Categorías de eventos' })).toBeVisible()
  const grid = page.getByRole('grid')
  await expect(grid).toHaveAttribute('aria-label', /^[A-Z][a-zé]+ de \d{4}$/)
  // The month turns in place, in Spanish.
  const next = page.getByRole('button', { name: /^Mes siguiente: / })
  const label = (await next.getAttribute('aria-label'))!.replace('Mes siguiente: ', '')
  await next.click()
  await expect(grid).toHaveAttribute('aria-label', label)
  // A day chosen keeps the page in Spanish.
  await grid.locator('td[data-day] a').nth(10).click()
  await expect(page).toHaveURL(/\/es\/events\?date=\d{4}-\d{2}-\d{2}/)
  await expect(page.locator('#day-title')).toHaveText(/^Eventos del \d{1,2} de [a-z]+ de \d{4}$/)
  await expectNoAxeViolations(page)
})

test('an event’s page and /visit in Spanish, with axe, and their screenshots at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/es/events')
  await page.screenshot({ path: 'scratch/es-events-390.png', fullPage: true })
  // An event's own page, from a day's list: the day shown, or the nearest one that has events.
  const day = page.locator('section[aria-labelledby="day-title"]')
  const nearest = day.getByRole('link', { name: / de \d{4}$/ })
  if (await nearest.count()) await nearest.first().click()
  const details = day.getByRole('link', { name: /^Ver detalles/ }).first()
  const href = (await details.getAttribute('href'))!
  expect(href).toMatch(/^\/es\/events\//)
  await page.goto(href)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('link', { name: 'Añadir al calendario' })).toBeVisible()
  await expect(page.getByRole('complementary', { name: 'Entradas y contacto' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.screenshot({ path: 'scratch/es-event-390.png', fullPage: true })

  await page.goto('/es/visit?tab=seasons')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Planea tu visita a Wyoming')
  await expect(page.getByRole('heading', { name: 'Guía de temporadas' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.screenshot({ path: 'scratch/es-visit-390.png', fullPage: true })
  await page.goto('/es/visit?tab=services')
  await expect(page.getByRole('link', { name: /^Llamar a Emergencias/ })).toBeVisible()
  await page.screenshot({ path: 'scratch/es-visit-services-390.png', fullPage: true })
})

test('the Spanish live music page shows the shows’ descriptions in Spanish, not marked as English', async ({
  page,
}) => {
  await page.goto('/es/events/live-music')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  // The description is translated: not marked (its price, the venue's own words, may be).
  const description = page
    .locator('#show-gros-ventre-ramblers-cowboy-bar p')
    .filter({ hasText: 'western swing, con mucho espacio en la pista' })
  await expect(description).toBeVisible()
  await expect(description).not.toHaveAttribute('lang', 'en')
  await expectNoAxeViolations(page)
})
