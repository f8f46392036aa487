import { expect, type Page, test } from '@playwright/test'
import { daysFromToday } from '../factories'
import { expectNoAxeViolations, waitForHydration } from './utils'

// The four submission forms, with and without JavaScript. The server runs with
// SUBMISSION_MIN_FILL_MS=300 and SUBMISSION_RATE_LIMIT=500 (see playwright.config.ts webServer.env).

const MIN_FILL_WAIT = 400

async function fillRestaurant(page: Page, overrides: Record<string, string> = {}) {
  const values = {
    'Restaurant name': 'Bar J Chuckwagon',
    Description: 'Cowboy supper & a western show.',
    Address: '4200 W Bar J Chuckwagon Rd, Wilson, WY',
    Phone: '(307) 733-3370',
    ...overrides,
  }
  for (const [label, value] of Object.entries(values))
    await page.getByRole('textbox', { name: label, exact: true }).fill(value)
  await page.getByLabel('Restaurant type').selectOption('Western')
  await page.getByRole('checkbox', { name: 'Family Friendly' }).check()
  await page.getByRole('checkbox', { name: 'Reservations' }).check()
}

/** Holds this page's form POSTs for a moment so the "Submitting..." state can be seen. */
async function slowPosts(page: Page, path: string) {
  await page.route(
    (url) => url.pathname.startsWith(path),
    async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 800))
      await route.continue()
    },
  )
}

test.describe('submit a restaurant', () => {
  test('shows its sections, required markers and passes axe', async ({ page }) => {
    await page.goto('/submit-restaurant')
    await expect(page.getByRole('heading', { level: 1, name: 'Submit a Restaurant' })).toBeVisible()
    for (const section of [
      'Basic Information',
      'Contact & Location',
      'Tags',
      'Amenities',
      'Photos (optional)',
    ]) {
      await expect(page.getByRole('group', { name: section, exact: true })).toBeVisible()
    }
    await expect(page.getByLabel('Restaurant name')).toHaveAttribute('required', '')
    await expect(page.getByRole('group', { name: 'Tags' }).getByRole('checkbox')).toHaveCount(8)
    await expect(page.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/eat')
    await expectNoAxeViolations(page)
  })

  test('an empty form shows each error under its field, a toast, and focuses the first field', async ({
    page,
  }) => {
    await page.goto('/submit-restaurant')
    await waitForHydration(page)
    await page.getByLabel('Website').fill('not a url')
    await page.getByRole('button', { name: 'Submit Restaurant' }).click()
    const name = page.getByLabel('Restaurant name')
    await expect(name).toBeFocused()
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toHaveAccessibleDescription('Restaurant name is required')
    await expect(page.getByLabel('Restaurant type')).toHaveAccessibleDescription(
      'Restaurant type is required',
    )
    await expect(page.getByLabel('Address')).toHaveAccessibleDescription('Address is required')
    await expect(page.getByLabel('Website')).toHaveAccessibleDescription('Invalid website URL')
    const toast = page.locator('[data-sonner-toast]')
    await expect(toast.getByText('Validation Error')).toBeVisible()
    await expect(toast.getByText('Please fix the errors in the form.')).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: 'Validation Error' }).first()).toBeVisible()
    // axe once the toast has gone (sonner's error colours belong to the shared Toaster).
    await expect(toast).toHaveCount(0, { timeout: 15_000 })
    await expectNoAxeViolations(page)
  })

  test('a valid form reads Submitting..., then goes to /eat with the success toast', async ({ page }) => {
    await page.goto('/submit-restaurant')
    await waitForHydration(page)
    await fillRestaurant(page)
    await page.waitForTimeout(MIN_FILL_WAIT)
    await slowPosts(page, '/submit-restaurant')
    await page.getByRole('button', { name: 'Submit Restaurant' }).click()
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeVisible()
    await expect(page).toHaveURL('/eat')
    await expect(page.getByText('Submission Successful!')).toBeVisible()
    await expect(
      page.getByText('Your submission has been received and will be reviewed shortly.'),
    ).toBeVisible()
  })

  test('a text file named .png is refused by the server with the values kept', async ({ page }) => {
    await page.goto('/submit-restaurant')
    await waitForHydration(page)
    await fillRestaurant(page)
    await page.locator('#field-photos').setInputFiles({
      name: 'menu.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is not an image'),
    })
    await page.waitForTimeout(MIN_FILL_WAIT)
    await page.getByRole('button', { name: 'Submit Restaurant' }).click()
    await expect(page.locator('#field-photos')).toHaveAccessibleDescription(
      /Only JPEG, PNG or WebP images can be uploaded\./,
    )
    await expect(page.getByLabel('Restaurant name')).toHaveValue('Bar J Chuckwagon')
    await expect(page.getByRole('checkbox', { name: 'Family Friendly' })).toBeChecked()
  })

  test('a real PNG photo is accepted', async ({ page }) => {
    await page.goto('/submit-restaurant')
    await waitForHydration(page)
    await fillRestaurant(page)
    await page.locator('#field-photos').setInputFiles({
      name: 'front.png',
      mimeType: 'image/png',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
    })
    await page.waitForTimeout(MIN_FILL_WAIT)
    await page.getByRole('button', { name: 'Submit Restaurant' }).click()
    await expect(page).toHaveURL('/eat')
    await expect(page.getByText('Submission Successful!')).toBeVisible()
  })

  test('without JavaScript the server checks the form, keeps the values, and stores a valid one', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/submit-restaurant')
    await fillRestaurant(page, { Phone: 'call after 5' })
    await page.waitForTimeout(MIN_FILL_WAIT)
    await page.getByRole('button', { name: 'Submit Restaurant' }).click()
    const summary = page.getByRole('alert').filter({ hasText: 'Validation Error' })
    await expect(summary).toContainText('Please fix the errors in the form.')
    await expect(page.getByLabel('Phone')).toHaveAccessibleDescription('Invalid phone number format')
    await expect(page.getByLabel('Restaurant name')).toHaveValue('Bar J Chuckwagon')
    await expect(page.getByLabel('Restaurant type')).toHaveValue('Western')
    await expect(page.getByRole('checkbox', { name: 'Reservations' })).toBeChecked()

    await page.getByLabel('Phone').fill('307-733-3370')
    await page.getByRole('button', { name: 'Submit Restaurant' }).click()
    await expect(page).toHaveURL('/eat')
    await expect(page.getByText('Submission Successful!')).toBeVisible()
    await context.close()
  })
})

