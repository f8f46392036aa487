import { z } from 'zod'
import { isIsoDate } from '../dates'
import { MAX_NOTE_LENGTH, MAX_TRIP_DAYS, TRIP_KINDS } from './trip'

/** The /trip forms' rules (the server is the authority; messages are shown next to the field). */

const isoDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((v) => isIsoDate(v), message)

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000

export const TripDatesSchema = z
  .object({
    arrive: isoDate('Enter your arrival date'),
    depart: isoDate('Enter your departure date'),
  })
  .superRefine((value, ctx) => {
    if (!isIsoDate(value.arrive) || !isIsoDate(value.depart)) return
    if (value.depart < value.arrive) {
      ctx.addIssue({ code: 'custom', path: ['depart'], message: 'Departure must be on or after arrival' })
    } else if (daysBetween(value.arrive, value.depart) + 1 > MAX_TRIP_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['depart'],
        message: `A trip can be at most ${MAX_TRIP_DAYS} days`,
      })
    }
  })
export type TripDates = z.infer<typeof TripDatesSchema>

export const AddStopSchema = z.object({
  kind: z.enum(TRIP_KINDS, { error: 'Choose what to add' }),
  id: z.string({ error: 'Choose what to add' }).trim().min(1, 'Choose what to add').max(200),
  day: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || isIsoDate(v), 'Choose a day of your trip'),
})

export const StopDetailsSchema = z.object({
  stop: z.string().min(1).max(100),
  startTime: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || /^([01]\d|2[0-3]):[0-5]\d$/.test(v), 'Enter a time like 09:30')
    .transform((v) => v || null),
  note: z
    .string()
    .optional()
    .transform((v) => (v ?? '').trim())
    .refine((v) => v.length <= MAX_NOTE_LENGTH, `Keep the note under ${MAX_NOTE_LENGTH} characters`),
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
