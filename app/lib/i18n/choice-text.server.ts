import { hasMessage, serverT } from './catalog.server'
import { DEFAULT_LOCALE, type Locale } from './config'
import type { MessageKey } from './messages'
import { keyPart } from './words.server'

/** A listing's value as a page shows it: in the page's language, or in English marked `lang="en"`. */
export interface ShownText {
  text: string
  lang?: 'en'
}

/**
 * A listing's kind (a stay's type, a restaurant's type, an activity's category or season) in the
 * page's language: the catalog's words of the first of `keys(part)` it has, `part` being the value
 * as a key's last part ('Mountain Cabin' is `mountain-cabin`, so `submit.host.options.mountain-cabin`), else the value as written, marked English on a page in another
 * language. In English the value is always shown as written.
 */
export function choiceText(locale: Locale, value: string, keys: (part: string) => string[]): ShownText {
  if (locale === DEFAULT_LOCALE || value.trim() === '') return { text: value }
  const key = keys(keyPart(value)).find(hasMessage)
  return key ? { text: serverT(locale)(key as MessageKey) } : { text: value, lang: 'en' }
}

/**
 * A stay's type in the page's language: its translation (already in `type` when `english` does not
 * name it), else the host form's or the catalog's words for a known type, else English, marked.
 */
export function stayTypeText(locale: Locale, type: string, english: readonly string[] = []): ShownText {
  if (locale !== DEFAULT_LOCALE && !english.includes('type')) return { text: type }
  return choiceText(locale, type, (part) => [`submit.host.options.${part}`, `stay.kind.${part}`])
}

/** A restaurant's type (its kind of food or place) in the page's language, or English, marked. */
export function restaurantTypeText(locale: Locale, type: string): ShownText {
  return choiceText(locale, type, (part) => [`submit.restaurant.options.${part}`, `eat.kind.${part}`])
}

/** An activity's category in the page's language, or English, marked. */
export function activityCategoryText(locale: Locale, category: string): ShownText {
  return choiceText(locale, category, (part) => [`play.type.${part}`, `submit.activity.options.${part}`])
}

/**
 * A card's `field` as the page shows it: the shown text in the field, and `<field>Lang: 'en'` only
 * when it stayed English (so an English card's data is as it was).
 */
export function withShown<T extends object, F extends keyof T & string>(
  card: T,
  field: F,
  shown: ShownText,
): T & { [K in `${F}Lang`]?: 'en' } {
  return { ...card, [field]: shown.text, ...(shown.lang ? { [`${field}Lang`]: shown.lang } : {}) }
}

/**
 * A listing's tags in the page's language: each one the catalog knows in its words, the others as
 * written, named in `englishTags` (the page marks them `lang="en"`).
 */
export function shownTags(
  locale: Locale,
  tags: readonly string[],
  keys: (part: string) => string[],
): { tags: string[]; englishTags: string[] } {
  const shown = tags.map((tag) => choiceText(locale, tag, keys))
  return {
    tags: shown.map((tag) => tag.text),
    englishTags: shown.filter((tag) => tag.lang).map((tag) => tag.text),
  }
}

/**
 * An activity's difficulty in the page's language: the catalog's words for each value the form and
 * the back office allow (Easy, Moderate, Hard, Expert; 'Difficult', an older word, is Hard), else
 * English, marked.
 */
export function difficultyText(locale: Locale, difficulty: string): ShownText {
  return choiceText(locale, difficulty, (part) => [`play.difficulty.${part === 'difficult' ? 'hard' : part}`])
}

/** An activity's season (Spring ... Year-Round) in the page's language, or English, marked. */
export function seasonText(locale: Locale, season: string): ShownText {
  return choiceText(locale, season, (part) => [`play.season.${part}`])
}
