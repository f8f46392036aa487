import { expect, test } from '@playwright/test'
import { ADMIN_STATE, expectNoAxeViolations, waitForHydration } from './utils'

// The back office's calendar feeds, messages and mail pages in Spanish (/es/admin/..., issue 47),
// signed in as the setup project's admin. The admin frame (its side nav) is another group's: the
// checks below look at each page's own content (<main>'s heading and texts).

const NAME = `Taberna ${Date.now().toString(36)}`

test.describe.configure({ mode: 'serial' })

test('a feed added without JavaScript: Spanish errors beside the field, then a Spanish toast, under /es/admin', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: ADMIN_STATE })
  const page = await context.newPage()
  await page.goto('/es/admin/feeds')
  await expect(page.getByRole('heading', { level: 1, name: 'Calendarios externos' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Añadir un calendario' })).toBeVisible()
  await page.getByLabel('Nombre').fill(NAME)
  await page.getByLabel('Dirección del calendario').fill('ftp://calendario.example/eventos.ics')
  await page.getByLabel('Categoría de sus eventos').selectOption('Music')
  await page.getByRole('button', { name: 'Añadir calendario' }).click()
  await expect(page).toHaveURL(/\/es\/admin\/feeds$/)
  await expect(page.getByLabel('Dirección del calendario')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Escribe una dirección http, https o webcal', { exact: false })).toBeVisible()
  await expect(page.getByRole('alert').first()).toContainText('Corrige los campos marcados')

  await page.getByLabel('Dirección del calendario').fill(`https://calendario.example/${NAME}.ics`)
  await page.getByRole('button', { name: 'Añadir calendario' }).click()
  await expect(page).toHaveURL(/\/es\/admin\/feeds$/)
  await expect(page.getByText('Calendario añadido.')).toBeVisible()
  const card = page.getByRole('group', { name: NAME })
  await expect(card.getByText('Todavía no se ha consultado.')).toBeVisible()
  await expect(card.getByText('Música')).toBeVisible()
  await context.close()
})

test('with JavaScript: pausing a feed answers in Spanish; the page passes axe; a phone-width look', async ({
  page,
}) => {
  await page.goto('/es/admin/feeds')
  await waitForHydration(page)
  const card = page.getByRole('group', { name: NAME })
  // before the toast (its entering animation is mid-fade for axe's contrast check)
  await expectNoAxeViolations(page)
  await card.getByRole('button', { name: `Pausar ${NAME}` }).click()
  await expect(page.getByText('Calendario en pausa.')).toBeVisible()
  await expect(page).toHaveURL(/\/es\/admin\/feeds$/)
  await expect(card.getByText('En pausa', { exact: true })).toBeVisible()

  // a fresh load: the pause's toast (mid-fade for axe's contrast check) stays behind
  const edit = await card.getByRole('link', { name: `Editar ${NAME}` }).getAttribute('href')
  await page.goto(edit!)
  await expect(page).toHaveURL(/\/es\/admin\/feeds\/[^/]+$/)
  await expect(page.getByRole('heading', { level: 1, name: `Editar calendario: ${NAME}` })).toBeVisible()
  await expect(page.getByText('Correspondencia de categorías', { exact: true })).toBeVisible()
  await expectNoAxeViolations(page)

  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/es/admin/feeds')
  await expect(page.getByRole('heading', { level: 1, name: 'Calendarios externos' })).toBeVisible()
  await page.screenshot({ path: 'test-results/feeds-es-390.png', fullPage: true })
})

test('messages and mail in Spanish', async ({ page }) => {
  await page.goto('/es/admin/messages')
  await expect(page.getByRole('heading', { level: 1, name: 'Mensajes' })).toBeVisible()
  await expect(
    page.getByText('Mensajes de contacto y solicitudes de anfitriones', { exact: false }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await page.goto('/es/admin/mail')
  await expect(page.getByRole('heading', { level: 1, name: 'Correo' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Mensajes por estado' })).toBeVisible()
  await expect(page.getByRole('link', { name: /^Fallidos \(\d+\)$/ })).toBeVisible()
  await expectNoAxeViolations(page)
})
