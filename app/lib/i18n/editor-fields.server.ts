import { en } from '../../locales'
import { hasMessage, serverT } from './catalog.server'
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from './config'
import { knownWords } from './known-words.server'
import type { MessageKey } from './messages'
import { keyPart } from './words.server'
import type { EditorField, FieldChange } from '../kinds/editor'
import type { PlaceRules } from '../kinds/editor.server'
import { REGION_TIME_ZONE } from '../dates'
import { formatRegionDateTime } from '../schedule-time'

/**
 * The listing editor's fields in the page's language (issue 47): the kinds' editor specs keep their
 * English (the English back office's words, and what the checks say); a page in another language
 * (the partner area, the back office under /es/admin) gets a copy of its fields with the label,
 * hint and choices said by catalog keys, and a save's messages said by key too. The spec's field
 * objects are never touched.
 *
 * Keys: an English label the catalogs already say elsewhere (SHARED_LABELS), else
 * `partner.field.<label as a key>` (what a partner sees), else `adminEditor.field.<label as a key>`
 * (fields only editors see); a hint `partner.hint.<field>`, else the `adminEditor.hint.*` message
 * whose English is the hint; a choice `submit.activity.options.<value as a key>` (the public forms'
 * words), else `adminEditor.option.<value as a key>`; an empty choice's words
 * `adminEditor.empty.<words as a key>`. A translation's field ("Short description (Spanish)") is
 * its field's label with the language. app/lib/partners/partner-fields.server.test.ts checks every
 * field a partner sees has them, app/lib/i18n/editor-fields.server.test.ts every field of the back office.
 */

type Say = (id: MessageKey, values?: Record<string, unknown>) => string

/** The editor's English labels other pages already say, by their keys. */
const SHARED_LABELS: Readonly<Record<string, MessageKey>> = {
  Phone: 'submit.restaurant.phone.label',
  Email: 'submit.restaurant.email.label',
  Website: 'submit.restaurant.website.label',
  'Price range': 'submit.restaurant.priceRange.label',
  Price: 'play.detail.price',
  Season: 'play.filter.season',
  Hours: 'explore.featured.fact.hours',
  'Check-in': 'stay.detail.checkIn',
  'Check-out': 'stay.detail.checkOut',
  Date: 'submit.event.date.label',
  'Start time': 'submit.event.startTime.label',
  'End time': 'submit.event.endTime.label',
}

/** The key of an editor field's English label, if the catalogs say it. */
export function labelKey(label: string, backOffice = false): MessageKey | undefined {
  const part = keyPart(label)
  // A partner page names only its own fields' labels; the back office every field's.
  const keys = SHARED_LABELS[label]
    ? [SHARED_LABELS[label]]
    : [`partner.field.${part}`, ...(backOffice ? [`adminEditor.field.${part}`] : [])]
  return keys.find(hasMessage) as MessageKey | undefined
}

/** The back office's hints by their English words (one field name has a hint per kind: `type`). */
let adminHints: Map<string, MessageKey> | undefined
const adminHint = (name: string) => `adminEditor.hint.${name}`
function adminHintKey(description: string): MessageKey | undefined {
  adminHints ??= new Map(
    Object.entries(en)
      .filter(([key]) => key.startsWith(adminHint('')))
      .map(([key, text]) => [text, key as MessageKey]),
  )
  return adminHints.get(description)
}

/** The key of a field's hint (its `description`), if the catalogs say it. */
export function hintKey(
  field: Pick<EditorField, 'name' | 'translationOf' | 'description'>,
): MessageKey | undefined {
  const key = field.translationOf ? 'partner.field.translationHint' : `partner.hint.${field.name}`
  if (hasMessage(key)) return key as MessageKey
  return field.description ? adminHintKey(field.description) : undefined
}

/**
 * The key of a choice's words ('Year-Round', 'Free'), if the catalogs say it: the one whose English
 * is the choice's English `label` when given ('Family friendly', not the public form's 'Family-Friendly').
 */
