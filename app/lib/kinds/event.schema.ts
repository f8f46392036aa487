/** The event form's schema (zod; the browser loads it after the page, app/lib/validation.ts). */
import { z } from 'zod'
import { addDaysIso, isIsoDate, todayInTimeZone } from '../dates'
import { defineForm } from '../form-data'
import { LIMITS } from '../form-options'
import { MAX_REPEAT_DAYS, REPEAT_FREQUENCIES } from '../recurrence'
import {
  checkbox,
  choice,
  choices,
  optionalChoice,
  optionalDate,
  optionalPhone,
  optionalText,
  optionalTime,
  optionalUrl,
  requiredDate,
  requiredEmail,
  requiredText,
  requiredTime,
  wholeNumber,
} from '../schema-fields'
import { EVENT_CATEGORIES, EVENT_FIELDS as F, EVENT_TAGS } from './event'

const EventFields = z.object({
  title: requiredText(F.title.required, LIMITS.title, F.title.tooLong),
  description: requiredText(F.description.required, LIMITS.eventDescription, F.description.tooLong),
  category: choice(EVENT_CATEGORIES, F.category.required, F.category.invalid),
  date: requiredDate(F.date.required),
  startTime: requiredTime(F.startTime.required),
  endTime: optionalTime(),
  recurring: checkbox(false),
  // Required only when `recurring` is ticked (checked below); ignored, and stored as null, otherwise.
  repeatFrequency: optionalChoice(REPEAT_FREQUENCIES, F.repeatFrequency.invalid),
  repeatUntil: optionalDate(),
  location: requiredText(F.location.required, LIMITS.location, F.location.tooLong),
  address: requiredText(F.address.required, LIMITS.address, F.address.tooLong),
  organizerName: requiredText(F.organizerName.required, LIMITS.name, F.organizerName.tooLong),
  organizerEmail: requiredEmail(F.organizerEmail.invalid),
  organizerPhone: optionalPhone(F.organizerPhone.invalid),
  website: optionalUrl(F.website.invalid),
  ticketPrice: optionalText(LIMITS.short, F.ticketPrice.tooLong),
  capacity: wholeNumber(LIMITS.capacity, F.capacity.invalid),
  tags: choices(EVENT_TAGS, LIMITS.tags, F.tags.tooMany, F.tags.invalid),
})
type EventFieldValues = z.output<typeof EventFields>

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/
const isTime = (v: unknown): v is string => typeof v === 'string' && TIME.test(v)
/** 'HH:MM' and 'HH:MM:SS' compared as one: '19:00' -> '19:00:00'. */
const seconds = (time: string) => (time.length === 5 ? `${time}:00` : time)
const isDate = (v: unknown): v is string => typeof v === 'string' && isIsoDate(v)

/**
 * The checks between fields, each reported on the field to fix: an end time after the start, a
 * date from today on (in the region, America/Denver, on the server and in the browser alike), and
 * for a recurring event how often and until when (after the first day, at most a year later).
 * A field that failed its own check is left to its own message here. Its values may then still
 * be raw input, so every one is checked for its type first.
 */
function checkEventDates(data: EventFieldValues, ctx: z.RefinementCtx<EventFieldValues>) {
  const issue = (path: keyof EventFieldValues, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message })
  const { date, startTime, endTime, repeatFrequency, repeatUntil } = data as Record<string, unknown>
  if (isTime(startTime) && isTime(endTime) && seconds(endTime) <= seconds(startTime)) {
    issue('endTime', F.endTime.tooEarly)
  }
  const dateValid = isDate(date)
  if (dateValid && date < todayInTimeZone()) issue('date', F.date.tooEarly)
  if (data.recurring !== true) return
  if (repeatFrequency === null) issue('repeatFrequency', F.repeatFrequency.required)
  if (repeatUntil === null) issue('repeatUntil', F.repeatUntil.required)
  else if (dateValid && isDate(repeatUntil)) {
    if (repeatUntil <= date) issue('repeatUntil', F.repeatUntil.tooEarly)
    else if (repeatUntil > addDaysIso(date, MAX_REPEAT_DAYS)) issue('repeatUntil', F.repeatUntil.tooLate)
  }
}

export const EventSubmissionSchema = EventFields
  // `when`: also run beside another field's "invalid" message (an unknown category, say), so the
  // form shows every problem at once (zod still skips it while a required field is empty).
  .superRefine(checkEventDates, {
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  })
  // Not recurring: whatever the repeat fields held is dropped.
  .overwrite((event) => (event.recurring ? event : { ...event, repeatFrequency: null, repeatUntil: null }))
export type EventSubmission = z.output<typeof EventSubmissionSchema>

export const EVENT_FORM = defineForm(EventSubmissionSchema, F)
