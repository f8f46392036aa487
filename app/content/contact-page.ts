/**
 * What only the contact page (/contact) shows; the team's details are in ./contact.ts. The words
 * are in the catalogs (`submit.contact.link.<key>.*`, `submit.contact.faq.<key>.*`), in the
 * page's language.
 */

/** The contact page's quick links to the four submission forms. */
export const SUBMIT_LINKS = [
  { to: '/submit-restaurant', key: 'restaurant' },
  { to: '/submit-event', key: 'event' },
  { to: '/submit-activity', key: 'activity' },
  { to: '/submit-story', key: 'story' },
] as const

/** The contact page's frequently asked questions. */
export const CONTACT_FAQ = [{ key: 'listing' }, { key: 'cost' }, { key: 'story' }, { key: 'update' }] as const
