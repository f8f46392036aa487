import { expect, type Page, test } from '@playwright/test'
import { createRestaurantInEditor, submitRestaurants } from './admin-steps'
import { ADMIN_STATE, expectNoAxeViolations, waitForHydration } from './utils'

// Names and addresses (issue 51 item 6): an editor changes a listing's address in the editor and
// the old address answers 301 to the new one (with and without JavaScript); a new listing that
// matches an existing one by name and town is warned about, naming and linking it. Screenshots
// of the editor at 390 and 1280 px go to scratch/.

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').getByText(text)

async function expectCleanPage(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  await expectNoAxeViolations(page)
}

async function shoot(page: Page, name: string, locator?: ReturnType<Page['locator']>) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    // Let the layout settle at the new width before scrolling and taking the picture.
    await page.waitForTimeout(500)
    if (locator) await locator.evaluate((element) => element.scrollIntoView({ block: 'center' }))
    await page.waitForTimeout(300)
    await page.screenshot({ path: `scratch/${name}-${width}.png`, fullPage: !locator })
  }
  await page.setViewportSize({ width: 1280, height: 720 })
}

/** Creates a restaurant in Jackson (no pin) through the editor and answers its id. */
const createRestaurant = (page: Page, name: string, { js = true } = {}) =>
  createRestaurantInEditor(page, name, { town: 'Jackson', js })

test('an editor changes a listing’s address; the old one answers 301, also for its sub-pages', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const stamp = Date.now()
  const name = `Huckleberry Pie Hut ${stamp}`
  const id = await createRestaurant(page, name)
  const address = page.getByRole('textbox', { name: /^Address \(after \/eat\/\)/ })
  await expect(address).toHaveValue(id)
  await expect(page.getByRole('textbox', { name: 'Meta description', exact: true })).toBeVisible()
  await expect(page.getByText('0 of 160 characters').first()).toBeVisible()
  await page.getByRole('textbox', { name: 'Meta description', exact: true }).fill('Pie by the Town Square.')
  await expect(page.getByText('23 of 160 characters')).toBeVisible()
  await expectCleanPage(page)
  await shoot(page, 'editor-address', page.getByRole('heading', { name: 'Address' }))

  // Refused with its message, the typed text kept.
  await address.fill('Pie Hut!')
  await page.getByRole('button', { name: 'Change the address' }).click()
  await expect(
    page.getByText('Use only lowercase letters, digits and hyphens between words, e.g. pie-hut'),
  ).toBeVisible()
  await expect(address).toHaveValue('Pie Hut!')
  await expectCleanPage(page)

  const moved = `pie-hut-${stamp}`
  await address.fill(moved)
  await page.getByRole('button', { name: 'Change the address' }).click()
  await expect(toast(page, 'Address changed.')).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/admin/listings/restaurants/${moved}$`))
  await expect(address).toHaveValue(moved)

  for (const suffix of ['', '/directions']) {
    const answer = await page.request.get(`/eat/${id}${suffix}?from=mail`, { maxRedirects: 0 })
    expect(answer.status()).toBe(301)
    expect(answer.headers()['location']).toBe(`/eat/${moved}${suffix}?from=mail`)
  }
  await page.goto(`/eat/${id}`)
  await expect(page).toHaveURL(new RegExp(`/eat/${moved}$`))
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  const sitemap = await (await page.request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(`/eat/${moved}<`)
  expect(sitemap).not.toContain(`/eat/${id}<`)
})

test('without JavaScript, the address changes and the old one leads to the new page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: ADMIN_STATE })
  const page = await context.newPage()
  const stamp = Date.now()
  const name = `Antelope Flats Cafe ${stamp}`
  const id = await createRestaurant(page, name, { js: false })
  await page.getByRole('textbox', { name: /^Address \(after \/eat\/\)/ }).fill(`flats-cafe-${stamp}`)
  await page.getByRole('button', { name: 'Change the address' }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/listings/restaurants/flats-cafe-${stamp}$`))
  await page.goto(`/eat/${id}/directions`)
  await expect(page).toHaveURL(new RegExp(`/eat/flats-cafe-${stamp}/directions$`))
  await page.goto(`/eat/${id}`)
  await expect(page).toHaveURL(new RegExp(`/eat/flats-cafe-${stamp}$`))
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await context.close()
})

