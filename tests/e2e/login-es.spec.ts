import { expect, type Page, test } from '@playwright/test'
import { linkIn, mailTo } from './mail-steps'
import { createPartner } from './partner-steps'
import { expectNoAxeViolations, waitForHydration } from './utils'

// Sign-in and the password pages in Spanish (issue 47): /es/login with and without JavaScript, a
// wrong password said in Spanish, and a partner who forgot their password: /es/forgot-password, the
// Spanish mail and its /es/reset-password link, then signing in lands on /es/partner.

const PARTNER = { email: 'socia-e2e@example.com', password: 'e2e socia password 1' }

// One worker, in order: the second test changes the partner's password, the third signs in with it.
test.describe.configure({ mode: 'serial' })

test.beforeAll(() => {
  // A plain account that may act for one stay: a partner.
  createPartner(PARTNER, (db) => {
    const stay = db.prepare('select id from stays where hidden = 0 order by id limit 1 offset 2').get() as {
      id: string
    }
    return { type: 'stays', id: stay.id }
  })
})

async function expectSpanishForm(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page).toHaveTitle(/^Inicia sesión/)
  await expect(page.getByRole('heading', { level: 1, name: 'Inicia sesión' })).toBeVisible()
  // WCAG 2.2 (3.3.8): no cognitive test; a password manager and pasting fill both fields.
  await expect(page.getByLabel('Correo electrónico')).toHaveAttribute('autocomplete', 'username')
  await expect(page.getByLabel('Contraseña', { exact: true })).toHaveAttribute(
    'autocomplete',
    'current-password',
  )
  await expect(page.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute(
    'href',
    '/es/forgot-password',
  )
}

test.describe('/es/login', () => {
  test("a wrong password reads 'Iniciando sesión…', then the answer in Spanish", async ({ page }) => {
    await page.goto('/es/login')
    await expectSpanishForm(page)
    await expect(page.getByRole('status')).toHaveText('')
    // The same page in English, from the footer's switcher.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/login?lang=en',
    )
    await expectNoAxeViolations(page)
    await waitForHydration(page)
    await page.route('**/es/login*', async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 600))
      await route.continue()
    })
    await page.getByLabel('Correo electrónico').fill('nadie@example.com')
    await page.getByLabel('Contraseña', { exact: true }).fill('no es la contraseña')
    await page.getByRole('button', { name: 'Iniciar sesión' }).click()
    await expect(page.getByRole('status')).toHaveText('Iniciando sesión…')
    await expect(page.getByRole('status')).toHaveText('El correo o la contraseña no son correctos.')
    await expect(page.getByLabel('Correo electrónico')).toHaveValue('nadie@example.com')
    await expect(page).toHaveURL(/\/es\/login$/)
    await expectNoAxeViolations(page)
  })

  test('forgot → the Spanish mail → a new password → signed in on /es/partner', async ({ page }) => {
    await page.goto('/es/login')
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click()
    await expect(page).toHaveURL(/\/es\/forgot-password$/)
    await expect(page.getByRole('heading', { level: 1, name: '¿Olvidaste tu contraseña?' })).toBeVisible()
    await expectNoAxeViolations(page)
    await waitForHydration(page)
    await page.getByLabel('Correo electrónico').fill(PARTNER.email)
    await page.getByRole('button', { name: 'Envíame un enlace' }).click()
    await expect(page).toHaveURL(/\/es\/login$/)
    await expect(page.getByText('Revisa tu correo.')).toBeVisible()
    // axe once the toast has gone (one fading in is measured at half its contrast).
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
    await expectNoAxeViolations(page)

    const mail = await mailTo(PARTNER.email, /^Crea tu contraseña de Wyoming Navigator$/)
    expect(mail.text).toContain('Alguien, ojalá tú, pidió un enlace')
    const link = linkIn(mail, '/es/reset-password?token=')
    await page.goto(`${link.pathname}${link.search}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Crea una contraseña nueva' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Contraseña nueva', exact: true })).toHaveAttribute(
      'autocomplete',
      'new-password',
    )
    await expectNoAxeViolations(page)
    await waitForHydration(page)
    await page.getByRole('textbox', { name: 'Contraseña nueva', exact: true }).fill('mi contraseña nueva 12')
    await page.getByLabel('Repite la contraseña nueva').fill('otra cosa distinta 12')
    await page.getByRole('button', { name: 'Guardar contraseña' }).click()
    await expect(page.getByText('Las dos contraseñas no son iguales.')).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('textbox', { name: 'Contraseña nueva', exact: true }).fill('mi contraseña nueva 12')
    await page.getByLabel('Repite la contraseña nueva').fill('mi contraseña nueva 12')
    await page.getByRole('button', { name: 'Guardar contraseña' }).click()
    await expect(page).toHaveURL(/\/es\/login$/)
    await expect(page.getByText('¡Contraseña guardada!')).toBeVisible()

    await page.getByLabel('Correo electrónico').fill(PARTNER.email)
    await page.getByLabel('Contraseña', { exact: true }).fill('mi contraseña nueva 12')
    await page.getByRole('button', { name: 'Iniciar sesión' }).click()
    await expect(page).toHaveURL(/\/es\/partner$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')

    // The link is used: the page says so in Spanish, with the way back.
    await page.goto(`${link.pathname}${link.search}`)
    await expect(page.getByRole('alert')).toHaveText(/^Este enlace caducó o ya se usó/)
    await expect(page.getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveAttribute(
      'href',
      '/es/forgot-password',
    )
    await expectNoAxeViolations(page)
  })
})

test.describe('/es/login without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a wrong password is said in Spanish; the right one lands on /es/partner', async ({ page }) => {
    await page.goto('/es/login')
    await expectSpanishForm(page)
    await page.getByLabel('Correo electrónico').fill('nadie@example.com')
    await page.getByLabel('Contraseña', { exact: true }).fill('no es la contraseña')
    await page.getByRole('button', { name: 'Iniciar sesión' }).click()
    await expect(page.getByRole('status')).toHaveText('El correo o la contraseña no son correctos.')
    await expect(page).toHaveURL(/\/es\/login$/)
    // (axe runs in the page's JavaScript: the same page state is checked with it above.)
    await page.getByLabel('Correo electrónico').fill(PARTNER.email)
    await page.getByLabel('Contraseña', { exact: true }).fill('mi contraseña nueva 12')
    await page.getByRole('button', { name: 'Iniciar sesión' }).click()
    await expect(page).toHaveURL(/\/es\/partner$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  })
})
