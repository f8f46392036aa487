import { expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { validStory } from '../factories'
import {
  ADMIN_STATE,
  expectNoAxeViolations,
  formStamp,
  waitForHydration,
  waitForServiceWorker,
} from './utils'

// This spec is about what the service worker does (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

// Listing photos in the browser, signed in as the admin: a story submitted with a photo is
// approved and its article page shows the photo as a <picture>; an editor adds, reorders and
// removes photos of a restaurant with alt text (with and without JavaScript).

/** A JPEG with camera and GPS EXIF, as a phone writes it. */
const photo = (width: number, height: number, color: { r: number; g: number; b: number }) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '43/1 28/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '110/1 45/1 0/1',
      },
    })
    .toBuffer()

test('a story approved with its photo shows the photo as a <picture> on its article page', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(60_000)
  const title = `Sleigh ride at dawn ${Date.now()}`
  const stamp = await formStamp(baseURL!, '/submit-story')
  await new Promise((resolve) => setTimeout(resolve, 400))
  const { tags, ...fields } = validStory
  const sent = await page.request.post('/submit-story', {
    headers: { Origin: baseURL! },
    maxRedirects: 0,
    multipart: {
      ...fields,
      title,
      tags: tags[0]!,
      form_started_at: stamp,
      photos: {
        name: 'sleigh.jpg',
        mimeType: 'image/jpeg',
        buffer: await photo(2000, 1250, { r: 200, g: 150, b: 90 }),
      },
    },
  })
  expect(sent.status()).toBe(302)

  await page.goto('/admin/stories?status=pending')
  await page.getByRole('link', { name: new RegExp(title) }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  const pendingPage = new URL(page.url()).pathname

  // The pending photo is for editors only: a visitor without a session gets 401.
  const pendingSrc = await page.locator('img[src^="/admin/uploads/"]').first().getAttribute('src')
  expect(pendingSrc).toBeTruthy()
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } })
  const refused = await visitor.request.get(pendingSrc!)
  expect(refused.status()).toBe(401)
  await visitor.close()

  await page.getByRole('button', { name: 'Approve' }).click()
  await expect(page.locator('[data-sonner-toast]').getByText('Approved and published.')).toBeVisible({
    timeout: 20_000,
  })
  // A fresh load of the article (the decision's toast stays on the back-office page).
  const articlePath = await page
    .getByRole('link', { name: 'View the published listing' })
    .getAttribute('href')
  expect(articlePath).toMatch(/^\/blog\//)
  await expect(page.getByRole('link', { name: 'Photos of the listing' })).toBeVisible()
  await page.goto(articlePath!)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()

  const hero = page.locator('article picture').first()
  await expect(hero.locator('source[type="image/avif"]')).toHaveAttribute(
    'srcset',
    /480\.avif 480w, .*960\.avif 960w, .*1600\.avif 1600w/,
  )
  await expect(hero.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /\.webp 480w/)
  const img = hero.locator('img')
  await expect(img).toHaveAttribute('alt', `${title} — photo 1 from the submitter`)
  await expect(img).toHaveAttribute('width', '1600')
  await expect(img).toHaveAttribute('height', '1000')
  await expect(img).toHaveAttribute('fetchpriority', 'high')
  await expect(img).toHaveAttribute('sizes', /.+/)
  await expect
    .poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0)
  const current = await img.evaluate((element: HTMLImageElement) => element.currentSrc)
  expect(current).toMatch(/\/media\/photos\/[0-9a-f-]+\/\d+\.avif$/)
  const file = await page.request.get(current)
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  // Once (issue 49 item 8): the security headers set it on every response, the route no more.
  expect(file.headers()['x-content-type-options']).toBe('nosniff')
  const meta = await sharp(await file.body()).metadata()
  expect(meta.exif).toBeUndefined()
  await expectNoAxeViolations(page)

  // Offline: the service worker keeps the photo (cache-first images), never a pending upload.
  await waitForServiceWorker(page)
  await page.reload()
  const inImageCache = (url: string) =>
    page.evaluate(async (url) => Boolean(await (await caches.open('images')).match(url)), url)
  await expect.poll(() => inImageCache(current)).toBe(true)
  await page.context().setOffline(true)
  const offline = await page.evaluate(async (url) => (await fetch(url)).status, current)
  await page.context().setOffline(false)
  expect(offline).toBe(200)
  await page.goto(pendingPage)
  await expect
    .poll(() =>
      page
        .locator('img[src^="/admin/uploads/"]')
        .first()
        .evaluate((e: HTMLImageElement) => e.complete),
    )
    .toBe(true)
  expect(await inImageCache(pendingSrc!)).toBe(false)
})

/** The alt text fields of the photos on the page, in order. */
const altTexts = (page: Page) =>
  page
    .getByRole('textbox', { name: /^Alt text of photo \d+$/ })
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))

