import { expect, type Page, type Route, test } from '@playwright/test'
import { daysFromToday } from '../factories'
import { waitForHydration } from './utils'

// A failed send keeps the form (issue 14, item 1): whatever breaks the POST (no connection, a
// reset, DNS, a timeout, a 5xx that is not even the app's answer), the page stays on the form with
// every value and chosen file, shows SPEC's 'Submission Failed' toast, and offers to send it later.
// Never React Router's error screen.

const MIN_FILL_WAIT = 400
const SERVER = 'There was an error submitting your form. Please try again.'
const OTHER = 'An unexpected error occurred. Please try again.'

type Failure = 'connectionrefused' | 'connectionreset' | 'namenotresolved' | 'timedout' | 500 | 502
const expected = (failure: Failure) => (typeof failure === 'number' ? SERVER : OTHER)

/** Breaks the form's POST (its React Router data request) the given way. */
async function breakPosts(page: Page, path: string, failure: Failure) {
  await page.route(
    (url) => url.pathname === `${path}.data`,
    (route: Route) => {
      if (route.request().method() !== 'POST') return route.continue()
      if (typeof failure === 'number')
        return route.fulfill({ status: failure, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' })
      return route.abort(failure)
    },
  )
}

const PHOTO = {
  name: 'front.png',
  mimeType: 'image/png',
  buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
}

/** Fills fields by label: a <select> gets its first real option, anything else the text. */
async function fill(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    const name = new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\s*\\*?$`)
    const field = page.getByLabel(name)
    if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption({ index: 1 })
    else await field.fill(value)
  }
}

const FORMS: {
  path: string
  submit: string
  fields: Record<string, string>
  photos?: boolean
  failure: Failure
}[] = [
  {
    path: '/submit-restaurant',
    submit: 'Submit Restaurant',
    fields: {
      'Restaurant name': 'Bar J Chuckwagon',
      'Restaurant type': '',
      Description: 'Cowboy supper.',
      Address: 'Wilson, WY',
    },
    photos: true,
    failure: 'connectionrefused',
  },
  {
    path: '/submit-event',
    submit: 'Submit Event',
    fields: {
      'Event title': 'Rodeo night',
      Category: '',
      Description: 'Bronc riding.',
      // the form refuses past dates
      Date: daysFromToday(60),
      'Start time': '19:00',
      Venue: 'Fairgrounds',
      Address: '305 W Snow King Ave',
      'Organizer name': 'Fair Board',
      'Organizer email': 'fair@example.com',
    },
    photos: true,
    failure: 500,
  },
  {
    path: '/submit-activity',
    submit: 'Submit Activity',
    fields: {
      'Activity name': 'Cache Creek walk',
      Category: '',
      Description: 'An easy creekside walk.',
      Location: 'Cache Creek Trailhead',
      Duration: '2 hours',
      'Price range': '',
      Difficulty: '',
      'Contact name': 'Jo Ranger',
      'Contact email': 'jo@example.com',
    },
    photos: true,
    failure: 'timedout',
  },
  {
    path: '/submit-story',
    submit: 'Submit Story',
    fields: {
      'Story title': 'First winter',
      Category: '',
      Excerpt: 'Snow to the rooftops.',
      'Your story': 'It started with a storm.',
      'Author name': 'Sam Rivers',
      'Author email': 'sam@example.com',
    },
    photos: true,
    failure: 'namenotresolved',
  },
  {
    path: '/contact',
    submit: 'Send Message',
    fields: {
      Name: 'Ada Lovelace',
      Email: 'ada@example.com',
      Category: '',
      Subject: 'Hours',
      Message: 'Open at 7?',
    },
    failure: 'connectionreset',
  },
  {
    path: '/host-signup',
    submit: 'Submit Application',
    fields: {
      'Property name': 'Elk Meadow Ranch',
      'Property type': '',
      Location: 'Wilson, WY',
      'Max guests': '',
      'Nightly rate (USD)': '275',
      'Contact email': 'host@example.com',
      Description: 'A 1912 homestead.',
    },
    failure: 502,
  },
]

async function expectKeptWithToast(page: Page, path: string, failure: Failure) {
  const toast = page.locator('[data-sonner-toast]')
  await expect(toast.getByText('Submission Failed', { exact: true })).toBeVisible()
  await expect(toast.getByText(expected(failure), { exact: true })).toBeVisible()
  await expect(page).toHaveURL(path)
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Send it later' })).toBeVisible()
}

for (const form of FORMS) {
  test(`${form.path}: a send that fails (${form.failure}) keeps every value and file and says so`, async ({
    page,
  }) => {
    await page.goto(form.path)
    await waitForHydration(page)
    await fill(page, form.fields)
    if (form.photos)
      await page.locator('#field-photos').setInputFiles([PHOTO, { ...PHOTO, name: 'back.png' }])
    const typed = await page
      .locator('form[method="post"] :is(input:not([type=hidden]):not([type=file]), textarea, select)')
      .evaluateAll((els) => els.map((el) => [(el as HTMLInputElement).name, (el as HTMLInputElement).value]))
    await page.waitForTimeout(MIN_FILL_WAIT)
    await breakPosts(page, form.path, form.failure)
    await page.getByRole('button', { name: form.submit }).click()
    await expectKeptWithToast(page, form.path, form.failure)
    const after = await page
      .locator('form[method="post"] :is(input:not([type=hidden]):not([type=file]), textarea, select)')
      .evaluateAll((els) => els.map((el) => [(el as HTMLInputElement).name, (el as HTMLInputElement).value]))
    expect(after).toEqual(typed)
    if (form.photos) {
      const files = await page
        .locator('#field-photos')
        .evaluate((input) => Array.from((input as HTMLInputElement).files ?? [], (f) => f.name))
      expect(files).toEqual(['front.png', 'back.png'])
    }
  })
}

test('every way a send can fail keeps the restaurant form; once the network is back it is sent', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.goto('/submit-restaurant')
  await waitForHydration(page)
  await fill(page, FORMS[0]!.fields)
  await page.waitForTimeout(MIN_FILL_WAIT)
  const key = page.locator('input[name="idempotency_key"]')
  const keys = new Set<string>()
  for (const failure of [
    'connectionrefused',
    'connectionreset',
    'namenotresolved',
    'timedout',
    500,
  ] as const) {
    await breakPosts(page, '/submit-restaurant', failure)
    await page.getByRole('button', { name: 'Submit Restaurant' }).click()
    await expectKeptWithToast(page, '/submit-restaurant', failure)
    await expect(page.getByRole('textbox', { name: 'Restaurant name' })).toHaveValue('Bar J Chuckwagon')
    // every retry is the same submission: the same idempotency key
    keys.add(await key.inputValue())
    await page.unrouteAll()
    // the toast goes, so the next failure's own toast is the one checked
    await page.mouse.move(0, 0)
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  }
  expect([...keys]).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/)])
  await page.getByRole('button', { name: 'Submit Restaurant' }).click()
  await expect(page).toHaveURL('/eat')
  await expect(page.getByText('Submission Successful!')).toBeVisible()
})

test('the newsletter box keeps the address when the send fails', async ({ page }) => {
  await page.goto('/blog')
  await waitForHydration(page)
  await page.getByRole('textbox', { name: 'Email address' }).fill('reader@example.com')
  await breakPosts(page, '/newsletter', 500)
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expectKeptWithToast(page, '/blog', 500)
  await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue('reader@example.com')
})

test('the sign-in form keeps what was typed when the send fails', async ({ page }) => {
  await page.goto('/login')
  await waitForHydration(page)
  await page.getByRole('textbox', { name: 'Email' }).fill('editor@example.com')
  await page.getByLabel('Password').fill('not sent anywhere')
  await breakPosts(page, '/login', 'connectionrefused')
  await page.getByRole('button', { name: 'Sign In' }).click()
  const toast = page.locator('[data-sonner-toast]')
  await expect(toast.getByText('Submission Failed', { exact: true })).toBeVisible()
  await expect(toast.getByText(OTHER, { exact: true })).toBeVisible()
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0)
  await expect(page).toHaveURL('/login')
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('editor@example.com')
  await expect(page.getByLabel('Password')).toHaveValue('not sent anywhere')
  // a sign-in is not kept for later
  await expect(page.getByRole('button', { name: 'Send it later' })).toHaveCount(0)
})
