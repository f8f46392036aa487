import { expect, type Page, test } from '@playwright/test'
import { submitRestaurants } from './admin-steps'
import { ADMIN_STATE, expectNoAxeViolations, waitForHydration } from './utils'

// The back office's review queues in Spanish (issue 47): the submissions' queue, a submission's
// review page, the proposed changes and the claims under /es/admin speak Spanish, and their forms
// answer in Spanish and stay under /es/admin, with JavaScript and without. The frame (the side
// nav) is converted by another change: the checks here look at the page's own content (<main>).
// English is unchanged: bulk.admin.spec.ts, queue-filters.admin.spec.ts, claims.admin.spec.ts.

const main = (page: Page) => page.locator('main')

test('with JavaScript: the Spanish queue ticks, counts and refuses a rejection without a reason in Spanish', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const word = `Quilles${Date.now()}`
  const names = [`Alamo ${word} Cafe`, `Roble ${word} Cafe`]
  await submitRestaurants(baseURL!, names)

  await page.goto('/es/admin/restaurants?status=pending')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Restaurantes' })).toBeVisible()
  await expect(main(page).getByRole('navigation', { name: 'Filtrar por estado' })).toBeVisible()
  await expect(main(page).getByRole('link', { name: 'Pendientes' })).toHaveAttribute('aria-current', 'page')
  await expect(main(page).getByLabel('Ordenar por')).toBeVisible()
  const review = await main(page)
    .getByRole('link', { name: new RegExp(names[0]!) })
    .getAttribute('href')
  expect(review).toMatch(/^\/es\/admin\/restaurants\/[\w-]+$/)
  await page.getByRole('checkbox', { name: `Marcar ${names[0]}` }).check()
  await expect(page.getByText('1 marcado', { exact: true })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: 'scratch/review-es-queue-390.png', fullPage: true })
  await page.setViewportSize({ width: 1280, height: 900 })

  await page.getByRole('button', { name: 'Rechazar los marcados' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Elige un motivo para rechazarlo.' })).toBeVisible()
  await expect(page).toHaveURL(/\/es\/admin\/restaurants/)
  await page.getByRole('checkbox', { name: `Marcar ${names[0]}` }).check()
  await page.getByRole('checkbox', { name: `Marcar ${names[1]}` }).check()
  await expect(page.getByText('2 marcados', { exact: true })).toBeVisible()
  await page.getByLabel('Motivo del rechazo').selectOption({ label: 'Fuera de nuestra zona' })
  await page.getByRole('button', { name: 'Rechazar los marcados' }).click()
  await expect(page.getByTestId('bulk-result')).toHaveText('2 rechazados.')
  await expect(page).toHaveURL(/\/es\/admin\/restaurants/)

  // A decided submission's review page, in Spanish.
  await page.goto(review!)
  await expect(page.getByRole('heading', { level: 1, name: names[0] })).toBeVisible()
  await expect(main(page).getByText(/^Rechazado por admin@example\.com el .+\.$/)).toBeVisible()
  await expectNoAxeViolations(page)

  // The proposed changes and the claims speak Spanish too.
  await page.goto('/es/admin/proposals')
  await expect(page.getByRole('heading', { level: 1, name: 'Cambios propuestos' })).toBeVisible()
  await expect(main(page).getByRole('heading', { name: /^Esperando una decisión \(\d+\)$/ })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.goto('/es/admin/claims')
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitudes de negocios' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('without JavaScript: a submission is rejected from its Spanish review page, which stays in Spanish', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const name = `Pino Quilles${Date.now()} Cafe`
  await submitRestaurants(baseURL!, [name])
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: ADMIN_STATE })
  const page = await context.newPage()

  await page.goto('/es/admin/restaurants?status=pending')
  await page.getByRole('link', { name: new RegExp(name) }).click()
  await expect(page).toHaveURL(/\/es\/admin\/restaurants\/[\w-]+$/)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(main(page).getByRole('heading', { name: 'Decisión' })).toBeVisible()
  await expect(main(page).getByRole('link', { name: 'Todos los envíos de restaurantes' })).toHaveAttribute(
    'href',
    '/es/admin/restaurants',
  )
  await expect(main(page).getByText(/^Envío \(Restaurante\) recibido el .+ de un visitante\.$/)).toBeVisible()

  const reject = main(page).getByRole('form', { name: 'Rechazar' })
  await reject.getByLabel('Motivo').selectOption({ label: 'Fuera de nuestra zona' })
  await reject.getByRole('button', { name: 'Rechazar' }).click()
  await expect(page).toHaveURL(/\/es\/admin\/restaurants\/[\w-]+$/)
  await expect(main(page).getByText(/^Rechazado por admin@example\.com el .+\.$/)).toBeVisible()
  await expect(main(page).getByText('Motivo: Outside our area', { exact: true })).toBeVisible()
  await expect(main(page).getByText(/^Recibido el /)).toBeVisible()
  await context.close()
})
