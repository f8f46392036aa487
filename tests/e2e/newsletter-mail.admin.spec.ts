import { expect, test } from '@playwright/test'
import { linkIn, mailTo } from './mail-steps'
import { expectNoAxeViolations } from './utils'

// The newsletter by mail, as people meet it, on the test server that has no SMTP relay: each
// message is an .eml file in the outbox folder beside its database (README "Mail"). A reader
// subscribes and confirms without JavaScript; the admin queues an issue on /admin/mail; the
// reader unsubscribes from the issue's link, still without JavaScript and without signing in.

// Each test waits for the mail worker (a turn a second on the test server) a few times.
test.describe.configure({ timeout: 90_000 })

test('subscribe, confirm from the email, receive an issue and unsubscribe in one click, all without JavaScript', async ({
  browser,
  page,
}) => {
  const email = `reader-${Date.now()}@example.com`
  const reader = await browser.newContext({
    javaScriptEnabled: false,
    storageState: { cookies: [], origins: [] },
  })
  const visitor = await reader.newPage()

  await visitor.goto('/blog')
  const box = visitor.getByRole('region', { name: 'Get Stories in Your Inbox' })
  await box.getByRole('textbox', { name: 'Email address' }).fill(email)
  await box.getByRole('button', { name: 'Subscribe' }).click()
  await expect(visitor.getByText(/Check your email to confirm/)).toBeVisible()

  const confirmation = await mailTo(email, /^Confirm your Wyoming Navigator newsletter subscription$/)
  const confirmLink = linkIn(confirmation, '/newsletter/confirm?token=')
  const confirmPath = `${confirmLink.pathname}${confirmLink.search}`
  await visitor.goto(confirmPath)
  await expect(visitor.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible()
  // axe runs in a page with JavaScript (the same pages, looked at without changing anything).
  await page.goto(confirmPath)
  await expect(page.getByRole('button', { name: 'Confirm subscription' })).toBeVisible()
  await expectNoAxeViolations(page)
  await visitor.getByRole('button', { name: 'Confirm subscription' }).click()
  await expect(visitor.getByRole('heading', { level: 1, name: 'You are subscribed' })).toBeVisible()
  await expect(visitor.getByText('Subscription confirmed')).toBeVisible()
  await page.goto(confirmPath)
  await expect(page.getByRole('heading', { level: 1, name: 'You are subscribed' })).toBeVisible()
  await expectNoAxeViolations(page)

  // The admin writes an issue (the full flow is in newsletter-issues.admin.spec.ts) and sends it.
  const subject = `Snow report ${Date.now()}`
  await page.goto('/admin/newsletter')
  await page.getByRole('button', { name: 'Write a new issue' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter draft' })).toBeVisible()
  await page.getByLabel('Subject').fill(subject)
  await page.getByLabel('Text').fill('Fresh powder on the Tetons.\n\nSee you on the slopes.')
  await page.getByRole('button', { name: 'Save and preview' }).click()
  await expect(page.getByText('Draft saved.')).toBeVisible()
  await page.getByRole('button', { name: /^Yes, send to \d+ readers?$/ }).click()
  await expect(page.getByText('Newsletter queued.')).toBeVisible()
  const issue = await mailTo(email, new RegExp(`^${subject}$`))
  expect(issue.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
  const unsubscribeLink = linkIn(issue, '/newsletter/unsubscribe?token=')
  expect(issue.header('list-unsubscribe')).toBe(`<${unsubscribeLink.href}>`)
  await page.goto('/admin/mail?status=sent')
  await expect(page.getByRole('heading', { level: 3, name: subject }).first()).toBeVisible()
  await expect(page.getByText(/\.eml$/).first()).toBeVisible()
  await expectNoAxeViolations(page)

  const unsubscribePath = `${unsubscribeLink.pathname}${unsubscribeLink.search}`
  await visitor.goto(unsubscribePath)
  await expect(visitor.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible()
  await expect(visitor.getByText(email)).toBeVisible()
  await page.goto(unsubscribePath)
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible()
  await expectNoAxeViolations(page)
  await visitor.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(visitor.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible()
  await page.goto(unsubscribePath)
  await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible()
  await expectNoAxeViolations(page)
  // A mail program's one-click unsubscribe (RFC 8058) posts to the header's address: a 200 page.
  const oneClick = await reader.request.post(unsubscribeLink.href, {
    form: { 'List-Unsubscribe': 'One-Click' },
    maxRedirects: 0,
  })
  expect(oneClick.status()).toBe(200)
  expect(await oneClick.text()).toContain('You are unsubscribed')
  await reader.close()
})

test('an invited editor sets their own password from the link without JavaScript; a used link says so', async ({
  browser,
  page,
}) => {
  const email = `editor-${Date.now()}@example.com`
  // The admin invites an editor: the editor chooses their own password from the link.
  await page.goto('/admin/settings')
  const invite = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send invitation' }) })
  await invite.getByLabel('Email').fill(email)
  await invite.getByLabel('Role').selectOption('editor')
  await invite.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByText('Invitation sent.')).toBeVisible()
  // No admin types another person's password.
  await page.goto('/admin/settings')
  await expect(page.getByLabel(/password/i)).toHaveCount(0)
  await expectNoAxeViolations(page)

  const mail = await mailTo(email, /^You are invited to the Wyoming Navigator back office$/)
  const link = linkIn(mail, '/reset-password?token=')
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: { cookies: [], origins: [] },
  })
  const editor = await context.newPage()
  const resetPath = `${link.pathname}${link.search}`
  await editor.goto(resetPath)
  await expect(editor.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible()
  await page.goto(resetPath)
  await expect(page.getByLabel('New password again')).toBeVisible()
  await expectNoAxeViolations(page)
  await editor
    .getByRole('textbox', { name: 'New password', exact: true })
    .fill('my own new password 2', { timeout: 5_000 })
  await editor.getByRole('textbox', { name: 'New password again' }).fill('my own new password 2')
  await editor.getByRole('button', { name: 'Set password' }).click()
  await expect(editor).toHaveURL(/\/login$/)
  await expect(editor.getByText('Password set.')).toBeVisible()
  await editor.getByLabel('Email').fill(email)
  await editor.getByLabel('Password').fill('my own new password 2')
  await editor.getByRole('button', { name: 'Sign In' }).click()
  await expect(editor.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()

  await editor.goto(resetPath)
  await expect(editor.getByRole('alert')).toHaveText(/expired or was already used/)
  await page.goto(resetPath)
  await expect(page.getByRole('alert')).toHaveText(/expired or was already used/)
  await expectNoAxeViolations(page)
  await context.close()
})

test('a contact message’s receipt waits until the address is confirmed from the email, without JavaScript', async ({
  browser,
  page,
}) => {
  const email = `writer-${Date.now()}@example.com`
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: { cookies: [], origins: [] },
  })
  const visitor = await context.newPage()
  await visitor.goto('/contact')
  await visitor.getByRole('textbox', { name: 'Name', exact: true }).fill('Ada Lovelace')
  await visitor.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
  await visitor.getByLabel('Category').selectOption('Business Listing')
  await visitor.getByLabel('Subject').fill('Hours of the Elk Grill')
  await visitor.getByRole('textbox', { name: 'Message' }).fill('We now open at 7AM on weekdays.')
  await visitor.waitForTimeout(400)
  await visitor.getByRole('button', { name: 'Send Message' }).click()
  await expect(visitor.getByText('Message Sent!')).toBeVisible()

  // The address has never confirmed: it gets one mail asking to, with nothing of the message in it.
  const confirmation = await mailTo(email, /^Confirm your address to get updates on your submission$/)
  expect(confirmation.text).not.toContain('Elk Grill')
  const link = linkIn(confirmation, '/mail/confirm?token=')
  const confirmPath = `${link.pathname}${link.search}`
  await visitor.goto(confirmPath)
  await expect(visitor.getByRole('heading', { level: 1, name: 'Confirm your address' })).toBeVisible()
  await page.goto(confirmPath)
  await expect(page.getByRole('button', { name: 'Confirm address' })).toBeVisible()
  await expectNoAxeViolations(page)
  await visitor.getByRole('button', { name: 'Confirm address' }).click()
  await expect(visitor.getByRole('heading', { level: 1, name: 'Your address is confirmed' })).toBeVisible()

  // Then the receipt goes; its subject names nothing the visitor typed, its body quotes it.
  const receipt = await mailTo(email, /^We received your message$/)
  expect(receipt.text).toContain('Hours of the Elk Grill')
  await context.close()
})
