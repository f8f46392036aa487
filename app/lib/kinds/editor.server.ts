import type { Kysely, Transaction } from 'kysely'
import { z } from 'zod'
import type { Database } from '../../../db/schema'
import type { Bounds } from '../maps/projection'
import { slugify } from '../publication'
import { jsonList } from '../rows.server'
import type { ListingSource } from '../search/documents.server'
import { moneyInput, str } from '../schema-fields'
import { validateOpeningHours } from '../trip/checks'
import type { CheckedBy } from '../freshness'
import { type EditorField, type EditorValues, type ListingType, valueText } from './editor'

/**
 * The listing editor's engine (issue 16): what a kind tells the back office about its listings
 * (its editor spec, kept in the kind's own module), and the generic parts every kind shares: the
 * editor form's zod schema built from the fields, reading a listing's row into form values and
 * writing checked values back into columns.
 */

/** A listing table the editor writes. */
export type ListingTable = ListingSource

export interface ListingEditorSpec {
  type: ListingType
  table: ListingTable
  /** the column shown as the listing's title (and made into the id of a new listing) */
  titleColumn: string
  /** the public page of a listing (a music show has none of its own: its list) */
  publicPath: (id: string) => string
  fields: EditorField[]
  /** columns a new listing needs that the editor does not show (picture, sort order ...) */
  defaults: (values: Record<string, unknown>) => Record<string, unknown>
  /** the column of its publication date (YYYY-MM-DD): dated later, it is scheduled, not public yet */
  publishDateColumn?: string
  /** columns that follow from the edited ones (an event's shown time from its start time) */
  derived?: (columns: Record<string, unknown>) => Record<string, unknown>
  /** values kept outside the row (an event's schedule), read into the form */
  readExtra?: (db: Kysely<Database>, id: string) => Promise<EditorValues>
  /** writes those values back after the row (`context`: who saved, when; an editor unless said) */
  writeExtra?: (
    trx: Transaction<Database>,
    id: string,
    data: Record<string, unknown>,
    context?: { actorId?: string | null; now?: string; by?: CheckedBy },
  ) => Promise<void>
  /** removes them with the listing */
  deleteExtra?: (trx: Transaction<Database>, id: string) => Promise<void>
  /** extra checks across fields (e.g. free events) on the checked values */
  refine?: (data: Record<string, unknown>, ctx: z.RefinementCtx) => void
  /** the options of select fields that are records (an event's venue), read when the form is */
  choices?: (db: Kysely<Database>) => Promise<Record<string, Choice[]>>
}

/** One option of a select field read from the database: its stored value and its words. */
export interface Choice {
  value: string
  label: string
}

/** The spec with its record fields' options filled in (the form and its check both need them). */
export async function withChoices<S extends Pick<ListingEditorSpec, 'fields' | 'choices'>>(
  db: Kysely<Database>,
  spec: S,
): Promise<S> {
  if (!spec.choices) return spec
  const choices = await spec.choices(db)
  return {
    ...spec,
    fields: spec.fields.map((field) => {
      const options = choices[field.name]
      return options
        ? {
            ...field,
            options: options.map((o) => o.value),
            optionLabels: Object.fromEntries(options.map((o) => [o.value, o.label])),
          }
        : field
    }),
  }
}

/** What the schema needs besides the fields: the towns a pin may name and the region's box. */
export interface PlaceRules {
  towns: readonly string[]
  bounds: Bounds
}

const tooLong = (field: EditorField) => `${field.label} is too long (at most ${field.max ?? 200} characters)`
const required = (field: EditorField) => `${field.label} is required`

const WEB_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PHONE = /^[\d\s\-+().]*$/
const DATE = /^\d{4}-\d{2}-\d{2}$/
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

function text(field: EditorField, check?: { test: (v: string) => boolean; message: string }) {
  let schema = str().trim()
  if (field.required) schema = schema.min(1, { error: required(field), abort: true })
  return schema
    .max(field.max ?? 200, tooLong(field))
    .refine((v) => !check || v === '' || check.test(v), check?.message ?? '')
}