test('an editor adds photos with alt text, reorders and removes them; the page shows them', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const PAGE = '/admin/listings/restaurants/snowshoe-hare-diner/photos'
  await page.goto(PAGE)
  await expect(page.getByRole('heading', { level: 1, name: 'Photos of Snowshoe Hare Diner' })).toBeVisible()
  await expect(page.getByText('No photos yet')).toBeVisible()
  await expectNoAxeViolations(page)
  await waitForHydration(page)

  // Alt text is required: the browser's own check stops the form.
  await page.locator('#new-photo').setInputFiles({
    name: 'counter.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo(1200, 800, { r: 90, g: 40, b: 30 }),
  })
  await page.getByRole('button', { name: 'Add photo' }).click()
  await expect(page.getByRole('textbox', { name: 'Alt text', exact: true })).toHaveJSProperty(
    'validity.valueMissing',
    true,
  )
  await page.getByRole('textbox', { name: 'Alt text', exact: true }).fill('The diner counter with red stools')
  await page.getByRole('button', { name: 'Add photo' }).click()
  await expect(page.locator('[data-sonner-toast]').getByText('Photo added.')).toBeVisible({ timeout: 20_000 })

  await page.locator('#new-photo').setInputFiles({
    name: 'pie.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo(900, 900, { r: 230, g: 200, b: 120 }),
  })
  await page.getByRole('textbox', { name: 'Alt text', exact: true }).fill('Huckleberry pie on a blue plate')
  await page.getByRole('textbox', { name: 'Caption (optional)', exact: true }).fill('Baked every morning')
  // Who took it, and under which license: shown under the photo on the public page.
  await expect(page.getByText('JPEG, PNG or WebP, at most 25 MB.', { exact: true })).toBeVisible()
  await page.getByRole('textbox', { name: 'Photographer (optional)', exact: true }).fill('Ann Lee')
  await page.getByRole('combobox', { name: 'License', exact: true }).selectOption({ label: 'CC BY 4.0' })
  await page.getByRole('button', { name: 'Add photo' }).click()
  await expect
    .poll(() => altTexts(page), { timeout: 20_000 })
    .toEqual(['The diner counter with red stools', 'Huckleberry pie on a blue plate'])

  await expect(page.getByRole('textbox', { name: 'Photographer of photo 2 (optional)' })).toHaveValue(
    'Ann Lee',
  )
  await expect(page.getByRole('combobox', { name: 'License of photo 2' })).toHaveValue('cc-by')
  await page.getByRole('button', { name: 'Move up photo 2' }).click()
  await expect
    .poll(() => altTexts(page))
    .toEqual(['Huckleberry pie on a blue plate', 'The diner counter with red stools'])
  await expect(page.getByRole('heading', { level: 3, name: 'Photo 1 (main picture)' })).toBeVisible()
  // axe on the page itself, not on a toast fading in.
  await page.reload()
  await expectNoAxeViolations(page)

  // The public page: the pie is the hero, the counter below it.
  await page.goto('/eat/snowshoe-hare-diner')
  const pictures = page.locator('article picture img')
  await expect(pictures).toHaveCount(2)
  await expect(pictures.first()).toHaveAttribute('alt', 'Huckleberry pie on a blue plate')
  await expect(pictures.first()).toHaveAttribute('fetchpriority', 'high')
  await expect(pictures.nth(1)).toHaveAttribute('loading', 'lazy')
  await expect(page.getByText('Baked every morning')).toHaveCount(0) // the hero's caption is not shown
  await expect(page.locator('article figure').first().getByText('Photo: Ann Lee, CC BY 4.0')).toBeVisible()
  await expectNoAxeViolations(page)

  // Remove both (the confirmation box is required), and the illustration is back.
  await page.goto(PAGE)
  await waitForHydration(page)
  for (const remaining of [1, 0]) {
    await page.getByText('Remove… photo 1').click()
    await page.getByRole('checkbox', { name: 'Remove photo 1 from the listing for good.' }).check()
    await page.getByRole('button', { name: 'Remove photo' }).first().click()
    await expect.poll(() => altTexts(page).then((alts) => alts.length)).toBe(remaining)
  }
  await expect(page.getByText('No photos yet')).toBeVisible()
  await page.goto('/eat/snowshoe-hare-diner')
  await expect(page.locator('article picture')).toHaveCount(0)
  // The illustration again, written into the page as the main picture (app/components/inline-image.tsx).
  await expect(page.locator('article img').first()).toHaveAttribute('src', /^data:image\/svg\+xml,%3Csvg /)
})

test('the photos page works without JavaScript: upload, then remove', async ({ browser }) => {
  test.setTimeout(60_000)
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: ADMIN_STATE })
  const page = await context.newPage()
  const PAGE = '/admin/listings/restaurants/cirque-and-pine/photos'
  await page.goto(PAGE)
  await page.locator('#new-photo').setInputFiles({
    name: 'pine.png',
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 700, height: 500, channels: 3, background: 'green' } })
      .png()
      .toBuffer(),
  })
  await page.getByRole('textbox', { name: 'Alt text', exact: true }).fill('Pine trees outside the window')
  await page.getByRole('button', { name: 'Add photo' }).click()
  await expect(page).toHaveURL(PAGE)
  await expect(page.getByRole('textbox', { name: 'Alt text of photo 1' })).toHaveValue(
    'Pine trees outside the window',
  )
  await page.getByText('Remove… photo 1').click()
  await page.getByRole('checkbox', { name: 'Remove photo 1 from the listing for good.' }).check()
  await page.getByRole('button', { name: 'Remove photo' }).click()
  await expect(page.getByText('No photos yet')).toBeVisible()
  await context.close()
})
