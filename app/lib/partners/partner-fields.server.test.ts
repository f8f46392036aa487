import { describe, expect, it } from 'vitest'
import { useAppDatabase } from '../../../tests/setup/db'
import { en, es } from '../../locales'
import { editorSchema } from '../kinds/editor.server'
import type { EditorField } from '../kinds/editor'
import {
  hintKey,
  labelKey,
  localizedChanges,
  localizedEditorErrors,
  localizedEditorFields,
  optionKey,
  refusedLabels,
} from './partner-fields.server'
import { PARTNER_FIELDS, partnerEditorOf } from './proposals.server'
import type { PartnerType } from './partners.server'

/**
 * Every field a partner can edit has its words in the catalogs (issue 47): a field added to a
 * kind's editor or to PARTNER_FIELDS without them fails here. English stays the spec's own words.
 */

const english = en as Record<string, string>
const spanish = es as Record<string, string | undefined>
const TYPES = Object.keys(PARTNER_FIELDS) as PartnerType[]

describe('the partner editor’s fields in the catalogs', () => {
  const t = useAppDatabase('sqlite', { seed: true })
  const fieldsOf = async (type: PartnerType) => (await partnerEditorOf(t.db, type)).fields

  it.each(TYPES)(
    'every %s field has its label, hint and choices, said as English says them',
    async (type) => {
      for (const field of await fieldsOf(type)) {
        if (field.translationOf) {
          expect(hintKey(field), field.name).toBe('partner.field.translationHint')
          continue
        }
        const key = labelKey(field.label)
        expect(key, `${type}.${field.name}: "${field.label}" has no key`).toBeDefined()
        expect(english[key!], `${type}.${field.name}`).toBe(field.label)
        expect(spanish[key!], `${type}.${field.name}`).toBeTruthy()
        if (field.description) {
          const hint = hintKey(field)
          expect(hint, `${type}.${field.name}'s hint has no key`).toBeDefined()
          expect(english[hint!], `${type}.${field.name}'s hint`).toBe(field.description)
        }
        for (const option of field.options ?? []) {
          // Signs ('$$') are no words; every word choice is said by key.
          if (!/[a-z]/i.test(option)) continue
          const choice = optionKey(option)
          expect(choice, `${type}.${field.name}: "${option}"`).toBeDefined()
          expect(english[choice!]).toBe(field.optionLabels?.[option] ?? option)
        }
      }
    },
  )

  it.each(TYPES)(
    'in Spanish no %s field keeps an English word; in English they are the very same',
    async (type) => {
      const fields = await fieldsOf(type)
      expect(localizedEditorFields(fields, 'en')).toEqual(fields)
      const shown = localizedEditorFields(fields, 'es')
      const englishTexts = new Set(Object.values(english))
      for (const [i, field] of shown.entries()) {
        const source = fields[i]!
        expect(field.name).toBe(source.name)
        expect(field.label, field.name).not.toBe(source.label)
        if (source.description) expect(field.description, field.name).not.toBe(source.description)
        for (const option of field.options ?? [])
          if (/[a-z]/i.test(option))
            expect(englishTexts.has(field.optionLabels![option]!), option).toBe(false)
      }
      // The spec's own objects are untouched (the back office shows them).
      expect((await fieldsOf(type)).map((f) => f.label)).toEqual(fields.map((f) => f.label))
    },
  )

  it('a translation pair says each half’s language', async () => {
    const shown = localizedEditorFields(await fieldsOf('restaurants'), 'es')
    const label = (name: string) => shown.find((field) => field.name === name)?.label
    expect(label('description')).toBe('Descripción breve (en inglés)')
    expect(label('description__es')).toBe('Descripción breve (en español)')
    expect(shown.find((f) => f.name === 'season')).toBeUndefined()
    const season = localizedEditorFields(await fieldsOf('activities'), 'es').find((f) => f.name === 'season')
    expect(season?.label).toBe('Temporada')
    expect(season?.optionLabels?.['Year-Round']).toBe('Todo el año')
  })

  it.each(TYPES)('every check of a %s field is said in Spanish', async (type) => {
    const fields = await fieldsOf(type)
    const place = { towns: ['Jackson'], bounds: { south: 40, north: 46, west: -112, east: -103 } }
    const bad = (field: EditorField): unknown[] => {
      const long = 'x'.repeat((field.max ?? 5000) + 1)
      switch (field.input) {
        case 'checkbox':
          return []
        case 'checkboxes':
          return [['zzz']]
        case 'opening_hours':
          return ['Mo-Zz 99:00', 'y'.repeat(300)]
        case 'number':
          return ['abc', '']
        default:
          return ['', 'zz zz', long]
      }
    }
    let checked = 0
    for (const field of fields) {
      const schema = editorSchema({ fields: [field] }, place)
      for (const value of bad(field)) {
        const parsed = schema.safeParse({ [field.name]: value })
        if (parsed.success) continue
        const errors: Record<string, string[]> = {}
        for (const issue of parsed.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message)
        const said = localizedEditorErrors(fields, errors, 'es')!
        for (const [name, messages] of Object.entries(errors))
          for (const [i, message] of messages.entries()) {
            checked++
            expect(said[name]![i], `${type}.${name}: ${message}`).not.toBe(message)
            expect(Object.values(english)).not.toContain(said[name]![i])
          }
        expect(localizedEditorErrors(fields, errors, 'en')).toEqual(errors)
      }
    }
    expect(checked).toBeGreaterThan(5)
  })

  it('says the refused fields, the changes and a field’s own message with Spanish labels', async () => {
    const fields = await fieldsOf('stays')
    expect(refusedLabels(['Phone', 'Name'], 'es')).toBe('Teléfono, Name')
    expect(refusedLabels(['Phone', 'Name'], 'en')).toBe('Phone, Name')
    const changes = [{ field: 'policy_pets', label: 'Pets policy', old: 'No pets', new: 'Dogs welcome' }]
    expect(localizedChanges(changes, localizedEditorFields(fields, 'es'), 'es')[0]!.label).toBe(
      'Política de mascotas (en inglés)',
    )
    expect(localizedChanges(changes, fields, 'en')).toEqual(changes)
    expect(
      localizedEditorErrors(fields, { price_per_night: ['Price per night ($) is required'] }, 'es'),
    ).toEqual({ price_per_night: ['Falta «Precio por noche ($)».'] })
  })
})
