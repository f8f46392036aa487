/**
 * Choices of the contact form (/contact).
 * A module of their own, so a page loads only its own form's lists.
 */
export const CONTACT_CATEGORIES = [
  'General Inquiry',
  'Business Listing',
  'Event Submission',
  'Technical Support',
  'Partnership Opportunity',
  'Feedback',
  'Other',
] as const
