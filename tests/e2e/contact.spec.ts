import { expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations, waitForHydration } from './utils'

const MIN_FILL_WAIT = 400

async function fillContact(page: Page) {
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ada Lovelace')
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ada@example.com')
  await page.getByLabel('Category').selectOption('Business Listing')
  await page.getByLabel('Subject').fill('Update our hours')
  await page.getByRole('textbox', { name: 'Message' }).fill('We now open at 7AM on weekdays.')
}

test('/contact shows the details, quick links, form and four FAQ entries, and passes axe', async ({
  page,
}) => {
  await page.goto('/contact')
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
  await expect(page.getByRole('main').getByText('We reply within 24 hours.')).toBeVisible()
  // The team's phone and email are the operator's: until set, none is shown, never a made-up one.
  await expect(page.getByRole('main')).not.toContainText('555-01')
  await expect(page.getByRole('main')).not.toContainText('.example')
  await expect(page.locator('main a[href^="tel:"], main a[href^="mailto:"]')).toHaveCount(0)
  const links = page.getByRole('complementary').getByRole('list').getByRole('link')
  await expect(links).toHaveCount(4)
  for (const [name, href] of [
    [/Submit a Restaurant/, '/submit-restaurant'],
    [/Submit an Event/, '/submit-event'],
    [/Submit an Activity/, '/submit-activity'],
    [/Share Your Story/, '/submit-story'],
  ] as const) {
    await expect(links.filter({ hasText: name })).toHaveAttribute('href', href)
  }
  await expect(page.getByRole('main').locator('details')).toHaveCount(4)
  await page.getByText('Is there a cost to be listed?').click()
  await expect(
    page.getByText('No. Listing your restaurant, event or activity in Wyoming Navigator is free.'),
  ).toBeVisible()
  const categories = await page.getByLabel('Category').locator('option').allTextContents()
  expect(categories.slice(1)).toEqual([
    'General Inquiry',
    'Business Listing',
    'Event Submission',
    'Technical Support',
    'Partnership Opportunity',
    'Feedback',
    'Other',
  ])
  await expectNoAxeViolations(page)
})

test('the subject is pre-filled from ?subject=', async ({ page }) => {
  await page.goto('/contact?subject=Book%3A%20Wind%20River%20cultural%20tour')
  await expect(page.getByLabel('Subject')).toHaveValue('Book: Wind River cultural tour')
})

test('errors show under the fields; a sent message shows Message Sent! and clears the form', async ({
  page,
}) => {
  await page.goto('/contact')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused()
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveAccessibleDescription(
    'Name is required',
  )
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveAccessibleDescription(
    'Email is required',
  )
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
    'Message is required',
  )
  await expect(page.locator('[data-sonner-toast]').getByText('Validation Error')).toBeVisible()

  await fillContact(page)
  await page.waitForTimeout(MIN_FILL_WAIT)
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Message Sent!')).toBeVisible()
  await expect(
    page.getByText("Thank you for contacting us. We'll get back to you within 24 hours."),
  ).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('')
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('')
})

test('the contact form works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/contact')
  await fillContact(page)
  await page.waitForTimeout(MIN_FILL_WAIT)
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page).toHaveURL('/contact')
  await expect(page.getByText('Message Sent!')).toBeVisible()
  await expect(page.getByLabel('Subject')).toHaveValue('')
  await context.close()
})

test('/host-signup explains hosting and sends the property form', async ({ page }) => {
  await page.goto('/host-signup')
  await expect(page.getByRole('heading', { level: 1, name: 'Become a Host' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'What we look for' })).toBeVisible()
  const types = await page.getByLabel('Property type').locator('option').allTextContents()
  expect(types.slice(1)).toEqual(['Historic Ranch', 'Lodge', 'Mountain Cabin', 'Cultural Retreat', 'Other'])
  const guests = await page.getByLabel('Max guests').locator('option').allTextContents()
  expect(guests.slice(1)).toEqual([
    'Up to 2 guests',
    'Up to 4 guests',
    'Up to 6 guests',
    'Up to 8 guests',
    '10+ guests',
  ])
  await expectNoAxeViolations(page)
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Submit Application' }).click()
  await expect(page.getByLabel('Property name')).toHaveAccessibleDescription('Property name is required')

  await page.getByLabel('Property name').fill('Elk Meadow Ranch')
  await page.getByLabel('Property type').selectOption('Historic Ranch')
  await page.getByLabel('Location').fill('Wilson, WY')
  await page.getByLabel('Max guests').selectOption('6')
  await page.getByLabel('Nightly rate (USD)').fill('275')
  await page.getByLabel('Contact email').fill('host@example.com')
  await page.getByLabel('Description').fill('A 1912 homestead with views of the Tetons.')
  await page.waitForTimeout(MIN_FILL_WAIT)
  await page.getByRole('button', { name: 'Submit Application' }).click()
  await expect(page.getByText('Application Received!')).toBeVisible()
  await expect(page.getByLabel('Property name')).toHaveValue('')
})

test('the newsletter stores an address once and answers a repeat the same way', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const email = `reader-${Date.now()}@example.com`
  // The blog's newsletter box posts these fields; a plain form page stands in for it here.
  // A repeat is not told apart (the form never reveals who is subscribed; double opt-in decides).
  for (const expected of ['Subscribed!', 'Subscribed!']) {
    const response = await page.request.post('/newsletter', {
      form: { email, redirectTo: '/contact' },
      maxRedirects: 0,
    })
    expect(response.status()).toBe(302)
    expect(response.headers()['location']).toBe('/contact')
    await page.goto('/contact')
    await expect(page.getByText(expected, { exact: true })).toBeVisible()
  }
  await context.close()
})
