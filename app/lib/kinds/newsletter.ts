/** The newsletter sign-up's one field (the blog's box, /newsletter): its label and messages. */
import type { FieldSpecs } from './fields'

export const NEWSLETTER_FIELDS = {
  email: { label: 'Email address', required: 'Email is required', invalid: 'Invalid email format' },
} as const satisfies FieldSpecs
