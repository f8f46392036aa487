import { readdirSync, readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { PUBLIC_ROUTES } from './routes'

// Issue 47 (decision 059): every public page in Spanish says no English interface text. A page's
// texts and accessible names outside elements marked lang="en" (listings' words not yet
// translated) may not be an English catalog text that Spanish does not share.

const catalog = (locale: string): Record<string, string> =>
  Object.assign(
    {},
    ...readdirSync(`app/locales/${locale}`)
      .filter((file) => file.endsWith('.json'))
      .map(
        (file) => JSON.parse(readFileSync(`app/locales/${locale}/${file}`, 'utf8')) as Record<string, string>,
      ),
  )
const spanish = new Set(Object.values(catalog('es')))
/** English texts without arguments that no Spanish text shares. */
const ENGLISH = new Set(
  Object.values(catalog('en')).filter(
    (text) => !text.includes('{') && !spanish.has(text) && /[a-z]{2}/i.test(text),
  ),
)

const SPANISH_ROUTES = PUBLIC_ROUTES.map((path) => (path === '/' ? '/es' : `/es${path}`))

test('every public Spanish page: no English interface text outside content marked lang="en"', async ({
  page,
}) => {
  test.setTimeout(SPANISH_ROUTES.length * 15_000)
  const left: string[] = []
  for (const path of SPANISH_ROUTES) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    const words = await page.evaluate(() => {
      const out: string[] = []
      const english = (node: Element | null) => Boolean(node?.closest('[lang="en"]'))
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement
        if (!parent || english(parent) || parent.closest('script, style, noscript, template')) continue
        const text = node.textContent?.replace(/\s+/g, ' ').trim()
        if (text) out.push(text)
      }
      for (const element of document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]'))
        if (!english(element))
          for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
            const value = element.getAttribute(name)?.trim()
            if (value) out.push(value)
          }
      out.push(document.title)
      return out
    })
    for (const word of new Set(words)) if (ENGLISH.has(word)) left.push(`${path}: ${word}`)
  }
  expect(left).toEqual([])
})
