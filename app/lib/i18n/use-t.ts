import type * as LinguiCore from '@lingui/core'
import { createContext, useContext, useSyncExternalStore } from 'react'
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
 * The formatter of ICU messages with arguments (plurals, select, numbers, dates): @lingui/core,
 * 2.2 KB gzip, loaded only by pages that have such a message (decision 059). A message without
 * arguments is compiled to its text and needs no code at all. The server loads it in the root
 * loader; the browser before hydration when the page says so (`data-icu` on <html>,
 * app/entry.client.tsx), and otherwise once the page has loaded, for later navigations.
 */
let runtime: typeof LinguiCore | undefined
let loading: Promise<void> | undefined
const listeners = new Set<() => void>()

export function loadFormatter(): Promise<void> {
  loading ??= import('@lingui/core').then(
    (module) => {
      runtime = module
      for (const listener of listeners) listener()
    },
    (error: unknown) => {
      loading = undefined // offline: the next message that needs it asks again
      throw error
    },
  )
  return loading
}

/**
 * A message only lazily loaded code says (`shell.lazy.*`: the header's suggestions, the outbox's
 * list): that code is never part of a server render or of hydration, so it loads the formatter
 * itself when it mounts (./lazy-words.ts) and such a message never makes a page wait for it.
 */
export const isLazyMessage = (id: string) => id.split('.', 2)[1] === 'lazy'

/** Whether some message needs the formatter before hydration (a compiled message with arguments). */
export function needsFormatter(messages: Messages): boolean {
  return Object.entries(messages).some(([id, message]) => typeof message !== 'string' && !isLazyMessage(id))
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const formatterReady = () => runtime !== undefined

/** True once the formatter is loaded (a translator made before then is made again). */
export function useFormatterReady(): boolean {
  return useSyncExternalStore(subscribe, formatterReady, formatterReady)
}

/** Until the formatter arrives (a navigation racing its load): the message's text with its values. */
function roughly(message: unknown[], values: Record<string, unknown> = {}): string {
  return message
    .map((token) => (typeof token === 'string' ? token : String(values[(token as [string])[0]] ?? '')))
    .join('')
}

/**
 * One translator for a render, in the page's language, over the compiled messages of every
 * matched route's loader data (the root layout makes it).
 */
export function createTranslator(locale: Locale, messages: Messages): Translator {
  const tag = LOCALE_INFO[locale].intl
  let i18n: LinguiCore.I18n | undefined
  const t = ((id: MessageKey, values?: Record<string, unknown>) => {
    const message = messages[id]
    if (typeof message === 'string') return message
    if (message === undefined) return id
    if (!runtime) {
      void loadFormatter().catch(() => {})
      return roughly(message, values)
    }
    i18n ??= runtime.setupI18n({ locale: tag, messages: { [tag]: messages as never } })
    return i18n._(id, values)
  }) as Translator
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
