import type { Locale } from '../i18n/config'

/**
 * The listing editor (issue 16), the browser-safe half: the listing types the back office edits,
 * their labels, and the description of one editor field that the generic form renders. Each kind's
 * server module holds its editor spec (fields, table, mapping); ./editor.server.ts is the engine.
 */

export const LISTING_TYPES = ['restaurants', 'stays', 'activities', 'events', 'music', 'articles'] as const
export type ListingType = (typeof LISTING_TYPES)[number]

export const LISTING_TYPE_LABELS: Record<ListingType, { singular: string; plural: string }> = {
  restaurants: { singular: 'Restaurant', plural: 'Restaurants' },
  stays: { singular: 'Stay', plural: 'Stays' },
  activities: { singular: 'Activity', plural: 'Activities' },
  events: { singular: 'Event', plural: 'Events' },
  music: { singular: 'Music show', plural: 'Music shows' },
  articles: { singular: 'Article', plural: 'Articles' },
}

export function parseListingType(value: string | undefined): ListingType | undefined {
  return (LISTING_TYPES as readonly string[]).includes(value ?? '') ? (value as ListingType) : undefined
}

/**
 * How a field is edited: one-line text (`text`, `url`, `email`, `tel`, `date`, `time`), a
 * `textarea`, a `lines` textarea (one item per line, a JSON list in the row), a `select`,
 * `checkboxes` (a JSON list of fixed keys), a single `checkbox` (0/1), or a `number`. `town`,
 * `lat` and `lng` are the place pin; `opening_hours` the OpenStreetMap opening hours.
 */
export type EditorInput =
  | 'text'
  | 'textarea'
  | 'lines'
  | 'select'
  | 'checkboxes'
  | 'checkbox'
  | 'number'
  | 'url'
  | 'email'
  | 'tel'
  | 'date'
  | 'time'
  | 'town'
  | 'lat'
  | 'lng'
  /** OpenStreetMap `opening_hours` syntax, checked with the trip planner's parser (empty: unknown) */
  | 'opening_hours'

export interface EditorField {
  /** the column, also the form field's name */
  name: string
  label: string
  input: EditorInput
  required?: boolean
  /** the most characters (text) or the largest value (number) */
  max?: number
  /** the smallest value of a number */
  min?: number
  /** a number with decimals */
  decimal?: boolean
  /** a number whose 0 means "not given" (an event's capacity): the form shows it empty */
  zeroIsUnknown?: boolean
  /** a number left empty is NULL, "not known" (an accessibility measurement), not its smallest value */
  nullable?: boolean
  /** a form without the field (an older page, a caller's partial values) sends it empty */
  absentIsEmpty?: boolean
  /** what an optional select's empty choice says (default "None"; an accessibility fact: "Not known") */
  emptyLabel?: string
  /** a sum of money: "$250", "250.00" and "1,200" are read as amounts (whole dollars unless `decimal`) */
  money?: boolean
  options?: readonly string[]
  /** words for an option (stored value -> label) */
  optionLabels?: Readonly<Record<string, string>>
  description?: string
  /** shows how many of its `max` characters are used (the meta description) */
  counter?: boolean
  /** kept outside the listing's row (the spec's readExtra and writeExtra): no column of its own */
  extra?: boolean
  /** the translation of another field into a language (decision 057): shown beside that field */
  translationOf?: { field: string; locale: Locale }
}

/** A listing's editable values as the form reads them: text, or a list for checkboxes. */
export type EditorValues = Record<string, string | string[]>

/** One changed field of a revision. */
export interface FieldChange {
  field: string
  label: string
  old: string
  new: string
}

/** A value as one line of text (lists joined), for the history's "old -> new". */
export function valueText(value: string | string[] | undefined): string {
  if (value === undefined) return ''
  return Array.isArray(value) ? value.join(', ') : value
}

export const LOG_ACTIONS = [
  'approved',
  'rejected',
  'created',
  'edited',
  'hidden',
  'shown',
  'deleted',
  'restored',
  'published',
  'scheduled',
  // its facts confirmed as still accurate without a change (decision 046)
  'checked',
] as const
export type LogAction = (typeof LOG_ACTIONS)[number]

/** A place's seasonal notice and the dates it is shown between (issue 51 item 4). */
export const NOTICE_FIELDS: readonly EditorField[] = [
  {
    name: 'notice',
    label: 'Seasonal notice',
    input: 'text',
    max: 160,
    description:
      'Shown at the top of its page between the two dates, e.g. “Closed for the season until May 15”.',
  },
  {
    name: 'notice_from',
    label: 'Show the notice from',
    input: 'date',
    description: 'Empty: from now.',
  },
  {
    name: 'notice_until',
    label: 'Show the notice until',
    input: 'date',
    description: 'The last day it is shown. Empty: until it is removed.',
  },
]

/** The place pin's two fields, the same in every kind's editor (after its town). */
export const PIN_FIELDS: readonly EditorField[] = [
  {
    name: 'lat',
    label: 'Latitude',
    input: 'lat',
    description: 'The map pin, in degrees (e.g. 43.4799). Leave both empty for no pin.',
  },
  {
    name: 'lng',
    label: 'Longitude',
    input: 'lng',
    description: 'In degrees, negative west of Greenwich (e.g. -110.7624).',
  },
]

/** The most characters of a meta description (search results cut longer ones). */
export const META_DESCRIPTION_MAX = 160

/**
 * The listing's own description for search results and link previews (issue 51 item 6), the same
 * in every kind's editor (last). Empty: the public page uses its usual summary.
 */
export const META_DESCRIPTION_FIELD: EditorField = {
  name: 'meta_description',
  label: 'Meta description',
  input: 'textarea',
  max: META_DESCRIPTION_MAX,
  counter: true,
  description:
    'What search engines and link previews show, at most 160 characters. Leave empty to use the short description.',
}
