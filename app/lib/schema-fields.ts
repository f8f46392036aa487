/**
 * The zod field builders every form schema is made of (app/lib/kinds/*.schema.ts): required and
 * optional text, emails, web addresses, choices, checkboxes, dates, times and whole numbers, each
 * with the messages its kind's field list gives.
 */
import { z } from 'zod'
import { BASIC_MESSAGES, LIMITS } from './form-options'

// Our Content-Security-Policy forbids eval in the browser. Tell zod so up front: otherwise its
// `new Function` probe is reported as a CSP violation (a Lighthouse best-practices issue).
if (typeof document !== 'undefined') z.config({ jitless: true })

const PHONE_RE = /^[\d\s\-+()]*$/
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/

/** A text value; anything else (a file where text belongs) gets `Invalid value`. */
export function str() {
  return z.string({ error: BASIC_MESSAGES.invalidValue })
}

/** An optional field may also be left out entirely (schema-level callers); that reads as empty. */
export function orEmpty<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === undefined || v === null ? '' : v), schema)
}

const isEmail = (v: string) => z.email().safeParse(v).success
const isWebUrl = (v: string) =>
  z.url({ protocol: /^https?$/, hostname: z.regexes.domain }).safeParse(v).success
const isDate = (v: string) => {
  if (!DATE_RE.test(v)) return false
  const d = new Date(`${v}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v
}

/** Required text, trimmed, with its "required" and "too long" messages. */
export function requiredText(required: string, max: number, tooLong: string) {
  return str().trim().min(1, { error: required, abort: true }).max(max, tooLong)
}

/** Optional text: empty becomes null. */
export function optionalText(max: number, tooLong: string) {
  return orEmpty(
    str()
      .trim()
      .max(max, tooLong)
      .transform((v) => v || null),
  )
}

export function optionalPhone(message: string) {
  return orEmpty(
    str()
      .trim()
      .max(LIMITS.phone, message)
      .regex(PHONE_RE, message)
      .transform((v) => v || null),
  )
}

export function requiredEmail(message: string, required = message) {
  return str()
    .trim()
    .min(1, { error: required, abort: true })
    .max(LIMITS.email, message)
    .refine(isEmail, message)
}

export function optionalEmail(message: string) {
  return orEmpty(
    str()
      .trim()
      .max(LIMITS.email, message)
      .refine((v) => v === '' || isEmail(v), message)
      .transform((v) => v || null),
  )
}

export function optionalUrl(message: string) {
  return orEmpty(
    str()
      .trim()
      .max(LIMITS.url, message)
      .refine((v) => v === '' || isWebUrl(v), message)
      .transform((v) => v || null),
  )
}

/** One of a fixed list: empty gets the "required" message, anything else not listed `invalid`. */
export function choice<const T extends readonly [string, ...string[]]>(
  options: T,
  required: string,
  invalid = required,
) {
  return str()
    .trim()
    .min(1, { error: required, abort: true })
    .pipe(z.enum(options, { error: invalid }))
}

export function optionalChoice<const T extends readonly [string, ...string[]]>(options: T, invalid: string) {
  return orEmpty(
    str()
      .trim()
      .refine((v) => v === '' || (options as readonly string[]).includes(v), invalid)
      .transform((v) => (v === '' ? null : (v as T[number]))),
  )
}

/** Same-name checkboxes: a list of known values, at most `max`, duplicates dropped. */
export function choices<const T extends readonly [string, ...string[]]>(
  options: T,
  max: number,
  tooMany: string,
  invalid: string,
) {
  return z
    .array(z.enum(options, { error: invalid }), { error: BASIC_MESSAGES.invalidValue })
    .max(max, tooMany)
    .optional()
    .transform((list) => [...new Set(list ?? [])])
}

/** A checkbox: 'on' / 'true' / '1' is true; 'off' / 'false' / '0' / '' false. */
export function checkbox(defaultValue: boolean) {
  return z
    .union([z.boolean(), z.enum(['on', 'off', 'true', 'false', '1', '0', ''])], {
      error: BASIC_MESSAGES.invalidValue,
    })
    .optional()
    .transform((v) =>
      v === undefined ? defaultValue : v === true || v === 'on' || v === 'true' || v === '1',
    )
}

export function requiredDate(required: string) {
  return str().trim().min(1, { error: required, abort: true }).refine(isDate, BASIC_MESSAGES.invalidDate)
}

export function optionalDate() {
  return orEmpty(
    str()
      .trim()
      .refine((v) => v === '' || isDate(v), BASIC_MESSAGES.invalidDate)
      .transform((v) => v || null),
  )
}

export function requiredTime(required: string) {
  return str().trim().min(1, { error: required, abort: true }).regex(TIME_RE, BASIC_MESSAGES.invalidTime)
}

export function optionalTime() {
  return orEmpty(
    str()
      .trim()
      .refine((v) => v === '' || TIME_RE.test(v), BASIC_MESSAGES.invalidTime)
      .transform((v) => v || null),
  )
}

/** A whole number typed into a text or number input (1..max); empty is null unless `required`. */
export function wholeNumber(max: number, message: string, required?: string) {
  const valid = (v: string) => /^\d{1,9}$/.test(v) && Number(v) >= 1 && Number(v) <= max
  return orEmpty(
    str()
      .trim()
      .superRefine((v, ctx) => {
        if (v === '') {
          if (required) ctx.addIssue({ code: 'custom', message: required })
        } else if (!valid(v)) ctx.addIssue({ code: 'custom', message })
      })
      .transform((v) => (v === '' ? null : Number(v))),
  )
}

/**
 * A sum of money as people type it, as the plain number the schemas check: "$250", "250.00",
 * "1,200", "$ 1,200.50 USD" -> "250", "250.00", "1200", "1200.50". Text that is not an amount is
 * returned as it was (trimmed), so the field's own check refuses it with its message.
 */
export function moneyInput(value: string): string {
  const amount = value
    .trim()
    .replace(/^(US)?\$\s*/i, '')
    .replace(/\s*(USD|dollars?)$/i, '')
  return /^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(amount) ? amount.replace(/,/g, '') : value.trim()
}
