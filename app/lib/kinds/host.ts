/**
 * Choices of the host application form (/host-signup).
 * A module of their own, so a page loads only its own form's lists.
 */
export const HOST_PROPERTY_TYPES = [
  'Historic Ranch',
  'Lodge',
  'Mountain Cabin',
  'Cultural Retreat',
  'Other',
] as const
export const HOST_GUEST_CAPACITIES = ['2', '4', '6', '8', '10+'] as const
export const HOST_GUEST_LABELS: Record<(typeof HOST_GUEST_CAPACITIES)[number], string> = {
  '2': 'Up to 2 guests',
  '4': 'Up to 4 guests',
  '6': 'Up to 6 guests',
  '8': 'Up to 8 guests',
  '10+': '10+ guests',
}
