import fs from 'node:fs'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { codeIn, mailsTo, mailTo } from './mail-steps'
import { expectNoAxeViolations, waitForHydration } from './utils'

// A business claims its listing (issue 44 item 1, decision 047). Without JavaScript: an address at
// the listing website's domain gets a code by mail, the claimant enters it with a password and
// lands on /partner, and the listing's back-office page lists them as its partner. With
// JavaScript: a listing with no real address waits for an editor, who approves it on /admin/claims.
// Mail is read from the test server's outbox (.eml files); the SMTP path is tested in
// app/lib/partners/claims.server.test.ts.

test.describe.configure({ timeout: 90_000 })

/** axe once the toasts have gone (one fading in is measured at half its contrast). */
async function expectCleanPage(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  await expectNoAxeViolations(page)
}

async function screenshots(page: Page, name: string) {
  fs.mkdirSync('scratch', { recursive: true })
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `scratch/${name}-${width}.png`, fullPage: true })
  }
}

const visitorContext = (browser: Browser, javaScriptEnabled: boolean) =>
  browser.newContext({ javaScriptEnabled, storageState: { cookies: [], origins: [] } })

test('without JavaScript: claim, the code from the domain address, a password, and the listing is theirs', async ({
  page,
  browser,
}) => {
  const id = 'greys-river-trailhead-cabins'
  const email = `owner-${Date.now()}@greys-river-cabins.com`
  // The admin gives the listing a real website (the sample ones are example.com, which gets no code).
  await page.goto(`/admin/listings/stays/${id}`)
  await waitForHydration(page)
  await page
    .getByRole('textbox', { name: 'Website', exact: true })
    .fill('https://www.greys-river-cabins.com/')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.locator('[data-sonner-toast]').first()).toBeVisible()

  const context = await visitorContext(browser, false)
  const visitor = await context.newPage()
  await visitor.goto(`/stay/${id}`)
  await visitor.getByRole('link', { name: 'Own this business? Claim it' }).click()
  await expect(visitor).toHaveURL(`/claim/stays/${id}`)
  await expect(visitor.getByRole('heading', { level: 1, name: /^Claim / })).toBeVisible()
  await expect(visitor.getByText('greys-river-cabins.com', { exact: true })).toBeVisible()
  await visitor.getByRole('textbox', { name: 'Your name' }).fill('Greta Owner')
  await visitor.getByRole('textbox', { name: 'Your email' }).fill(email)
  await visitor.getByRole('textbox', { name: /Your role/ }).fill('Owner since 2009')
  await visitor.getByRole('button', { name: 'Claim this listing' }).click()
  await expect(visitor.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible()
  const verifyPath = new URL(visitor.url()).pathname

  const subject = /^Your Wyoming Navigator code: \d{6}$/
  const first = codeIn(await mailTo(email, subject))
  // "Send a new code": a second mail, and only its code works from now on.
  await visitor.getByRole('button', { name: 'Send a new code' }).click()
  await expect(visitor.getByText(/we sent new ones\. Only the newest code works/)).toBeVisible()
  let code = first
  await expect
    .poll(() => {
      code =
        mailsTo(email, subject)
          .map(codeIn)
          .find((c) => c !== first) ?? first
      return code !== first
    })
    .toBe(true)
  // The replaced code first: refused next to the field, the claim stays open.
  await visitor.getByRole('textbox', { name: 'Code' }).fill(first)
  await visitor.getByLabel('Password').fill('cabins by the river 1')
  await visitor.getByRole('button', { name: 'Confirm' }).click()
  await expect(visitor.getByText(/That code is not right: 4 tries left\./)).toBeVisible()
  await visitor.getByRole('textbox', { name: 'Code' }).fill(code)
  await visitor.getByLabel('Password').fill('cabins by the river 1')
  await visitor.getByRole('button', { name: 'Confirm' }).click()
  await expect(visitor).toHaveURL('/partner')
  // The link again: it says the claim is done.
  await visitor.goto(verifyPath)
  await expect(visitor.getByText(/This claim is already done/)).toBeVisible()
  await context.close()

  // The pages with JavaScript, for axe and the screenshots.
  const looker = await (await visitorContext(browser, true)).newPage()
  await looker.goto(`/claim/stays/${id}`)
  await expect(looker.getByText(/already has a business account/)).toBeVisible()
  await expectNoAxeViolations(looker)
  await screenshots(looker, 'claim')
  await looker.goto(verifyPath)
  await expectNoAxeViolations(looker)

  await page.goto(`/admin/listings/stays/${id}`)
  const partners = page.getByRole('region', { name: 'Partners' })
  await expect(partners.getByText(email)).toBeVisible()
  await expectCleanPage(page)
  await partners.scrollIntoViewIfNeeded()
  await partners.screenshot({ path: 'scratch/listing-partners.png' })
})

