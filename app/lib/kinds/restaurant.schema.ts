/** The restaurant form's schema (zod; the browser loads it after the page, app/lib/validation.ts). */
import { z } from 'zod'
import { defineForm } from '../form-data'
import { LIMITS } from '../form-options'
import {
  choice,
  choices,
  optionalEmail,
  optionalPhone,
  optionalUrl,
  orEmpty,
  requiredText,
  str,
} from '../schema-fields'
import {
  RESTAURANT_AMENITIES,
  RESTAURANT_FIELDS as F,
  RESTAURANT_PRICE_RANGES,
  RESTAURANT_TAGS,
  RESTAURANT_TYPES,
} from './restaurant'

export const RestaurantSubmissionSchema = z.object({
  name: requiredText(F.name.required, LIMITS.name, F.name.tooLong),
  type: choice(RESTAURANT_TYPES, F.type.required, F.type.invalid),
  description: requiredText(F.description.required, LIMITS.description, F.description.tooLong),
  address: requiredText(F.address.required, LIMITS.address, F.address.tooLong),
  phone: optionalPhone(F.phone.invalid),
  email: optionalEmail(F.email.invalid),
  website: optionalUrl(F.website.invalid),
  priceRange: orEmpty(
    str()
      .trim()
      .refine(
        (v) => v === '' || (RESTAURANT_PRICE_RANGES as readonly string[]).includes(v),
        F.priceRange.invalid,
      )
      .transform((v) => (v || '$') as (typeof RESTAURANT_PRICE_RANGES)[number]),
  ),
  tags: choices(RESTAURANT_TAGS, LIMITS.tags, F.tags.tooMany, F.tags.invalid),
  amenities: choices(RESTAURANT_AMENITIES, LIMITS.amenities, F.amenities.tooMany, F.amenities.invalid),
})
export type RestaurantSubmission = z.output<typeof RestaurantSubmissionSchema>

export const RESTAURANT_FORM = defineForm(RestaurantSubmissionSchema, F)
