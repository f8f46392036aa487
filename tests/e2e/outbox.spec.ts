import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { E2E_PORT, expectNoAxeViolations, failFirstPosts, waitForHydration } from './utils'

// This spec is about what the service worker does (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

// The outbox (issue 14, item 2): a form sent without a signal can be kept on the device and is
// sent once the connection is back, exactly once, also after the page was closed. The rows are
// read from the shared test server's own database (scripts/serve-e2e.js writes its URL).

const MIN_FILL_WAIT = 400

/** Contact messages with this subject in the test server's database. */
function storedMessages(subject: string): { idempotency_key: string | null }[] {
  const url = fs.readFileSync(path.join(os.tmpdir(), `guide-e2e-${E2E_PORT}.url`), 'utf8')
  const db = new Database(url.replace(/^file:/, ''), { readonly: true, fileMustExist: true })
  try {
    return db.prepare('select idempotency_key from contact_messages where subject = ?').all(subject) as {
      idempotency_key: string | null
    }[]
  } finally {
    db.close()
  }
}

async function fillContact(page: Page, subject: string) {
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ada Lovelace')
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ada@example.com')
  await page.getByLabel('Category').selectOption('Feedback')
  await page.getByLabel('Subject').fill(subject)
  await page.getByRole('textbox', { name: 'Message' }).fill('The Taggart Lake trail is snow-free.')
  await page.waitForTimeout(MIN_FILL_WAIT)
}

/** Sends the contact form without a signal and keeps it for later. */
async function keepOffline(context: BrowserContext, page: Page, subject: string) {
  await page.goto('/contact')
  await waitForHydration(page)
  await fillContact(page, subject)
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.locator('[data-sonner-toast]').getByText('You are offline')).toBeVisible()
  await page.getByRole('button', { name: 'Send it later' }).first().click()
  await expect(page.getByRole('status').filter({ hasText: 'Saved on this device' }).first()).toBeVisible()
}

const outbox = (page: Page) => page.getByRole('region', { name: 'Waiting to send' })

test('kept offline, page closed, back online, site opened again: stored exactly once', async ({
  context,
  page,
}) => {
  const subject = `Outbox ${Date.now()}`
  await keepOffline(context, page, subject)
  await expect(outbox(page).getByText(`Send us a message: ${subject}`)).toBeVisible()
  expect(storedMessages(subject)).toEqual([])
  await page.close()

  await context.setOffline(false)
  const again = await context.newPage()
  await again.goto('/')
  await expect(outbox(again).getByText('Sent', { exact: true })).toBeVisible({ timeout: 15_000 })
  const rows = storedMessages(subject)
  expect(rows).toHaveLength(1)
  expect(rows[0]!.idempotency_key).toMatch(/^[0-9a-f]{32}$/)

  // Opening the site again (and the worker's Background Sync) sends nothing more.
  await again.reload()
  await waitForHydration(again)
  await again.waitForTimeout(1000)
  expect(storedMessages(subject)).toHaveLength(1)
})

test('a send whose answer is lost, sent again, is stored once', async ({ page }) => {
  const subject = `Lost answer ${Date.now()}`
  await page.goto('/contact')
  await waitForHydration(page)
  await fillContact(page, subject)
  // The server stores the message, but its answer never arrives.
  await page.route(
    (url) => url.pathname === '/contact.data',
    async (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      await route.fetch()
      await route.abort('connectionreset')
    },
  )
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.locator('[data-sonner-toast]').getByText('Submission Failed')).toBeVisible()
  expect(storedMessages(subject)).toHaveLength(1)
  await page.unrouteAll()
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Message Sent!')).toBeVisible()
  expect(storedMessages(subject)).toHaveLength(1)
})

test.describe('the list', () => {
  // The page alone does the sending here, so the test decides when the server answers.
  test.use({ serviceWorkers: 'block' })

  test("shows what waits and how it stands: a refusal with the server's message, Retry and Remove", async ({
    context,
    page,
  }) => {
    const subject = `Outbox list ${Date.now()}`
    await keepOffline(context, page, subject)
    const item = outbox(page).getByRole('listitem').filter({ hasText: subject })
    await expect(item.getByText('Waiting for a connection')).toBeVisible()
    await expect(item.getByRole('button', { name: `Retry Send us a message: ${subject}` })).toBeVisible()
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
    await expectNoAxeViolations(page)

    // Back online, the server refuses what it receives (the body arrives unreadable): the item
    // is marked failed with the server's own message, never dropped.
    await page.route(
      (url) => url.pathname === '/contact.data',
      (route) =>
        route.request().method() === 'POST'
          ? route.continue({ headers: { ...route.request().headers(), 'content-type': 'text/plain' } })
          : route.continue(),
    )
    await context.setOffline(false)
    await expect(item.getByText('Not sent')).toBeVisible({ timeout: 15_000 })
    await expect(
      item.getByText(/The form could not be read\. Please reload the page and try again\./),
    ).toBeVisible()
    expect(storedMessages(subject)).toEqual([])

    await page.unrouteAll()
    await item.getByRole('button', { name: /^Retry/ }).click()
    await expect(item.getByText('Sent', { exact: true })).toBeVisible()
    expect(storedMessages(subject)).toHaveLength(1)
    await item.getByRole('button', { name: /^Remove/ }).click()
    await expect(outbox(page)).toHaveCount(0)
  })

  test('a form kept offline is sent again when its first sends fail after the connection returns', async ({
    context,
    page,
  }) => {
    const subject = `Outbox retry ${Date.now()}`
    await keepOffline(context, page, subject)
    const item = outbox(page).getByRole('listitem').filter({ hasText: subject })
    await expect(item.getByText('Waiting for a connection')).toBeVisible()

    // Back online, but the first two sends fail as on a signal that is not carrying anything yet:
    // no second `online` event comes, and the form still goes, a few seconds later, once.
    const failed = await failFirstPosts(page, '/contact.data', 2)
    await context.setOffline(false)
    await expect(item.getByText('Sent', { exact: true })).toBeVisible({ timeout: 15_000 })
    expect(failed()).toBe(2)
    expect(storedMessages(subject)).toHaveLength(1)
  })
})
