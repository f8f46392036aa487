import { renderToString } from 'react-dom/server'
import type * as React from 'react'
import { createRoutesStub, useLoaderData } from 'react-router'
import { messagesFor } from '../app/lib/i18n/catalog.server'
import { localeOfPath } from '../app/lib/i18n/config'
import type { Messages } from '../app/lib/i18n/messages'
import { createTranslator, TranslatorContext } from '../app/lib/i18n/use-t'
import { call, pageRequest } from './helpers'

/**
 * What a rendered page says, for the Spanish render tests (issue 47, decision 059): its texts and
 * accessible names (aria-label, alt, placeholder, title) outside elements marked lang="en".
 */

export { visibleWords } from './i18n-render'

/** Every string in a loader's data (a listing's own words: names, descriptions, towns...), longest first. */
export function contentStrings(data: unknown): string[] {
  const out = new Set<string>()
  const walk = (value: unknown, key = ''): void => {
    if (key === 'messages') return
    if (typeof value === 'string') {
      if (value.trim()) out.add(value.replace(/\s+/g, ' ').trim())
    } else if (Array.isArray(value)) value.forEach((item) => walk(item))
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) walk(v, k)
  }
  walk(data)
  return [...out].sort((a, b) => b.length - a.length)
}

/**
 * The literal texts of an ICU message, arguments left out: `{count, plural, one {# alerta} other
 * {# alertas}}, primero {x}` gives `alerta`, `alertas`, `, primero` (each option's text, `#` a gap).
 */
export function icuTexts(message: string): string[] {
  const texts: string[] = []
  let text = ''
  for (let i = 0; i < message.length; i++) {
    if (message[i] !== '{') {
      text += message[i] === '#' ? '\u0000' : message[i]
      continue
    }
    let depth = 0
    let end = i
    for (; end < message.length; end++) {
      if (message[end] === '{') depth++
      else if (message[end] === '}' && --depth === 0) break
    }
    const inner = message.slice(i + 1, end)
    texts.push(text)
    text = ''
    const choice = /^\s*\w+\s*,\s*(?:plural|select|selectordinal)\s*,/.exec(inner)
    if (choice) {
      // The options: `key {body}` pairs, each body a message of its own.
      const options = inner.slice(choice[0].length)
      for (let j = 0; j < options.length; j++) {
        if (options[j] !== '{') continue
        let d = 0
        let k = j
        for (; k < options.length; k++) {
          if (options[k] === '{') d++
          else if (options[k] === '}' && --d === 0) break
        }
        texts.push(...icuTexts(options.slice(j + 1, k)))
        j = k
      }
    }
    i = end
  }
  texts.push(text)
  return texts.flatMap((part) => part.split('\u0000'))
}

/**
 * The words of a page that are neither a text of `catalog` (its messages, arguments left out) nor
 * the page's content (`content`: what the loader read from the database), nor figures and signs.
 */
export function strayWords(words: string[], catalog: Record<string, string | undefined>, content: string[]) {
  const texts = new Set<string>()
  for (const text of Object.values(catalog))
    for (const part of icuTexts(text ?? '')) if (part.trim()) texts.add(part.trim())
  return words.filter((word) => {
    if (texts.has(word) || content.includes(word)) return false
    let rest = word
    for (const text of content) if (text.length > 2) rest = rest.split(text).join(' ')
    for (const text of [...texts].sort((a, b) => b.length - a.length))
      if (text.length > 1) rest = rest.split(text).join(' ')
    // What is left: figures and signs, or single words of the catalog ("a" of "a {name}").
    return rest.split(/\s+/).some((token) => !texts.has(token) && !/^[\d$.,:;·–\-()%©&'"/]*$/.test(token))
  })
}

/** The English texts (those Spanish does not share) a page still says, but for its content's words. */
export function englishLeft(
  words: string[],
  en: Record<string, string>,
  es: Record<string, string | undefined>,
  content: string[] = [],
) {
  const spanish = new Set(Object.values(es))
  const english = new Set(Object.values(en).filter((text) => !spanish.has(text)))
  return words.filter((word) => english.has(word) && !content.includes(word))
}

/**
 * A route rendered from its loader's real data, with the translator its messages make (as the root
 * layout does): the page's HTML and its data.
 */
export async function renderRoute(
  url: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- route modules' own types
  loader: (args: any) => Promise<any>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- route modules' own types
  Route: React.ComponentType<any>,
  params: Record<string, string> = {},
) {
  const data = (await call(loader, pageRequest(url), params)) as { messages: Messages } & Record<
    string,
    unknown
  >
  function Page() {
    const loaderData = useLoaderData() as typeof data
    const locale = localeOfPath(url)
    // the root's shell words (its header, the pictures' descriptions), then the page's
    const t = createTranslator(locale, { ...messagesFor(locale, ['shell']), ...loaderData.messages })
    return (
      <TranslatorContext.Provider value={t}>
        <Route loaderData={loaderData} />
      </TranslatorContext.Provider>
    )
  }
  const path = url.split('?')[0]!
  const Stub = createRoutesStub([{ path, Component: Page, loader: () => data }])
  const html = renderToString(<Stub initialEntries={[url]} hydrationData={{ loaderData: { '0': data } }} />)
  return { html, data }
}
