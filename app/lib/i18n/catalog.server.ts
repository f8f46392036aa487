import { setupI18n } from '@lingui/core'
import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { en, es } from '../../locales'
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from './config'
import type { MessageKey, Messages } from './messages'

/**
 * The catalogs (app/locales/<code>/<namespace>.json, ICU MessageFormat source), compiled once per language at
 * start-up into Lingui's compiled form (plain strings and arrays, no parser needed to format them).
 * Pages get only their own part (`messagesFor(locale, ['home'])` in a loader), and the browser
 * formats those with @lingui/core (./use-t.ts): no catalog is ever in the JavaScript bundle.
 * A key missing from a language falls back to English (the catalog test forbids it).
 */
const SOURCES: Record<Locale, Record<string, string | undefined>> = { en, es }

const compiled = new Map<Locale, Map<string, CompiledMessage | string>>()

function catalog(locale: Locale): Map<string, CompiledMessage | string> {
  let messages = compiled.get(locale)
  if (!messages) {
    messages = new Map()
    const source = { ...SOURCES[DEFAULT_LOCALE], ...SOURCES[locale] }
    for (const [key, text] of Object.entries(source)) {
      if (text === undefined) continue
      const message = compileMessageOrThrow(text)
      // A message without placeholders travels as its text.
      messages.set(key, message.length === 1 && typeof message[0] === 'string' ? message[0] : message)
    }
    compiled.set(locale, messages)
  }
  return messages
}

/** The compiled messages whose keys start with one of `namespaces` (`shell`, `home`): one page's part. */
export function messagesFor(locale: Locale, namespaces: readonly string[]): Messages {
  const out: Messages = {}
  for (const [key, message] of catalog(locale))
    if (namespaces.some((namespace) => key.startsWith(`${namespace}.`))) out[key] = message
  return out
}

/** The compiled messages of exactly these keys (a few words a page needs from another namespace). */
export function messagesOf(locale: Locale, keys: readonly MessageKey[]): Messages {
  const messages = catalog(locale)
  const out: Messages = {}
  for (const key of keys) {
    const message = messages.get(key)
    if (message !== undefined) out[key] = message
  }
  return out
}

/** A formatter for server-only words (a page's title and description in its loader). */
export function serverT(locale: Locale): (id: MessageKey, values?: Record<string, unknown>) => string {
  const tag = LOCALE_INFO[locale].intl
  const messages = catalog(locale)
  const i18n = setupI18n({
    locale: tag,
    messages: { [tag]: Object.fromEntries(messages) as Record<string, CompiledMessage> },
  })
  // A message without arguments is its own text (Lingui would warn of an "uncompiled" string).
  return (id, values) => {
    const message = messages.get(id)
    return typeof message === 'string' ? message : i18n._(id, values)
  }
}

/** Whether the catalogs have a message `key` (English is the reference: every language has its keys). */
export function hasMessage(key: string): boolean {
  return catalog(DEFAULT_LOCALE).has(key)
}
