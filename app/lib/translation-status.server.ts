import type { Locale } from './i18n/config'
import { isTranslatedTable, translatedFieldsOf, type TranslatedTable } from './i18n/content-fields'
import type { Db } from './db.server'
import { LISTING_TYPES, type ListingType } from './kinds/editor'
import { looseDb } from './kinds/editor.server'
import { LISTING_EDITORS } from './kinds/editors.server'

/**
 * What is left to translate (issue 47 item 4, /admin/translations): per kind of listing, each
 * listing's text fields that have English but no translation in a language (missing), or whose
 * translation was made from an English text that has changed since (stale).
 */

export type TranslationState = 'missing' | 'stale'

export interface TranslationGap {
  type: ListingType
  id: string
  title: string
  hidden: boolean
  /** the editor's labels of its fields without a translation */
  missing: string[]
  /** the editor's labels of its fields whose English changed after the translation */
  stale: string[]
}

export interface TranslationKind {
  type: ListingType
  table: TranslatedTable
  listings: number
  missing: number
  stale: number
}

/** The kinds whose listings are translated, with their editor spec. */
function translatedKinds() {
  return LISTING_TYPES.flatMap((type) => {
    const spec = LISTING_EDITORS[type]
    return isTranslatedTable(spec.table) ? [{ type, spec, table: spec.table }] : []
  })
}

const said = (value: unknown) => typeof value === 'string' && value.trim() !== '' && value.trim() !== '[]'

/** Every listing with a gap in `locale`, and the counts of missing and stale fields per kind. */
export async function translationReport(
  db: Db,
  locale: Locale,
): Promise<{ kinds: TranslationKind[]; gaps: TranslationGap[] }> {
  const kinds: TranslationKind[] = []
  const gaps: TranslationGap[] = []
  for (const { type, spec, table } of translatedKinds()) {
    const fields = translatedFieldsOf(table)
    const label = new Map(spec.fields.map((field) => [field.name, field.label]))
    const rows = (await looseDb(db)
      .selectFrom(table)
      .select(['id', 'hidden', spec.titleColumn, ...fields])
      .orderBy(spec.titleColumn)
      .execute()) as Record<string, unknown>[]
    const translations = await db
      .selectFrom('content_translations')
      .select(['entity_id', 'field', 'source_text'])
      .where('entity_type', '=', table)
      .where('locale', '=', locale)
      .execute()
    const source = new Map(translations.map((t) => [`${t.entity_id}\u0000${t.field}`, t.source_text]))
    const kind: TranslationKind = { type, table, listings: rows.length, missing: 0, stale: 0 }
    for (const row of rows) {
      const id = String(row.id)
      const gap: TranslationGap = {
        type,
        id,
        title: String(row[spec.titleColumn] ?? id),
        hidden: Number(row.hidden) === 1,
        missing: [],
        stale: [],
      }
      for (const field of fields) {
        if (!said(row[field])) continue
        const from = source.get(`${id}\u0000${field}`)
        if (from === undefined) gap.missing.push(label.get(field) ?? field)
        else if (from !== String(row[field])) gap.stale.push(label.get(field) ?? field)
      }
      kind.missing += gap.missing.length
      kind.stale += gap.stale.length
      if (gap.missing.length || gap.stale.length) gaps.push(gap)
    }
    kinds.push(kind)
  }
  return { kinds, gaps }
}
