import { expect, test } from '@playwright/test'
import { activities } from '../../db/seed-data'
import { expectNoAxeViolations, waitForHydration } from './utils'

// Issue 47 (decision 059): /play, its filter and photos, the map pages and /favorites in Spanish,
// in the browser.

test('/es/play and its filter in Spanish: the words, a filter applied in the page’s language, and axe', async ({
  page,
}) => {
  await page.goto('/es/play')
  await waitForHydration(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Qué hacer')
  await expect(page.getByRole('heading', { name: 'Consejos de seguridad para la familia' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'Filtrar', exact: true }).click()
  await expect(page).toHaveURL(/\/es\/play\/filter$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Filtrar actividades')
  await page.getByLabel('Temporada').selectOption({ label: 'Verano' })
  await page.getByRole('button', { name: 'Aplicar filtros' }).click()
  await expect(page).toHaveURL(/\/es\/play\/filter\?.*season=Summer/)
  await expect(page.getByRole('status')).toHaveText(/^\d+ actividad(es)? encontradas?/)
  await expect(page.getByRole('link', { name: 'Quitar filtros' })).toHaveAttribute('href', '/es/play/filter')
  await expectNoAxeViolations(page)
})

test('an activity’s photos in Spanish: the gallery’s buttons and counts', async ({ page }) => {
  const activity = activities.find((a) => a.photos.length >= 4)!
  await page.goto(`/es/play/${activity.id}/photos`)
  await waitForHydration(page)
  const gallery = page.getByRole('region', { name: `Fotos de ${activity.name}` })
  const figure = gallery.locator('figure')
  await gallery.getByRole('button', { name: 'Foto siguiente' }).click()
  await expect(figure.locator('figcaption')).toContainText(`Foto 2 de ${activity.photos.length}`)
  await expect(gallery.getByRole('list', { name: 'Miniaturas' }).getByRole('button')).toHaveCount(
    activity.photos.length,
  )
  await expectNoAxeViolations(page)
})

test.describe('with a location', () => {
  test.use({ geolocation: { latitude: 43.4799, longitude: -110.7624 }, permissions: ['geolocation'] })

  test('/es/stay/map: the drawn map, its areas and the interactive map in Spanish', async ({ page }) => {
    await page.goto('/es/stay/map')
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mapa de hospedaje')
    await expect(page.getByRole('navigation', { name: 'Zona del mapa' })).toBeVisible()
    await expect(
      page.getByRole('img', { name: /^Hospedajes en un mapa de Jackson Hole y Star Valley/ }),
    ).toBeVisible()
    await expectNoAxeViolations(page)
    await page
      .getByRole('navigation', { name: 'Zona del mapa' })
      .getByRole('link', { name: 'Star Valley' })
      .click()
    await expect(page).toHaveURL(/\/es\/stay\/map\?view=star-valley/)
    await page.getByRole('heading', { level: 1 }).click()
    await expect(page.getByRole('button', { name: 'Cerca de mí' })).toBeVisible({ timeout: 20_000 })
    await expect(page.getByRole('region', { name: /^Mapa interactivo/ })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Acercar', exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Cerca de mí' }).click()
    await expect(page.getByRole('heading', { name: 'Lo más cerca de ti' })).toBeVisible()
    await expect(page.getByText(/en línea recta$/).first()).toBeVisible()
  })
})

test('/es/favorites: a place saved with the heart, listed in Spanish', async ({ page }) => {
  await page.goto('/es/favorites')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tus favoritos')
  await expect(page.getByRole('heading', { name: 'Todavía no tienes favoritos' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.goto('/es/play')
  await waitForHydration(page)
  await page
    .getByRole('button', { name: /^Guardar .+ en favoritos$/ })
    .first()
    .click()
  await page.goto('/es/favorites')
  await waitForHydration(page)
  await expect(page.getByRole('status').filter({ hasText: /favorito guardado/ })).toHaveText(
    '1 favorito guardado',
  )
  await expect(page.getByRole('heading', { name: 'Actividades', level: 2 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Agregar al viaje' })).toHaveAttribute(
    'href',
    /^\/es\/trip\?add=/,
  )
  await expectNoAxeViolations(page)
})

test('/es/wildlife’s featured listings, a stay’s type and the saved events’ calendar in Spanish', async ({
  page,
}) => {
  await page.goto('/es/wildlife')
  const sleigh = page.locator('[data-listing="activities:elk-refuge-sleigh-ride"]')
  // the sample content's Spanish, in the page's language (not marked English)
  await expect(sleigh.getByText(/^Pasea en un trineo tirado por caballos/)).not.toHaveAttribute('lang')
  await expect(sleigh.locator('[data-fact="season"] dd')).toHaveText('Invierno')
  await expectNoAxeViolations(page)

  await page.goto('/es/stay/fireweed-log-cabin')
  await expect(page.getByText('Cabaña en la montaña', { exact: true })).toBeVisible()
  await page.goto('/stay/fireweed-log-cabin')
  await expect(page.getByText('Mountain Cabin', { exact: true })).toBeVisible()

  await page.goto('/es/events/cowboy-christmas-winter-festival')
  await waitForHydration(page)
  await page
    .getByRole('button', { name: /^Guardar .+ en favoritos$/ })
    .first()
    .click()
  await page.goto('/es/favorites')
  await waitForHydration(page)
  const calendar = page.locator('a[href^="/es/events/saved.ics?"]')
  await expect(calendar).toHaveAttribute('href', '/es/events/saved.ics?id=cowboy-christmas-winter-festival')
  const ics = await (
    await page.request.get('/es/events/saved.ics?id=cowboy-christmas-winter-festival')
  ).text()
  expect(ics).toContain('SUMMARY:Festival de invierno Navidad Vaquera')
})
