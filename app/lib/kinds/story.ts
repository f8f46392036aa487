/**
 * Choices of the story submission form (/submit-story).
 * A module of their own, so a page loads only its own form's lists.
 */
export const STORY_CATEGORIES = [
  'Adventures',
  'Local Culture',
  'Family Stories',
  'History',
  'Wildlife',
  'Seasonal',
  'Food & Dining',
  'Events',
  'Hidden Gems',
  'Community',
] as const
export const STORY_TAGS = [
  'Family-Friendly',
  'Adventure',
  'Culture',
  'Nature',
  'History',
  'Food',
  'Wildlife',
  'Photography',
  'Local Tips',
  'Seasonal',
  'Hidden Gems',
  'Personal Experience',
] as const
