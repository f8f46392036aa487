/**
 * A kind's field list: one entry per form field, with the label the form, its error summary and
 * the back office's review page all show, and the messages its zod schema answers with (SPEC
 * section 5 wording). Browser-safe and zod-free, so a form page's first load stays small.
 */
export interface FieldSpec {
  label: string
  /** same-name checkboxes: a list, stored as a JSON array */
  list?: true
  /** a single checkbox: present means on, stored as 0/1 */
  flag?: true
  /** shown before the value on the review page (e.g. '$') */
  prefix?: string
  /** stored value -> the words the review page shows (e.g. 'weekly' -> 'Every week') */
  options?: Readonly<Record<string, string>>
  required?: string
  tooLong?: string
  invalid?: string
  tooMany?: string
  /** a value that must come later: an end time before the start, a date in the past */
  tooEarly?: string
  /** a value too far ahead (a repeat longer than allowed) */
  tooLate?: string
}
export type FieldSpecs = Record<string, FieldSpec>

/** name -> label, for the form's error summary (plus extra fields such as photos). */
export function labelsOf(fields: FieldSpecs, extra: Record<string, string> = {}): Record<string, string> {
  return { ...Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, f.label])), ...extra }
}

/** The names of the fields sent as same-name checkboxes. */
export function listFields(fields: FieldSpecs): string[] {
  return Object.keys(fields).filter((name) => fields[name]!.list)
}

/** The names of the single checkboxes. */
export function flagFields(fields: FieldSpecs): string[] {
  return Object.keys(fields).filter((name) => fields[name]!.flag)
}

/** A form field's column: `priceRange` is stored as `price_range`. */
export function columnOf(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)
}

/** A checked form's values as a submission row's columns: lists as JSON arrays, checkboxes as 0/1. */
export function submissionColumns(input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(input).map(([name, value]) => [
      columnOf(name),
      Array.isArray(value) ? JSON.stringify(value) : typeof value === 'boolean' ? (value ? 1 : 0) : value,
    ]),
  )
}

function listOf(value: unknown): string[] {
  try {
    const parsed: unknown = JSON.parse(String(value))
    return Array.isArray(parsed) ? parsed.map(String) : []
  } catch {
    return []
  }
}

/** A stored submission as the review page lists it: every field's label and its value as text. */
export function describeRow(
  fields: FieldSpecs,
  row: Record<string, unknown>,
): { label: string; value: string }[] {
  return Object.entries(fields).map(([name, field]) => {
    const value = row[columnOf(name)]
    if (field.list) return { label: field.label, value: listOf(value).join(', ') }
    if (field.flag) return { label: field.label, value: Number(value) === 1 ? 'Yes' : 'No' }
    if (value === null || value === undefined || value === '') return { label: field.label, value: '' }
    const text = field.options?.[String(value)] ?? String(value)
    return { label: field.label, value: `${field.prefix ?? ''}${text}` }
  })
}