test.describe('submit an event', () => {
  test('checks the form, then goes to /events with the thank-you toast', async ({ page }) => {
    await page.goto('/submit-event')
    for (const section of ['Event Details', 'Date & Time', 'Location', 'Organizer', 'Ticketing', 'Tags']) {
      await expect(page.getByRole('group', { name: section, exact: true })).toBeVisible()
    }
    await expect(page.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/events')
    // The repeat fields show only while the box is ticked (CSS alone, no JavaScript needed).
    const recurring = page.getByRole('checkbox', { name: 'This is a recurring event' })
    await expect(page.getByLabel('Repeats')).toBeHidden()
    await recurring.check()
    await expect(page.getByLabel('Repeats')).toBeVisible()
    await expect(page.getByLabel('Last date')).toBeVisible()
    await expectNoAxeViolations(page)
    await recurring.uncheck()
    await expect(page.getByLabel('Repeats')).toBeHidden()
    await waitForHydration(page)

    await page.getByLabel('Organizer email').fill('nope')
    await page.getByRole('button', { name: 'Submit Event' }).click()
    await expect(page.getByLabel('Event title')).toBeFocused()
    await expect(page.getByLabel('Event title')).toHaveAccessibleDescription('Event title is required')
    await expect(page.getByLabel('Start time')).toHaveAccessibleDescription('Start time is required')
    await expect(page.getByLabel('Organizer name')).toHaveAccessibleDescription('Organizer name is required')
    await expect(page.getByLabel('Organizer email')).toHaveAccessibleDescription('Invalid organizer email')

    await page.getByLabel('Event title').fill('Star Valley Barn Dance')
    await page.getByLabel('Category').selectOption('Community')
    await page.getByLabel('Description').fill('Live fiddle music and square dancing.')
    // Impossible dates and times are refused next to their fields.
    await page.locator('#field-date').fill(daysFromToday(-1))
    await page.getByLabel('Start time').fill('19:30')
    await page.getByLabel('End time').fill('18:00')
    // Ticked, the repeat fields are required.
    await recurring.check()
    await page.getByLabel('Venue').fill('Afton Civic Center')
    await page.getByLabel('Address').fill('416 Washington St, Afton, WY')
    await page.getByLabel('Organizer name').fill('Star Valley Arts')
    await page.getByLabel('Organizer email').fill('arts@example.com')
    await page.getByLabel('Capacity').fill('150')
    await page.getByRole('checkbox', { name: 'Family-Friendly' }).check()
    await page.getByRole('button', { name: 'Submit Event' }).click()
    await expect(page.locator('#field-date')).toBeFocused()
    await expect(page.locator('#field-date')).toHaveAccessibleDescription('Event date cannot be in the past')
    await expect(page.getByLabel('End time')).toHaveAccessibleDescription(
      'End time must be after the start time',
    )
    await expect(page.getByLabel('Repeats')).toHaveAccessibleDescription('Choose how often the event repeats')
    await expect(page.getByLabel('Last date')).toHaveAccessibleDescription(/Choose the last date it repeats/)

    const date = daysFromToday(21)
    await page.locator('#field-date').fill(date)
    await page.getByLabel('End time').fill('22:00')
    await page.getByLabel('Repeats').selectOption({ label: 'Every week' })
    await page.getByLabel('Last date').fill(daysFromToday(21 + 400))
    await page.getByRole('button', { name: 'Submit Event' }).click()
    await expect(page.getByLabel('Last date')).toHaveAccessibleDescription(
      /An event can repeat for at most a year/,
    )
    await page.getByLabel('Last date').fill(daysFromToday(21 + 56))
    await page.waitForTimeout(MIN_FILL_WAIT)
    await slowPosts(page, '/submit-event')
    await page.getByRole('button', { name: 'Submit Event' }).click()
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeVisible()
    await expect(page).toHaveURL('/events')
    await expect(page.getByText('Event Submitted!')).toBeVisible()
    await expect(page.getByText("We'll review it and add it to our calendar soon.")).toBeVisible()
  })
})

test.describe('submit a recurring event without JavaScript', () => {
  test('the repeat fields open with the box, and the server checks the dates', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/submit-event')
    await expect(page.locator('#field-date')).toHaveAttribute('min', daysFromToday(0))
    await expect(page.getByLabel('Repeats')).toBeHidden()
    const date = daysFromToday(14)
    await page.getByLabel('Event title').fill('Thursday Bluegrass Jam')
    await page.getByLabel('Category').selectOption('Music')
    await page.getByLabel('Description').fill('Bring a banjo.')
    await page.locator('#field-date').fill(date)
    await page.getByLabel('Start time').fill('19:30')
    await page.getByLabel('End time').fill('19:00')
    await page.getByRole('checkbox', { name: 'This is a recurring event' }).check()
    await expect(page.getByLabel('Repeats')).toBeVisible()
    await page.getByLabel('Repeats').selectOption({ label: 'Every two weeks' })
    await page.getByLabel('Last date').fill(date)
    await page.getByLabel('Venue').fill('Silver Dollar Bar')
    await page.getByLabel('Address').fill('50 N Glenwood St, Jackson, WY')
    await page.getByLabel('Organizer name').fill('Jackson Pickers')
    await page.getByLabel('Organizer email').fill('pickers@example.com')
    await page.waitForTimeout(MIN_FILL_WAIT)
    await page.getByRole('button', { name: 'Submit Event' }).click()

    const summary = page.getByRole('alert').filter({ hasText: 'Validation Error' })
    await expect(summary).toContainText('End time: End time must be after the start time')
    await expect(summary).toContainText('Last date: The last date must be after the event date')
    await expect(page.getByLabel('End time')).toHaveAccessibleDescription(
      'End time must be after the start time',
    )
    await expect(page.getByLabel('Last date')).toHaveAccessibleDescription(
      /The last date must be after the event date/,
    )
    // Everything comes back as it was typed, the repeat fields open.
    await expect(page.getByRole('checkbox', { name: 'This is a recurring event' })).toBeChecked()
    await expect(page.getByLabel('Repeats')).toHaveValue('biweekly')
    await expect(page.getByLabel('Last date')).toHaveValue(date)

    await page.getByLabel('End time').fill('22:00')
    await page.getByLabel('Last date').fill(daysFromToday(14 + 84))
    await page.getByRole('button', { name: 'Submit Event' }).click()
    await expect(page).toHaveURL('/events')
    await expect(page.getByText('Event Submitted!')).toBeVisible()
    await context.close()
  })
})

