import {
  LANGUAGE_NAMES,
  translatedFieldsOf,
  TRANSLATION_LOCALES,
  translationFieldName,
} from '../i18n/content-fields'
import { jsonList } from '../rows.server'
import { deleteTranslations, readTranslations, writeTranslations } from '../translations.server'
import type { EditorField, EditorValues } from './editor'
import { type ListingEditorSpec, readListingRow } from './editor.server'

/**
 * The listing editor in every language (issue 47 item 4, decision 057): a kind's spec with, after
 * each translated text field, that field in each other language (`description__es`, an `extra`
 * field kept in content_translations). The form shows the pair side by side; saving stores both;
 * revisions and partners' proposals carry the translations like any other field, because they are
 * fields of the spec.
 */

const TEXT_INPUTS = new Set(['text', 'textarea', 'lines'])

function translationFields(spec: Pick<ListingEditorSpec, 'table'>, field: EditorField): EditorField[] {
  if (!translatedFieldsOf(spec.table).includes(field.name) || !TEXT_INPUTS.has(field.input)) return []
  return TRANSLATION_LOCALES.map((locale) => ({
    name: translationFieldName(field.name, locale),
    label: `${field.label} (${LANGUAGE_NAMES[locale]})`,
    input: field.input,
    max: field.max,
    extra: true,
    translationOf: { field: field.name, locale },
    description: `Leave empty to show the English text, marked as English.`,
  }))
}

/** A kind's editor spec with its translated fields' other languages beside them. */
export function withTranslations(spec: ListingEditorSpec): ListingEditorSpec {
  const fields = spec.fields.flatMap((field) => [field, ...translationFields(spec, field)])
  const translations = fields.filter((field) => field.translationOf)
  if (translations.length === 0) return spec
  const input = new Map(spec.fields.map((field) => [field.name, field.input]))
  return {
    ...spec,
    fields,
    async readExtra(db, id) {
      const values: EditorValues = { ...(await spec.readExtra?.(db, id)) }
      for (const locale of TRANSLATION_LOCALES) {
        const texts = (await readTranslations(db, spec.table, [id], locale)).get(id) ?? {}
        for (const [field, text] of Object.entries(texts))
          values[translationFieldName(field, locale)] =
            input.get(field) === 'lines' ? jsonList<string>(text).join('\n') : text
      }
      return values
    },
    async writeExtra(trx, id, data, context) {
      await spec.writeExtra?.(trx, id, data, context)
      // The English as saved (the row is already written): what each translation now translates.
      const row = (await readListingRow(trx, spec, id)) ?? {}
      for (const locale of TRANSLATION_LOCALES) {
        const texts: Record<string, string> = {}
        for (const field of translations) {
          if (field.translationOf!.locale !== locale || !Object.hasOwn(data, field.name)) continue
          const value = data[field.name]
          texts[field.translationOf!.field] = Array.isArray(value)
            ? value.length
              ? JSON.stringify(value)
              : ''
            : String(value ?? '')
        }
        await writeTranslations(trx, spec.table, id, locale, texts, row, {
          now: context?.now,
          by: context?.actorId ?? null,
        })
      }
    },
    async deleteExtra(trx, id) {
      await spec.deleteExtra?.(trx, id)
      await deleteTranslations(trx, spec.table, id)
    },
  }
}