test('a new listing that matches one by name and town is warned about, and can still be created', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const name = `Moose Creek Grill ${Date.now()}`
  const id = await createRestaurant(page, name)
  await page.goto('/admin/listings/restaurants/new')
  await waitForHydration(page)
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`The ${name.toLowerCase()}!`)
  await page.getByRole('textbox', { name: 'Type', exact: true }).fill('Grill')
  await page.getByRole('textbox', { name: 'Short description', exact: true }).fill('Burgers.')
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('2 Main St, Jackson, WY')
  await page.getByRole('combobox', { name: 'Town', exact: true }).selectOption('Jackson')
  await page.getByRole('combobox', { name: 'Price range', exact: true }).selectOption('$$')
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  const warning = page.getByRole('region', { name: 'This looks like a listing the guide already has' })
  await expect(warning).toBeVisible()
  await expect(warning.getByRole('link', { name })).toHaveAttribute(
    'href',
    `/admin/listings/restaurants/${id}`,
  )
  await expectCleanPage(page)
  await shoot(page, 'editor-duplicate-warning', warning)
  await page.getByRole('button', { name: 'Publish anyway' }).click()
  await expect(toast(page, 'Restaurant published.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: `The ${name.toLowerCase()}!` })).toBeVisible()
})

test('a pending submission that matches a listing shows the warning, linking the listing', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const name = `Elk Antler Cafe ${Date.now()}`
  const id = await createRestaurant(page, name)
  const context = await browser.newContext()
  const visitor = await context.newPage()
  await visitor.goto('/submit-restaurant')
  await waitForHydration(visitor)
  await visitor.getByRole('textbox', { name: 'Restaurant name', exact: true }).fill(name.toUpperCase())
  await visitor.getByRole('textbox', { name: 'Description', exact: true }).fill('Coffee by the square.')
  await visitor.getByRole('textbox', { name: 'Address', exact: true }).fill('10 W Pearl Ave, Jackson, WY')
  await visitor.getByLabel('Restaurant type').selectOption('Western')
  await visitor.waitForTimeout(400)
  await visitor.getByRole('button', { name: 'Submit Restaurant' }).click()
  await expect(visitor).toHaveURL(/\/eat$/)
  await context.close()

  await page.goto('/admin/restaurants')
  await page.getByRole('link', { name: name.toUpperCase() }).first().click()
  const warning = page.getByRole('region', { name: 'This looks like a listing the guide already has' })
  await expect(warning).toBeVisible()
  await expect(warning.getByRole('link', { name })).toHaveAttribute(
    'href',
    `/admin/listings/restaurants/${id}`,
  )
  await expectCleanPage(page)
  await shoot(page, 'submission-duplicate-warning', warning)
})

for (const js of [true, false]) {
  test(`"Correct before approving" previews the corrected page in a new tab, the form kept${js ? '' : ' (no JavaScript)'}`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    const name = `Huckelbery Hut ${js ? 'Diner' : 'Grill'} ${Date.now()}`
    const corrected = name.replace('Huckelbery', 'Huckleberry')
    await submitRestaurants(baseURL!, [name])
    const context = await browser.newContext({ javaScriptEnabled: js, storageState: ADMIN_STATE })
    const page = await context.newPage()
    await page.goto('/admin/restaurants')
    await page.getByRole('link', { name }).first().click()
    await page.getByRole('link', { name: 'Correct before approving' }).click()
    if (js) await waitForHydration(page)
    const form = page.getByRole('form', { name: 'Correct, then approve' })
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(corrected)
    const [preview] = await Promise.all([
      context.waitForEvent('page'),
      form.getByRole('button', { name: /^Preview/ }).click(),
    ])
    await preview.waitForLoadState()
    // The public page as approving would publish it, under /admin (never cached), nothing kept.
    await expect(preview.getByRole('heading', { level: 1, name: corrected })).toBeVisible()
    expect(new URL(preview.url()).pathname).toMatch(/^\/admin\/preview\/submissions\/restaurants\//)
    if (js) await expectNoAxeViolations(preview)
    await preview.close()
    // This tab stayed on the form, with what was typed.
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(corrected)
    await page.goto(`/eat/${corrected.toLowerCase().replaceAll(' ', '-')}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible()
    await context.close()
  })
}
