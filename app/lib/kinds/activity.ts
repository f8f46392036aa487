/**
 * Choices of the activity submission form (/submit-activity; its types are also /play/filter's categories).
 * A module of their own, so a page loads only its own form's lists.
 */
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
