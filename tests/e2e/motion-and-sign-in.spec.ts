import { expect, type Page, test } from '@playwright/test'
import { SAMPLE_IDS } from './routes'
import { createAdmin, sharedDatabaseUrl, waitForHydration } from './utils'

// Issue 46 item 4: `prefers-reduced-motion` stops smooth scrolling and animations; signing in
// needs no cognitive test (WCAG 3.3.8): a password manager can fill it and a password can be pasted.

/** Records each window.scrollTo call's behaviour (the change of page scrolls to the top). */
async function recordScrolls(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { scrolls: string[] }
    w.scrolls = []
    const original = window.scrollTo.bind(window)
    window.scrollTo = ((options?: ScrollToOptions | number, y?: number) => {
      w.scrolls.push(typeof options === 'object' ? String(options.behavior ?? 'auto') : 'auto')
      return typeof options === 'object' ? original(options) : original(options ?? 0, y ?? 0)
    }) as typeof window.scrollTo
  })
}

/** The longest animation or transition any element has, in ms, and the page's scroll behaviour. */
async function motion(page: Page) {
  return page.evaluate(() => {
    const ms = (value: string) =>
      Math.max(
        ...value.split(',').map((v) => (v.trim().endsWith('ms') ? parseFloat(v) : parseFloat(v) * 1000)),
      )
    let longest = 0
    for (const element of [document.documentElement, ...document.querySelectorAll('*')]) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo)
        if (style.animationName !== 'none') longest = Math.max(longest, ms(style.animationDuration))
        if (style.transitionProperty !== 'none' && style.transitionProperty !== '')
          longest = Math.max(longest, ms(style.transitionDuration))
      }
    }
    return { longest, scrollBehavior: getComputedStyle(document.documentElement).scrollBehavior }
  })
}

for (const reduced of [false, true]) {
  test(`${reduced ? 'reduced motion' : 'motion allowed'}: transitions, animations and the scroll to the top`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: reduced ? 'reduce' : 'no-preference' })
    await page.setViewportSize({ width: 390, height: 700 })
    await page.goto('/eat')
    await waitForHydration(page)
    const seen = await motion(page)
    expect(seen.scrollBehavior).toBe('auto')
    // The buttons and links fade their colours (transition-colors) unless motion is reduced.
    if (reduced) expect(seen.longest).toBeLessThanOrEqual(0.01)
    else expect(seen.longest).toBeGreaterThan(50)
    // A change of page scrolls to the top: smoothly, or at once for reduced motion.
    await page.mouse.wheel(0, 1500)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
    await recordScrolls(page)
    await page.locator(`a[href="/eat/${SAMPLE_IDS.restaurant}"]`).first().click()
    await expect(page).toHaveURL(new RegExp(`/eat/${SAMPLE_IDS.restaurant}$`))
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { scrolls: string[] }).scrolls))
      .toContain(reduced ? 'auto' : 'smooth')
    if (reduced) {
      expect(await page.evaluate(() => (window as unknown as { scrolls: string[] }).scrolls)).not.toContain(
        'smooth',
      )
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    }
  })
}

test('signing in: fields a password manager fills, a pasted password works, no puzzle to solve', async ({
  browser,
}) => {
  const user = { email: `paste-${Date.now()}@example.com`, password: 'a pasted long password 1' }
  createAdmin(sharedDatabaseUrl(), user)
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] })
  const page = await context.newPage()
  await page.goto('/login')
  await waitForHydration(page)
  const email = page.getByLabel('Email')
  const password = page.getByLabel('Password')
  await expect(email).toHaveAttribute('autocomplete', 'username')
  await expect(password).toHaveAttribute('autocomplete', 'current-password')
  await expect(email).toHaveAttribute('name', 'email')
  // Nothing to work out or transcribe: two fields and a button, no image, puzzle or question.
  const form = page.locator('form[action="/login"]')
  await expect(form.locator('input:not([type=hidden])')).toHaveCount(2)
  await expect(form.locator('img, canvas, iframe')).toHaveCount(0)
  await expect(page.getByText(/captcha|what is \d|solve|type the (characters|letters)/i)).toHaveCount(0)
  // Both fields take a paste (Ctrl+V from the clipboard, as from a password manager's copy).
  await email.fill(user.email)
  await page.evaluate((text) => navigator.clipboard.writeText(text), user.password)
  await password.focus()
  await page.keyboard.press('ControlOrMeta+V')
  await expect(password).toHaveValue(user.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/admin/)
  await context.close()
})
