/**
 * Choices of the event submission form (/submit-event).
 * A module of their own, so a page loads only its own form's lists.
 */
export const EVENT_CATEGORIES = [
  'Music',
  'Arts & Culture',
  'Sports',
  'Food & Drink',
  'Community',
  'Education',
  'Business',
  'Family',
  'Outdoor',
  'Holiday',
] as const
export const EVENT_TAGS = [
  'Free',
  'Family-Friendly',
  'Adults Only',
  'Indoor',
  'Outdoor',
  'Seasonal',
  'Tourism',
  'Local',
  'Educational',
  'Entertainment',
] as const
