import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { parseFormData } from '../form-data'
import { EVENT_FIELDS as F } from './event'
import { EVENT_FORM, EventSubmissionSchema } from './event.schema'

// The event form's checks between fields (issue 18): end after start, no past dates, and how a
// recurring event says how often and until when. "Today" is pinned: 2026-11-24 in America/Denver.

const TODAY = '2026-11-24'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-24T19:00:00Z'))
})
afterEach(() => {
  vi.useRealTimers()
})

const event = {
  title: 'Fiddle Night',
  description: 'Old-time fiddlers on the square.',
  category: 'Music',
  date: '2026-12-11',
  startTime: '18:30',
  endTime: '21:00',
  location: 'Town Square',
  address: 'Town Square, Jackson, WY',
  organizerName: 'Jo Fiddler',
  organizerEmail: 'jo@example.com',
}
const recurring = { ...event, recurring: 'on', repeatFrequency: 'weekly', repeatUntil: '2027-02-26' }

/** The form's messages per field, as the page shows them (undefined: accepted). */
function errorsOf(fields: Record<string, string>) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  const parsed = parseFormData(form, EVENT_FORM)
  return parsed.success ? undefined : parsed.errors
}

describe('the event form between its fields', () => {
  it('accepts a one-off event and stores no repeat, whatever the hidden repeat fields held', () => {
    expect(errorsOf(event)).toBeUndefined()
    const parsed = EventSubmissionSchema.parse({
      ...event,
      repeatFrequency: 'monthly',
      repeatUntil: '2027-01-01',
    })
    expect(parsed).toMatchObject({ recurring: false, repeatFrequency: null, repeatUntil: null })
    expect(EventSubmissionSchema.parse({ ...event, endTime: '' }).endTime).toBeNull()
  })

  it('refuses an end time at or before the start time, with the message on the end time', () => {
    expect(errorsOf({ ...event, endTime: '17:00' })).toEqual({ endTime: [F.endTime.tooEarly] })
    expect(errorsOf({ ...event, endTime: '18:30' })).toEqual({ endTime: [F.endTime.tooEarly] })
    expect(F.endTime.tooEarly).toBe('End time must be after the start time')
    // A start time that is itself wrong gets its own message only.
    expect(errorsOf({ ...event, startTime: '25:00', endTime: '01:00' })).toEqual({
      startTime: ['Invalid time'],
    })
  })

  it("refuses a date before today in America/Denver; today's date is fine", () => {
    expect(errorsOf({ ...event, date: '2026-11-23' })).toEqual({ date: ['Event date cannot be in the past'] })
    expect(errorsOf({ ...event, date: '2024-12-20' })).toEqual({ date: [F.date.tooEarly] })
    expect(errorsOf({ ...event, date: TODAY })).toBeUndefined()
    // 03:00 UTC on the 25th is still the 24th in Wyoming.
    vi.setSystemTime(new Date('2026-11-25T03:00:00Z'))
    expect(errorsOf({ ...event, date: TODAY })).toBeUndefined()
    vi.setSystemTime(new Date('2026-11-25T08:00:00Z'))
    expect(errorsOf({ ...event, date: TODAY })).toEqual({ date: [F.date.tooEarly] })
  })

  it('asks a recurring event how often and until when', () => {
    expect(errorsOf({ ...event, recurring: 'on' })).toEqual({
      repeatFrequency: ['Choose how often the event repeats'],
      repeatUntil: ['Choose the last date it repeats'],
    })
    expect(errorsOf({ ...recurring, repeatFrequency: '' })).toEqual({
      repeatFrequency: [F.repeatFrequency.required],
    })
    expect(errorsOf({ ...recurring, repeatUntil: '' })).toEqual({ repeatUntil: [F.repeatUntil.required] })
    expect(errorsOf({ ...recurring, repeatFrequency: 'daily' })).toEqual({
      repeatFrequency: [F.repeatFrequency.invalid],
    })
    expect(errorsOf({ ...recurring, repeatUntil: '2027-02-30' })).toEqual({ repeatUntil: ['Invalid date'] })
  })

  it('refuses a last date on or before the event date, or more than a year after it', () => {
    expect(errorsOf({ ...recurring, repeatUntil: '2026-12-04' })).toEqual({
      repeatUntil: ['The last date must be after the event date'],
    })
    expect(errorsOf({ ...recurring, repeatUntil: event.date })).toEqual({
      repeatUntil: [F.repeatUntil.tooEarly],
    })
    // 366 days after 2026-12-11 is 2027-12-12.
    expect(errorsOf({ ...recurring, repeatUntil: '2027-12-13' })).toEqual({
      repeatUntil: ['An event can repeat for at most a year'],
    })
    expect(errorsOf({ ...recurring, repeatUntil: '2027-12-12' })).toBeUndefined()
  })

  it('accepts a recurring event with how often and its last date', () => {
    expect(errorsOf(recurring)).toBeUndefined()
    expect(EventSubmissionSchema.parse(recurring)).toMatchObject({
      recurring: true,
      repeatFrequency: 'weekly',
      repeatUntil: '2027-02-26',
    })
    for (const repeatFrequency of ['biweekly', 'monthly']) {
      expect(EventSubmissionSchema.parse({ ...recurring, repeatFrequency }).repeatFrequency).toBe(
        repeatFrequency,
      )
    }
  })

  it("shows these messages beside another field's invalid choice, all at once", () => {
    expect(
      errorsOf({
        ...recurring,
        category: 'Rodeo',
        date: '2026-11-01',
        endTime: '08:00',
        repeatUntil: '2026-10-01',
      }),
    ).toEqual({
      category: [F.category.invalid],
      endTime: [F.endTime.tooEarly],
      date: [F.date.tooEarly],
      repeatUntil: [F.repeatUntil.tooEarly],
    })
    // Anything that is not a form at all is refused, never thrown on.
    expect(EventSubmissionSchema.safeParse(undefined).success).toBe(false)
    expect(EventSubmissionSchema.safeParse({ ...recurring, date: 5, repeatUntil: [] }).success).toBe(false)
  })
})
