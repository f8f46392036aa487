/** The event form's schema (zod; the browser loads it after the page, app/lib/validation.ts). */
import { z } from 'zod'
import { defineForm } from '../form-data'
import { LIMITS } from '../form-options'
import {
  checkbox,
  choice,
  choices,
  optionalPhone,
  optionalText,
  optionalTime,
  optionalUrl,
  requiredDate,
  requiredEmail,
  requiredText,
  requiredTime,
  wholeNumber,
} from '../schema-fields'
import { EVENT_CATEGORIES, EVENT_FIELDS as F, EVENT_TAGS } from './event'

export const EventSubmissionSchema = z.object({
  title: requiredText(F.title.required, LIMITS.title, F.title.tooLong),
  description: requiredText(F.description.required, LIMITS.eventDescription, F.description.tooLong),
  category: choice(EVENT_CATEGORIES, F.category.required, F.category.invalid),
  date: requiredDate(F.date.required),
  startTime: requiredTime(F.startTime.required),
  endTime: optionalTime(),
  recurring: checkbox(false),
  location: requiredText(F.location.required, LIMITS.location, F.location.tooLong),
  address: requiredText(F.address.required, LIMITS.address, F.address.tooLong),
  organizerName: requiredText(F.organizerName.required, LIMITS.name, F.organizerName.tooLong),
  organizerEmail: requiredEmail(F.organizerEmail.invalid),
  organizerPhone: optionalPhone(F.organizerPhone.invalid),
  website: optionalUrl(F.website.invalid),
  ticketPrice: optionalText(LIMITS.short, F.ticketPrice.tooLong),
  capacity: wholeNumber(LIMITS.capacity, F.capacity.invalid),
  tags: choices(EVENT_TAGS, LIMITS.tags, F.tags.tooMany, F.tags.invalid),
})
export type EventSubmission = z.output<typeof EventSubmissionSchema>

export const EVENT_FORM = defineForm(EventSubmissionSchema, F)
