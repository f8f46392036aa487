import { type I18n, setupI18n } from '@lingui/core'
import { createContext, useContext } from 'react'
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale, localizedPath } from './config'
import type { MessageKey, Messages } from './messages'

/** What a page's words come from: its language and the compiled messages its loaders sent. */
export interface Translator {
  (id: MessageKey, values?: Record<string, unknown>): string
  locale: Locale
  /** Whether the page has this message (the loaders sent it). */
  has: (id: MessageKey) => boolean
  /** A path of the guide in this page's language (`/eat` is `/es/eat` on a Spanish page). */
  path: (to: string) => string
}

/**
 * One translator for a render: @lingui/core formats the compiled messages (plurals, select,
 * numbers and dates through Intl) in the page's language. Made by the root layout from the
 * messages of every matched route's loader data.
 */
export function createTranslator(locale: Locale, messages: Messages): Translator {
  const tag = LOCALE_INFO[locale].intl
  const i18n: I18n = setupI18n({ locale: tag, messages: { [tag]: messages as never } })
  const t = ((id: MessageKey, values?: Record<string, unknown>) => i18n._(id, values)) as Translator
  t.locale = locale
  t.has = (id) => id in messages
  t.path = (to) => localizedPath(to, locale)
  return t
}

export const TranslatorContext = createContext<Translator>(createTranslator(DEFAULT_LOCALE, {}))

/** The page's translator: `const t = useT(); t('home.hero.tagline')`, `t.path('/eat')`. */
export function useT(): Translator {
  return useContext(TranslatorContext)
}

/** The compiled messages of every matched route's loader data (`{ messages }`), merged. */
export function matchedMessages(matches: readonly { data?: unknown }[]): Messages {
  const merged: Messages = {}
  for (const match of matches) {
    const messages = (match.data as { messages?: Messages } | undefined)?.messages
    if (messages) Object.assign(merged, messages)
  }
  return merged
}
