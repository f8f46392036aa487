import crypto from 'node:crypto'
import { CsvError, parse } from 'csv-parse/sync'
import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema'
import { type EditorField } from '../kinds/editor'
import { editorSchema, type PlaceRules } from '../kinds/editor.server'
import { LISTING_EDITORS } from '../kinds/editors.server'
import type { ListingKind } from '../osm/columns'
import { isLikelyDuplicate } from '../duplicates'
import { type GuideListing, guideListings, possibleMatch, sureMatch } from '../osm/match.server'
import { CSV_KINDS, CSV_MAX_BYTES, CSV_MESSAGES, csvColumns, LIST_SEPARATOR } from './template.server'

/**
 * Reading an editors' CSV of listings (issue 45 items 7-8, decision 054): the file is checked
 * whole (its type, its encoding, its header against the kind's template), then every row is read
 * into the kind's editor values and checked with the kind's editor schema (the same zod schema the
 * back office's form uses), and matched against the guide with the OpenStreetMap import's matcher.
 * Nothing is written here: the preview shows this, and the import writes only a file without a
 * single error (./write.server.ts).
 */

export interface CsvRow {
  /** the line of the file the row ends on (the header is line 1) */
  line: number
  /** the name it gives (or "(no name)") */
  name: string
  /** "Phone: Enter a phone number …", one per problem; empty: the row can be imported */
  errors: string[]
  /** a listing the guide already has (a sure match): the row is not imported */
  existing: { id: string; name: string } | null
  /** a listing it may duplicate (an uncertain match): imported, listed for an editor */
  possible: { id: string; name: string } | null
  /** the checked values (no errors) */
  data?: Record<string, unknown>
  /** a stable key: the same row in a rerun is found, never imported twice */
  key: string
}

export interface CsvPreview {
  kind: ListingKind
  /** a fault of the whole file (nothing is read then) */
  fileError?: string
  rows: CsvRow[]
  /** rows to import, rows already in the guide, rows with errors */
  counts: { ready: number; existing: number; errors: number }
}

/** The file's text, or why it cannot be a CSV (wrong type, a workbook, not UTF-8, too big). */
export function csvText(
  file: { name: string; type: string; size: number },
  bytes: Uint8Array,
): string | { error: string } {
  if (!bytes.length) return { error: CSV_MESSAGES.empty }
  if (bytes.length > CSV_MAX_BYTES) return { error: CSV_MESSAGES.tooBig }
  // A workbook (.xlsx is a zip, .xls an OLE file) or any binary file.
  const zip = bytes[0] === 0x50 && bytes[1] === 0x4b
  const ole = bytes[0] === 0xd0 && bytes[1] === 0xcf
  if (zip || ole || /\.(xlsx?|ods|numbers)$/i.test(file.name)) return { error: CSV_MESSAGES.workbook }
  if (bytes.includes(0)) return { error: CSV_MESSAGES.binary }
  if (!/\.(csv|txt)$/i.test(file.name) && !/^text\/|^application\/(csv|vnd\.ms-excel)$/i.test(file.type))
    return { error: CSV_MESSAGES.wrongType }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '')
  } catch {
    return { error: CSV_MESSAGES.encoding }
  }
}

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @ first, or a tab or return first) is
 * refused, with one exception: a number or a phone number ("-110.76", "+1 307 733 0000").
 */
