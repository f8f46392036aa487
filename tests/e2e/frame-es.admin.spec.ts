import { expect, test } from '@playwright/test'
import { ADMIN_STATE, expectNoAxeViolations, waitForHydration } from './utils'

// The back office's frame and its own pages in Spanish (issue 47): /es/admin/..., signed in as admin.

test('the Spanish dashboard, its nav and the listings speak Spanish and stay under /es/admin', async ({
  page,
}) => {
  await page.goto('/es/admin')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible()
  await expect(page.getByText('Propuestas de la comunidad que esperan revisión.')).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Trastienda' })
  await expect(nav.getByRole('link', { name: 'Panel' })).toHaveAttribute('aria-current', 'page')
  await expectNoAxeViolations(page)
  await nav.getByRole('link', { name: 'Fichas' }).click()
  await expect(page).toHaveURL(/\/es\/admin\/listings$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Fichas' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Fichas' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('link', { name: 'Nuevo restaurante' })).toBeVisible()
  await expectNoAxeViolations(page)
  // The sidebar's search, with JavaScript: a Spanish answer under /es/admin.
  await page.getByLabel('Busca fichas y propuestas').fill('zzzz-nothing')
  await page.getByRole('button', { name: 'Buscar', exact: true }).click()
  await expect(page).toHaveURL(/\/es\/admin\/search\?q=zzzz-nothing/)
  await expect(page.getByText('Nada coincide con «zzzz-nothing».')).toBeVisible()
})

test('the Spanish account form saves with JavaScript, with a Spanish toast', async ({ page }) => {
  await page.goto('/es/admin/account')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Tu cuenta' })).toBeVisible()
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page.getByText('Ajustes guardados.')).toBeVisible()
  await expect(page).toHaveURL(/\/es\/admin\/account$/)
})

test('without JavaScript, a bulk action with nothing ticked answers in Spanish under /es/admin', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: ADMIN_STATE })
  const page = await context.newPage()
  await page.goto('/es/admin/listings/restaurants')
  await page.getByRole('button', { name: 'Ocultar las marcadas' }).click()
  await expect(page).toHaveURL(/\/es\/admin\/listings\/restaurants/)
  await expect(page.getByRole('alert')).toContainText('Marca primero las fichas que quieres cambiar.')
  await context.close()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  test('the Spanish listings page fits (screenshot for a look)', async ({ page }) => {
    await page.goto('/es/admin/listings/restaurants')
    await expect(page.getByText('Desliza la fila para ver más secciones.')).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await page.screenshot({ path: 'test-results/frame-es-listings-390.png', fullPage: true })
  })
})

test('a Spanish preview shows the banner in Spanish; signed out, /es/admin refuses in Spanish', async ({
  page,
  browser,
}) => {
  await page.goto('/es/admin/listings/restaurants')
  const href = await page
    .getByRole('link', { name: /./ })
    .filter({ has: page.locator('span.text-lg') })
    .first()
    .getAttribute('href')
  const id = href!.split('/').pop()!
  await page.goto(`/es/admin/preview/restaurants/${id}`)
  const banner = page.getByRole('region', { name: 'Vista previa' })
  await expect(banner).toContainText('Vista previa: sin publicar.')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')

  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } })
  const visitor = await context.newPage()
  const answer = await visitor.goto('/es/admin')
  expect(answer?.status()).toBe(401)
  await expect(visitor.getByRole('alert')).toHaveText(
    'Tienes que iniciar sesión como editor o administrador.',
  )
  await expect(visitor.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/es/login')
  await expectNoAxeViolations(visitor)
  await context.close()
})
