import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { SAMPLE_IDS } from './routes'

// WCAG 2.2 AA where a machine can tell (issue 46 item 4): axe's 2.2 rules (target size, 2.5.8) on the
// main pages, and focus never hidden under the sticky header while a keyboard user tabs down a
// page (2.4.11), at a phone's width and a desktop's.

const PAGES = [
  '/',
  '/eat',
  `/eat/${SAMPLE_IDS.restaurant}`,
  '/stay',
  `/stay/${SAMPLE_IDS.stay}`,
  '/play',
  `/play/${SAMPLE_IDS.activity}`,
  '/events',
  `/events/${SAMPLE_IDS.event}`,
  '/visit',
  '/search?q=lodge',
  '/trip',
  '/accessibility',
]

for (const path of PAGES) {
  test(`${path}: targets at least 24 by 24 pixels (WCAG 2.2 rules)`, async ({ page }) => {
    await page.goto(path)
    const results = await new AxeBuilder({ page }).withTags(['wcag22aa', 'wcag22a']).analyze()
    const summary = results.violations.map(
      (v) =>
        `${v.id}: ${v.help}\n  ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join('\n  ')}`,
    )
    expect(summary, summary.join('\n')).toEqual([])
  })
}

/**
 * Whether the focused element shows at all (WCAG 2.4.11: not entirely hidden): some point of it,
 * inside the window, where the topmost element is not the sticky header. Null when nothing
 * measurable has focus (the page itself, the header's own links, a 1 px visually hidden element).
 */
async function focusShows(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement
    const header = document.querySelector('header')
    if (!focused || focused === document.body || !header || header.contains(focused)) return null
    const box = focused.getBoundingClientRect()
    if (box.width < 2 || box.height < 2) return null
    const xs = [box.left + 1, (box.left + box.right) / 2, box.right - 1]
    const ys = [box.top + 1, (box.top + box.bottom) / 2, box.bottom - 1]
    const shows = xs.some((x) =>
      ys.some((y) => {
        if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) return false
        const top = document.elementFromPoint(x, y)
        return top !== null && !header.contains(top)
      }),
    )
    return { shows, tag: focused.outerHTML.slice(0, 120) }
  })
}

for (const width of [390, 1280]) {
  for (const path of ['/eat', `/events/${SAMPLE_IDS.event}`, '/visit']) {
    test(`${path} at ${width} px: tabbing down the page, focus is never hidden under the header`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 700 })
      await page.goto(path)
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press('Tab')
        const seen = await focusShows(page)
        if (!seen) continue
        expect(seen.shows, `focus ${i + 1} under the header: ${seen.tag}`).toBe(true)
      }
      // Back up the page too: Shift+Tab scrolls the other way.
      for (let i = 0; i < 20; i++) {
        await page.keyboard.press('Shift+Tab')
        const seen = await focusShows(page)
        if (!seen) continue
        expect(seen.shows, `focus back ${i + 1} under the header: ${seen.tag}`).toBe(true)
      }
    })
  }
}
