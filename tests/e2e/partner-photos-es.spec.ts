import sharp from 'sharp'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { createPartner } from './partner-steps'
import { expectNoAxeViolations, waitForHydration } from './utils'

// A business's photos page in Spanish (issue 47): signed out, /es/partner/.../photos sends the
// partner to /es/login and back; the upload form, its errors, the toast and the list of waiting
// photos are Spanish, with and without JavaScript; the reminders' unsubscribe page too.

const PARTNER = { email: 'socia-fotos-e2e@example.com', password: 'e2e socia password 1' }

let listing: { type: string; id: string; name: string }

test.describe.configure({ mode: 'serial' })

test.beforeAll(() => {
  // A plain account (made an editor by the script, the role then taken away) acting for one restaurant.
  listing = createPartner(PARTNER, (db) => {
    const row = db
      .prepare(
        "select id, name from restaurants where hidden = 0 and id <> 'salt-river-creamery-table' order by id limit 1 offset 1",
      )
      .get() as { id: string; name: string }
    return { type: 'restaurants', ...row }
  })
})

const photosPath = () => `/es/partner/restaurants/${listing.id}/photos`

/** Signed out on the Spanish photos page: to /es/login, then back to it. */
async function partnerOnPhotos(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, javaScriptEnabled })
  const page = await context.newPage()
  await page.goto(photosPath())
  await expect(page).toHaveURL(/\/es\/login\?next=/)
  if (javaScriptEnabled) await waitForHydration(page)
  await page.locator('input[name="email"]').fill(PARTNER.email)
  await page.locator('input[name="password"]').fill(PARTNER.password)
  await page.locator('form:has(input[name="password"]) button[type="submit"]').click()
  await expect(page).toHaveURL(new RegExp(`${photosPath()}$`))
  await expect(page.getByRole('heading', { level: 1, name: `Fotos de ${listing.name}` })).toBeVisible()
  return page
}

const picture = () =>
  sharp({ create: { width: 1000, height: 700, channels: 3, background: { r: 60, g: 110, b: 150 } } })
    .jpeg()
    .toBuffer()

test('without JavaScript, a partner adds a photo on the Spanish page; it waits for the editors', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const page = await partnerOnPhotos(browser, false)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByText('Todavía no hay fotos')).toBeVisible()
  // (axe needs JavaScript in the page: the same states are checked in the next test.)
  await page
    .locator('#new-photo')
    .setInputFiles({ name: 'porche.jpg', mimeType: 'image/jpeg', buffer: await picture() })
  await page.getByRole('textbox', { name: 'Texto alternativo', exact: true }).fill('El porche nevado (e2e)')
  await page.getByLabel('Licencia').selectOption({ label: 'Con permiso' })
  await page.getByRole('button', { name: 'Añadir foto' }).click()
  await expect(page.getByText('Foto enviada a revisión.')).toBeVisible({ timeout: 20_000 })
  await expect(page).toHaveURL(new RegExp(`${photosPath()}$`))
  await expect(page.getByText('Esperando a nuestros editores')).toBeVisible()
  await expect(page.getByRole('img', { name: 'El porche nevado (e2e)' })).toBeVisible()
  await page.context().close()
})

test('with JavaScript: a Spanish error from the server, then the photo sent with a Spanish toast', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const page = await partnerOnPhotos(browser, true)
  // Again, without the sign-in toast on its way in (axe reads its fading colours).
  await page.goto(photosPath())
  await waitForHydration(page)
  await expect(page.getByText('Esperando a nuestros editores')).toHaveCount(1)
  await expectNoAxeViolations(page)
  const file = { name: 'lago.jpg', mimeType: 'image/jpeg', buffer: await picture() }
  // Only spaces as alt text: the browser lets it through, the server says what is missing.
  await page.locator('#new-photo').setInputFiles(file)
  await page.getByRole('textbox', { name: 'Texto alternativo', exact: true }).fill('   ')
  await page.getByLabel('Pie de foto (opcional)').fill('Nuestro lago')
  await page.getByRole('button', { name: 'Añadir foto' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Corrige los campos marcados, por favor.' }),
  ).toBeVisible()
  await expect(
    page.getByText('Describe la foto para quienes no pueden verla (el texto alternativo es obligatorio).'),
  ).toBeVisible()
  await expect(page.getByLabel('Pie de foto (opcional)')).toHaveValue('Nuestro lago')
  await expectNoAxeViolations(page)
  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.screenshot({ path: `scratch/partner-photos-es-error-${width}.png`, fullPage: true })
  }

  await page.locator('#new-photo').setInputFiles(file)
  await page
    .getByRole('textbox', { name: 'Texto alternativo', exact: true })
    .fill('El lago al amanecer (e2e)')
  await page.getByRole('button', { name: 'Añadir foto' }).click()
  await expect(page.locator('[data-sonner-toast]').getByText('Foto enviada a revisión.')).toBeVisible({
    timeout: 20_000,
  })
  await expect(page.getByRole('img', { name: 'El lago al amanecer (e2e)' })).toBeVisible()
  await expect(page.getByText('Esperando a nuestros editores')).toHaveCount(2)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: 'scratch/partner-photos-es-390.png', fullPage: true })
  // axe once the toast has gone (its colours while it fades belong to the shared Toaster).
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  await expectNoAxeViolations(page)
  await page.context().close()
})

test('the reminders’ unsubscribe page says a bad link does not work, in Spanish', async ({ page }) => {
  await page.goto('/es/partner/unsubscribe?token=incompleto')
  await expect(page.getByRole('heading', { level: 1, name: 'Este enlace no funciona' })).toBeVisible()
  await expect(page.getByText('Copia el enlace completo del correo.')).toBeVisible()
  await expectNoAxeViolations(page)
})
