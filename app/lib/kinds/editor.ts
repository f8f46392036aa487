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
  /** a sum of money: "$250", "250.00" and "1,200" are read as amounts (whole dollars unless `decimal`) */
  money?: boolean
  options?: readonly string[]
  /** words for an option (stored value -> label) */
  optionLabels?: Readonly<Record<string, string>>
  description?: string
  /** kept outside the listing's row (the spec's readExtra and writeExtra): no column of its own */
  extra?: boolean
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
] as const
export type LogAction = (typeof LOG_ACTIONS)[number]

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
