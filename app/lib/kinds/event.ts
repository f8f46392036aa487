/**
 * Events, the browser-safe half (/submit-event and /events): the form's choices and its field
 * list. The server half is ./event.server.ts, the schema ./event.schema.ts.
 */
import { REPEAT_LABELS } from '../recurrence'
import type { FieldSpecs } from './fields'

export const EVENT_CATEGORIES = [
  'Music',
  'Arts & Culture',
  'Sports',
  'Food & Drink',
  'Community',
  'Education',
  'Business',
  'Family',
  'Outdoor',
  'Holiday',
] as const
export const EVENT_TAGS = [
  'Free',
  'Family-Friendly',
  'Adults Only',
  'Indoor',
  'Outdoor',
  'Seasonal',
  'Tourism',
  'Local',
  'Educational',
  'Entertainment',
] as const

/** The event form's fields: labels (form, error summary, review page) and schema messages. */
export const EVENT_FIELDS = {
  title: { label: 'Event title', required: 'Event title is required', tooLong: 'Title too long' },
  description: { label: 'Description', required: 'Description is required', tooLong: 'Description too long' },
  category: {
    label: 'Category',
    required: 'Category is required',
    invalid: 'Choose a category from the list',
  },
  date: { label: 'Date', required: 'Event date is required', tooEarly: 'Event date cannot be in the past' },
  startTime: { label: 'Start time', required: 'Start time is required' },
  endTime: { label: 'End time', tooEarly: 'End time must be after the start time' },
  recurring: { label: 'This is a recurring event', flag: true },
  // Asked for (and stored) only when `recurring` is ticked: app/lib/recurrence.ts
  repeatFrequency: {
    label: 'Repeats',
    options: REPEAT_LABELS,
    required: 'Choose how often the event repeats',
    invalid: 'Choose how often from the list',
  },
  repeatUntil: {
    label: 'Last date',
    required: 'Choose the last date it repeats',
    tooEarly: 'The last date must be after the event date',
    tooLate: 'An event can repeat for at most a year',
  },
  location: { label: 'Venue', required: 'Location is required', tooLong: 'Location too long' },
  address: { label: 'Address', required: 'Address is required', tooLong: 'Address too long' },
  organizerName: {
    label: 'Organizer name',
    required: 'Organizer name is required',
    tooLong: 'Organizer name too long',
  },
  organizerEmail: { label: 'Organizer email', invalid: 'Invalid organizer email' },
  organizerPhone: { label: 'Organizer phone', invalid: 'Invalid phone number' },
  website: { label: 'Website', invalid: 'Invalid website URL' },
  ticketPrice: { label: 'Ticket price', tooLong: 'Ticket price too long' },
  capacity: { label: 'Capacity', invalid: 'Capacity must be a whole number' },
  tags: { label: 'Tags', list: true, tooMany: 'Too many tags', invalid: 'Unknown tag' },
} as const satisfies FieldSpecs

/**
 * An event's price as pages show it: the price text an editor or submitter gave, "Free" when it is
 * marked free without one, and '' when neither was given (unknown: the pages show nothing, never
 * "Free").
 */
export function eventPriceText(event: { price: string; isFree: boolean }, free = 'Free'): string {
  return event.price.trim() || (event.isFree ? free : '')
}
