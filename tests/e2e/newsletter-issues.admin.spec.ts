import crypto from 'node:crypto'
import Database from 'better-sqlite3'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { mailsTo } from './mail-steps'
import { ADMIN, ADMIN_STATE, expectNoAxeViolations, sharedDatabaseUrl } from './utils'

// Issue 51 items 7 and 8 as an admin meets them, with and without JavaScript: a newsletter issue
// written from the template, previewed as readers get it, test-sent, confirmed with the count of
// readers and queued once; the sign-in page's link to the public password reset; the dashboard's
// warning about failed mail. Mail is written to the outbox folder beside the test database.

test.describe.configure({ timeout: 90_000 })

const dbFile = () => sharedDatabaseUrl().replace(/^file:/, '')

function withDb<T>(run: (db: Database.Database) => T): T {
  const db = new Database(dbFile(), { fileMustExist: true })
  db.pragma('busy_timeout = 5000')
  try {
    return run(db)
  } finally {
    db.close()
  }
}

/** A confirmed reader, straight into the database (the sign-up itself is newsletter-mail.admin.spec.ts). */
function addReader(email: string) {
  const now = new Date().toISOString()
  withDb((db) =>
    db
      .prepare(
        `insert into newsletter_subscriptions (id, email, status, created_at, confirmed_at) values (?, ?, 'approved', ?, ?)`,
      )
      .run(crypto.randomUUID(), email, now, now),
  )
}

async function newContext(browser: Browser, javaScriptEnabled: boolean) {
  return browser.newContext({ javaScriptEnabled, storageState: ADMIN_STATE })
}

/**
 * axe on a page as it is drawn afresh (no toast fading in), in a page with JavaScript (axe needs
 * it). The preview's frame is sandboxed (no scripts), so axe cannot run inside it: its title is
 * checked with the page, its content is the mail.
 */
async function expectPageAxeClean(browser: Browser, pagePath: string) {
  const context = await newContext(browser, true)
  const page = await context.newPage()
  await page.goto(pagePath)
  await expectNoAxeViolations(page, { exclude: 'iframe' })
  await context.close()
}

