import { z } from 'zod'
import { REGION_TIME_ZONE } from './dates'

/**
 * Publication times as editors type them and as they are kept (issue 51 item 4): the editor's
 * `datetime-local` field is a wall-clock time in the guide's zone (America/Denver, MST or MDT by
 * the date); the row keeps the UTC instant (ISO), which the scheduler compares with now.
 */

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)$/

/** America/Denver's offset from UTC in minutes at this instant: -420 (MST) or -360 (MDT). */
function zoneOffsetMinutes(at: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: REGION_TIME_ZONE, timeZoneName: 'shortOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value
  const match = /GMT([+-]\d+)(?::(\d+))?/.exec(name ?? '')
  return match ? Number(match[1]) * 60 + Math.sign(Number(match[1])) * Number(match[2] ?? 0) : -420
}

/** '2027-03-01T09:00' (Denver wall clock) -> '2027-03-01T16:00:00.000Z'; undefined when not such a time. */
export function regionLocalToInstant(local: string): string | undefined {
  const match = LOCAL.exec(local.trim())
  if (!match) return undefined
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number]
  const wall = Date.UTC(y, mo - 1, d, h, mi)
  if (new Date(wall).getUTCDate() !== d) return undefined // 2027-02-31
  // The offset at the guessed instant, then once more at the corrected one (the change of hour).
  let instant = wall - zoneOffsetMinutes(new Date(wall)) * 60_000
  instant = wall - zoneOffsetMinutes(new Date(instant)) * 60_000
  return new Date(instant).toISOString()
}

/** '2027-03-01T16:00:00.000Z' -> '2027-03-01T09:00' (the editor field's value); '' for none. */
export function instantToRegionLocal(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: REGION_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`
}

/** "Mar 1, 2027, 9:00 AM MST": a kept instant as the back office shows every time. */
export function formatRegionDateTime(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  const text = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: REGION_TIME_ZONE,
  }).format(date)
  const zone = new Intl.DateTimeFormat('en-US', { timeZone: REGION_TIME_ZONE, timeZoneName: 'short' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value
  return `${text} ${zone ?? 'MT'}`
}

/** A form's optional Denver wall-clock date and time as its UTC instant (empty: null), or `label`'s message. */
export const optionalTime = (label: string) =>
  z
    .string()
    .trim()
    .max(30)
    .transform((value, ctx) => {
      if (value === '') return null
      const instant = regionLocalToInstant(value)
      if (!instant) {
        ctx.addIssue({ code: 'custom', message: `${label}: enter a date and a time (MST/MDT)` })
        return z.NEVER
      }
      return instant
    })

/** The editor's Schedule form: both optional; an unpublication after the publication. */
export const scheduleSchema = z
  .object({ publish_at: optionalTime('Publish on'), unpublish_at: optionalTime('Unpublish on') })
  .refine((v) => !v.publish_at || !v.unpublish_at || v.unpublish_at > v.publish_at, {
    path: ['unpublish_at'],
    message: 'Unpublish on must be after Publish on',
  })
