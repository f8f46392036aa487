import { expect, type Page, test } from '@playwright/test'
import { ADMIN_STATE, expectNoAxeViolations, formStamp, postForm, waitForHydration } from './utils'

// Bulk work on the inbox and the newsletter sign-ups (issue 51 item 5, decision 039): tick
// messages and mark them read or delete them (asked first); unsubscribe and delete sign-ups; with
// JavaScript and without. Only this spec's own messages and addresses are ticked.

async function sendContactMessages(baseURL: string, subjects: string[]) {
  for (const subject of subjects) {
    const stamp = await formStamp(baseURL)
    // The bot check wants the form to have been open a moment.
    await new Promise((resolve) => setTimeout(resolve, 400))
    const response = await postForm(baseURL, '/contact', {
      form_started_at: stamp,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '',
      subject,
      category: 'General Inquiry',
      message: 'Can we book for a family of four?',
    })
    expect(response.status).toBe(302)
  }
}

async function signUp(baseURL: string, emails: string[]) {
  for (const email of emails) {
    const response = await postForm(baseURL, '/newsletter', { email, redirectTo: '/contact' })
    expect(response.status).toBe(302)
  }
}

const result = (page: Page) => page.getByTestId('bulk-result')

async function screenshots(page: Page, name: string) {
  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.screenshot({ path: `scratch/${name}-${width}.png`, fullPage: true })
  }
}

test('with JavaScript: messages marked read, unread and deleted in bulk; sign-ups unsubscribed and deleted', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const word = `Inboxbulk${Date.now()}`
  const subjects = [`${word} trail`, `${word} parking`]
  await sendContactMessages(baseURL!, subjects)

  await page.goto('/admin/messages')
  await waitForHydration(page)
  for (const subject of subjects) await page.getByRole('checkbox', { name: `Select ${subject}` }).check()
  await expect(page.getByText('2 selected', { exact: true })).toBeVisible()
  await expectNoAxeViolations(page)
  await screenshots(page, 'inbox-bulk')
  await page.getByRole('button', { name: 'Mark as read the selected' }).click()
  await expect(result(page)).toHaveText('2 marked read.')
  // Marked read again: each is named with why.
  await page.getByRole('checkbox', { name: `Select ${subjects[0]}` }).check()
  await page.getByRole('button', { name: 'Mark as read the selected' }).click()
  await expect(result(page)).toContainText('0 marked read, 1 could not be marked read.')
  await expect(result(page)).toContainText(`${subjects[0]}: it is already read.`)

  for (const subject of subjects) await page.getByRole('checkbox', { name: `Select ${subject}` }).check()
  await page.getByRole('button', { name: 'Delete the selected' }).click()
  await expect(page.getByRole('heading', { name: 'Delete 2 messages for good?' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Delete 2 messages' }).click()
  await expect(result(page)).toHaveText('2 deleted.')
  await expect(page.getByRole('checkbox', { name: `Select ${subjects[0]}` })).toHaveCount(0)

  const emails = [`${word.toLowerCase()}-a@example.com`, `${word.toLowerCase()}-b@example.com`]
  await signUp(baseURL!, emails)
  await page.goto(`/admin/newsletter?q=${word.toLowerCase()}`)
  await waitForHydration(page)
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check()
  await expect(page.getByText('2 selected', { exact: true })).toBeVisible()
  await expectNoAxeViolations(page)
  await screenshots(page, 'newsletter-bulk')
  await page.getByRole('button', { name: 'Unsubscribe the selected' }).click()
  await expect(result(page)).toHaveText('2 unsubscribed.')
  await expect(page.getByText('Unsubscribed', { exact: true })).toHaveCount(2)
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check()
  await page.getByRole('button', { name: 'Delete the selected' }).click()
  await expect(page.getByRole('heading', { name: 'Delete 2 sign-ups for good?' })).toBeVisible()
  await page.getByRole('button', { name: 'Delete 2 sign-ups' }).click()
  await expect(result(page)).toHaveText('2 deleted.')
  await expect(page.getByText('No sign-ups match.')).toBeVisible()
})

test('without JavaScript: a message deleted from its page, messages and sign-ups acted on in bulk', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const word = `Nojsinbox${Date.now()}`
  const subjects = [`${word} one`, `${word} two`, `${word} three`]
  await sendContactMessages(baseURL!, subjects)
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: ADMIN_STATE })
  const page = await context.newPage()

  await page.goto('/admin/messages')
  await page.getByRole('checkbox', { name: `Select ${subjects[0]}` }).check()
  await page.getByRole('checkbox', { name: `Select ${subjects[1]}` }).check()
  await page.getByRole('button', { name: 'Mark as read the selected' }).click()
  await expect(result(page)).toHaveText('2 marked read.')
  await page.getByRole('checkbox', { name: `Select ${subjects[1]}` }).check()
  await page.getByRole('button', { name: 'Mark as unread the selected' }).click()
  await expect(result(page)).toHaveText('1 marked unread.')

  // Its own page: Delete asks first.
  await page.getByRole('link', { name: new RegExp(subjects[2]!) }).click()
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Delete this message for good?' })).toBeVisible()
  await page.getByRole('button', { name: 'Delete the message' }).click()
  await expect(page).toHaveURL(/\/admin\/messages$/)
  await expect(page.getByRole('link', { name: new RegExp(subjects[2]!) })).toHaveCount(0)

  const emails = [`${word.toLowerCase()}-a@example.com`, `${word.toLowerCase()}-b@example.com`]
  await signUp(baseURL!, emails)
  await page.goto(`/admin/newsletter?q=${word.toLowerCase()}`)
  await page.getByRole('link', { name: 'Select all on this page' }).click()
  await expect(page).toHaveURL(/select=all/)
  for (const email of emails)
    await expect(page.getByRole('checkbox', { name: `Select ${email}` })).toBeChecked()
  await page.getByRole('button', { name: 'Delete the selected' }).click()
  await expect(page.getByRole('heading', { name: 'Delete 2 sign-ups for good?' })).toBeVisible()
  await page.getByRole('button', { name: 'Delete 2 sign-ups' }).click()
  await expect(result(page)).toHaveText('2 deleted.')
  await context.close()
})