test('with JavaScript: no address to prove it, so an editor approves the claim on /admin/claims', async ({
  page,
  browser,
}) => {
  const id = 'salt-river-homestead-ranch'
  const email = `keeper-${Date.now()}@homestead-mail.org`
  const context = await visitorContext(browser, true)
  const visitor = await context.newPage()
  // /host-signup (its form and texts unchanged) points a business already in the guide to its page.
  await visitor.goto('/host-signup')
  await expect(
    visitor.getByTestId('claim-existing').getByRole('link', { name: 'Search for your listing' }),
  ).toHaveAttribute('href', '/search')
  await visitor.goto(`/stay/${id}`)
  await waitForHydration(visitor)
  await visitor.getByRole('link', { name: 'Own this business? Claim it' }).click()
  await expect(visitor.getByText(/one of our editors checks your claim/)).toBeVisible()
  await expectNoAxeViolations(visitor)
  await visitor.getByRole('textbox', { name: 'Your name' }).fill('Hal Keeper')
  await visitor.getByRole('textbox', { name: 'Your email' }).fill(email)
  await visitor.getByRole('textbox', { name: /Your role/ }).fill('Manager')
  await visitor.getByRole('button', { name: 'Claim this listing' }).click()
  await expect(visitor.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible()
  await expectCleanPage(visitor)
  await screenshots(visitor, 'claim-verify')
  const code = codeIn(await mailTo(email, /^Your Wyoming Navigator code: \d{6}$/))
  await visitor.getByRole('textbox', { name: 'Code' }).fill(code)
  await visitor.getByLabel('Password').fill('homestead keeper 22')
  await visitor.getByRole('button', { name: 'Confirm' }).click()
  await expect(visitor).toHaveURL('/partner')
  await context.close()

  await page.goto('/admin')
  await page.getByRole('link', { name: 'Review the claims' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible()
  const card = page.getByRole('listitem').filter({ hasText: email })
  await expect(card.getByText('Manager')).toBeVisible()
  await expect(card.getByTestId('claim-partners')).toHaveText('nobody yet')
  await expectCleanPage(page)
  await screenshots(page, 'admin-claims')
  await page.setViewportSize({ width: 1280, height: 900 })
  await card.getByRole('button', { name: 'Approve' }).click()
  await expect(page.locator('[data-sonner-toast]').getByText('Claim approved.')).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: email })).toHaveCount(0)
  const approved = await mailTo(email, /^You can now manage your listing on Wyoming Navigator$/)
  expect(approved.text).toMatch(/\/partner/)

  await page.goto(`/admin/listings/stays/${id}`)
  await expect(page.getByRole('region', { name: 'Partners' }).getByText(email)).toBeVisible()
})

test('a claim and its code keep what was typed when the connection fails mid-way; sent once when it is back', async ({
  browser,
}) => {
  const id = 'greys-river-trailhead-cabins'
  const email = `failing-${Date.now()}@greys-mail.org`
  const context = await visitorContext(browser, true)
  const visitor = await context.newPage()
  const claimPath = `/claim/stays/${id}`
  /** Breaks the POST of the page at `path` (its React Router data request) with a reset connection. */
  const breakPost = (path: string) =>
    visitor.route(
      (url) => url.pathname === `${path}.data`,
      (route) => (route.request().method() === 'POST' ? route.abort('connectionreset') : route.continue()),
    )
  const failed = async () => {
    await expect(
      visitor.locator('[data-sonner-toast]').getByText('Submission Failed', { exact: true }),
    ).toBeVisible()
    await visitor.unrouteAll()
    await visitor.mouse.move(0, 0)
    await expect(visitor.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  }

  await visitor.goto(claimPath)
  await waitForHydration(visitor)
  await visitor.getByRole('textbox', { name: 'Your name' }).fill('Gia Reyes')
  await visitor.getByRole('textbox', { name: 'Your email' }).fill(email)
  await visitor.getByRole('textbox', { name: /Your role/ }).fill('Owner')
  await breakPost(claimPath)
  await visitor.getByRole('button', { name: 'Claim this listing' }).click()
  await failed()
  await expect(visitor).toHaveURL(claimPath)
  await expect(visitor.getByRole('textbox', { name: 'Your name' })).toHaveValue('Gia Reyes')
  await expect(visitor.getByRole('textbox', { name: 'Your email' })).toHaveValue(email)
  await expect(visitor.getByRole('textbox', { name: /Your role/ })).toHaveValue('Owner')
  await visitor.getByRole('button', { name: 'Claim this listing' }).click()
  await expect(visitor.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible()
  const code = codeIn(await mailTo(email, /^Your Wyoming Navigator code: \d{6}$/))
  // One claim, one code mail: the failed send never reached the server.
  expect(mailsTo(email, /^Your Wyoming Navigator code/)).toHaveLength(1)

  const verifyPath = new URL(visitor.url()).pathname
  await waitForHydration(visitor)
  await visitor.getByRole('textbox', { name: 'Code' }).fill(code)
  await visitor.getByLabel('Password').fill('greys river keeper 7')
  await breakPost(verifyPath)
  await visitor.getByRole('button', { name: 'Confirm' }).click()
  await failed()
  await expect(visitor.getByRole('textbox', { name: 'Code' })).toHaveValue(code)
  await expect(visitor.getByLabel('Password')).toHaveValue('greys river keeper 7')
  await visitor.getByRole('button', { name: 'Confirm' }).click()
  await expect(visitor).toHaveURL('/partner')
  await context.close()
})
