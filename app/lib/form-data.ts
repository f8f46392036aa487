/**
 * FormData -> plain object -> zod, shared by the browser check and the server action.
 */
import type { z } from 'zod'
import type { FieldErrors, FormValues } from './form-options'
import { type FieldSpecs, flagFields, listFields } from './kinds/fields'

export interface FormDefinition<S extends z.ZodObject = z.ZodObject> {
  schema: S
  /** Fields sent as same-name checkboxes (lists). */
  arrays?: readonly string[]
  /** Single checkboxes: present means on, absent off. */
  booleans?: readonly string[]
  /** The kind's field list (labels and messages; app/lib/i18n/form-words.ts says them in other languages). */
  fields?: FieldSpecs
}

/** A form from its schema and its kind's field list (which fields are lists and checkboxes). */
export function defineForm<S extends z.ZodObject>(schema: S, fields: FieldSpecs = {}): FormDefinition<S> {
  return { schema, arrays: listFields(fields), booleans: flagFields(fields), fields }
}

/**
 * Reads the schema's fields out of a FormData (unknown fields are ignored). `input` goes to the
 * schema (a file in a text field stays a file, so the schema refuses it); `values` is safe to echo.
 */
export function readFormFields(
  form: FormData,
  definition: FormDefinition,
): { input: Record<string, unknown>; values: FormValues } {
  const input: Record<string, unknown> = {}
  const values: FormValues = {}
  const arrays = new Set(definition.arrays ?? [])
  const booleans = new Set(definition.booleans ?? [])
  for (const key of Object.keys(definition.schema.shape)) {
    if (arrays.has(key)) {
      const all = form.getAll(key)
      input[key] = all
      values[key] = all.filter((v): v is string => typeof v === 'string')
    } else if (booleans.has(key)) {
      const value = form.get(key)
      const on = value !== null && value !== '' && value !== 'off' && value !== 'false' && value !== '0'
      input[key] = on ? 'on' : 'off'
      values[key] = on ? 'on' : 'off'
    } else {
      const value = form.get(key)
      input[key] = value ?? ''
      values[key] = typeof value === 'string' ? value : ''
    }
  }
  return { input, values }
}

/** The first message for each field, as the form shows them. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form')
    ;(errors[key] ??= []).push(issue.message)
  }
  return errors
}

export type ParsedForm<S extends z.ZodObject> =
  | { success: true; data: z.output<S>; values: FormValues }
  | { success: false; errors: FieldErrors; values: FormValues }

/** FormData -> object -> safeParse. */
export function parseFormData<S extends z.ZodObject>(
  form: FormData,
  definition: FormDefinition<S>,
): ParsedForm<S> {
  const { input, values } = readFormFields(form, definition)
  const result = definition.schema.safeParse(input)
  if (result.success) return { success: true, data: result.data as z.output<S>, values }
  return { success: false, errors: fieldErrorsOf(result.error), values }
}
