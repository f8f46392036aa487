/** The newsletter sign-up's schema (the footer and blog forms post it to /newsletter). */
import { z } from 'zod'
import { defineForm } from '../form-data'
import { requiredEmail } from '../schema-fields'
import { NEWSLETTER_FIELDS as F } from './newsletter'

export const NewsletterSignupSchema = z.object({
  email: requiredEmail(F.email.invalid, F.email.required).transform((v) => v.toLowerCase()),
})
export type NewsletterSignup = z.output<typeof NewsletterSignupSchema>

export const NEWSLETTER_FORM = defineForm(NewsletterSignupSchema, F)
