import { type Browser, expect, type Page, test } from '@playwright/test'
import { createPartner, withSharedDb } from './partner-steps'
import { expectNoAxeViolations, waitForHydration } from './utils'

// The partner area in Spanish (issue 47): a business signs in from /es/partner, edits its hours on
// /es/partner/restaurants/<id> with and without JavaScript, is answered in Spanish (a wrong opening
// hours value, then "sent for review"), and the pages stay clean for axe and at 390 px.

const PARTNER = { email: 'partner-es-e2e@example.com', password: 'e2e partner password es 1' }

let listing: { type: string; id: string; name: string }

test.describe.configure({ mode: 'serial', timeout: 90_000 })

test.beforeAll(() => {
  // A plain account (made an editor by the script, then not: a partner has no back-office role).
  listing = createPartner(PARTNER, (db) => {
    // Not the English partner test's restaurant (offset 3), nor one with partners already.
    const row = db
      .prepare(
        "select id, name from restaurants where hidden = 0 and id <> 'salt-river-creamery-table' and id not in (select listing_id from listing_partners) order by id desc limit 1",
      )
      .get() as { id: string; name: string }
    return { type: 'restaurants', ...row }
  })
})

/** Signed out, /es/partner asks to sign in at /es/login and comes back to the Spanish page. */
async function partnerPage(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, javaScriptEnabled })
  const page = await context.newPage()
  await page.goto('/es/partner')
  await expect(page).toHaveURL(/\/es\/login\?next=(%2Fes%2Fpartner|\/es\/partner)$/)
  if (javaScriptEnabled) await waitForHydration(page)
  // (the sign-in page is helper A's: its words in either language)
  await page.getByLabel(/^(Email|Correo electrónico)/).fill(PARTNER.email)
  await page.getByLabel(/^(Password|Contraseña)/).fill(PARTNER.password)
  await page.getByRole('button', { name: /^(Sign In|Iniciar sesión|Entrar)$/i }).click()
  await expect(page).toHaveURL(/\/es\/partner$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Tu negocio' })).toBeVisible()
  return page
}

async function shot(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: `scratch/${name}-390.png`, fullPage: true })
  // Nothing wider than the phone (a long Spanish word would push the page sideways).
  const wide = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(wide).toBeLessThanOrEqual(390)
}