test.describe('submit an activity', () => {
  async function fillActivity(page: Page) {
    await page.getByLabel('Activity name').fill('Granite Hot Springs Soak')
    await page.getByLabel('Category').selectOption('Water Activities')
    await page.getByLabel('Description').fill('A natural pool at the end of a gravel road.')
    await page.getByRole('textbox', { name: 'Location', exact: true }).fill('Granite Creek Rd, Bondurant')
    await page.getByLabel('Duration').fill('Half day')
    await page.getByLabel('Price range').selectOption('$')
    await page.getByLabel('Difficulty').selectOption('Easy')
    await page.getByLabel('Contact name').fill('Pat Creek')
    await page.getByLabel('Contact email').fill('pat@example.com')
    await page.getByRole('checkbox', { name: 'Scenic Views' }).check()
  }

  test('checks the form, then goes to /play with its toast', async ({ page }) => {
    await page.goto('/submit-activity')
    for (const section of [
      'Activity Details',
      'Location & Logistics',
      'Requirements & Safety',
      'Contact',
      'Tags',
    ]) {
      await expect(page.getByRole('group', { name: section, exact: true })).toBeVisible()
    }
    await expectNoAxeViolations(page)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Submit Activity' }).click()
    await expect(page.getByLabel('Activity name')).toHaveAccessibleDescription('Activity name is required')
    await expect(page.getByLabel('Category')).toHaveAccessibleDescription('Activity type is required')
    await expect(page.getByLabel('Duration')).toHaveAccessibleDescription('Duration is required')
    await expect(page.getByLabel('Contact name')).toHaveAccessibleDescription('Contact name is required')
    await expect(page.getByLabel('Contact email')).toHaveAccessibleDescription('Invalid contact email')

    await fillActivity(page)
    await page.waitForTimeout(MIN_FILL_WAIT)
    await page.getByRole('button', { name: 'Submit Activity' }).click()
    await expect(page).toHaveURL('/play')
    await expect(page.getByText('Activity Submitted!')).toBeVisible()
    await expect(page.getByText("We'll review it and add it to our listings soon.")).toBeVisible()
  })

  test('works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/submit-activity')
    await fillActivity(page)
    await page.waitForTimeout(MIN_FILL_WAIT)
    await page.getByRole('button', { name: 'Submit Activity' }).click()
    await expect(page).toHaveURL('/play')
    await expect(page.getByText('Activity Submitted!')).toBeVisible()
    await context.close()
  })
})

