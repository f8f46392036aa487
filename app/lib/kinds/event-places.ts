/**
 * Venues and organizers (issue 51 item 2), the browser-safe half: their editor fields, rendered
 * by the listing editor's form (app/components/admin/listing-form.tsx) and checked by its engine
 * (./editor.server.ts), and their public paths. Their records and pages: ./event-places.server.ts.
 */
import { type EditorField, PIN_FIELDS } from './editor'
import { unlocalizedPath } from '../i18n/config'

export const PLACE_KINDS = ['venues', 'organizers'] as const
export type PlaceKind = (typeof PLACE_KINDS)[number]

export function parsePlaceKind(value: string | undefined): PlaceKind | undefined {
  return (PLACE_KINDS as readonly string[]).includes(value ?? '') ? (value as PlaceKind) : undefined
}

export const PLACE_LABELS: Record<PlaceKind, { singular: string; plural: string }> = {
  venues: { singular: 'Venue', plural: 'Venues' },
  organizers: { singular: 'Organizer', plural: 'Organizers' },
}

export const placePath = (kind: PlaceKind, id: string) => `/events/${kind}/${encodeURIComponent(id)}`

/** The listing kinds a venue may be (a restaurant, a stay, an activity) and their public paths. */
export const VENUE_LISTING_PATHS = { restaurants: '/eat/', stays: '/stay/', activities: '/play/' } as const
export type VenueListingType = keyof typeof VENUE_LISTING_PATHS

/** The event editor's venue: one of the venue records (options read with the form). */
export const VENUE_FIELD: EditorField = {
  name: 'venue_id',
  label: 'Venue page',
  input: 'select',
  description:
    'A venue of /admin/venues: its page lists what is on there. None: only the venue text is shown.',
}

export const ORGANIZER_FIELD: EditorField = {
  name: 'organizer_id',
  label: 'Organizer page',
  input: 'select',
  description:
    'An organizer of /admin/organizers: its page lists what it puts on. None: only the organizer text is shown.',
}

export const PLACE_FIELDS: Record<PlaceKind, readonly EditorField[]> = {
  venues: [
    { name: 'name', label: 'Name', input: 'text', required: true, max: 150 },
    { name: 'address', label: 'Address', input: 'text', max: 200 },
    { name: 'town', label: 'Town', input: 'town', description: 'The town it is in or nearest to.' },
    ...PIN_FIELDS,
    {
      name: 'listing',
      label: 'Listed in the guide as',
      input: 'select',
      description: 'When the venue is a restaurant, stay or activity of the guide, its page links there.',
    },
  ],
  organizers: [
    { name: 'name', label: 'Name', input: 'text', required: true, max: 150 },
    { name: 'website', label: 'Website', input: 'url' },
    {
      name: 'contact',
      label: 'Contact',
      input: 'text',
      max: 200,
      description: 'A phone number or an email address, shown on its page.',
    },
  ],
}

/** The kind a venue or organizer URL names (/events/venues/…, /admin/organizers/…). */
export function placeKindOfUrl(url: string): PlaceKind | undefined {
  // /events/venues/… or /es/events/venues/… (the same page in Spanish).
  return parsePlaceKind(unlocalizedPath(new URL(url).pathname).split('/')[2])
}