export function isFormulaCell(value: string): boolean {
  if (!/^[=+\-@\t\r]/.test(value)) return false
  return !/^[+-]?[\d\s().-]+$/.test(value) || /^[+-]?[\s(]*$/.test(value)
}

/** A cell as the editor form would send it: lists split on " | ", yes/no as on/off. */
function inputOf(field: EditorField, cell: string): { value: unknown } | { error: string } {
  const text = cell.trim()
  if (field.input === 'checkboxes')
    return {
      value: text
        .split(LIST_SEPARATOR)
        .map((v) => v.trim())
        .filter(Boolean),
    }
  if (field.input === 'lines')
    return {
      value: text
        .split(LIST_SEPARATOR)
        .map((v) => v.trim())
        .join('\n'),
    }
  if (field.input === 'checkbox') {
    if (/^(yes|y|true|1|on)$/i.test(text)) return { value: 'on' }
    if (/^(no|n|false|0|off|)$/i.test(text)) return { value: 'off' }
    return { error: `${field.label}: write yes or no` }
  }
  return { value: text }
}

const keyOf = (kind: ListingKind, cells: readonly string[]) =>
  crypto
    .createHash('sha256')
    .update(JSON.stringify([kind, ...cells.map((c) => c.trim())]))
    .digest('hex')
    .slice(0, 20)

/** Reads and checks a CSV of listings of `kind`; `db` for the matcher (read only). */
export async function readCsv(
  db: Kysely<Database>,
  kind: ListingKind,
  text: string,
  place: PlaceRules,
): Promise<CsvPreview> {
  const preview: CsvPreview = { kind, rows: [], counts: { ready: 0, existing: 0, errors: 0 } }
  const fail = (fileError: string) => ({ ...preview, fileError })
  if (!(CSV_KINDS as readonly string[]).includes(kind)) return fail(CSV_MESSAGES.kind)
  let records: { record: string[]; info: { lines: number } }[]
  try {
    records = parse(text, {
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      bom: true,
    }) as never
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines
      return fail(`Line ${line ?? '?'}: the file is not valid CSV (${csvProblem(error)}). Nothing was read.`)
    }
    throw error
  }
  if (!records.length) return fail(CSV_MESSAGES.empty)
  const spec = LISTING_EDITORS[kind]
  const columns = csvColumns(kind)
  const header = records[0]!.record.map((c) => c.trim().toLowerCase())
  const unknown = header.filter((name) => name && !columns.some((f) => f.name === name))
  if (unknown.length)
    return fail(
      `Line 1: unknown ${unknown.length === 1 ? 'column' : 'columns'} ${unknown.map((c) => `“${c}”`).join(', ')}. The template’s columns are: ${columns.map((f) => f.name).join(', ')}.`,
    )
  const repeated = header.filter((name, i) => name && header.indexOf(name) !== i)
  if (repeated.length) return fail(`Line 1: the column “${repeated[0]}” appears twice.`)
  const missing = columns.filter((f) => f.required && !header.includes(f.name))
  if (missing.length)
    return fail(
      `Line 1: missing ${missing.length === 1 ? 'column' : 'columns'} ${missing.map((f) => `“${f.name}” (${f.label})`).join(', ')}. Download the template to see every column.`,
    )
  if (records.length === 1) return fail(CSV_MESSAGES.noRows)

  const schema = editorSchema(spec, place)
  const guide = (await guideListings(db))[kind]
  // Rows of this file are matched against each other too.
  const seen: (GuideListing & { line?: number })[] = [...guide.rows]
  const seenKeys = new Set<string>()
  for (const { record, info } of records.slice(1)) {
    const line = info.lines
    const errors: string[] = []
    if (record.length > header.length && record.slice(header.length).some((c) => c.trim()))
      errors.push(`More cells (${record.length}) than the header has columns (${header.length})`)
    const input: Record<string, unknown> = {}
    // Fields already refused here (a formula, a bad yes/no) are not checked again by the schema.
    const refused = new Set<string>()
    for (const field of columns) {
      const at = header.indexOf(field.name)
      const cell = at >= 0 ? (record[at] ?? '') : ''
      if (isFormulaCell(cell.trimStart())) {
        errors.push(
          `${field.label}: “${cell.slice(0, 40)}” starts with ${JSON.stringify(cell.trimStart()[0])}, which a spreadsheet runs as a formula: nothing is imported from such a cell; remove the sign or reword it`,
        )
        refused.add(field.name)
        continue
      }
      const read = inputOf(field, cell)
      if ('error' in read) {
        errors.push(read.error)
        refused.add(field.name)
      } else input[field.name] = read.value
    }
    for (const name of refused) {
      const field = columns.find((f) => f.name === name)!
      const empty = inputOf(field, '')
      input[name] = 'value' in empty ? empty.value : ''
    }
    // Fields of the editor the template leaves out (none today) are sent empty.
    for (const field of spec.fields)
      if (!(field.name in input)) input[field.name] = field.input === 'checkboxes' ? [] : ''
    const parsed = schema.safeParse(input)
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = spec.fields.find((f) => f.name === issue.path[0])
        if (field && refused.has(field.name)) continue
        errors.push(field ? `${field.label}: ${issue.message}` : issue.message)
      }
    const key = keyOf(kind, record)
    if (seenKeys.has(key)) errors.push('The same row appears earlier in the file')
    seenKeys.add(key)
    const name = String(input.name ?? '').trim() || '(no name)'
    const row: CsvRow = { line, name, errors, existing: null, possible: null, key }
    if (!errors.length && parsed.success) {
      row.data = parsed.data as Record<string, unknown>
      const data = parsed.data as Record<string, unknown>
      const facts = {
        name: data.name,
        lat: data.lat,
        lng: data.lng,
        phone: data.phone,
        website: data.website,
      }
      const place = {
        name: String(data.name),
        town: (data.town as string | null) ?? null,
        lat: (data.lat as number | null) ?? null,
        lng: (data.lng as number | null) ?? null,
      }
      const sure = seen.find((listing) => isLikelyDuplicate(place, listing) || sureMatch(facts, listing))
      if (sure?.line) row.errors.push(`The same place as line ${sure.line} of this file`)
      else if (sure) row.existing = { id: sure.id, name: sure.name }
      else {
        const maybe =
          data.lat === null || data.lat === undefined
            ? undefined
            : seen.find((l) => l.id !== '' && possibleMatch(facts, l))
        if (maybe) row.possible = { id: maybe.id, name: maybe.name }
        seen.push({
          ...place,
          id: '',
          phone: String(data.phone ?? ''),
          website: String(data.website ?? ''),
          line,
        })
      }
    }
    preview.rows.push(row)
    if (row.errors.length) preview.counts.errors++
    else if (row.existing) preview.counts.existing++
    else preview.counts.ready++
  }
  return preview
}

function csvProblem(error: CsvError): string {
  if (error.code === 'CSV_QUOTE_NOT_CLOSED') return 'a quoted cell is never closed'
  if (error.code === 'CSV_INVALID_CLOSING_QUOTE' || error.code === 'INVALID_OPENING_QUOTE')
    return 'a cell with a quote in it must be in quotes, its own quotes doubled'
  return error.message.replace(/^Invalid [^:]*: /, '').slice(0, 160)
}