test.describe('submit a story', () => {
  async function fillStory(page: Page) {
    await page.getByLabel('Story title').fill('Elk at Dawn')
    await page.getByLabel('Category').selectOption('Wildlife')
    await page.getByLabel('Excerpt').fill('A morning on the National Elk Refuge.')
    await page
      .getByLabel('Your story')
      .fill('We rode the sleigh out at sunrise.\n\nThe elk barely looked up.')
    await page.getByLabel('Author name').fill('Lee Tracks')
    await page.getByLabel('Author email').fill('lee@example.com')
  }

  test('Save as Draft keeps the story on the device, goes to /stories, and restores it', async ({ page }) => {
    await page.goto('/submit-story')
    for (const section of ['Story Details', 'Author Information', 'Tags', 'Publishing Options', 'Images']) {
      await expect(page.getByRole('group', { name: section, exact: true })).toBeVisible()
    }
    await expect(page.getByRole('checkbox', { name: 'Allow comments' })).toBeChecked()
    await expectNoAxeViolations(page)
    await waitForHydration(page)
    await page.getByLabel('Story title').fill('Half-written tale')
    await page.getByRole('checkbox', { name: 'Nature' }).check()
    await page.getByRole('checkbox', { name: 'Allow comments' }).uncheck()
    await page.getByRole('button', { name: 'Save as Draft' }).click()
    await expect(page).toHaveURL('/stories')
    await expect(page.getByText('Draft saved')).toBeVisible()

    await page.goto('/submit-story')
    await waitForHydration(page)
    await expect(page.getByText('We restored the draft saved on this device.')).toBeVisible()
    await expect(page.getByLabel('Story title')).toHaveValue('Half-written tale')
    await expect(page.getByRole('checkbox', { name: 'Nature' })).toBeChecked()
    await expect(page.getByRole('checkbox', { name: 'Allow comments' })).not.toBeChecked()
    await page.getByRole('button', { name: 'Discard draft' }).click()
    await expect(page.getByLabel('Story title')).toHaveValue('')
  })

  test('checks the form, then goes to /stories with its toast', async ({ page }) => {
    await page.goto('/submit-story')
    await waitForHydration(page)
    await page.getByLabel('Featured image URL').fill('picture')
    await page.getByRole('button', { name: 'Submit Story' }).click()
    await expect(page.getByLabel('Story title')).toBeFocused()
    await expect(page.getByLabel('Story title')).toHaveAccessibleDescription('Story title is required')
    await expect(page.getByLabel('Excerpt')).toHaveAccessibleDescription(/Excerpt is required/)
    await expect(page.getByLabel('Your story')).toHaveAccessibleDescription(/Story content is required/)
    await expect(page.getByLabel('Author name')).toHaveAccessibleDescription('Author name is required')
    await expect(page.getByLabel('Author email')).toHaveAccessibleDescription(/Invalid author email/)
    await expect(page.getByLabel('Featured image URL')).toHaveAccessibleDescription('Invalid image URL')

    await fillStory(page)
    await page.getByLabel('Featured image URL').fill('')
    await page.waitForTimeout(MIN_FILL_WAIT)
    await slowPosts(page, '/submit-story')
    await page.getByRole('button', { name: 'Submit Story' }).click()
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeVisible()
    await expect(page).toHaveURL('/stories')
    await expect(page.getByText('Story Submitted!')).toBeVisible()
    await expect(page.getByText("We'll review it and publish it soon.")).toBeVisible()
  })

  test('works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/submit-story')
    await fillStory(page)
    await page.waitForTimeout(MIN_FILL_WAIT)
    await page.getByRole('button', { name: 'Submit Story' }).click()
    await expect(page).toHaveURL('/stories')
    await expect(page.getByText('Story Submitted!')).toBeVisible()
    await context.close()
  })
})

test('/stories shows the empty state with a link to share a story, and passes axe', async ({ page }) => {
  await page.goto('/stories')
  await expect(page.getByRole('heading', { level: 1, name: 'Community Stories' })).toBeVisible()
  await expect(page.getByText('No community stories have been published yet.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'share your Wyoming story' })).toHaveAttribute(
    'href',
    '/submit-story',
  )
  await expectNoAxeViolations(page)
})

test('a body over the size cap is refused with 413 and a clear message', async ({ request }) => {
  const response = await request.post('/submit-restaurant', {
    multipart: {
      name: 'Too big',
      // Over the 126 MB body cap (MAX_BODY_BYTES: five 25 MB photos and the text).
      photos: { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(127 * 1024 * 1024) },
    },
  })
  expect(response.status()).toBe(413)
  // The form's page with the message (issue 49 item 7), its connection closed after.
  expect(response.headers()['connection']).toBe('close')
  expect(await response.text()).toContain(
    'That was too much to send at once: photos up to 25 MB each (5 at most) and text up to 1 MB in all. Nothing was saved; please try again with less.',
  )
})