async function editHours(page: Page, hours: string, javaScript: boolean) {
  await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible()
  await expect(page.getByText('Restaurante', { exact: true })).toBeVisible()
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveCount(0)
  // A wrong opening hours value: answered in Spanish, what was typed kept.
  await page.getByLabel('Horario (para el planificador de viajes)').fill('Mo-Zz 99:00')
  await page.getByRole('button', { name: 'Enviar cambios para revisión' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Corrige los campos marcados abajo, por favor.' }),
  ).toBeVisible()
  await expect(
    page.getByText(/^(No pudimos leer el horario|El horario no está del todo bien)\./),
  ).toBeVisible()
  // (axe runs in the page: with JavaScript only)
  if (javaScript) {
    await expectNoAxeViolations(page)
    await shot(page, 'partner-es-editor-error')
  }
  await page.getByLabel('Horario (en inglés)', { exact: true }).fill(hours)
  await page.getByLabel('Horario (para el planificador de viajes)').fill('Mo-Su 07:00-15:00')
  await page.getByRole('button', { name: 'Enviar cambios para revisión' }).click()
  await expect(page.getByText('Enviado para revisión.')).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/es/partner/restaurants/${listing.id}$`))
  await expect(page.getByText('Esperando a nuestro equipo editorial', { exact: false }).first()).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Los últimos 30 días' })).toBeVisible()
}

test('without JavaScript, a partner in Spanish edits the hours and is answered in Spanish', async ({
  browser,
}) => {
  const partner = await partnerPage(browser, false)
  await partner.getByRole('link', { name: `Editar ${listing.name}` }).click()
  await editHours(partner, 'Todos los días 6:30-14:00 (e2e sin JS)', false)
  await partner.context().close()
})

test('with JavaScript, a partner in Spanish edits the hours; the pages are clean for axe at 390 px', async ({
  browser,
}) => {
  const partner = await partnerPage(browser, true)
  // (past the sign-in's toast)
  await partner.goto('/es/partner')
  await waitForHydration(partner)
  await expect(partner.getByRole('list', { name: 'Tus fichas' })).toBeVisible()
  await expectNoAxeViolations(partner)
  await shot(partner, 'partner-es-area')
  await partner.getByRole('link', { name: `Editar ${listing.name}` }).click()
  await waitForHydration(partner)
  await expectNoAxeViolations(partner)
  await editHours(partner, 'Todos los días 7:00-15:00 (e2e con JS)', true)
  // (past the toast's fade: the page with its list of changes)
  await partner.reload()
  await waitForHydration(partner)
  await expectNoAxeViolations(partner)
  await shot(partner, 'partner-es-editor')
  // "Still accurate" from the overview: back on /es/partner, thanked in Spanish.
  await partner.goto('/es/partner')
  await waitForHydration(partner)
  await partner.getByRole('button', { name: `Sigue igual: ${listing.name}` }).click()
  await expect(partner.getByText('¡Gracias! Confirmaste que todo sigue igual.')).toBeVisible()
  await expect(partner).toHaveURL(/\/es\/partner$/)
  await expect(partner.getByText(/Revisado por el negocio el .* \(hoy\)\./)).toBeVisible()
  await partner.context().close()
})

test('in Spanish, the partner’s form keeps what was typed when the connection fails mid-way or is gone, and says so in Spanish', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const partner = await partnerPage(browser, true)
  const editPath = `/es/partner/${listing.type}/${listing.id}`
  const failedToast = () =>
    partner.locator('[data-sonner-toast]').getByText('No se pudo enviar', { exact: true })
  const toastGone = async () => {
    await partner.mouse.move(0, 0)
    await expect(partner.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  }
  await partner.goto(editPath)
  await waitForHydration(partner)
  const hours = partner.getByLabel('Horario (en inglés)', { exact: true })
  await hours.fill('Todos los días 8:00-14:00 (e2e falla)')
  const send = partner.getByRole('button', { name: 'Enviar cambios para revisión' })

  // A reset mid-request: the Spanish toast, the page and what was typed stay.
  await partner.route(
    (url) => url.pathname === `${editPath}.data`,
    (route) => (route.request().method() === 'POST' ? route.abort('connectionreset') : route.continue()),
  )
  await send.click()
  await expect(failedToast()).toBeVisible()
  // (no answer at all: "an unexpected error", in the form's alert and in the toast, and the
  // toasts' region and close buttons are named in Spanish too)
  await expect(
    partner.getByRole('alert').filter({ hasText: 'Ocurrió un error inesperado. Inténtalo de nuevo.' }),
  ).toBeVisible()
  await expect(partner.getByRole('region', { name: /^Avisos/ })).toHaveCount(1)
  await expect(partner.getByRole('button', { name: 'Cerrar aviso' })).toBeVisible()
  await expect(partner).toHaveURL(editPath)
  await expect(hours).toHaveValue('Todos los días 8:00-14:00 (e2e falla)')
  await partner.unrouteAll()
  await toastGone()

  // No network at all: the same.
  await partner.context().setOffline(true)
  await send.click()
  await expect(failedToast()).toBeVisible()
  await expect(hours).toHaveValue('Todos los días 8:00-14:00 (e2e falla)')
  await partner.context().setOffline(false)
  await toastGone()

  // Back online: sent once, answered in Spanish.
  await send.click()
  await expect(partner.getByText('Enviado para revisión.')).toBeVisible()
  const sent = withSharedDb(
    (db) =>
      db
        .prepare(
          "select count(*) as n from listing_proposals where listing_id = ? and changes like '%e2e falla%'",
        )
        .get(listing.id) as { n: number },
  )
  expect(sent.n).toBe(1)
  await partner.context().close()
})
