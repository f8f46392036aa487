import { describe, expect, it } from 'vitest'
import { en, es } from '../../locales'
import { PLACE_FIELDS } from '../kinds/event-places'
import type { EditorField } from '../kinds/editor'
import { editorSchema } from '../kinds/editor.server'
import { LISTING_EDITORS } from '../kinds/editors.server'
import { listingPlaceRules } from '../../routes/admin/listing-place.server'
import {
  emptyKey,
  hintKey,
  labelKey,
  localizedEditorErrors,
  localizedEditorFields,
  optionKey,
} from './editor-fields.server'

/**
 * Every field of the back office's editor (every kind's, venues' and organizers', the admin-only
 * ones too) has its words in the catalogs (issue 47): a field added to a kind without them fails
 * here. English stays the spec's own words, and the English back office gets the very objects.
 */

const english = en as Record<string, string>
const spanish = es as Record<string, string | undefined>
const FORMS: Record<string, readonly EditorField[]> = {
  ...Object.fromEntries(Object.entries(LISTING_EDITORS).map(([type, spec]) => [type, spec.fields])),
  venues: PLACE_FIELDS.venues,
  organizers: PLACE_FIELDS.organizers,
}
const KINDS = Object.keys(FORMS)
const hasWords = (text: string) => /[a-z]/i.test(text)

describe('the back office’s editor fields in the catalogs', () => {
  it.each(KINDS)('every %s field has its label, hint and choices, said as English says them', (kind) => {
    for (const field of FORMS[kind]!) {
      if (field.translationOf) {
        expect(hintKey(field), field.name).toBe('partner.field.translationHint')
        continue
      }
      const key = labelKey(field.label, true)
      expect(key, `${kind}.${field.name}: "${field.label}" has no key`).toBeDefined()
      expect(english[key!], `${kind}.${field.name}`).toBe(field.label)
      expect(spanish[key!], `${kind}.${field.name}`).toBeTruthy()
      if (field.description) {
        const hint = hintKey(field)
        expect(hint, `${kind}.${field.name}'s hint has no key`).toBeDefined()
        expect(english[hint!], `${kind}.${field.name}'s hint`).toBe(field.description)
      }
      if (field.emptyLabel) expect(english[emptyKey(field.emptyLabel)!]).toBe(field.emptyLabel)
      for (const option of field.options ?? []) {
        if (!hasWords(option)) continue
        const choice = optionKey(option, field.optionLabels?.[option] ?? option)
        expect(choice, `${kind}.${field.name}: "${option}"`).toBeDefined()
        expect(english[choice!]).toBe(field.optionLabels?.[option] ?? option)
      }
    }
  })

  it.each(KINDS)(
    'in Spanish no %s field keeps an English word; in English they are the very same',
    (kind) => {
      const fields = FORMS[kind]!
      expect(localizedEditorFields(fields, 'en', true)).toEqual(fields)
      const shown = localizedEditorFields(fields, 'es', true)
      const englishTexts = new Set(Object.values(english))
      const sameInSpanish = new Set(
        Object.entries(english).flatMap(([key, text]) =>
          (es as Record<string, string>)[key] === text ? [text] : [],
        ),
      )
      for (const [i, field] of shown.entries()) {
        const source = fields[i]!
        expect(field.name).toBe(source.name)
        expect(field.label, field.name).not.toBe(source.label)
        if (source.description) expect(field.description, field.name).not.toBe(source.description)
        if (source.emptyLabel) expect(field.emptyLabel, field.name).not.toBe(source.emptyLabel)
        for (const option of field.options ?? [])
          if (hasWords(option)) {
            const label = field.optionLabels![option]!
            // a genre the Spanish page names as English does ("Country", "Blues") is no stray word
            if (!sameInSpanish.has(label)) expect(englishTexts.has(label), option).toBe(false)
          }
      }
    },
  )

  it.each(KINDS)('every check of a %s field is said in Spanish', (kind) => {
    const fields = FORMS[kind]!
    const place = listingPlaceRules()
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
          return ['abc', '', '-5']
        case 'lat':
        case 'lng':
          return ['1', 'abc']
        default:
          return ['', 'zz zz', long]
      }
    }
    let checked = 0
    for (const field of fields) {
      if (field.translationOf) continue
      const schema = editorSchema({ fields: [field] }, place)
      for (const value of bad(field)) {
        const parsed = schema.safeParse({ [field.name]: value })
        if (parsed.success) continue
        const errors: Record<string, string[]> = {}
        for (const issue of parsed.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message)
        const said = localizedEditorErrors(fields, errors, 'es', { place })!
        for (const [name, messages] of Object.entries(errors))
          for (const [i, message] of messages.entries()) {
            checked++
            expect(said[name]![i], `${kind}.${name}: ${message}`).not.toBe(message)
            expect(Object.values(english)).not.toContain(said[name]![i])
          }
        expect(localizedEditorErrors(fields, errors, 'en', { place })).toEqual(errors)
      }
    }
    expect(checked).toBeGreaterThan(3)
  })

  it('names the pin’s region, a town and a series’ dates in Spanish', () => {
    const fields = FORMS.events!
    const place = listingPlaceRules()
    const said = localizedEditorErrors(
      fields,
      {
        lat: [
          `Latitude must be between ${place.bounds.south} and ${place.bounds.north} (inside the guide's region)`,
        ],
        town: ['Choose a town from the list'],
        repeat_until: ['An event can repeat for at most a year'],
        capacity: ['Capacity must be a whole number from 0 to 1,000,000'],
      },
      'es',
      { place },
    )
    expect(said).toEqual({
      lat: [
        `«Latitud» debe estar entre ${place.bounds.south} y ${place.bounds.north} (dentro de la región de la guía)`,
      ],
      town: ['Elige un pueblo de la lista'],
      repeat_until: ['Un evento puede repetirse como máximo durante un año'],
      capacity: ['«Aforo» debe ser un número entero del 0 al 1,000,000'],
    })
  })
})
