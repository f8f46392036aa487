import { type Browser, expect, test } from '@playwright/test'
import { expectNoAxeViolations, waitForHydration } from './utils'

// Issue 47: the shell's lazily loaded parts in Spanish — the header's search suggestions and the
// outbox's list — whose words with arguments (`shell.lazy.*`) never make a page load the ICU
// formatter before it hydrates (decision 059).

/** A text only the formatter's chunk (@lingui/core) has. */
const FORMATTER_MARK = 'Lingui: Attempted'

/** Whether React has hydrated the document (hydrateRoot marks its container). */
const hydrated = () => Object.keys(document).some((key) => key.startsWith('__reactContainer$'))

/**
 * Opens `path` in a fresh browser whose formatter chunk is held back (its request never answered
 * until `release`): whether the page hydrates without it, says data-icu, preloads it, and asks for
 * it in the end.
 */
async function withoutFormatter(browser: Browser, path: string) {
  const context = await browser.newContext()
  const held: (() => Promise<void>)[] = []
  await context.route(/\/assets\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch()
    const body = await response.text()
    if (body.includes(FORMATTER_MARK)) held.push(() => route.fulfill({ response, body }))
    else await route.fulfill({ response, body })
  })
  const page = await context.newPage()
  // Not waiting for the load event: it may wait for the held script.
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  const icu = await page.locator('html').getAttribute('data-icu')
  const preloads = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))
  let preloaded = false
  for (const url of preloads)
    if ((await (await page.request.get(url)).text()).includes(FORMATTER_MARK)) preloaded = true
  const hydratedAlone = await page
    .waitForFunction(hydrated, undefined, { timeout: 5_000 })
    .then(() => true)
    .catch(() => false)
  // Asked for at last (after the page's load, for later pages), whether or not it was needed.
  const asked = await expect
    .poll(() => held.length, { timeout: 10_000 })
    .toBeGreaterThan(0)
    .then(() => true)
    .catch(() => false)
  const release = async () => {
    await Promise.all(held.map((answer) => answer()))
    await page.waitForFunction(hydrated)
    await context.close()
  }
  return { result: { icu, preloaded, hydratedAlone, asked }, release }
}

test('the home page, in either language, hydrates without the formatter; a page with plurals waits for it', async ({
  browser,
}) => {
  for (const path of ['/', '/es']) {
    const { result, release } = await withoutFormatter(browser, path)
    expect(result, path).toEqual({ icu: null, preloaded: false, hydratedAlone: true, asked: true })
    await release()
  }
  // The check can fail: a page whose messages have arguments hydrates once the formatter is here.
  const { result, release } = await withoutFormatter(browser, '/es/search?q=winter')
  expect(result).toEqual({ icu: '', preloaded: false, hydratedAlone: false, asked: true })
  await release()
})

test.describe('on a wide screen', () => {
  // The Spanish header has its search field from 1536 px (its words are longer).
  test.use({ viewport: { width: 1600, height: 900 } })

  test('on /es the header suggestions and their live region speak Spanish; axe passes', async ({ page }) => {
    await page.goto('/es')
    await waitForHydration(page)
    const field = page.locator('#header-search')
    await field.click()
    await field.pressSequentially('navidad', { delay: 30 })
    const listbox = page.getByRole('listbox', { name: 'Sugerencias para navidad' })
    await expect(listbox).toBeVisible()
    const options = listbox.getByRole('option')
    await expect(options).toHaveCount(2)
    await expect(options.first()).toContainText('Festival de invierno Navidad Vaquera')
    // its day written out in Spanish ('vie, 20 de dic de 2024'), never as stored
    await expect(options.first()).toContainText(
      /Evento · [a-zá-ú]{3}, \d{1,2} de [a-z]{3}( de \d{4})? \(pasado\) · Jackson/,
    )
    await expect(options.first()).not.toContainText(/\d{4}-\d{2}-\d{2}/)
    await expect(options.last()).toHaveText('Ver todos los resultados para “navidad”')
    await expect(page.getByRole('status').filter({ hasText: /sugerencia/ })).toHaveText(
      '1 sugerencia. Usa las flechas arriba y abajo para elegir.',
    )
    await expect(listbox).not.toContainText(/Suggestion|See all|Event\b|past/)
    await expectNoAxeViolations(page)

    await field.fill('')
    await field.pressSequentially('zzqxwv', { delay: 30 })
    await expect(page.getByRole('status').filter({ hasText: /sugerencias/ })).toHaveText(
      'No hay sugerencias. Presiona Enter para buscar.',
    )
    await expect(page.getByRole('listbox', { name: 'Sugerencias para zzqxwv' })).toBeVisible()

    await field.fill('')
    await field.pressSequentially('navidad', { delay: 30 })
    await expect(listbox).toBeVisible()
    await field.press('ArrowDown')
    await field.press('Enter')
    await expect(page).toHaveURL(/\/es\/events\/cowboy-christmas-winter-festival$/)
  })
})

test.describe('the outbox in Spanish', () => {
  // The page alone does the sending here, so the test decides what the server answers.
  test.use({ serviceWorkers: 'block' })

  test('kept offline on /es/contact: «Pendientes de envío», its statuses and buttons in Spanish; axe passes', async ({
    context,
    page,
  }) => {
    const subject = `Buzón ${Date.now()}`
    await page.goto('/es/contact')
    await waitForHydration(page)
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Ada Lovelace')
    await page.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill('ada@example.com')
    await page.getByLabel('Categoría').selectOption({ label: 'Comentarios' })
    await page.getByLabel('Asunto').fill(subject)
    await page.getByRole('textbox', { name: 'Mensaje' }).fill('El sendero de Taggart Lake ya no tiene nieve.')
    await page.waitForTimeout(400)
    await context.setOffline(true)
    await page.getByRole('button', { name: 'Enviar mensaje' }).click()
    await expect(page.locator('[data-sonner-toast]').getByText('No tienes conexión')).toBeVisible()
    await page.getByRole('button', { name: 'Enviarlo más tarde' }).first().click()

    const outbox = page.getByRole('region', { name: 'Pendientes de envío' })
    const title = `Envíanos un mensaje: ${subject}`
    const item = outbox.getByRole('listitem').filter({ hasText: subject })
    await expect(item.getByText('Esperando conexión')).toBeVisible()
    await expect(outbox.getByText('(1 en este dispositivo)')).toBeVisible()
    await expect(item.getByRole('button', { name: `Reintentar ${title}` })).toHaveText('Reintentar')
    await expect(item.getByRole('button', { name: `Quitar ${title}` })).toHaveText('Quitar')
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
    await expectNoAxeViolations(page)

    // Back online, the server's answer is not the app's: the outbox's own words, in Spanish.
    await page.route(
      (url) => url.pathname === '/es/contact.data',
      (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({ status: 400, contentType: 'text/plain', body: 'Bad Request' })
          : route.continue(),
    )
    await context.setOffline(false)
    await expect(item.getByText('No enviado')).toBeVisible({ timeout: 15_000 })
    await expect(
      item.getByText('No se pudo enviar: hubo un error al enviar tu formulario. Inténtalo de nuevo.'),
    ).toBeVisible()
    await expect(outbox).not.toContainText(/Waiting|Sent|Retry|Remove|Submission|device/)
    await expectNoAxeViolations(page)
    await item.getByRole('button', { name: `Quitar ${title}` }).click()
    await expect(outbox).toHaveCount(0)
  })
})