export function optionKey(value: string, label?: string): MessageKey | undefined {
  const part = keyPart(value)
  if (!part) return undefined
  const keys = [
    `submit.activity.options.${part}`,
    `adminEditor.option.${part}`,
    // yes and no as the accessibility facts say them, a genre as the live music page does
    `listing.access.${part}`,
    `events.music.genre.${value}`,
  ].filter(hasMessage) as MessageKey[]
  const english = en as Record<string, string>
  return (label === undefined ? undefined : keys.find((key) => english[key] === label)) ?? keys[0]
}

/** The key of an optional choice's empty words ('Not known'), if the catalogs say it. */
export function emptyKey(words: string): MessageKey | undefined {
  const key = `adminEditor.empty.${keyPart(words)}`
  return hasMessage(key) ? (key as MessageKey) : undefined
}

/** An English label in `say`'s language (as written when the catalogs do not say it). */
function labelIn(say: Say, label: string, backOffice = false): string {
  const key = labelKey(label, backOffice)
  return key ? say(key) : label
}

function emptyIn(say: Say, words: string): string {
  const key = emptyKey(words)
  return key ? say(key) : words
}

/**
 * A kind's editor fields (all of them, or the partner's part) as a page in `locale` shows them: labels, hints and
 * choices in its language. English: the very same objects.
 */
export function localizedEditorFields(
  fields: readonly EditorField[],
  locale: Locale,
  /** the back office's editor: every field's label (a partner page's stay as they were) */
  backOffice = false,
): EditorField[] {
  if (locale === DEFAULT_LOCALE) return [...fields]
  const say = serverT(locale)
  const byName = new Map(fields.map((field) => [field.name, field]))
  const translated = new Set(
    fields.flatMap((field) => (field.translationOf ? [field.translationOf.field] : [])),
  )
  return fields.map((field) => {
    const source = field.translationOf ? (byName.get(field.translationOf.field) ?? field) : field
    const name = labelIn(say, source.label, backOffice)
    // A translated text's pair: each half says its language ("Descripción breve (inglés)").
    const language = field.translationOf?.locale ?? (translated.has(field.name) ? DEFAULT_LOCALE : undefined)
    const label = language
      ? say('partner.field.inLanguage', { label: name, language: say(`partner.language.${language}`) })
      : name
    const hint = field.description ? hintKey(field) : undefined
    const options = field.options
    return {
      ...field,
      label,
      ...(field.description ? { description: hint ? say(hint) : field.description } : {}),
      ...(field.emptyLabel ? { emptyLabel: emptyIn(say, field.emptyLabel) } : {}),
      ...(options
        ? {
            optionLabels: Object.fromEntries(
              options.map((option) => {
                const key = optionKey(option, field.optionLabels?.[option] ?? option)
                return [option, key ? say(key) : (field.optionLabels?.[option] ?? option)]
              }),
            ),
          }
        : {}),
    }
  })
}

/** The largest text a field's check allows (app/lib/kinds/editor.server.ts's defaults). */
function maxOf(field: EditorField): number {
  if (field.max !== undefined) return field.max
  const defaults: Partial<Record<EditorField['input'], number>> = {
    textarea: 5000,
    lines: 5000,
    url: 500,
    email: 254,
    tel: 30,
    date: 10,
    time: 5,
  }
  return defaults[field.input] ?? 200
}

/** The messages a field's checks give, by key, with their arguments for a label. */
function fieldMessages(
  field: EditorField,
  label: string,
  intl: string,
  place?: PlaceRules,
): [MessageKey, Record<string, unknown>][] {
  const max = maxOf(field)
  const range = { label, min: String(field.min ?? 0), max: (field.max ?? 1_000_000).toLocaleString(intl) }
  const [low, high] =
    field.input === 'lat'
      ? [place?.bounds.south, place?.bounds.north]
      : [place?.bounds.west, place?.bounds.east]
  return [
    ['adminEditor.error.wholeNumber', range],
    ['adminEditor.error.number', range],
    ['adminEditor.error.moneyDecimal', range],
    ['adminEditor.error.region', { label, low: String(low), high: String(high) }],
    ['partner.error.required', { label }],
    ['partner.error.tooLong', { label, max: String(max) }],
    ['partner.error.url', {}],
    ['partner.error.email', {}],
    ['partner.error.phone', {}],
    ['partner.error.date', {}],
    ['partner.error.time', {}],
    ['partner.error.choose', { lower: label.toLowerCase() }],
    [
      'partner.error.money',
      { label, min: String(field.min ?? 0), max: (field.max ?? 1_000_000).toLocaleString(intl) },
    ],
    ['partner.error.startTime', {}],
    ['partner.error.hoursLong', {}],
    ['partner.error.fieldNotAllowed', { label }],
  ]
}

