/**
 * Contact messages, the browser-safe half (/contact): the form's choices and its field list.
 * The inbox (app/lib/inbox.server.ts) stores and shows them.
 */
import type { FieldSpecs } from './fields'

export const CONTACT_CATEGORIES = [
  'General Inquiry',
  'Business Listing',
  'Event Submission',
  'Technical Support',
  'Partnership Opportunity',
  'Feedback',
  'Other',
] as const

/** The contact form's fields: labels (form, error summary, inbox) and schema messages. */
export const CONTACT_FIELDS = {
  name: { label: 'Name', required: 'Name is required', tooLong: 'Name too long' },
  email: { label: 'Email', required: 'Email is required', invalid: 'Invalid email format' },
  phone: { label: 'Phone', invalid: 'Invalid phone number format' },
  subject: { label: 'Subject', required: 'Subject is required', tooLong: 'Subject too long' },
  category: {
    label: 'Category',
    required: 'Category is required',
    invalid: 'Choose a category from the list',
  },
  message: { label: 'Message', required: 'Message is required', tooLong: 'Message too long' },
} as const satisfies FieldSpecs
