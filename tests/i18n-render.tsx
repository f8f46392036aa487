import type * as React from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub, useLoaderData } from 'react-router'
import { messagesFor } from '../app/lib/i18n/catalog.server'
import type { Locale } from '../app/lib/i18n/config'
import type { Messages } from '../app/lib/i18n/messages'
import { createTranslator, loadFormatter, TranslatorContext } from '../app/lib/i18n/use-t'
import { en, es } from '../app/locales'
import { type AnyHandler, call, pageRequest } from './helpers'

/**
 * Pages in a language as the server renders them (issue 47, decision 059), for the tests that
 * check a page says nothing outside its catalogs: its texts and accessible names, found outside
 * elements marked lang="en" (content not yet translated).
 */

const VOID = new Set([
  'img',
  'input',
  'br',
  'hr',
  'meta',
  'link',
  'source',
  'path',
  'circle',
  'rect',
  'line',
  'polyline',
  'polygon',
])

/** The page's texts and accessible names (aria-label, alt, placeholder, title) outside lang="en" elements. */
export function visibleWords(html: string): string[] {
  const words: string[] = []
  const stack: boolean[] = [] // per open element: whether it is lang="en"
  const inEnglish = () => stack.includes(true)
  for (const [, tag, text] of html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>|<!--[\s\S]*?-->/g, '')
    .matchAll(/(<[^>]+>)|([^<]+)/g)) {
    if (text !== undefined) {
      if (!inEnglish()) words.push(text)
      continue
    }
    const open = /^<([a-zA-Z][\w-]*)([^>]*?)(\/?)>$/.exec(tag!)
    if (open) {
      const [, name, attributes, selfClosing] = open
      const english = /\slang="en"/.test(attributes!)
      if (!inEnglish() && !english)
        for (const [, value] of attributes!.matchAll(/\s(?:aria-label|alt|placeholder|title)="([^"]*)"/g))
          words.push(value!)
      if (!selfClosing && !VOID.has(name!.toLowerCase())) stack.push(english)
    } else if (/^<\//.test(tag!)) stack.pop()
  }
  return words
    .map((word) =>
      word
        .replace(/&#x27;/g, "'")
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((word) => word !== '')
}

/** What a page in any language may show that is not a catalog text: the guide's and places' names, figures, contacts. */
export const NOT_WORDS =
  /^(?:Wyoming Navigator|©|·|\d+|404|\(307\) 555-0100|hello@wyomingnavigator\.example|PO Box 1200, Jackson, WY 83001|WY Navigator|Wyoming Navigator ·|English|Español)$/

/**
 * A route's page rendered from its loader's real data at `url` in `locale`, with the shell's
 * messages, as the root layout gives them.
 */
export async function renderPage(
  locale: Locale,
  {
    url,
    path,
    loader,
    Component,
    params = {},
  }: {
    url: string
    /** The route's pattern (`/es/events/:id`). */
    path: string
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route's loader
    loader: (args: any) => unknown
    Component: React.ComponentType<{ loaderData: never }>
    params?: Record<string, string>
  },
): Promise<{ html: string; data: Record<string, unknown> }> {
  await loadFormatter()
  const data = (await call(loader as AnyHandler, pageRequest(url), params)) as Record<string, unknown>
  function Page() {
    const loaderData = useLoaderData() as Record<string, unknown> & { messages?: Messages }
    const t = createTranslator(locale, { ...messagesFor(locale, ['shell']), ...loaderData.messages })
    return (
      <TranslatorContext.Provider value={t}>
        <Component loaderData={loaderData as never} />
      </TranslatorContext.Provider>
    )
  }
  const Stub = createRoutesStub([{ path, Component: Page, loader: () => data }])
  const html = renderToString(<Stub initialEntries={[url]} hydrationData={{ loaderData: { '0': data } }} />)
  return { html, data }
}

/** A catalog message as a pattern of the texts it formats to: its arguments any text, a plural's or select's branches each. */
function messagePatterns(message: string): RegExp[] {
  const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&')
  // A plural or select: each branch on its own (one level deep, as the catalogs write them).
  const choice = /^\{\w+, (?:plural|select),((?:\s*[=\w]+ \{(?:[^{}]|\{[^{}]*\})*\})+)\s*\}$/.exec(
    message.trim(),
  )
  if (choice)
    return [...choice[1]!.matchAll(/[=\w]+ \{((?:[^{}]|\{[^{}]*\})*)\}/g)].flatMap(([, branch]) =>
      messagePatterns(branch!.replace(/#/g, '{count}')),
    )
  const parts = message.trim().split(/\{[^{}]*\}/)
  return [new RegExp(`^${parts.map(escape).join('.+')}$`)]
}

const spanishPatterns = Object.values(es).flatMap((message) =>
  message && /[{#]/.test(message) ? messagePatterns(message) : [],
)
const spanishTexts = new Set(Object.values(es).map((message) => message?.trim()))
const MONTHS_ES = 'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre'
const WEEKDAYS_ES = 'lunes|martes|miércoles|jueves|viernes|sábado|domingo'
/** A date as Intl writes it in Spanish ("viernes, 20 de diciembre de 2024", "Diciembre de 2024", "Vi"). */
const SPANISH_DATE = new RegExp(
  `^(?:(?:(?:${WEEKDAYS_ES}), )?\\d{1,2} de (?:${MONTHS_ES}) de \\d{4}|(?:${MONTHS_ES}) de \\d{4}|(?:${WEEKDAYS_ES})|(?:lu|ma|mi|ju|vi|sá|do))$`,
  'i',
)

/** Whether a text is Spanish from the catalogs: a message as it is or formatted, a date, or such texts joined by commas. */
export function isSpanishText(word: string): boolean {
  const one = (text: string) =>
    spanishTexts.has(text) || SPANISH_DATE.test(text) || spanishPatterns.some((pattern) => pattern.test(text))
  return one(word) || word.split(', ').every(one)
}

/**
 * The words of a Spanish page that are not Spanish catalog texts (nor names, figures or what
 * `allowed` lets through), and those that are English catalog texts Spanish does not share.
 */
export function strayWords(html: string, allowed: (word: string) => boolean = () => false) {
  const spanish = new Set(Object.values(es))
  const english = new Set(Object.values(en))
  const words = visibleWords(html)
  return {
    stray: words.filter((word) => !isSpanishText(word) && !NOT_WORDS.test(word) && !allowed(word)),
    english: words.filter((word) => english.has(word) && !spanish.has(word) && !allowed(word)),
  }
}
