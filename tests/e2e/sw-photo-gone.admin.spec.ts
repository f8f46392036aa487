import { expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { waitForHydration, waitForServiceWorker } from './utils'

// The service worker drops a photo that is gone (issue 49 item 6, decision 033): a visitor views a
// listing with a photo (the worker's `images` cache keeps it), an editor hides the listing, and the
// worker's check of its saved copy reaches the server (not the browser's HTTP cache, which holds
// photos a year), finds the 404 and drops the copy: the photo is not shown after that.
// The admin session comes from auth.setup.ts; the listing is this spec's own.

test.use({ serviceWorkers: 'allow' })

test('a hidden listing’s photo, saved by the service worker, leaves its cache at the next check and is not shown after', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const name = `Cached Photo Grill ${Date.now()}`
  await page.goto('/admin/listings/restaurants/new')
  await waitForHydration(page)
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await page.getByRole('textbox', { name: 'Type', exact: true }).fill('Diner')
  await page.getByRole('textbox', { name: 'Short description', exact: true }).fill('Trout and pie.')
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('1 Main St, Wilson, WY')
  await page.getByRole('combobox', { name: 'Town', exact: true }).selectOption('Wilson')
  await page.getByRole('textbox', { name: 'Latitude', exact: true }).fill('43.5')
  await page.getByRole('textbox', { name: 'Longitude', exact: true }).fill('-110.87')
  await page.getByRole('combobox', { name: 'Price range', exact: true }).selectOption('$$')
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  const id = page.url().split('/').pop()!

  await page.goto(`/admin/listings/restaurants/${id}/photos`)
  await waitForHydration(page)
  await page.locator('#new-photo').setInputFiles({
    name: 'counter.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp({
      create: { width: 900, height: 600, channels: 3, background: { r: 90, g: 40, b: 30 } },
    })
      .jpeg()
      .toBuffer(),
  })
  await page.getByRole('textbox', { name: 'Alt text', exact: true }).fill('The counter with red stools')
  await page.getByRole('button', { name: 'Add photo' }).click()
  await expect(page.locator('[data-sonner-toast]').getByText('Photo added.')).toBeVisible({ timeout: 20_000 })

  // The visitor: the worker controls the page, then the listing's page loads its photo through it.
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    serviceWorkers: 'allow',
  })
  const visitor = await context.newPage()
  await visitor.goto(`/eat/${id}`)
  await waitForServiceWorker(visitor)
  await visitor.reload()
  const photo = visitor.locator('article picture img').first()
  await expect(photo).toHaveAttribute('alt', 'The counter with red stools')
  await expect
    .poll(() => photo.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0)
  const src = await photo.evaluate((element: HTMLImageElement) => element.currentSrc)
  expect(new URL(src).pathname).toMatch(/^\/media\/photos\//)
  const saved = (on: Page, url: string) =>
    on.evaluate(async (url) => (await (await caches.open('images')).match(url)) !== undefined, url)
  await expect.poll(() => saved(visitor, src)).toBe(true)
  // An image request from a new page (a page in a new tab: the browser's in-memory image cache is
  // per process, so the request reaches the worker).
  const load = async (url: string) => {
    const fresh = await context.newPage()
    await fresh.goto('/')
    await waitForServiceWorker(fresh)
    const result = await fresh.evaluate(
      (url) =>
        new Promise<string>((resolve) => {
          const image = new Image()
          image.onload = () => resolve('loaded')
          image.onerror = () => resolve('failed')
          image.src = url
        }),
      url,
    )
    return { result, page: fresh }
  }
  await visitor.close()
  // While the listing is listed, the photo is served (checked with the server: a 304).
  const before = await load(src)
  expect(before.result).toBe('loaded')
  await before.page.close()

  await page.goto(`/admin/listings/restaurants/${id}`)
  await page.getByRole('button', { name: 'Hide from the site' }).click()
  await expect(page.getByText('Hidden', { exact: true })).toBeVisible()

  // The next request may still show the saved copy (at once, as on a weak signal), but its check
  // with the server (past the HTTP cache) finds the 404 and drops the copy; after that the photo
  // is not shown.
  const next = await load(src)
  await expect.poll(() => saved(next.page, src)).toBe(false)
  await next.page.close()
  const after = await load(src)
  expect(after.result).toBe('failed')
  expect(await saved(after.page, src)).toBe(false)
  await context.close()
})
