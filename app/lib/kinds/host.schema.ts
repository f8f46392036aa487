/** The host form's schema (zod; the browser loads it after the page, app/lib/validation.ts). */
import { z } from 'zod'
import { defineForm } from '../form-data'
import { LIMITS } from '../form-options'
import { choice, requiredEmail, requiredText, wholeNumber } from '../schema-fields'
import { HOST_FIELDS as F, HOST_GUEST_CAPACITIES, HOST_PROPERTY_TYPES } from './host'

export const HostApplicationSchema = z.object({
  propertyName: requiredText(F.propertyName.required, LIMITS.name, F.propertyName.tooLong),
  propertyType: choice(HOST_PROPERTY_TYPES, F.propertyType.required, F.propertyType.invalid),
  location: requiredText(F.location.required, LIMITS.location, F.location.tooLong),
  maxGuests: choice(HOST_GUEST_CAPACITIES, F.maxGuests.required, F.maxGuests.invalid),
  nightlyRate: wholeNumber(LIMITS.nightlyRate, F.nightlyRate.invalid, F.nightlyRate.required)
    .refine((v) => v !== null, F.nightlyRate.required)
    .transform((v) => v as number),
  description: requiredText(F.description.required, LIMITS.eventDescription, F.description.tooLong),
  contactEmail: requiredEmail(F.contactEmail.invalid, F.contactEmail.required),
})
export type HostApplication = z.output<typeof HostApplicationSchema>

export const HOST_FORM = defineForm(HostApplicationSchema, F)
