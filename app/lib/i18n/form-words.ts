/**
 * The words of the public forms in the page's language (issue 47, decision 059). The schemas and
 * the kinds' field lists keep their English texts (SPEC's words, and the back office's, which is
 * English only); a form in another language finds the key of each English text and says it in its
 * own language. The same lookup runs in the action (with `serverT`) and in the browser's check
 * (with `useT()`), so an error reads the same with or without JavaScript.
 *
 * Keys: `forms.messages.<name>` for MESSAGES (app/lib/form-options.ts), `forms.basic.<name>` for
 * BASIC_MESSAGES, `submit.<kind>.<field>.<label|required|tooLong|…>` for a kind's field list and
 * `submit.<kind>.options.<slug>` for its choices. app/lib/i18n/form-words.test.ts checks the
 * English catalog says exactly what the code says.
 */
import { BASIC_MESSAGES, type FieldErrors, type FormActionData, MESSAGES } from '../form-options'
import type { FieldSpec, FieldSpecs } from '../kinds/fields'
import type { MessageKey } from './messages'

/** Anything that says a message by key: `useT()`'s translator or `serverT(locale)`. */
export type Say = (id: MessageKey) => string

/** The texts a field list carries, each its own key under the field. */
export const FIELD_TEXTS = [
  'label',
  'required',
  'tooLong',
  'invalid',
  'tooMany',
  'tooEarly',
  'tooLate',
] as const

/** A form's words: its kind (`restaurant`) and its field list. */
export interface FormWords {
  kind: string
  fields: FieldSpecs
}

/** `Bar & Grill` → `bar-grill`: a choice's key. */
export function slugOf(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** The key of an English form text, if it is one of the forms' words. */
export function formMessageKey(text: string, words?: FormWords): MessageKey | undefined {
  for (const [name, value] of Object.entries(MESSAGES)) {
    if (value === text) return `forms.messages.${name}` as MessageKey
    if (typeof value === 'object')
      for (const [part, line] of Object.entries(value))
        if (line === text) return `forms.messages.${name}.${part}` as MessageKey
  }
  for (const [name, value] of Object.entries(BASIC_MESSAGES))
    if (value === text) return `forms.basic.${name}` as MessageKey
  if (words)
    for (const [name, spec] of Object.entries(words.fields))
      for (const part of FIELD_TEXTS)
        if (spec[part as keyof FieldSpec] === text) return fieldKey(words.kind, name, part)
  return undefined
}

export function fieldKey(kind: string, field: string, part: (typeof FIELD_TEXTS)[number]): MessageKey {
  return `submit.${kind}.${field}.${part}` as MessageKey
}

/** A choice's words (a type, a tag, a price range) in the page's language. */
export function optionLabel(say: Say, kind: string, value: string): string {
  return say(`submit.${kind}.options.${slugOf(value)}` as MessageKey)
}

/** An English form text in the page's language (a text that is not one of the forms' stays as it is). */
export function localizeMessage(say: Say, text: string, words?: FormWords): string {
  const key = formMessageKey(text, words)
  return key ? say(key) : text
}

export function localizeErrors(say: Say, errors: FieldErrors, words?: FormWords): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([name, messages]) => [
      name,
      messages.map((message) => localizeMessage(say, message, words)),
    ]),
  )
}

/** A form action's answer in the page's language: its field errors and its alert. */
export function localizeAnswer(say: Say, body: FormActionData, words?: FormWords): FormActionData {
  return {
    ...body,
    errors: body.errors && localizeErrors(say, body.errors, words),
    formError: body.formError && {
      title: localizeMessage(say, body.formError.title, words),
      description: localizeMessage(say, body.formError.description, words),
    },
  }
}

/** Each field's label in the page's language (the error summary's names). */
export function localizedLabels(
  say: Say,
  words: FormWords,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    ...Object.fromEntries(
      Object.keys(words.fields).map((name) => [name, say(fieldKey(words.kind, name, 'label'))]),
    ),
    ...extra,
  }
}
