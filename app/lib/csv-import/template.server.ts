import type { EditorField } from '../kinds/editor'
import { LISTING_EDITORS } from '../kinds/editors.server'
import type { ListingKind } from '../osm/columns'

/**
 * The CSV template of each kind (issue 45 item 7, decision 054): one column per field of the
 * kind's editor (its name is the column's), so a row is checked exactly as the form would be.
 * Lists (checkboxes, one-per-line fields) are written "a | b | c"; a yes/no field "yes" or "no".
 */

export const CSV_KINDS = ['restaurants', 'stays', 'activities'] as const satisfies readonly ListingKind[]

/** A CSV at most this big (under the back office's 1 MB text limit, as the preview sends it back: a few thousand listings). */
export const CSV_MAX_BYTES = 900 * 1024

export const LIST_SEPARATOR = /\s*\|\s*/

export const CSV_MESSAGES = {
  empty: 'The file is empty. Download the template, add one listing per line and upload it again.',
  noRows: 'The file has its header line but no listings under it.',
  tooBig: 'The file is larger than 900 KB. Split it into smaller files and import them one by one.',
  workbook:
    'This is a spreadsheet workbook, not a CSV file. In your spreadsheet choose File › Save as (or Download) › CSV, then upload that file.',
  binary: 'This file is not text, so it cannot be a CSV file. Upload the CSV saved from your spreadsheet.',
  wrongType: 'Upload a .csv file (the kind your spreadsheet saves as “CSV”).',
  encoding:
    'The file is not UTF-8 text. Save it again as “CSV UTF-8” from your spreadsheet and upload that file.',
  kind: 'Choose what the file lists: restaurants, stays or activities.',
  noFile: 'Choose a CSV file to upload.',
} as const

/** The template's columns for a kind: the editor's fields kept in the listing's row. */
export function csvColumns(kind: ListingKind): EditorField[] {
  return LISTING_EDITORS[kind].fields.filter((field) => !field.extra)
}

/** What a column takes, in words (the import page's table of columns). */
export function columnHelp(field: EditorField): string {
  const options = field.options?.length
    ? `one of: ${field.options.join(', ')}`
    : field.input === 'checkbox'
      ? 'yes or no'
      : ''
  const what: Record<string, string> = {
    url: 'a web address (https://…)',
    email: 'an email address',
    tel: 'a phone number',
    date: 'a date, YYYY-MM-DD',
    time: 'a time, HH:MM',
    lat: 'latitude in degrees, e.g. 43.4799 (empty with longitude: no pin)',
    lng: 'longitude in degrees, e.g. -110.7624',
    opening_hours: 'OpenStreetMap opening hours, e.g. Mo-Fr 08:00-17:00',
    number: field.money ? 'an amount in dollars' : 'a number',
    town: 'a town of the map, e.g. Jackson',
    lines: 'items separated by |',
  }
  const base =
    field.input === 'checkboxes'
      ? `any of (separated by |): ${field.options?.join(', ')}`
      : options || what[field.input] || 'text'
  return `${field.required ? 'Required' : 'Optional'}: ${base}${field.max && field.input !== 'number' && !field.options ? `, at most ${field.max} characters` : ''}`
}

/** The downloadable template: the header, and one example row per kind. */
export function csvTemplate(kind: ListingKind): string {
  const columns = csvColumns(kind)
  const example = EXAMPLES[kind]
  return [columns.map((f) => f.name), columns.map((f) => example[f.name] ?? '')]
    .map((cells) => cells.map(csvCell).join(','))
    .join('\r\n')
    .concat('\r\n')
}

/** A cell as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break. */
export const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value)

const EXAMPLES: Record<ListingKind, Record<string, string>> = {
  restaurants: {
    name: 'Example Trail Café',
    type: 'Café',
    description: 'Coffee and pastries by the trailhead.',
    location: '100 Example St',
    town: 'Jackson',
    lat: '43.4799',
    lng: '-110.7624',
    price: '$',
    opening_hours: 'Mo-Su 07:00-15:00',
    website: 'https://example.org',
  },
  stays: {
    name: 'Example Creek Cabins',
    type: 'Cabins',
    type_key: 'cabins',
    description: 'Four log cabins by the creek.',
    location: '200 Example Rd',
    town: 'Wilson',
    price_per_night: '180',
    guests: '4',
    website: 'https://example.org',
  },
  activities: {
    name: 'Example River Floats',
    category: 'Water Activities',
    description: 'Scenic floats on the Snake River.',
    location: 'Moose Landing',
    difficulty: 'Easy',
    price_range: '$$',
    season: 'Summer',
    website: 'https://example.org',
  },
}
