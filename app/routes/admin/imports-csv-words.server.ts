import { serverT } from '~/lib/i18n/catalog.server'
import { DEFAULT_LOCALE, type Locale } from '~/lib/i18n/config'
import { localizedEditorErrors, localizedEditorFields } from '~/lib/i18n/editor-fields.server'
import { knownWords } from '~/lib/i18n/known-words.server'
import type { MessageKey } from '~/lib/i18n/messages'
import type { EditorField } from '~/lib/kinds/editor'

// The CSV import page's server words in the page's language (issue 47): what each column takes,
// and the file's and the rows' faults, which app/lib/csv-import writes in English.

const HELP: Partial<Record<string, MessageKey>> = {
  url: 'adminImports.csv.help.url',
  email: 'adminImports.csv.help.email',
  tel: 'adminImports.csv.help.tel',
  date: 'adminImports.csv.help.date',
  time: 'adminImports.csv.help.time',
  lat: 'adminImports.csv.help.lat',
  lng: 'adminImports.csv.help.lng',
  opening_hours: 'adminImports.csv.help.opening_hours',
  town: 'adminImports.csv.help.town',
  lines: 'adminImports.csv.help.lines',
}

/**
 * What a column takes, in the page's language (English: word for word what
 * app/lib/csv-import/template.server.ts's columnHelp says). Choices are the values the cells
 * hold, so they stay as written.
 */
export function columnHelp(field: EditorField, locale: Locale): string {
  const say = serverT(locale)
  const options = field.options?.length
    ? say('adminImports.csv.help.oneOf', { options: field.options.join(', ') })
    : field.input === 'checkbox'
      ? say('adminImports.csv.help.yesNo')
      : ''
  const what =
    field.input === 'number'
      ? say(field.money ? 'adminImports.csv.help.money' : 'adminImports.csv.help.number')
      : HELP[field.input] && say(HELP[field.input]!)
  const base =
    field.input === 'checkboxes'
      ? say('adminImports.csv.help.anyOf', { options: field.options?.join(', ') ?? '' })
      : options || what || say('adminImports.csv.help.text')
  const full =
    field.max && field.input !== 'number' && !field.options
      ? say('adminImports.csv.help.max', { what: base, max: field.max })
      : base
  return say(field.required ? 'adminImports.csv.help.required' : 'adminImports.csv.help.optional', {
    what: full,
  })
}

/** The file's and the rows' faults (app/lib/csv-import writes them in English). */
const CSV_ANSWERS = [
  'adminImports.csv.error.empty',
  'adminImports.csv.error.noRows',
  'adminImports.csv.error.tooBig',
  'adminImports.csv.error.workbook',
  'adminImports.csv.error.binary',
  'adminImports.csv.error.wrongType',
  'adminImports.csv.error.encoding',
  'adminImports.csv.error.kind',
  'adminImports.csv.error.noFile',
  'adminImports.csv.error.notCsv',
  'adminImports.csv.error.unknownColumn',
  'adminImports.csv.error.unknownColumns',
  'adminImports.csv.error.twice',
  'adminImports.csv.error.missingColumn',
  'adminImports.csv.error.missingColumns',
  'adminImports.csv.error.moreCells',
  'adminImports.csv.error.sameRow',
  'adminImports.csv.error.sameAs',
] as const satisfies readonly MessageKey[]

/** The CSV parser's two faults this module names (anything else it says stays as it is). */
const PARSER_FAULTS = ['adminImports.csv.error.quoteOpen', 'adminImports.csv.error.quoteInside'] as const

/** app/lib/csv-import/read.server.ts's words for a cell that starts like a formula, after the label. */
const FORMULA =
  /^“(?<cell>.*)” starts with (?<sign>".+?"), which a spreadsheet runs as a formula: nothing is imported from such a cell; remove the sign or reword it$/

/**
 * A fault of the file or of a row in `locale`: by key, a field's own with its label in that
 * language (a field's check the catalogs do not say yet stays English: `untranslated` tells).
 */
export function csvWords(
  locale: Locale,
  fields: readonly EditorField[],
): ((text: string) => string) & { untranslated: (text: string) => boolean } {
  const said = new Set<string>()
  const untranslated = (text: string) => locale !== DEFAULT_LOCALE && !said.has(text)
  if (locale === DEFAULT_LOCALE) return Object.assign((text: string) => text, { untranslated })
  const say = serverT(locale)
  const english = serverT(DEFAULT_LOCALE)
  const known = knownWords(locale, CSV_ANSWERS)
  const shown = new Map(localizedEditorFields(fields, locale, true).map((field) => [field.name, field.label]))
  const byLabel = [...fields].sort((a, b) => b.label.length - a.label.length)
  const word = (text: string) => {
    const result = translate(text)
    if (result !== text) said.add(result)
    return result
  }
  return Object.assign(word, { untranslated })

  function translate(text: string): string {
    const field = byLabel.find((f) => text.startsWith(`${f.label}: `))
    if (field) {
      const rest = text.slice(field.label.length + 2)
      const label = shown.get(field.name) ?? field.label
      const cell = formulaParts(rest)
      const message =
        rest === english('adminImports.csv.error.yesNo')
          ? say('adminImports.csv.error.yesNo')
          : cell
            ? say('adminImports.csv.error.formula', cell)
            : (localizedEditorErrors(fields, { [field.name]: [rest] }, locale)?.[field.name]?.[0] ?? rest)
      return message === rest ? text : `${label}: ${message}`
    }
    let answer = known(text)
    for (const key of PARSER_FAULTS) answer = answer.replace(english(key), say(key))
    return answer
  }

  function formulaParts(rest: string): { cell: string; sign: string } | undefined {
    const match = FORMULA.exec(rest)
    return match?.groups ? { cell: match.groups.cell!, sign: match.groups.sign! } : undefined
  }
}
