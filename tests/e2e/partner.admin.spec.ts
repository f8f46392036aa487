import sharp from 'sharp'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { createPartner, withSharedDb } from './partner-steps'
import { expectNoAxeViolations, waitForHydration } from './utils'

// The partner area (issue 44 item 2, decision 048): a business edits its hours (with and without
// JavaScript), an editor approves the proposed change in /admin/proposals, and the public page shows
// the new hours and "Checked by the business on …".

const PARTNER = { email: 'partner-e2e@example.com', password: 'e2e partner password 1' }

/** Today in the region, as the pages write it ("November 29, 2026"). */
function regionToday(): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Denver',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date())
}

let listing: { type: string; id: string; name: string }

// Both tests use the one listing.
test.describe.configure({ mode: 'serial' })

test.beforeAll(() => {
  // A plain account (the admin script makes it an editor; its role is then taken away: a partner
  // is never a back-office role) that may act for one restaurant.
  listing = createPartner(PARTNER, (db) => {
    const row = db
      .prepare(
        "select id, name from restaurants where hidden = 0 and id <> 'salt-river-creamery-table' order by id limit 1 offset 3",
      )
      .get() as { id: string; name: string }
    return { type: 'restaurants', ...row }
  })
})

async function partnerPage(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, javaScriptEnabled })
  const page = await context.newPage()
  // Signed out: the login page, which brings them back.
  await page.goto('/partner')
  await expect(page).toHaveURL(/\/login\?next=%2Fpartner|\/login\?next=\/partner/)
  await page.getByLabel('Email').fill(PARTNER.email)
  await page.getByLabel('Password').fill(PARTNER.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/partner$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Your business' })).toBeVisible()
  return page
}

async function shots(page: Page, name: string) {
  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.screenshot({ path: `scratch/${name}-${width}.png`, fullPage: true })
  }
}

test('a partner edits the hours without JavaScript; an editor approves; the public page shows them, checked by the business', async ({
  page,
  browser,
}) => {
  const partner = await partnerPage(browser, false)
  await expect(partner.getByRole('heading', { level: 2, name: listing.name })).toBeVisible()

  await partner.getByRole('link', { name: `Edit ${listing.name}` }).click()
  await expect(partner.getByRole('heading', { level: 1, name: listing.name })).toBeVisible()
  // Only the facts a business keeps: no name field.
  await expect(partner.getByLabel('Name', { exact: true })).toHaveCount(0)
  await partner.getByLabel('Hours', { exact: true }).fill('Daily 6:30 AM - 2 PM (partner e2e)')
  await partner.getByLabel('Opening hours (for the trip planner)').fill('Mo-Su 06:30-14:00')
  await partner.getByRole('button', { name: 'Send changes for review' }).click()
  await expect(partner.getByText('Sent for review.')).toBeVisible()
  await expect(partner.getByText('Waiting for our editors')).toBeVisible()
  await partner.context().close()

  // The editor (signed in, with JavaScript) sees it in the queue, counted in the nav.
  await page.goto('/admin/proposals')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Proposed changes' })).toBeVisible()
  await expect(
    page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: /Proposed changes \d+ waiting/ }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await shots(page, 'admin-proposals')
  await page.getByRole('link', { name: listing.name }).first().click()
  const diff = page.getByRole('table', { name: 'Field by field: now and proposed' })
  await expect(diff.getByRole('rowheader', { name: 'Hours', exact: true })).toBeVisible()
  await expect(diff.getByText('Daily 6:30 AM - 2 PM (partner e2e)')).toBeVisible()
  await expectNoAxeViolations(page)
  await shots(page, 'admin-proposal')
  await page.getByRole('button', { name: 'Approve and publish' }).click()
  await expect(page.getByText('Approved and published.')).toBeVisible()

  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } })
  const publicPage = await visitor.newPage()
  await publicPage.goto(`/eat/${listing.id}`)
  await expect(publicPage.getByText('Daily 6:30 AM - 2 PM (partner e2e)')).toBeVisible()
  await expect(publicPage.getByText(`Checked by the business on ${regionToday()}`)).toBeVisible()
  await visitor.close()

  // The history shows it as the editor's revision.
  await page.goto(`/admin/listings/restaurants/${listing.id}/history`)
  await expect(page.getByText(/Hours:/).first()).toBeVisible()
})

