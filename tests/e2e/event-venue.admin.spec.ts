import { expect, test } from '@playwright/test'
import { daysFromToday } from '../factories'
import { expectNoAxeViolations } from './utils'

// Venues in the public event form (issue 51): a visitor without JavaScript picks a venue of the
// guide from the Venue field's suggestions; approved, the event is listed on the venue's page.

test('a visitor picks a venue, the editor approves, the venue page lists the event', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000)
  const stamp = Date.now()
  const venue = `Sagebrush Hall ${stamp}`
  const title = `Sagebrush Social ${stamp}`
  await page.goto('/admin/venues/new')
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(venue)
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Sage St, Jackson, WY')
  await page.getByRole('button', { name: 'Create venue' }).click()
  await expect(page).toHaveURL(/\/admin\/venues\/(?!new$)[a-z0-9-]+$/)
  const venueId = page.url().split('/').pop()!

  // The form with its suggestions, looked at (axe, screenshots) with JavaScript.
  await page.goto('/submit-event')
  await expect(page.locator(`datalist#venue-names option[value="${venue}"]`)).toHaveCount(1)
  await expectNoAxeViolations(page)
  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.screenshot({ path: `scratch/submit-event-venue-${width}.png`, fullPage: true })
  }

  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: { cookies: [], origins: [] },
  })
  const visitor = await context.newPage()
  await visitor.goto('/submit-event')
  const field = visitor.getByRole('combobox', { name: 'Venue' })
  await expect(field).toHaveAttribute('list', 'venue-names')
  await expect(visitor.locator(`datalist#venue-names option[value="${venue}"]`)).toHaveCount(1)
  await expect(field).toHaveAccessibleDescription(
    /Pick a venue of the guide from the list, or type the name of a new one\./,
  )
  await visitor.getByLabel('Event title').fill(title)
  await visitor.getByLabel('Category').selectOption('Community')
  await visitor.getByLabel('Description').fill('Two-step lessons and pie.')
  await visitor.locator('#field-date').fill(daysFromToday(20))
  await visitor.getByLabel('Start time').fill('19:00')
  await field.fill(venue)
  await visitor.getByLabel('Address').fill('12 Sage St, Jackson, WY')
  await visitor.getByLabel('Organizer name').fill('Sage Grange')
  await visitor.getByLabel('Organizer email').fill('grange@example.com')
  await visitor.waitForTimeout(1500)
  await visitor.getByRole('button', { name: 'Submit Event' }).click()
  await expect(visitor).toHaveURL(/\/events$/)
  await context.close()

  await page.goto('/admin/events?status=pending')
  await page.getByRole('link', { name: new RegExp(title) }).click()
  await page.getByLabel('Public category').selectOption('Family Events')
  await page.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByText('Approved and published.').first()).toBeVisible()

  await page.goto(`/events/venues/${venueId}`)
  await expect(page.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible()
})
