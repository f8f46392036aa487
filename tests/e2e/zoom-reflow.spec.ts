import { expect, type Page, test } from '@playwright/test'
import { SAMPLE_IDS } from './routes'

// WCAG 1.4.10 and 1.4.12 (issue 46 item 4): at 320 CSS px wide (a 1280 px window at 400 % zoom) the
// main pages scroll in one direction only, and the text-spacing bookmarklet's styles (line height
// 1.5, paragraphs 2em apart, letters 0.12em, words 0.16em) cut no text off. Screenshots of each
// page at 320 px are kept in test-results for a person to look at.

const PAGES = {
  home: '/',
  list: '/eat',
  detail: `/stay/${SAMPLE_IDS.stay}`,
  trip: '/trip',
  search: '/search?q=lodge',
  events: '/events',
  // The Spanish pages (issue 47): longer words, the same room.
  'home (es)': '/es',
  'list (es)': '/es/eat',
  'detail (es)': `/es/stay/${SAMPLE_IDS.stay}`,
  'trip (es)': '/es/trip',
  'search (es)': '/es/search?q=caba%C3%B1a',
  'events (es)': '/es/events',
  'play (es)': '/es/play',
  'visit (es)': '/es/visit',
}

/** The main Spanish pages looked at on a phone (390 px): screenshots in scratch/ for a person. */
const SPANISH_PHONE = Object.entries(PAGES).filter(([name]) => name.endsWith('(es)'))

const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`

/** How far the page scrolls sideways, and the widest element that sticks out of the window. */
function sideways(page: Page) {
  return page.evaluate(() => {
    const scroller = document.scrollingElement!
    let widest = ''
    for (const element of document.querySelectorAll('body *')) {
      const box = element.getBoundingClientRect()
      if (
        box.width > 0 &&
        box.right > window.innerWidth + 1 &&
        getComputedStyle(element).position !== 'fixed'
      ) {
        // Inside a region that scrolls by itself (a table, a row of chips) is allowed by 1.4.10.
        let parent = element.parentElement
        let inScroller = false
        while (parent && parent !== document.body) {
          const overflowX = getComputedStyle(parent).overflowX
          if (
            overflowX === 'auto' ||
            overflowX === 'scroll' ||
            overflowX === 'hidden' ||
            overflowX === 'clip'
          ) {
            inScroller = true
            break
          }
          parent = parent.parentElement
        }
        if (!inScroller)
          widest = `${element.tagName} "${(element as HTMLElement).innerText?.slice(0, 60)}" (${box.right} px)`
      }
    }
    return { scrollWidth: scroller.scrollWidth, innerWidth: window.innerWidth, widest }
  })
}

/**
 * Text cut off with the spacing on: an element that hides its overflow (or clamps lines) while its
 * text needs more room than it has. A visually hidden 1 px element (sr-only) is not shown anyway.
 */
function clippedText(page: Page) {
  return page.evaluate(() => {
    const clipped: string[] = []
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(element)
      const hides = [style.overflowX, style.overflowY].some((o) => o === 'hidden' || o === 'clip')
      if (!hides || element.clientWidth <= 1 || element.clientHeight <= 1) continue
      // Visually hidden until focused (the skip link): clipped on purpose.
      if (style.clip !== 'auto' || style.clipPath.startsWith('inset(50%')) continue
      if (!element.innerText?.trim()) continue
      if (style.textOverflow === 'ellipsis') {
        clipped.push(`ellipsis: ${element.outerHTML.slice(0, 120)}`)
        continue
      }
      const tall = element.scrollHeight - element.clientHeight > 2 && style.overflowY !== 'visible'
      const wide = element.scrollWidth - element.clientWidth > 2 && style.overflowX !== 'visible'
      if (tall || wide) clipped.push(`${tall ? 'height' : 'width'}: ${element.outerHTML.slice(0, 120)}`)
    }
    return clipped
  })
}

for (const [name, path] of Object.entries(PAGES)) {
  test(`${name} (${path}) at 320 px (400 % zoom): no sideways scrolling, text spacing cuts nothing off`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 320, height: 640 })
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    const plain = await sideways(page)
    expect(plain.scrollWidth, `sticks out: ${plain.widest}`).toBeLessThanOrEqual(plain.innerWidth)
    await page.screenshot({ path: testInfo.outputPath(`${name}-320.png`), fullPage: true })

    await page.addStyleTag({ content: TEXT_SPACING })
    const spaced = await sideways(page)
    expect(spaced.scrollWidth, `sticks out with text spacing: ${spaced.widest}`).toBeLessThanOrEqual(
      spaced.innerWidth,
    )
    expect(await clippedText(page)).toEqual([])
    await page.screenshot({ path: testInfo.outputPath(`${name}-320-spacing.png`), fullPage: true })
  })
}

test('the main Spanish pages at 390 px: nothing sticks out; screenshots kept', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const [name, path] of SPANISH_PHONE) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    const box = await sideways(page)
    expect(box.scrollWidth, `${path} sticks out: ${box.widest}`).toBeLessThanOrEqual(box.innerWidth)
    await page.screenshot({
      path: `scratch/es-${name.replace(/ \(es\)$/, '')}-390.png`,
      fullPage: true,
    })
  }
})
