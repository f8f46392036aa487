/**
 * Host applications, the browser-safe half (/host-signup): the form's choices and its field list.
 * The inbox (app/lib/inbox.server.ts) stores and shows them.
 */
import type { FieldSpecs } from './fields'

export const HOST_PROPERTY_TYPES = [
  'Historic Ranch',
  'Lodge',
  'Mountain Cabin',
  'Cultural Retreat',
  'Other',
] as const
export const HOST_GUEST_CAPACITIES = ['2', '4', '6', '8', '10+'] as const
export const HOST_GUEST_LABELS: Record<(typeof HOST_GUEST_CAPACITIES)[number], string> = {
  '2': 'Up to 2 guests',
  '4': 'Up to 4 guests',
  '6': 'Up to 6 guests',
  '8': 'Up to 8 guests',
  '10+': '10+ guests',
}

/** The host form's fields: labels (form, error summary, inbox) and schema messages. */
export const HOST_FIELDS = {
  propertyName: {
    label: 'Property name',
    required: 'Property name is required',
    tooLong: 'Property name too long',
  },
  propertyType: {
    label: 'Property type',
    required: 'Property type is required',
    invalid: 'Choose a property type from the list',
  },
  location: { label: 'Location', required: 'Location is required', tooLong: 'Location too long' },
  maxGuests: {
    label: 'Max guests',
    required: 'Max guests is required',
    invalid: 'Choose a guest count from the list',
  },
  nightlyRate: {
    label: 'Nightly rate (USD)',
    prefix: '$',
    required: 'Nightly rate is required',
    invalid: 'Enter the nightly rate in whole dollars',
  },
  description: { label: 'Description', required: 'Description is required', tooLong: 'Description too long' },
  contactEmail: {
    label: 'Contact email',
    required: 'Contact email is required',
    invalid: 'Invalid contact email',
  },
} as const satisfies FieldSpecs