/** Messages that start with these words and go on with the checker's own (English) details. */
const PREFIXED: readonly MessageKey[] = ['partner.error.hoursUnread', 'partner.error.hoursOff']

/** The checks' messages that name no field (the pin, a series' dates), said by key. */
const FORM_MESSAGES: readonly MessageKey[] = [
  'adminEditor.error.town',
  'adminEditor.error.pin',
  'adminEditor.error.invalid',
  'adminEditor.error.repeatUntil',
  'adminEditor.error.untilAfter',
  'adminEditor.error.yearMax',
  'adminEditor.error.cancelledDates',
  'adminEditor.error.notInSeries',
  'adminEditor.error.seriesBroken',
]

/**
 * A save's field errors (English, from the kind's checks) in `locale`: each message matched to the
 * key that says it for that field, said with the field's label in that language. A message no
 * key says stays as it is.
 */
export function localizedEditorErrors(
  fields: readonly EditorField[],
  errors: Record<string, string[]> | undefined,
  locale: Locale,
  /** the back office's editor, with the pin's region (its lat and lng checks name the bounds) */
  backOffice?: { place: PlaceRules },
): Record<string, string[]> | undefined {
  if (!errors || locale === DEFAULT_LOCALE) return errors
  const known = knownWords(locale, FORM_MESSAGES)
  const english = serverT(DEFAULT_LOCALE)
  const say = serverT(locale)
  const place = backOffice?.place
  const shown = new Map(
    localizedEditorFields(fields, locale, backOffice !== undefined).map((field) => [field.name, field]),
  )
  const source = new Map(fields.map((field) => [field.name, field]))
  const intl = LOCALE_INFO[locale].intl
  return Object.fromEntries(
    Object.entries(errors).map(([name, messages]) => {
      const field = source.get(name)
      const label =
        shown.get(name)?.label ?? (field ? labelIn(say, field.label, backOffice !== undefined) : name)
      return [
        name,
        messages.map((message) => {
          for (const key of PREFIXED) if (message.startsWith(english(key))) return say(key)
          if (!field) return known(message)
          const theirs = fieldMessages(field, label, intl, place)
          const found = fieldMessages(field, field.label, 'en-US', place).findIndex(
            ([key, values]) => english(key, values) === message,
          )
          return found < 0 ? known(message) : say(theirs[found]![0], theirs[found]![1])
        }),
      ]
    }),
  )
}

/** The labels of fields only editors may change (a refused save's), in `locale`, joined. */
export function refusedLabels(labels: readonly string[], locale: Locale, backOffice = false): string {
  const say = serverT(locale)
  return labels
    .map((label) => (locale === DEFAULT_LOCALE ? label : labelIn(say, label, backOffice)))
    .join(', ')
}

/**
 * Changed fields (a stale form's, a proposal's) with their labels in `locale`: the field's label as
 * the page shows it, else its English label said by key.
 */
export function localizedChanges(
  changes: readonly FieldChange[],
  fields: readonly EditorField[],
  locale: Locale,
): FieldChange[] {
  if (locale === DEFAULT_LOCALE) return [...changes]
  const say = serverT(locale)
  const labels = new Map(fields.map((field) => [field.name, field.label]))
  return changes.map((change) => ({
    ...change,
    label: labels.get(change.field) ?? labelIn(say, change.label),
  }))
}

/** When a proposal was sent, in the page's language ('Dec 1, 2024, 10:00 AM MST' in English). */
export function sentAt(iso: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return formatRegionDateTime(iso)
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: REGION_TIME_ZONE,
  }).format(date)
}
