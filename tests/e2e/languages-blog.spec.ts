import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, waitForHydration } from './utils'

// Issue 47 (decision 059): the blog, an article and an explore page in Spanish, in the browser.

test('the Spanish blog: categories, a card to its article and back, the newsletter box, and axe', async ({
  page,
}) => {
  await page.goto('/es/blog')
  await waitForHydration(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog de Wyoming')
  const categories = page.getByRole('navigation', { name: 'Categorías del blog' })
  await categories.getByRole('link', { name: 'Fauna silvestre' }).click()
  await expect(page).toHaveURL(/\/es\/blog\?category=wildlife$/)
  await expect(page.locator('#list-title')).toHaveText('Artículos de Fauna silvestre')
  // A card opens its article in Spanish; the way back stays in Spanish.
  await page.locator('#list-title ~ ul article h3 a').first().click()
  await expect(page).toHaveURL(/\/es\/blog\/[^/?]+$/)
  await page.getByRole('link', { name: 'Volver al blog' }).click()
  await expect(page).toHaveURL(/\/es\/blog$/)
  const box = page.locator('section[aria-labelledby="newsletter-title"]')
  await expect(box.getByRole('heading')).toHaveText('Recibe historias en tu correo')
  await expect(box.getByRole('button', { name: 'Suscribirme' })).toBeVisible()
  await expect(box.getByPlaceholder('Escribe tu correo')).toBeVisible()
  await expectNoAxeViolations(page)
})

test('an explore page in Spanish: its ideas, their book buttons to /es/contact, and axe', async ({
  page,
}) => {
  await page.goto('/es/wildlife')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fauna silvestre')
  await page.getByRole('link', { name: 'Reservar: Safari de fauna al amanecer' }).click()
  await expect(page).toHaveURL(/\/es\/contact\?subject=Safari%20de%20fauna%20al%20amanecer$/)
  await page.goto('/es/stories')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Historias de la comunidad')
  await page.goto('/es/wildlife')
  await expectNoAxeViolations(page)
})