test('with JavaScript, a partner confirms “Still accurate” in one click', async ({ browser }) => {
  const partner = await partnerPage(browser, true)
  await waitForHydration(partner)
  // (axe runs in the page: with JavaScript.)
  await partner.goto(`/partner/restaurants/${listing.id}`)
  await expect(partner.getByText('Approved and published')).toBeVisible()
  await expectNoAxeViolations(partner)
  await shots(partner, 'partner-listing')
  await partner.goto('/partner')
  await expectNoAxeViolations(partner)
  await shots(partner, 'partner-area')
  withSharedDb((db) =>
    db
      .prepare(
        "update restaurants set checked_at = '2020-01-01T18:00:00.000Z', checked_by = 'editor' where id = ?",
      )
      .run(listing.id),
  )
  await partner.reload()
  await waitForHydration(partner)
  await expect(partner.getByText(/Checked by our editors on January 1, 2020/)).toBeVisible()
  await partner.getByRole('button', { name: `Still accurate: ${listing.name}` }).click()
  await expect(partner.getByText('Thank you: confirmed as still accurate.')).toBeVisible()
  await expect(partner.getByText(/Checked by the business on .* \(today\)\./)).toBeVisible()
  // The reminders' unsubscribe page, with a link that is not one of ours.
  await partner.goto('/partner/unsubscribe?token=nobody.forged')
  await expect(partner.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible()
  await expectNoAxeViolations(partner)
  await partner.context().close()
})

test('a partner sends a photo with alt text; it waits for an editor, who approves it; the public page shows it', async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000)
  const partner = await partnerPage(browser, true)
  await partner.goto(`/partner/restaurants/${listing.id}`)
  await partner.getByRole('link', { name: 'Photos', exact: true }).click()
  await expect(partner.getByRole('heading', { level: 1, name: `Photos of ${listing.name}` })).toBeVisible()
  await waitForHydration(partner)
  await expectNoAxeViolations(partner)
  const picture = await sharp({
    create: { width: 1000, height: 700, channels: 3, background: { r: 150, g: 80, b: 40 } },
  })
    .jpeg()
    .toBuffer()
  await partner
    .locator('#new-photo')
    .setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: picture })
  await partner.getByRole('textbox', { name: 'Alt text', exact: true }).fill('The front porch under snow')
  await partner.getByRole('button', { name: 'Add photo' }).click()
  await expect(partner.locator('[data-sonner-toast]').getByText('Photo sent for review.')).toBeVisible({
    timeout: 20_000,
  })
  await expect(partner.getByText('Waiting for our editors')).toBeVisible()
  await expect(partner.getByRole('img', { name: 'The front porch under snow' })).toBeVisible()
  await partner.context().close()

  // Not on the public page until an editor approves it.
  await page.goto(`/eat/${listing.id}`)
  await expect(page.getByRole('img', { name: 'The front porch under snow' })).toHaveCount(0)
  await page.goto('/admin/proposals')
  const waiting = page.getByRole('list', { name: 'Photos waiting' })
  await expect(waiting.getByRole('img', { name: 'The front porch under snow' })).toBeVisible()
  await expectNoAxeViolations(page)
  // Other specs' partners may have photos waiting too: this one's card.
  await waiting
    .getByRole('listitem')
    .filter({ has: page.getByRole('img', { name: 'The front porch under snow' }) })
    .getByRole('button', { name: 'Approve and publish' })
    .click()
  await expect(page.getByText('Photo published.')).toBeVisible()
  await page.goto(`/eat/${listing.id}`)
  await expect(page.getByRole('img', { name: 'The front porch under snow' }).first()).toBeVisible()
})

test('a partner whose listing is a venue keeps its events and adds one there from the partner area', async ({
  browser,
}) => {
  const event = withSharedDb((db) => {
    const now = new Date().toISOString()
    db.prepare(
      "insert into venues (id, name, address, town, lat, lng, listing_type, listing_id, created_at, updated_at) values ('partner-e2e-venue', ?, '10 Cache St', null, null, null, 'restaurants', ?, ?, ?) on conflict do nothing",
    ).run(listing.name, listing.id, now, now)
    const row = db
      .prepare(
        'select id, title from events where hidden = 0 and id not in (select listing_id from listing_partners) order by id limit 1',
      )
      .get() as { id: string; title: string }
    db.prepare(
      "update events set venue_id = 'partner-e2e-venue', date = '2099-07-04', rrule = null where id = ?",
    ).run(row.id)
    return row
  })
  const partner = await partnerPage(browser, false)
  const venue = partner.getByRole('region', { name: `Events at ${listing.name}` })
  await expect(venue).toBeVisible()
  await expect(venue.getByText('Saturday, July 4, 2099')).toBeVisible()
  await venue.getByRole('link', { name: `Edit ${event.title}` }).click()
  await expect(partner).toHaveURL(new RegExp(`/partner/events/${event.id}$`))
  await expect(partner.getByRole('heading', { level: 1 })).toContainText(event.title)
  await partner.goto('/partner')
  await partner.getByRole('link', { name: `Add an event at ${listing.name}` }).click()
  await expect(partner).toHaveURL(/\/submit-event\?venue=partner-e2e-venue$/)
  await expect(partner.getByLabel('Venue', { exact: false }).first()).toHaveValue(listing.name)
  await partner.context().close()
  const withJs = await partnerPage(browser, true)
  // (past the sign-in's toast)
  await withJs.goto('/partner')
  await waitForHydration(withJs)
  await expect(withJs.getByRole('region', { name: `Events at ${listing.name}` })).toBeVisible()
  await expectNoAxeViolations(withJs)
  await shots(withJs, 'partner-venue-events')
  await withJs.context().close()
})