function fieldSchema(field: EditorField, place: PlaceRules): z.ZodType {
  switch (field.input) {
    case 'textarea':
      return text({ ...field, max: field.max ?? 5000 })
    case 'url':
      return text(
        { ...field, max: field.max ?? 500 },
        {
          test: (v) => WEB_URL.test(v),
          message: 'Enter a web address starting with http:// or https://',
        },
      )
    case 'email':
      return text(
        { ...field, max: field.max ?? 254 },
        { test: (v) => EMAIL.test(v), message: 'Enter a valid email address' },
      )
    case 'tel':
      return text(
        { ...field, max: field.max ?? 30 },
        {
          test: (v) => PHONE.test(v),
          message: 'Enter a phone number (digits, spaces, + - ( ) only)',
        },
      )
    case 'date':
      return text(
        { ...field, max: 10 },
        { test: (v) => DATE.test(v) && !Number.isNaN(Date.parse(v)), message: 'Enter a date (YYYY-MM-DD)' },
      )
    case 'time':
      return text(
        { ...field, max: 5 },
        { test: (v) => TIME.test(v), message: 'Enter a time (HH:MM, 24-hour)' },
      )
    case 'opening_hours':
      // A form without the field (an older page) leaves the hours unknown.
      return z.preprocess(
        (value) => value ?? '',
        str()
          .trim()
          .superRefine((value, ctx) => {
            const problem = validateOpeningHours(value)
            if (problem) ctx.addIssue({ code: 'custom', message: problem })
          }),
      )
    case 'select': {
      const options = field.options ?? []
      return text(field).refine(
        (v) => v === '' || options.includes(v),
        `Choose ${field.label.toLowerCase()} from the list`,
      )
    }
    case 'town':
      return text(field).refine((v) => v === '' || place.towns.includes(v), 'Choose a town from the list')
    case 'checkboxes': {
      const options = field.options ?? []
      return z
        .array(str(), { error: 'Invalid value' })
        .refine(
          (list) => list.every((v) => options.includes(v)),
          `Choose ${field.label.toLowerCase()} from the list`,
        )
        .transform((list) => [...new Set(list)])
    }
    case 'lines':
      return str()
        .max(field.max ?? 5000, tooLong({ ...field, max: field.max ?? 5000 }))
        .transform((v) =>
          v
            .split(/\r?\n/)
            .map((line) => line.trim())
            .filter(Boolean),
        )
        .refine((list) => !field.required || list.length > 0, required(field))
    case 'checkbox':
      return z.enum(['on', 'off']).transform((v) => (v === 'on' ? 1 : 0))
    case 'number': {
      const min = field.min ?? 0
      const max = field.max ?? 1_000_000
      const message = field.money
        ? `${field.label} must be an amount in ${field.decimal ? '' : 'whole '}dollars from ${min} to ${max.toLocaleString('en-US')}, e.g. 250 or $1,200`
        : `${field.label} must be a ${field.decimal ? '' : 'whole '}number from ${min} to ${max.toLocaleString('en-US')}`
      return str()
        .trim()
        .transform((v) => (field.money ? moneyInput(v) : v))
        .superRefine((v, ctx) => {
          if (v === '') {
            if (field.required) ctx.addIssue({ code: 'custom', message: required(field) })
            return
          }
          const n = Number(v)
          // Whole dollars may be written with cents of 00 ("250.00").
          const ok =
            (field.decimal ? /^\d+(\.\d+)?$/ : field.money ? /^\d+(\.0{1,2})?$/ : /^\d+$/).test(v) &&
            n >= min &&
            n <= max
          if (!ok) ctx.addIssue({ code: 'custom', message })
        })
        .transform((v) => (v === '' ? (field.nullable ? null : min) : Number(v)))
    }
    case 'lat':
    case 'lng': {
      const [low, high] =
        field.input === 'lat'
          ? [place.bounds.south, place.bounds.north]
          : [place.bounds.west, place.bounds.east]
      return str()
        .trim()
        .refine(
          (v) => v === '' || (/^-?\d+(\.\d+)?$/.test(v) && Number(v) >= low && Number(v) <= high),
          `${field.label} must be between ${low} and ${high} (inside the guide's region)`,
        )
        .transform((v) => (v === '' ? null : Number(v)))
    }
    default:
      return text(field)
  }
}

/** The editor form's schema for a kind: every field checked, the pin both set or both empty. */
export function editorSchema(spec: Pick<ListingEditorSpec, 'fields' | 'refine'>, place: PlaceRules) {
  const shape = Object.fromEntries(
    spec.fields.map((field) => {
      const schema = fieldSchema(field, place)
      return [field.name, field.absentIsEmpty ? z.preprocess((value) => value ?? '', schema) : schema]
    }),
  )
  return z.object(shape).superRefine((data, ctx) => {
    const pin = spec.fields.filter((f) => f.input === 'lat' || f.input === 'lng').map((f) => f.name)
    if (pin.length === 2) {
      const set = pin.map((name) => data[name] !== null)
      if (set[0] !== set[1])
        ctx.addIssue({
          code: 'custom',
          path: [pin[set[0] ? 1 : 0]!],
          message: 'Give both latitude and longitude, or neither',
        })
    }
    spec.refine?.(data, ctx)
  })
}

/**
 * The sent form as the schema's input and as values safe to show again: checkbox lists as lists,
 * a single checkbox 'on' or 'off', everything else its text (a file where text belongs is refused).
 */
export function readEditorForm(
  spec: Pick<ListingEditorSpec, 'fields'>,
  form: FormData,
): { input: Record<string, unknown>; values: EditorValues } {
  const input: Record<string, unknown> = {}
  const values: EditorValues = {}
  for (const field of spec.fields) {
    if (field.input === 'checkboxes') {
      const all = form.getAll(field.name)
      input[field.name] = all
      values[field.name] = all.filter((v): v is string => typeof v === 'string')
    } else if (field.input === 'checkbox') {
      const value = form.get(field.name)
      const on = value !== null && value !== '' && value !== 'off'
      input[field.name] = values[field.name] = on ? 'on' : 'off'
    } else {
      const value = form.get(field.name)
      input[field.name] = value ?? ''
      values[field.name] = typeof value === 'string' ? value : ''
    }
  }
  return { input, values }
}

