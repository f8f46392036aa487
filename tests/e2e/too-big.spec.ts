import fs from 'node:fs'
import { expect, test } from '@playwright/test'

// Issue 49 item 7: a form too big to take is answered with the form and its message (413), never
// a reset, so a visitor without JavaScript sees the page and not a browser error.

test('without JavaScript, a photo over the body cap gets the form back with the message', async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/submit-restaurant')
  // Every required field filled, so the browser sends the form (no JavaScript checks it).
  const fields = {
    'Restaurant name': 'Too Big Grill',
    Description: 'A restaurant sent with one photo too many megabytes.',
    Address: '1 Main St, Jackson, WY',
  }
  for (const [label, value] of Object.entries(fields))
    await page.getByRole('textbox', { name: label, exact: true }).fill(value)
  await page.getByLabel('Restaurant type').selectOption('Western')
  // 130 MB: over the 126 MB body cap (MAX_BODY_BYTES), so the whole form is refused. From a file
  // the browser reads from disk (a buffer that big through the protocol is slow), a JPEG by its
  // first bytes, the rest a sparse hole.
  const file = testInfo.outputPath('huge.jpg')
  fs.writeFileSync(file, Buffer.from([0xff, 0xd8, 0xff, 0xe0]))
  fs.truncateSync(file, 130 * 1024 * 1024)
  await page.getByLabel('Photos').setInputFiles(file)
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/submit-restaurant') && r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Submit Restaurant' }).click(),
  ])
  expect(response.status()).toBe(413)
  expect(response.headers()['connection']).toBe('close')
  await expect(page.getByRole('alert').filter({ hasText: 'Form too large' })).toContainText(
    'That was too much to send at once: photos up to 25 MB each (5 at most) and text up to 1 MB in all. Nothing was saved; please try again with less.',
  )
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Submit Restaurant' })).toBeVisible()
  // The text typed comes back (read while the body was drained); the photo does not.
  await expect(page.getByRole('textbox', { name: 'Restaurant name', exact: true })).toHaveValue(
    'Too Big Grill',
  )
  await expect(page.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue(
    '1 Main St, Jackson, WY',
  )
  await context.close()
})

test('without JavaScript, a description over the text limit gets the form back with the name kept', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/submit-restaurant')
  await page.getByRole('textbox', { name: 'Restaurant name', exact: true }).fill('Kept Name Grill')
  // Over 1 MB: one field over the per-field text limit refuses the form (413). The field's own
  // maxlength is taken off first, as a hand-made post would not have it.
  const description = page.getByRole('textbox', { name: 'Description', exact: true })
  await description.evaluate((element) => element.removeAttribute('maxlength'))
  await description.fill('d'.repeat(1024 * 1024 + 10))
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('2 Kept St, Jackson, WY')
  await page.getByLabel('Restaurant type').selectOption('Western')
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/submit-restaurant') && r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Submit Restaurant' }).click(),
  ])
  expect(response.status()).toBe(413)
  await expect(page.getByRole('alert').filter({ hasText: 'Form too large' })).toContainText(
    'That was too much to send at once',
  )
  // What was typed comes back, but for the field that was too big.
  await expect(page.getByRole('textbox', { name: 'Restaurant name', exact: true })).toHaveValue(
    'Kept Name Grill',
  )
  await expect(page.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue(
    '2 Kept St, Jackson, WY',
  )
  await expect(page.getByLabel('Restaurant type')).toHaveValue('Western')
  await expect(page.getByRole('textbox', { name: 'Description', exact: true })).toHaveValue('')
  await context.close()
})