test('the partner’s forms keep what was typed when the connection fails mid-way or is gone; back online, each is sent once', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const partner = await partnerPage(browser, true)
  const editPath = `/partner/restaurants/${listing.id}`
  /** Breaks the POST of a page's form (its React Router data request) the given way, or clears that. */
  const breakPost = (path: string, failure: 'connectionreset' | 'timedout') =>
    partner.route(
      (url) => url.pathname === `${path}.data`,
      (route) => (route.request().method() === 'POST' ? route.abort(failure) : route.continue()),
    )
  const failedToast = () =>
    partner.locator('[data-sonner-toast]').getByText('Submission Failed', { exact: true })
  const toastGone = async () => {
    await partner.mouse.move(0, 0)
    await expect(partner.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  }

  // The facts: a reset mid-request, then no network at all; the typed hours stay each time.
  await partner.goto(editPath)
  await waitForHydration(partner)
  const hours = partner.getByLabel('Hours', { exact: true })
  await hours.fill('Daily 7 AM - 3 PM (failing e2e)')
  await breakPost(editPath, 'connectionreset')
  await partner.getByRole('button', { name: 'Send changes for review' }).click()
  await expect(failedToast()).toBeVisible()
  await expect(partner).toHaveURL(editPath)
  await expect(hours).toHaveValue('Daily 7 AM - 3 PM (failing e2e)')
  await partner.unrouteAll()
  await toastGone()
  await partner.context().setOffline(true)
  await partner.getByRole('button', { name: 'Send changes for review' }).click()
  await expect(failedToast()).toBeVisible()
  await expect(hours).toHaveValue('Daily 7 AM - 3 PM (failing e2e)')
  await partner.context().setOffline(false)
  await toastGone()
  await partner.getByRole('button', { name: 'Send changes for review' }).click()
  await expect(partner.getByText('Sent for review.')).toBeVisible()
  const proposals = withSharedDb(
    (db) =>
      db
        .prepare(
          "select count(*) as n from listing_proposals where listing_id = ? and changes like '%failing e2e%'",
        )
        .get(listing.id) as { n: number },
  )
  expect(proposals.n).toBe(1)

  // A photo: the chosen file and its alt text stay through a timed-out send.
  await partner.goto(`${editPath}/photos`)
  await waitForHydration(partner)
  const picture = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 40, g: 90, b: 140 } },
  })
    .jpeg()
    .toBuffer()
  await partner
    .locator('#new-photo')
    .setInputFiles({ name: 'lake.jpg', mimeType: 'image/jpeg', buffer: picture })
  const alt = partner.getByRole('textbox', { name: 'Alt text', exact: true })
  await alt.fill('The lake at dawn (failing e2e)')
  await breakPost(`${editPath}/photos`, 'timedout')
  await partner.getByRole('button', { name: 'Add photo' }).click()
  await expect(failedToast()).toBeVisible()
  await expect(alt).toHaveValue('The lake at dawn (failing e2e)')
  expect(
    await partner
      .locator('#new-photo')
      .evaluate((input) => Array.from((input as HTMLInputElement).files ?? [], (f) => f.name)),
  ).toEqual(['lake.jpg'])
  await partner.unrouteAll()
  await toastGone()
  await partner.getByRole('button', { name: 'Add photo' }).click()
  await expect(partner.locator('[data-sonner-toast]').getByText('Photo sent for review.')).toBeVisible({
    timeout: 20_000,
  })
  const photos = withSharedDb(
    (db) =>
      db
        .prepare("select count(*) as n from listing_photos where alt = 'The lake at dawn (failing e2e)'")
        .get() as {
        n: number
      },
  )
  expect(photos.n).toBe(1)
  await partner.context().close()
})
