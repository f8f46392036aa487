import type { MessageKey, Say } from '../i18n/messages'
import { MAX_NOTE_LENGTH, MAX_TRIP_DAYS } from './trip'
import { TRIP_MESSAGES } from './trip.schema'

/**
 * The trip forms' messages in the page's language (issue 47), as app/lib/i18n/form-words.ts does
 * for the public forms: the schemas (./trip.schema.ts, the favorites' in
 * ./favorites-actions.server.ts) keep their English texts, and an answer finds the key of each
 * English text and says it in its own language. The actions say their 400s through this, so the
 * page shows them as they come, with or without JavaScript. trip-form-words.test.ts checks the
 * English catalog says exactly what the code says.
 */

/** The key of each of ./trip.schema.ts's messages. */
export const TRIP_MESSAGE_KEYS = {
  arrive: 'trip.form.arrive',
  depart: 'trip.form.depart',
  order: 'trip.form.order',
  tooLong: 'trip.form.tooLong',
  choose: 'trip.form.choose',
  day: 'trip.form.day',
  time: 'trip.form.time',
  note: 'trip.form.note',
} as const satisfies Record<keyof typeof TRIP_MESSAGES, MessageKey>

/** The figures the messages name: a trip's longest stay in days, a note's length. */
export const TRIP_MESSAGE_VALUES = { days: MAX_TRIP_DAYS, count: MAX_NOTE_LENGTH }

/**
 * An English message of `messages` said by its key in `keys`; a text that is not one of them stays
 * as it is.
 */
export function sayMessage<Name extends string>(
  say: Say,
  text: string,
  messages: Readonly<Record<Name, string>>,
  keys: Readonly<Record<Name, MessageKey>>,
  values?: Record<string, unknown>,
): string {
  const name = (Object.keys(messages) as Name[]).find((n) => messages[n] === text)
  return name ? say(keys[name], values) : text
}

/** A trip form's field messages (`fieldErrors`' answer) in the page's language. */
export function localizeTripErrors(say: Say, errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, text]) => [
      field,
      sayMessage(say, text, TRIP_MESSAGES, TRIP_MESSAGE_KEYS, TRIP_MESSAGE_VALUES),
    ]),
  )
}
