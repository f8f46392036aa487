/** The activity form's schema (zod; the browser loads it after the page, app/lib/validation.ts). */
import { z } from 'zod'
import { defineForm } from '../form-data'
import { LIMITS } from '../form-options'
import {
  choice,
  choices,
  optionalChoice,
  optionalPhone,
  optionalText,
  optionalUrl,
  requiredEmail,
  requiredText,
} from '../schema-fields'
import {
  ACTIVITY_AMENITIES,
  ACTIVITY_DIFFICULTIES,
  ACTIVITY_FIELDS as F,
  ACTIVITY_PRICE_RANGES,
  ACTIVITY_SEASONS,
  ACTIVITY_TAGS,
  ACTIVITY_TYPES,
} from './activity'

export const ActivitySubmissionSchema = z.object({
  name: requiredText(F.name.required, LIMITS.name, F.name.tooLong),
  type: choice(ACTIVITY_TYPES, F.type.required, F.type.invalid),
  description: requiredText(F.description.required, LIMITS.description, F.description.tooLong),
  location: requiredText(F.location.required, LIMITS.location, F.location.tooLong),
  duration: requiredText(F.duration.required, LIMITS.short, F.duration.tooLong),
  difficulty: z.preprocess(
    (v) => (v === 'Difficult' ? 'Hard' : v),
    choice(ACTIVITY_DIFFICULTIES, F.difficulty.required, F.difficulty.invalid),
  ),
  priceRange: choice(ACTIVITY_PRICE_RANGES, F.priceRange.required, F.priceRange.invalid),
  season: optionalChoice(ACTIVITY_SEASONS, F.season.invalid),
  ageRecommendation: optionalText(LIMITS.short, F.ageRecommendation.tooLong),
  requirements: optionalText(LIMITS.longText, F.requirements.tooLong),
  safety: optionalText(LIMITS.longText, F.safety.tooLong),
  tags: choices(ACTIVITY_TAGS, LIMITS.tags, F.tags.tooMany, F.tags.invalid),
  amenities: choices(ACTIVITY_AMENITIES, LIMITS.amenities, F.amenities.tooMany, F.amenities.invalid),
  contactName: requiredText(F.contactName.required, LIMITS.name, F.contactName.tooLong),
  contactEmail: requiredEmail(F.contactEmail.invalid),
  contactPhone: optionalPhone(F.contactPhone.invalid),
  website: optionalUrl(F.website.invalid),
})
export type ActivitySubmission = z.output<typeof ActivitySubmissionSchema>

export const ACTIVITY_FORM = defineForm(ActivitySubmissionSchema, F)
