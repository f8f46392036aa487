/**
 * Restaurants, the browser-safe half (/submit-restaurant and /eat): the form's choices and its
 * field list. The server half is ./restaurant.server.ts, the schema ./restaurant.schema.ts.
 */
import type { FieldSpecs } from './fields'

export const RESTAURANT_TYPES = [
  'American',
  'Western',
  'Italian',
  'Mexican',
  'Asian',
  'Fine Dining',
  'Casual Dining',
  'Fast Food',
  'Cafe',
  'Bar & Grill',
] as const
export const RESTAURANT_TAGS = [
  'Local Favorites',
  'Farm-to-Table',
  'Family Friendly',
  'Romantic',
  'Groups',
  'Quick Bite',
  'Outdoor Seating',
  'Live Music',
] as const
export const RESTAURANT_AMENITIES = [
  'Outdoor Seating',
  'Full Bar',
  'Private Dining',
  'Takeout',
  'Delivery',
  'Reservations',
  'Wi-Fi',
  'Parking',
] as const
export const RESTAURANT_PRICE_RANGES = ['$', '$$', '$$$', '$$$$'] as const
export const RESTAURANT_PRICE_LABELS: Record<(typeof RESTAURANT_PRICE_RANGES)[number], string> = {
  $: '$ Budget Friendly',
  $$: '$$ Moderate',
  $$$: '$$$ Upscale',
  $$$$: '$$$$ Fine Dining',
}

/** The restaurant form's fields: labels (form, error summary, review page) and schema messages. */
export const RESTAURANT_FIELDS = {
  name: { label: 'Restaurant name', required: 'Restaurant name is required', tooLong: 'Name too long' },
  type: {
    label: 'Restaurant type',
    required: 'Restaurant type is required',
    invalid: 'Choose a restaurant type from the list',
  },
  description: { label: 'Description', required: 'Description is required', tooLong: 'Description too long' },
  address: { label: 'Address', required: 'Address is required', tooLong: 'Address too long' },
  phone: { label: 'Phone', invalid: 'Invalid phone number format' },
  email: { label: 'Email', invalid: 'Invalid email format' },
  website: { label: 'Website', invalid: 'Invalid website URL' },
  priceRange: { label: 'Price range', invalid: 'Choose a price range from the list' },
  tags: { label: 'Tags', list: true, tooMany: 'Too many tags', invalid: 'Unknown tag' },
  amenities: { label: 'Amenities', list: true, tooMany: 'Too many amenities', invalid: 'Unknown amenity' },
} as const satisfies FieldSpecs
