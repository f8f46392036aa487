/** The contact form's schema (zod; the browser loads it after the page, app/lib/validation.ts). */
import { z } from 'zod'
import { defineForm } from '../form-data'
import { LIMITS } from '../form-options'
import { choice, optionalPhone, requiredEmail, requiredText } from '../schema-fields'
import { CONTACT_CATEGORIES, CONTACT_FIELDS as F } from './contact'

export const ContactMessageSchema = z.object({
  name: requiredText(F.name.required, LIMITS.name, F.name.tooLong),
  email: requiredEmail(F.email.invalid, F.email.required),
  phone: optionalPhone(F.phone.invalid),
  subject: requiredText(F.subject.required, LIMITS.subject, F.subject.tooLong),
  category: choice(CONTACT_CATEGORIES, F.category.required, F.category.invalid),
  message: requiredText(F.message.required, LIMITS.message, F.message.tooLong),
})
export type ContactMessage = z.output<typeof ContactMessageSchema>

export const CONTACT_FORM = defineForm(ContactMessageSchema, F)
