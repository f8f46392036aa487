import { expect, type Page, test } from '@playwright/test'
import { restaurants } from '../../db/seed-data'
import { waitForHydration } from './utils'

// Issue 46 item 5: search -> listing -> add to trip -> trip with the keyboard only (Tab, Enter),
// the focus visible at every step and where it should be after each change of page.

const listing = restaurants.find((r) => r.id === 'elk-antler-grill')!

/** What has focus, and whether it shows a visible indicator (an outline or a ring) in the window. */
function focus(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    // Tab past the page's last stop leaves the page for the browser's own controls (the page
    // then has no focus, and its last element keeps activeElement without being focused).
    const left = !document.hasFocus()
    if (!el || el === document.body || left)
      return { tag: left ? 'outside' : 'body', href: '', text: '', visible: false, id: '', inMain: false }
    const style = getComputedStyle(el)
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
    const ring = style.boxShadow !== 'none'
    const box = el.getBoundingClientRect()
    const inWindow = box.bottom > 0 && box.top < window.innerHeight && box.width > 0
    return {
      tag: el.tagName,
      id: el.id,
      href: el.getAttribute('href') ?? '',
      text: (el.innerText || el.getAttribute('aria-label') || (el as HTMLInputElement).value || '').trim(),
      visible: (outline || ring) && inWindow,
      inMain: el.closest('main') !== null,
    }
  })
}

/** Every stop whose focus was checked (and shown), by its text. */
const checked = new Set<string>()

/** Tabs until `match` has focus, checking every stop shows its focus; fails after `max` presses. */
async function tabTo(
  page: Page,
  what: string,
  match: (f: Awaited<ReturnType<typeof focus>>) => boolean,
  max = 80,
) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    const f = await focus(page)
    if (f.tag === 'outside') continue
    expect(f.visible, `focus ${i + 1} on the way to ${what} shows: ${JSON.stringify(f)}`).toBe(true)
    checked.add(f.text)
    if (match(f)) return f
  }
  throw new Error(`${what} was not reached in ${max} presses of Tab`)
}

test('search, listing, add to trip, trip: keyboard only', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/search')
  await waitForHydration(page)
  await tabTo(page, 'the search field', (f) => f.tag === 'INPUT')
  await page.keyboard.type(listing.name)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=/)
  await expect(page.getByRole('list', { name: 'Results' })).toBeVisible()
  await tabTo(page, 'the listing result', (f) => f.href === `/eat/${listing.id}`)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/eat/${listing.id}$`))
  await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible()
  // The link that led here is gone: focus is on the new page's main content, not lost.
  await expect.poll(async () => (await focus(page)).id).toBe('main')
  await tabTo(page, '"Add to trip"', (f) => /^Add to trip/.test(f.text))
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('heading', { level: 2, name: `Add ${listing.name} to your trip` }),
  ).toBeVisible()
  // The panel's form posts and the server answers a new page (it works without JavaScript): Tab
  // starts from the top as on any page load; every stop on the way shows its focus.
  await tabTo(page, 'the "Add to trip" button', (f) => f.tag === 'BUTTON' && f.text === 'Add to trip')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/eat/${listing.id}$`))
  await expect(page.getByText('Added to your trip')).toBeVisible()
  // The smooth scroll to the top of the new page is over before the first Tab.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await tabTo(page, 'the trip link', (f) => f.href === '/trip')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/trip$/)
  await expect(page.getByRole('main').getByText(listing.name).first()).toBeVisible()
  // The header's Trip link stays on the page, so it keeps the focus (nothing is lost).
  const last = await focus(page)
  expect(last.id === 'main' || last.href === '/trip', `${last.tag} ${last.text}`).toBe(true)
  // On the way, the sample note's button (the page's last stop, on the dark footer) showed its focus.
  expect([...checked]).toContain('Hide this note')
})
