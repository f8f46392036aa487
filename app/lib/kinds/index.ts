/** The four kinds of community submission the back office reviews (client-safe constants). */
export const REVIEW_KINDS = ['restaurants', 'events', 'activities', 'stories'] as const
export type ReviewKind = (typeof REVIEW_KINDS)[number]

export const STATUS_FILTERS = ['all', 'pending', 'approved', 'rejected'] as const
export type StatusFilter = (typeof STATUS_FILTERS)[number]

export const KIND_LABELS: Record<ReviewKind, { plural: string; singular: string }> = {
  restaurants: { plural: 'Restaurants', singular: 'Restaurant' },
  events: { plural: 'Events', singular: 'Event' },
  activities: { plural: 'Activities', singular: 'Activity' },
  stories: { plural: 'Stories', singular: 'Story' },
}
