import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, waitForHydration } from './utils'

// Issue 47 items 1-2: the listing pages in Spanish, with axe, at a phone's width.
test.use({ viewport: { width: 390, height: 844 } })

test('/es/eat: Spanish words, Spanish links, a Spanish count, and axe', async ({ page }) => {
  await page.goto('/es/eat')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dónde comer')
  await expect(page.getByText(/^Mostrando \d+ restaurantes$/)).toBeVisible()
  const filters = page.getByRole('navigation', { name: 'Tipo de cocina' })
  await expect(filters.getByRole('link', { name: 'Vaquera' })).toHaveAttribute(
    'href',
    '/es/eat?cuisine=cowboy',
  )
  await expect(page.getByRole('link', { name: /^Ver detalles de / }).first()).toHaveAttribute(
    'href',
    /^\/es\/eat\//,
  )
  await expectNoAxeViolations(page)
  await page.screenshot({ path: 'test-results/es-eat-390.png', fullPage: true })
  await waitForHydration(page)
  // The favorite button's name and toast come from the catalog too (hydrated, with the formatter).
  const save = page.getByRole('button', { name: /^Guardar .+ en favoritos$/ }).first()
  await save.click()
  await expect(page.getByText('Guardado en favoritos')).toBeVisible()
})

test('/es/stay/:id and /es/play/:id: Spanish sections and facts, and axe', async ({ page }) => {
  await page.goto('/es/stay')
  await page
    .getByRole('link', { name: /^Ver detalles de / })
    .first()
    .click()
  await expect(page).toHaveURL(/\/es\/stay\/[^/]+$/)
  await expect(page.getByRole('heading', { name: 'Políticas' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Accesibilidad' })).toBeVisible()
  await expect(page.getByText('por noche', { exact: true })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.screenshot({ path: 'test-results/es-stay-390.png', fullPage: true })

  await page.goto('/es/play')
  const href = await page
    .locator('a[href^="/play/"], a[href^="/es/play/"]')
    .evaluateAll((links) =>
      links
        .map((link) => link.getAttribute('href')!)
        .find((h) => /^\/(es\/)?play\/[^/]+$/.test(h) && !/map|filter/.test(h)),
    )
  await page.goto(`/es/play/${href!.split('/').pop()}`)
  await expect(page.getByRole('heading', { name: 'Planea tu visita' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Volver a actividades' })).toHaveAttribute('href', '/es/play')
  await expectNoAxeViolations(page)
  await page.screenshot({ path: 'test-results/es-play-390.png', fullPage: true })
})
