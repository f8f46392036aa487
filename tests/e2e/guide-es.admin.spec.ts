import crypto from 'node:crypto'
import { expect, type Page, test } from '@playwright/test'
import { ADMIN_STATE, expectNoAxeViolations, waitForHydration } from './utils'

// The back office's guide pages in Spanish (issue 47): alerts, an alert's form, the conditions'
// sources, the explore pages, freshness, translations and the numbers under /es/admin, clean for
// axe; an alert published and ended without JavaScript, a refused feature with JavaScript, each
// answered in Spanish and staying under /es/admin. (The side nav is another change's: the checks
// look at the page's own content, `main`.)

test.describe.configure({ timeout: 90_000 })

async function shot(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: `scratch/${name}-390.png`, fullPage: true })
  await page.setViewportSize({ width: 1280, height: 900 })
}

const PAGES = [
  { path: '/es/admin/alerts', heading: 'Avisos', text: 'Nuevo aviso' },
  { path: '/es/admin/alerts/new', heading: 'Nuevo aviso', text: 'Publicar aviso' },
  { path: '/es/admin/conditions', heading: 'Fuentes de condiciones', text: 'Último éxito:' },
  { path: '/es/admin/explore', heading: 'Páginas para explorar', text: 'Añadir un sitio a Fauna' },
  { path: '/es/admin/freshness', heading: 'Actualidad', text: 'Hace más de 180 días' },
  { path: '/es/admin/translations', heading: 'Traducciones', text: /Abre un sitio para escribir su español/ },
  { path: '/es/admin/stats', heading: 'Cifras', text: 'Búsquedas sin resultados' },
]

for (const { path, heading, text } of PAGES)
  test(`${path} reads in Spanish and is clean for axe`, async ({ page }) => {
    await page.goto(path)
    await waitForHydration(page)
    const main = page.locator('main')
    await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(main.getByText(text).first()).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expectNoAxeViolations(page)
  })

test('the busiest Spanish pages at 390 px', async ({ page }) => {
  await page.goto('/es/admin/explore')
  await shot(page, 'guide-es-explore')
  await page.goto('/es/admin/freshness')
  await shot(page, 'guide-es-freshness')
})

test('without JavaScript, an alert is refused, published and ended in Spanish, under /es/admin', async ({
  browser,
}) => {
  const title = `Viento en el paso ${crypto.randomBytes(3).toString('hex')}`
  const context = await browser.newContext({ storageState: ADMIN_STATE, javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/es/admin/alerts')
  await page.locator('main').getByRole('link', { name: 'Nuevo aviso' }).click()
  await expect(page).toHaveURL(/\/es\/admin\/alerts\/new$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Nuevo aviso' })).toBeVisible()
  await page.getByLabel('Título').fill(title)
  await page.getByLabel('Tipo').selectOption('road')
  await page.getByLabel('Gravedad').selectOption('minor')
  await page.getByLabel('Sitios y eventos').fill('/play/no-existe')
  await page.getByRole('button', { name: 'Publicar aviso' }).click()
  await expect(page).toHaveURL(/\/es\/admin\/alerts\/new$/)
  await expect(page.getByText('No se guardó el aviso')).toBeVisible()
  await expect(page.getByText('No hay ningún sitio ni evento en /play/no-existe.').first()).toBeVisible()
  await expect(page.getByLabel('Título')).toHaveValue(title)
  await shot(page, 'guide-es-alert-errors')

  await page.getByLabel('Sitios y eventos').fill('')
  await page.getByRole('button', { name: 'Publicar aviso' }).click()
  await expect(page).toHaveURL(/\/es\/admin\/alerts$/)
  await expect(page.getByText('Aviso publicado.')).toBeVisible()
  await page.getByRole('link', { name: title }).click()
  await expect(page).toHaveURL(/\/es\/admin\/alerts\/[\w-]+$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Editar aviso' })).toBeVisible()
  await page.getByRole('button', { name: 'Terminar este aviso ahora' }).click()
  await expect(page).toHaveURL(/\/es\/admin\/alerts$/)
  await expect(page.getByText('Aviso terminado.')).toBeVisible()
  await context.close()
})

test('with JavaScript, a listing featured already is refused in Spanish, on /es/admin/explore', async ({
  page,
}) => {
  await page.goto('/es/admin/explore')
  await waitForHydration(page)
  const section = page.locator('[data-page="wildlife"]')
  const featured = section.locator('[data-feature]').first()
  const value = (await featured.getAttribute('data-feature'))!
  await section.getByLabel('Añadir un sitio a Fauna').selectOption(value)
  await section.getByRole('button', { name: 'Destacarlo en Fauna' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Ese sitio ya está destacado en esta página.' }),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/es\/admin\/explore$/)
  await expect(section.locator(`[data-feature="${value}"]`)).toHaveCount(1)
})
