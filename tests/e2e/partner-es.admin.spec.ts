import { type Browser, expect, type Page, test } from '@playwright/test'
import { createPartner } from './partner-steps'
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