export type EditorParse =
  | { success: true; data: Record<string, unknown>; values: EditorValues }
  | { success: false; errors: Record<string, string[]>; values: EditorValues }

/** Checks values (a sent form's, or a revision's snapshot) against the kind's editor schema. */
export function parseEditorValues(
  spec: Pick<ListingEditorSpec, 'fields' | 'refine'>,
  place: PlaceRules,
  input: Record<string, unknown>,
  values: EditorValues,
): EditorParse {
  const result = editorSchema(spec, place).safeParse(input)
  if (result.success) return { success: true, data: result.data, values }
  const errors: Record<string, string[]> = {}
  for (const issue of result.error.issues)
    (errors[String(issue.path[0] ?? 'form')] ??= []).push(issue.message)
  return { success: false, errors, values }
}

/** Form values (a revision's snapshot, a listing's current values) as the schema's input. */
export function valuesAsInput(spec: Pick<ListingEditorSpec, 'fields'>, values: EditorValues) {
  const input: Record<string, unknown> = {}
  for (const field of spec.fields) {
    const value = values[field.name]
    input[field.name] =
      field.input === 'checkboxes'
        ? Array.isArray(value)
          ? value
          : []
        : field.input === 'checkbox'
          ? value === 'on'
            ? 'on'
            : 'off'
          : valueText(value)
  }
  return input
}

/** A row (and its extras) as the editor form's values. */
export function valuesOfRow(
  spec: Pick<ListingEditorSpec, 'fields'>,
  row: Record<string, unknown>,
): EditorValues {
  const values: EditorValues = {}
  for (const field of spec.fields) {
    const value = row[field.name]
    if (field.input === 'checkboxes') values[field.name] = jsonList<string>(String(value ?? '[]')).map(String)
    else if (field.input === 'lines')
      values[field.name] =
        typeof value === 'string' && !value.startsWith('[')
          ? value
          : jsonList<string>(String(value ?? '[]')).join('\n')
    else if (field.input === 'checkbox') values[field.name] = Number(value) === 1 ? 'on' : 'off'
    else if (field.zeroIsUnknown && Number(value) === 0) values[field.name] = ''
    else values[field.name] = value === null || value === undefined ? '' : String(value)
  }
  return values
}

// The listing tables are addressed by name from a spec, so their columns are dynamic here.
/* eslint-disable-next-line @typescript-eslint/no-explicit-any */
type AnyDb = Kysely<any>

/** A database or transaction whose tables are named at run time (a spec's `table`). */
export function looseDb(db: Kysely<Database>): AnyDb {
  return db as unknown as AnyDb
}

/** A listing's row, or undefined when there is none with that id. */
export async function readListingRow(db: Kysely<Database>, spec: ListingEditorSpec, id: string) {
  return (await looseDb(db).selectFrom(spec.table).selectAll().where('id', '=', id).executeTakeFirst()) as
    Record<string, unknown> | undefined
}

/**
 * A listing row as the editor form's values, with its extras (an event's schedule): what the
 * form shows, and what a revision keeps.
 */
export async function listingValues(
  db: Kysely<Database>,
  spec: ListingEditorSpec,
  row: Record<string, unknown>,
) {
  const values = valuesOfRow(spec, row)
  if (spec.readExtra) Object.assign(values, await spec.readExtra(db as never, String(row.id)))
  return values
}

/** Checked values as the row's columns (lists as JSON, an empty town as NULL when allowed). */
export function columnsOf(spec: ListingEditorSpec, data: Record<string, unknown>): Record<string, unknown> {
  const columns: Record<string, unknown> = {}
  for (const field of spec.fields) {
    if (field.extra) continue
    const value = data[field.name]
    if (field.input === 'lines' || field.input === 'checkboxes')
      columns[field.name] = JSON.stringify(value ?? [])
    else if (field.input === 'town') columns[field.name] = value === '' ? (field.required ? '' : null) : value
    // No opening hours is "hours unknown" (NULL), never an empty schedule.
    else if (field.input === 'opening_hours') columns[field.name] = value === '' ? null : value
    else columns[field.name] = value
  }
  return { ...columns, ...spec.derived?.(columns) }
}

/** A free id for a new listing: its title's slug, or the slug with -2, -3 ... when taken. */
export async function freeListingId(
  trx: Transaction<Database>,
  table: ListingTable | 'venues' | 'organizers',
  title: string,
): Promise<string> {
  const base = slugify(title) || 'listing'
  const taken = new Set(
    (
      await trx
        .selectFrom(table)
        .select('id')
        .where((eb) => eb.or([eb('id', '=', base), eb('id', 'like', `${base}-%`)]))
        .execute()
    ).map((row) => row.id),
  )
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
}