/** Writes a new issue from the template and saves `subject` and `body`; answers the issue's path. */
async function writeIssue(page: Page, subject: string, body: string) {
  await page.goto('/admin/newsletter')
  await page.getByRole('button', { name: 'Write a new issue' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter draft' })).toBeVisible()
  // The template: the coming weeks' events (or where to find them) and the greeting.
  await expect(page.getByLabel('Text')).toHaveValue(/Hello from Wyoming Navigator!/)
  await expect(page.getByLabel('Text')).toHaveValue(/Coming up in the next 3 weeks:|No events are listed/)
  const issuePath = new URL(page.url()).pathname
  await page.getByLabel('Subject').fill(subject)
  await page.getByLabel('Text').fill(body)
  await page.getByRole('button', { name: 'Save and preview' }).click()
  await expect(page.getByText('Draft saved.')).toBeVisible()
  return issuePath
}

for (const javaScriptEnabled of [true, false]) {
  test(`an issue is previewed, test-sent, confirmed with the count of readers and sent once (${javaScriptEnabled ? 'with' : 'without'} JavaScript)`, async ({
    browser,
  }) => {
    const stamp = `${Date.now()}-${javaScriptEnabled ? 'js' : 'nojs'}`
    const reader = `issue-reader-${stamp}@example.com`
    addReader(reader)
    const context = await newContext(browser, javaScriptEnabled)
    const page = await context.newPage()
    const subject = `Issue <b>${stamp}</b>`
    const issuePath = await writeIssue(
      page,
      subject,
      'Hello <i>friends</i>.\n\nSee https://example.com/rodeo',
    )

    // The preview: the HTML mail (user text escaped, addresses linked) and its plain text.
    const mail = page.frameLocator('iframe[title="The newsletter as an HTML mail"]')
    await expect(mail.getByText('Hello <i>friends</i>.')).toBeVisible()
    await expect(mail.getByRole('link', { name: 'https://example.com/rodeo' })).toBeVisible()
    await expect(page.getByText(`Subject: ${subject}`)).toBeVisible()
    await expectPageAxeClean(browser, issuePath)

    await page.getByRole('button', { name: 'Send a test to me' }).click()
    await expect(page.getByText('Test queued.')).toBeVisible()
    await expect.poll(() => mailsTo(ADMIN.email, `[Test] ${subject}`).length, { timeout: 20_000 }).toBe(1)
    expect(mailsTo(reader, subject)).toHaveLength(0)

    // The confirmation names how many readers get it.
    const send = page.getByRole('button', { name: /^Yes, send to [\d,]+ readers?$/ })
    await expect(page.getByRole('heading', { level: 3, name: /^Send to [\d,]+ readers?\?$/ })).toBeVisible()
    await send.click()
    await expect(page.getByText('Newsletter queued.')).toBeVisible()
    // The form is gone: the page shows the queued issue, which cannot be sent again.
    await expect(page.getByRole('status').filter({ hasText: /It cannot be sent again\./ })).toBeVisible()
    await expect(page.getByLabel('Subject')).toHaveCount(0)
    await expect(page.getByRole('button', { name: /send/i })).toHaveCount(0)
    await expectPageAxeClean(browser, issuePath)

    // The same form sent again (a second press, a re-sent page), twice at once: refused, clearly.
    const again = await Promise.all(
      [0, 1].map(() => context.request.post(issuePath, { form: { intent: 'send' }, maxRedirects: 0 })),
    )
    for (const answer of again) {
      expect(answer.status()).toBe(409)
      expect(await answer.text()).toContain('This issue was already queued on')
    }
    await expect.poll(() => mailsTo(reader, subject).length, { timeout: 20_000 }).toBe(1)
    // Still one after the worker's next turns.
    await page.waitForTimeout(2_500)
    expect(mailsTo(reader, subject)).toHaveLength(1)
    const received = mailsTo(reader, subject)[0]!
    expect(received.text).toContain('Hello <i>friends</i>.')

    await page.goto('/admin/newsletter')
    await expect(page.getByRole('link', { name: subject })).toBeVisible()
    await expectPageAxeClean(browser, '/admin/newsletter')
    await context.close()
  })
}

test('a second press while the first is on its way is refused, without JavaScript', async ({ browser }) => {
  const context = await newContext(browser, false)
  const page = await context.newPage()
  const subject = `Double ${Date.now()}`
  addReader(`double-${Date.now()}@example.com`)
  await writeIssue(page, subject, 'Pressed twice.')
  // Two tabs on the same draft: the first sends, the second's button is pressed afterwards.
  const second = await context.newPage()
  await second.goto(page.url())
  await page.getByRole('button', { name: /^Yes, send to/ }).click()
  await expect(page.getByText('Newsletter queued.')).toBeVisible()
  await second.getByRole('button', { name: /^Yes, send to/ }).click()
  await expect(second.getByRole('alert')).toHaveText(
    /^This issue was already queued on .+ to [\d,]+ readers?\. It is not sent again\.$/,
  )
  await context.close()
})

for (const javaScriptEnabled of [true, false]) {
  test(`the sign-in page links to the public password reset (${javaScriptEnabled ? 'with' : 'without'} JavaScript)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled,
      storageState: { cookies: [], origins: [] },
    })
    const page = await context.newPage()
    await page.goto('/login')
    await page.getByRole('link', { name: 'Forgot your password?' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible()
    if (javaScriptEnabled) await expectNoAxeViolations(page)
    await page.getByLabel('Email').fill(`nobody-${Date.now()}@example.com`)
    await page.getByRole('button', { name: 'Send me a link' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByText('Check your email.')).toBeVisible()
    await context.close()
  })
}

test('the dashboard warns of failed mail and links to it', async ({ page }) => {
  const id = crypto.randomUUID()
  const now = new Date().toISOString()
  withDb((db) =>
    db
      .prepare(
        `insert into mail_queue (id, kind, "to", subject, text, html, headers, status, attempts, next_attempt_at, last_error, created_at)
         values (?, 'receipt', 'gone@example.com', 'We received your message', 'T', 'H', '{}', 'failed', 5, ?, 'mailbox unavailable', ?)`,
      )
      .run(id, now, now),
  )
  try {
    await page.goto('/admin')
    const warning = page.getByRole('alert').filter({ hasText: /could not be sent/ })
    await expect(warning).toBeVisible()
    await page.goto('/admin')
    await expectNoAxeViolations(page)
    await warning.getByRole('link', { name: 'See the failed mail' }).click()
    await expect(page).toHaveURL(/\/admin\/mail\?status=failed$/)
    await expect(page.getByText('Last error: mailbox unavailable').first()).toBeVisible()
  } finally {
    withDb((db) => db.prepare('delete from mail_queue where id = ?').run(id))
  }
})
