import { expect, test } from '@playwright/test'
import { createAdmin, expectNoAxeViolations, sharedDatabaseUrl, waitForHydration } from './utils'

// The sign-in page on its own: no account is needed to see its errors.

test.describe('sign in', () => {
  test('shows the form, a link to /admin, and passes axe', async ({ page }) => {
    await page.goto('/login')
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible()
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email')
    await expect(page.getByLabel('Password')).toHaveAttribute('type', 'password')
    await expect(page.getByRole('link', { name: 'Go to the admin dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    )
    await expect(page.getByRole('status')).toHaveText('')
    await expectNoAxeViolations(page)
  })

  test("a wrong password reads 'Signing in…', then the provider's message", async ({ page }) => {
    await page.goto('/login')
    await waitForHydration(page)
    await page.route('**/login*', async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 600))
      await route.continue()
    })
    await page.getByLabel('Email').fill('nobody@example.com')
    await page.getByLabel('Password').fill('not the password')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByRole('status')).toHaveText('Signing in…')
    await expect(page.getByRole('status')).toHaveText('Invalid email or password')
    await expect(page.getByLabel('Email')).toHaveValue('nobody@example.com')
    await expectNoAxeViolations(page)
  })

  test('after a failure the same address is slowed: the page says when to try again', async ({
    page,
    request,
    baseURL,
  }) => {
    const user = { email: `slowed-page-${Date.now()}@example.com`, password: 'a slowed account password 1' }
    createAdmin(sharedDatabaseUrl(), user)
    await page.goto('/login')
    await waitForHydration(page)
    await page.getByLabel('Email').fill(user.email)
    await page.getByLabel('Password').fill(user.password)
    // Three wrong guesses from this address, each once the wait after the one before is over: the
    // account now makes this address wait 4 seconds (1, 2, 4 … after each failure).
    for (const waitMs of [0, 1_100, 2_100]) {
      await page.waitForTimeout(waitMs)
      const guess = await request.post('/login', {
        headers: { Origin: baseURL! },
        form: { email: user.email, password: 'a wrong guess 1234' },
        maxRedirects: 0,
      })
      expect(guess.status()).toBe(401)
    }
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByRole('status')).toHaveText(/^Too many attempts; try again in [1-4] seconds?\.$/)
    await expect(page.getByLabel('Email')).toHaveValue(user.email)
    // After the wait, the right password signs in.
    await page.waitForTimeout(4_100)
    await page.getByLabel('Password').fill(user.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/admin$/)
  })

  test('/admin without a session says who may enter, with a link to sign in (401)', async ({ page }) => {
    const response = await page.goto('/admin/restaurants')
    expect(response?.status()).toBe(401)
    await expect(page.getByRole('alert')).toHaveText('You must be signed in as an editor or admin.')
    await page.getByRole('link', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/login$/)
  })

  test('there is no sign-up endpoint', async ({ request }) => {
    // better-auth's HTTP handler is not mounted: /api/auth/* is the not-found page, which has no action.
    const signUp = await request.post('/api/auth/sign-up/email', {
      data: { email: 'new@example.com', password: 'a long password 1', name: 'New' },
    })
    expect([404, 405]).toContain(signUp.status())
    expect((await request.get('/api/auth/get-session')).status()).toBe(404)
  })

  test('a cross-origin POST to /login is refused', async ({ request, baseURL }) => {
    const response = await request.post('/login', {
      headers: { Origin: 'https://evil.example' },
      form: { email: 'nobody@example.com', password: 'whatever it is' },
      maxRedirects: 0,
    })
    expect(response.status()).toBe(400)
    const same = await request.post('/login', {
      headers: { Origin: baseURL! },
      form: { email: 'nobody@example.com', password: 'whatever it is' },
      maxRedirects: 0,
    })
    expect(same.status()).toBe(401)
  })
})

test.describe('sign in without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test("a wrong password shows the provider's message", async ({ page }) => {
    await page.goto('/login')
    await page.getByLabel('Email').fill('nobody@example.com')
    await page.getByLabel('Password').fill('not the password')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByRole('status')).toHaveText('Invalid email or password')
  })
})
