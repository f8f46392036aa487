import { z } from 'zod'
import type { Image } from './listings'

/**
 * The explore pages' featured listings (issue 45 item 4, decision 053): the pages, the kinds a page
 * may feature, a featured card's shape and facts, and an editor's change. Reading and writing them
 * is app/lib/explore.server.ts.
 */

/** The pages with featured listings: the `page` column, in the back office's order. */
export const EXPLORE_PAGES = [
  { id: 'wildlife', path: '/wildlife', label: 'Wildlife' },
  { id: 'cowboy', path: '/cowboy', label: 'Cowboy Culture' },
  { id: 'indigenous', path: '/indigenous', label: 'Indigenous Heritage' },
  { id: 'adventures', path: '/adventures', label: 'Adventures' },
  { id: 'listings', path: '/listings', label: 'Shop Local' },
] as const
export type ExplorePageId = (typeof EXPLORE_PAGES)[number]['id']

/** The listing kinds a page may feature: the `listing_type` column (the listing's table). */
export const FEATURABLE_TYPES = ['activities', 'restaurants', 'stays'] as const
export type FeaturableType = (typeof FEATURABLE_TYPES)[number]

/** One fact a featured card shows, read from the listing's row. */
export interface FeaturedFact {
  key: 'duration' | 'price' | 'hours' | 'season' | 'address'
  value: string
  /** the value is the listing's English, shown on a page in another language (`lang="en"`) */
  lang?: 'en'
}

/** A featured listing as an explore page shows it: every value is the listing's own. */
export interface FeaturedListing {
  type: FeaturableType
  id: string
  name: string
  description: string
  image: Image
  href: string
  /** /trip?add=... value */
  tripKey: string
  facts: FeaturedFact[]
  /** the description is the listing's English, shown on a page in another language (`lang="en"`) */
  descriptionLang?: 'en'
}

/** The facts a featured card shows of each kind, from its row (the one place this is decided). */
export function featuredFacts(
  type: FeaturableType,
  row: {
    location: string
    price?: string
    duration?: string
    season?: string
    hours?: string
    price_per_night?: number
  },
): FeaturedFact[] {
  const facts: FeaturedFact[] =
    type === 'activities'
      ? [
          { key: 'duration', value: row.duration ?? '' },
          { key: 'price', value: row.price ?? '' },
          { key: 'season', value: row.season ?? '' },
        ]
      : type === 'restaurants'
        ? [
            { key: 'hours', value: row.hours ?? '' },
            { key: 'price', value: row.price ?? '' },
          ]
        : [{ key: 'price', value: row.price_per_night ? `$${row.price_per_night} per night` : '' }]
  facts.push({ key: 'address', value: row.location })
  return facts.filter((fact) => fact.value.trim() !== '')
}

/** An editor's change to a page's features (validated on the server). */
export const featureChangeSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('add'),
    page: z.enum(EXPLORE_PAGES.map((p) => p.id) as [ExplorePageId, ...ExplorePageId[]]),
    listing: z
      .string()
      .regex(/^(activities|restaurants|stays):[a-z0-9-]{1,120}$/, 'Choose a listing to feature.'),
  }),
  z.object({
    intent: z.enum(['remove', 'up', 'down']),
    page: z.enum(EXPLORE_PAGES.map((p) => p.id) as [ExplorePageId, ...ExplorePageId[]]),
    listing: z.string().regex(/^(activities|restaurants|stays):[a-z0-9-]{1,120}$/, 'No such feature.'),
  }),
])
export type FeatureChange = z.infer<typeof featureChangeSchema>
