import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../db/schema'
import { DEFAULT_LOCALE, type Locale } from './i18n/config'
import { camelName, type EnglishFields, translatedFieldsOf } from './i18n/content-fields'
import type { Paged } from './pagination'
import { jsonList } from './rows.server'

/**
 * Content in more than one language (issue 47 item 4, decision 057): the store of translations
 * (`content_translations`, one row per listing, text column and language) and the loaders'
 * helper that gives a row's text columns in the page's language, or in English marked as such.
 * English stays in the listing's own columns; a translation remembers the English it was made
 * from (`source_text`), so a changed English text makes it stale.
 */

type Db = Kysely<Database> | Transaction<Database>

/** One listing's translations in one language: column -> text (as the column stores it). */
export type Translations = Record<string, string>

/** The translations of some listings of one table in one language: id -> column -> text. */
export async function readTranslations(
  db: Db,
  table: string,
  ids: readonly string[],
  locale: Locale,
): Promise<Map<string, Translations>> {
  const byId = new Map<string, Translations>()
  if (locale === DEFAULT_LOCALE || ids.length === 0 || translatedFieldsOf(table).length === 0) return byId
  const rows = await db
    .selectFrom('content_translations')
    .select(['entity_id', 'field', 'text'])
    .where('entity_type', '=', table)
    .where('locale', '=', locale)
    .where('entity_id', 'in', [...new Set(ids)])
    .execute()
  for (const row of rows) {
    const own = byId.get(row.entity_id) ?? {}
    own[row.field] = row.text
    byId.set(row.entity_id, own)
  }
  return byId
}

/** A row with its text columns in `locale` where translated, and which ones stayed English. */
export interface LocalizedRow<R> {
  row: R
  /** the listing object's names (camelCase) of the columns shown in English */
  english: string[]
}

function localizeWith<R extends { id: string }>(
  table: string,
  row: R,
  translations: Translations | undefined,
): LocalizedRow<R> {
  const english: string[] = []
  const localized: Record<string, unknown> = { ...row }
  for (const field of translatedFieldsOf(table)) {
    const text = translations?.[field]
    if (text !== undefined && text !== '') localized[field] = text
    else if (isShown(localized[field])) english.push(camelName(field))
  }
  return { row: localized as R, english }
}

/** A column's value says something (an empty text or list has nothing to mark). */
function isShown(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '' && value.trim() !== '[]'
}

/**
 * The page's helper: a listing's row in the page's language. In English it is the row as it is;
 * in another language each translated column takes its translation, and the columns without
 * one are named in `english` (the page marks them `lang="en"`).
 */
export async function localizeRow<R extends { id: string }>(
  db: Db,
  table: string,
  row: R,
  locale: Locale,
): Promise<LocalizedRow<R>> {
  if (locale === DEFAULT_LOCALE) return { row, english: [] }
  const translations = await readTranslations(db, table, [row.id], locale)
  return localizeWith(table, row, translations.get(row.id))
}

/** The list pages' helper: every row of a list in the page's language (one query). */
export async function localizeRows<R extends { id: string }>(
  db: Db,
  table: string,
  rows: readonly R[],
  locale: Locale,
): Promise<LocalizedRow<R>[]> {
  if (locale === DEFAULT_LOCALE) return rows.map((row) => ({ row, english: [] }))
  const translations = await readTranslations(
    db,
    table,
    rows.map((row) => row.id),
    locale,
  )
  return rows.map((row) => localizeWith(table, row, translations.get(row.id)))
}

/**
 * Saves a listing's translations in one language as an editor or partner typed them: a changed
 * text is stored with the English it now translates (`english`: the column's current text), an
 * unchanged one keeps its source (so a translation left as it was after the English changed stays
 * stale), an empty one is removed.
 */
export async function writeTranslations(
  trx: Db,
  table: string,
  id: string,
  locale: Locale,
  texts: Translations,
  english: Record<string, unknown>,
  { now = new Date().toISOString(), by = null }: { now?: string; by?: string | null } = {},
): Promise<void> {
  const current = (await readTranslations(trx, table, [id], locale)).get(id) ?? {}
  for (const [field, text] of Object.entries(texts)) {
    if (!translatedFieldsOf(table).includes(field)) continue
    const key = { entity_type: table, entity_id: id, field, locale }
    if (text === '' || text === '[]') {
      if (current[field] !== undefined)
        await trx
          .deleteFrom('content_translations')
          .where('entity_type', '=', table)
          .where('entity_id', '=', id)
          .where('field', '=', field)
          .where('locale', '=', locale)
          .execute()
      continue
    }
    if (current[field] === text) continue
    const source = english[field] === null || english[field] === undefined ? '' : String(english[field])
    await trx
      .insertInto('content_translations')
      .values({ ...key, text, source_text: source, updated_at: now, updated_by: by })
      .onConflict((oc) =>
        oc
          .columns(['entity_type', 'entity_id', 'field', 'locale'])
          .doUpdateSet({ text, source_text: source, updated_at: now, updated_by: by }),
      )
      .execute()
  }
}

/** Removes a listing's translations with the listing. */
export async function deleteTranslations(trx: Db, table: string, id: string): Promise<void> {
  await trx
    .deleteFrom('content_translations')
    .where('entity_type', '=', table)
    .where('entity_id', '=', id)
    .execute()
}

/** A page of a list's rows in the page's language (one query for the page's translations). */
export async function localizePage<R extends { id: string }>(
  db: Db,
  table: string,
  paged: Paged<R>,
  locale: Locale,
): Promise<Paged<LocalizedRow<R>>> {
  return { ...paged, items: await localizeRows(db, table, paged.items, locale) }
}

/** What a card adds for its fields shown in English: nothing on an English page. */
export function englishOf(english: EnglishFields): { english?: EnglishFields } {
  return english.length ? { english } : {}
}

/**
 * Listings already read (a feed's events) in `locale`: each translated field replaced by its
 * translation, by the listing object's name (`fullDescription`); a line field's list parsed.
 */
export async function localizeListings<T extends { id: string }>(
  db: Db,
  table: string,
  listings: readonly T[],
  locale: Locale,
): Promise<T[]> {
  if (locale === DEFAULT_LOCALE) return [...listings]
  const translations = await readTranslations(
    db,
    table,
    listings.map((listing) => listing.id),
    locale,
  )
  return listings.map((listing) => {
    const own = translations.get(listing.id)
    if (!own) return listing
    const localized: Record<string, unknown> = { ...listing }
    for (const [field, text] of Object.entries(own)) {
      const name = camelName(field)
      if (typeof localized[name] === 'string') localized[name] = text
      else if (Array.isArray(localized[name])) localized[name] = jsonList<string>(text)
    }
    return localized as T
  })
}
