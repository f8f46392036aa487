import { z } from 'zod'
import { isIsoDate } from '../dates'
import { MAX_NOTE_LENGTH, MAX_TRIP_DAYS, TRIP_KINDS } from './trip'

/**
 * The /trip forms' rules (the server is the authority; messages are shown next to the field). The
 * messages are English, as SPEC says them; ./trip-form-words.ts says each in the page's language.
 */
export const TRIP_MESSAGES = {
  arrive: 'Enter your arrival date',
  depart: 'Enter your departure date',
  order: 'Departure must be on or after arrival',
  tooLong: `A trip can be at most ${MAX_TRIP_DAYS} days`,
  choose: 'Choose what to add',
  day: 'Choose a day of your trip',
  time: 'Enter a time like 09:30',
  note: `Keep the note under ${MAX_NOTE_LENGTH} characters`,
} as const

const isoDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((v) => isIsoDate(v), message)

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000

export const TripDatesSchema = z
  .object({
    arrive: isoDate(TRIP_MESSAGES.arrive),
    depart: isoDate(TRIP_MESSAGES.depart),
  })
  .superRefine((value, ctx) => {
    if (!isIsoDate(value.arrive) || !isIsoDate(value.depart)) return
    if (value.depart < value.arrive) {
      ctx.addIssue({ code: 'custom', path: ['depart'], message: TRIP_MESSAGES.order })
    } else if (daysBetween(value.arrive, value.depart) + 1 > MAX_TRIP_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['depart'], message: TRIP_MESSAGES.tooLong })
    }
  })
export type TripDates = z.infer<typeof TripDatesSchema>

export const AddStopSchema = z.object({
  kind: z.enum(TRIP_KINDS, { error: TRIP_MESSAGES.choose }),
  id: z.string({ error: TRIP_MESSAGES.choose }).trim().min(1, TRIP_MESSAGES.choose).max(200),
  day: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || isIsoDate(v), TRIP_MESSAGES.day),
})

export const StopDetailsSchema = z.object({
  stop: z.string().min(1).max(100),
  startTime: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || /^([01]\d|2[0-3]):[0-5]\d$/.test(v), TRIP_MESSAGES.time)
    .transform((v) => v || null),
  note: z
    .string()
    .optional()
    .transform((v) => (v ?? '').trim())
    .refine((v) => v.length <= MAX_NOTE_LENGTH, TRIP_MESSAGES.note),
})

/** Field messages from a failed parse, by field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form')
    errors[key] ??= issue.message
  }
  return errors
}
