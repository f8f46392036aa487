/**
 * Choices of the restaurant submission form (/submit-restaurant).
 * A module of their own, so a page loads only its own form's lists.
 */
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
