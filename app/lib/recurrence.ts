/**
 * Repeating events, the browser-safe half: what the submission form offers. The rules themselves
 * (RFC 5545, the `rrule` package) are expanded on the server, ./recurrence.server.ts.
 */

/** How often an event repeats, as the submission form offers it. */
export const REPEAT_FREQUENCIES = ['weekly', 'biweekly', 'monthly'] as const
export type RepeatFrequency = (typeof REPEAT_FREQUENCIES)[number]

export const REPEAT_LABELS: Record<RepeatFrequency, string> = {
  weekly: 'Every week',
  biweekly: 'Every two weeks',
  monthly: 'Every month (same weekday)',
}

/** The longest an event may repeat: a year after its first day. */
export const MAX_REPEAT_DAYS = 366
