import { describe, expect, it } from 'vitest'
import { en, es } from '../../locales'
import { BASIC_MESSAGES, MESSAGES } from '../form-options'
import { ACTIVITY_FIELDS } from '../kinds/activity'
import { CONTACT_FIELDS } from '../kinds/contact'
import { EVENT_FIELDS } from '../kinds/event'
import { HOST_FIELDS } from '../kinds/host'
import { RESTAURANT_FIELDS } from '../kinds/restaurant'
import { STORY_FIELDS } from '../kinds/story'
import type { FieldSpecs } from '../kinds/fields'
import { FIELD_TEXTS, fieldKey, formMessageKey, localizeAnswer, localizeMessage } from './form-words'
import type { MessageKey } from './messages'

/** The kinds whose field lists the catalogs translate (`submit.<kind>.*`). */
const KINDS: Record<string, FieldSpecs> = {
  restaurant: RESTAURANT_FIELDS,
  event: EVENT_FIELDS,
  activity: ACTIVITY_FIELDS,
  story: STORY_FIELDS,
  contact: CONTACT_FIELDS,
  host: HOST_FIELDS,
}

const english = en as Record<string, string>
const say = (id: MessageKey) => (es as Record<string, string>)[id] ?? id

describe('the forms’ words', () => {
  it('are in the English catalog word for word as the code (and SPEC) says them', () => {
    for (const [name, value] of Object.entries(MESSAGES)) {
      if (typeof value === 'string') expect(english[`forms.messages.${name}`], name).toBe(value)
      else
        for (const [part, line] of Object.entries(value))
          expect(english[`forms.messages.${name}.${part}`], `${name}.${part}`).toBe(line)
    }
    for (const [name, value] of Object.entries(BASIC_MESSAGES))
      expect(english[`forms.basic.${name}`]).toBe(value)
    for (const [kind, fields] of Object.entries(KINDS))
      for (const [name, spec] of Object.entries(fields))
        for (const part of FIELD_TEXTS) {
          const text = spec[part as keyof typeof spec] as unknown
          if (typeof text === 'string')
            expect(english[fieldKey(kind, name, part)], `${kind}.${name}.${part}`).toBe(text)
        }
  })

  it('find a text’s key, and leave a text that is not theirs as it is', () => {
    expect(formMessageKey('Validation Error')).toBe('forms.messages.validationTitle')
    expect(formMessageKey('Invalid date')).toBe('forms.basic.invalidDate')
    expect(formMessageKey('Unknown tag', { kind: 'restaurant', fields: RESTAURANT_FIELDS })).toBe(
      'submit.restaurant.tags.invalid',
    )
    expect(localizeMessage(say, 'Something else')).toBe('Something else')
    expect(
      localizeAnswer(
        say,
        { errors: { name: ['Restaurant name is required'] }, formError: MESSAGES.expired },
        { kind: 'restaurant', fields: RESTAURANT_FIELDS },
      ),
    ).toMatchObject({
      errors: { name: ['Escribe el nombre del restaurante'] },
      formError: { title: 'Envía el formulario otra vez' },
    })
  })
})
