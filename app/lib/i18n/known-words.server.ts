import { en } from '../../locales'
import { serverT } from './catalog.server'
import { DEFAULT_LOCALE, type Locale } from './config'
import { localizeMessage } from './form-words'
import type { MessageKey } from './messages'

/**
 * Server messages that code writes in English (SPEC's words, and the back office's, which is
 * English only) said in a page's language: a text is matched against the English catalog's
 * messages of a list (app/lib/partners/claim-words.ts), its arguments read back from it ("Try again in 5 minutes"
 * → `{minutes}` = 5), and said by that key in `locale`. A text no message matches is looked up
 * among the forms' words (app/lib/i18n/form-words.ts), else stays as it is.
 */

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&')

/** The English message as a pattern: each argument a named group (once), a plural any text. */
function patternOf(message: string): RegExp {
  const seen = new Set<string>()
  let source = ''
  let depth = 0
  let token = ''
  for (const char of message) {
    if (char === '{') {
      if (depth === 0) {
        source += escape(token)
        token = ''
      } else token += char
      depth++
    } else if (char === '}' && depth > 0) {
      depth--
      if (depth === 0) {
        const name = /^\s*(\w+)\s*$/.exec(token)?.[1]
        if (name && !seen.has(name)) {
          seen.add(name)
          source += `(?<${name}>.+?)`
        } else source += '.+?'
        token = ''
      } else token += char
    } else token += char
  }
  return new RegExp(`^${source}${escape(token)}$`)
}

const cache = new WeakMap<readonly MessageKey[], [MessageKey, RegExp][]>()

function patternsOf(keys: readonly MessageKey[]): [MessageKey, RegExp][] {
  let list = cache.get(keys)
  if (!list) {
    const english = en as Record<string, string>
    list = keys.map((key) => [key, patternOf(english[key]!)])
    cache.set(keys, list)
  }
  return list
}

/** A translator of the English texts of `keys` into `locale`. */
export function knownWords(locale: Locale, keys: readonly MessageKey[]): (text: string) => string {
  if (locale === DEFAULT_LOCALE) return (text) => text
  const say = serverT(locale)
  return (text) => {
    for (const [key, pattern] of patternsOf(keys)) {
      const match = pattern.exec(text)
      if (!match) continue
      const values = Object.fromEntries(
        Object.entries(match.groups ?? {}).map(([name, value]) => [
          name,
          /^\d+$/.test(value) ? Number(value) : value,
        ]),
      )
      return say(key, values)
    }
    return localizeMessage(say, text)
  }
}
