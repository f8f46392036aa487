/**
 * Activities, the browser-safe half (/submit-activity and /play; the types are also
 * /play/filter's categories): the form's choices and its field list. The server half is
 * ./activity.server.ts, the schema ./activity.schema.ts.
 */
import type { FieldSpecs } from './fields'

export const ACTIVITY_TYPES = [
  'Hiking',
  'Wildlife Viewing',
  'Fishing',
  'Camping',
  'Skiing',
  'Snowboarding',
  'Rock Climbing',
  'Horseback Riding',
  'Photography',
  'Cultural Sites',
  'Museums',
  'Tours',
  'Water Activities',
] as const
/** The query parameters of the /play/filter choices (parseActivitySearch reads them). */
export const ACTIVITY_SEARCH_PARAMS = ['category', 'difficulty', 'season', 'price'] as const

export const ACTIVITY_DIFFICULTIES = ['Easy', 'Moderate', 'Hard', 'Expert'] as const
export const ACTIVITY_PRICE_RANGES = ['Free', '$', '$$', '$$$', '$$$$'] as const
export const ACTIVITY_SEASONS = ['Spring', 'Summer', 'Fall', 'Winter', 'Year-Round'] as const
export const ACTIVITY_TAGS = [
  'Family-Friendly',
  'Pet-Friendly',
  'Scenic Views',
  'Wildlife',
  'Photography',
  'Educational',
  'Adventure',
  'Relaxing',
  'Group Activity',
  'Solo Friendly',
  'Wheelchair Accessible',
  'Free',
  'Guided Tours Available',
] as const
/** SPEC lists no activity amenities; these are what an outfitter or trailhead usually offers. */
export const ACTIVITY_AMENITIES = [
  'Parking',
  'Restrooms',
  'Equipment Rental',
  'Lessons',
  'Food & Drink',
  'Shuttle Service',
  'Lockers',
  'Gift Shop',
] as const

/** The activity form's fields: labels (form, error summary, review page) and schema messages. */
export const ACTIVITY_FIELDS = {
  name: { label: 'Activity name', required: 'Activity name is required', tooLong: 'Name too long' },
  type: {
    label: 'Category',
    required: 'Activity type is required',
    invalid: 'Choose an activity type from the list',
  },
  description: { label: 'Description', required: 'Description is required', tooLong: 'Description too long' },
  location: { label: 'Location', required: 'Location is required', tooLong: 'Location too long' },
  duration: { label: 'Duration', required: 'Duration is required', tooLong: 'Duration too long' },
  difficulty: {
    label: 'Difficulty',
    required: 'Difficulty is required',
    invalid: 'Choose a difficulty from the list',
  },
  priceRange: {
    label: 'Price range',
    required: 'Price range is required',
    invalid: 'Choose a price range from the list',
  },
  season: { label: 'Best season', invalid: 'Choose a season from the list' },
  ageRecommendation: { label: 'Age recommendation', tooLong: 'Age recommendation too long' },
  requirements: { label: 'Requirements', tooLong: 'Requirements too long' },
  safety: { label: 'Safety information', tooLong: 'Safety information too long' },
  tags: { label: 'Tags', list: true, tooMany: 'Too many tags', invalid: 'Unknown tag' },
  amenities: { label: 'Amenities', list: true, tooMany: 'Too many amenities', invalid: 'Unknown amenity' },
  contactName: {
    label: 'Contact name',
    required: 'Contact name is required',
    tooLong: 'Contact name too long',
  },
  contactEmail: { label: 'Contact email', invalid: 'Invalid contact email' },
  contactPhone: { label: 'Contact phone', invalid: 'Invalid phone number' },
  website: { label: 'Website', invalid: 'Invalid website URL' },
} as const satisfies FieldSpecs
