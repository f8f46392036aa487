import { DEFAULT_LOCALE, type Locale, LOCALES } from './config'

/**
 * Content in more than one language (issue 47 item 4, decision 057), the browser-safe half: which
 * text columns of each listing table have a translation, how the editor names a translation's
 * field, and how a page marks a text shown in English on a page in another language.
 * The store and the loaders' helper are ../translations.server.ts.
 */

/** The translated columns of each listing table (names, addresses and phone numbers are not translated). */
export const TRANSLATED_FIELDS = {
  restaurants: ['description', 'full_description', 'hours', 'notice', 'meta_description'],
  stays: [
    'type',
    'description',
    'full_description',
    'features',
    'policy_check_in',
    'policy_check_out',
    'policy_cancellation',
    'policy_pets',
    'notice',
    'meta_description',
  ],
  activities: [
    'description',
    'full_description',
    'duration',
    'highlights',
    'requirements',
    'safety',
    'best_time',
    'notice',
    'meta_description',
  ],
  events: ['title', 'description', 'full_description', 'highlights', 'what_to_bring', 'meta_description'],
  articles: ['title', 'excerpt', 'body', 'read_time', 'meta_description'],
  // A show's artist, venue and genre are names; its description is the guide's words about it.
  music_shows: ['description'],
} as const satisfies Record<string, readonly string[]>

export type TranslatedTable = keyof typeof TRANSLATED_FIELDS
export const TRANSLATED_TABLES = Object.keys(TRANSLATED_FIELDS) as TranslatedTable[]

export function isTranslatedTable(table: string): table is TranslatedTable {
  return Object.hasOwn(TRANSLATED_FIELDS, table)
}

export function translatedFieldsOf(table: string): readonly string[] {
  return isTranslatedTable(table) ? TRANSLATED_FIELDS[table] : []
}

/** The languages content is translated into: every one but English, the source. */
export const TRANSLATION_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE)

/** A language's name in English, for the back office's labels ("Short description (Spanish)"). */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', es: 'Spanish' }

/** The editor form's name of a field's translation: `description__es`. */
export function translationFieldName(field: string, locale: Locale): string {
  return `${field}__${locale}`
}

/**
 * The columns of a listing shown in English on a page in another language (no translation yet),
 * by the names the page's listing uses: `full_description` is `fullDescription`.
 */
export type EnglishFields = readonly string[]

/** `full_description` -> `fullDescription`, the listing object's name of a column. */
export function camelName(column: string): string {
  return column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())
}

/**
 * `lang="en"` for a text shown in English on a page in another language, else nothing (the
 * page's own language): `<p lang={textLang(english, 'description')}>`.
 */
export function textLang(english: EnglishFields | undefined, field: string): 'en' | undefined {
  return english?.includes(field) ? 'en' : undefined
}
