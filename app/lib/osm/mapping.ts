/**
 * OpenStreetMap tags to the guide's kinds (issue 45 item 1, decision 049): ONE readable table. Each
 * rule names a key and the values it takes ('*': any value), the kind a matching element becomes
 * and the kind's own column for it (a restaurant's type, a stay's filter, an activity's category).
 * The first rule that matches wins, so the specific rules (outfitters) come before the broad ones
 * (shop=*). Pure: the import (./import.server.ts) and its tests read it.
 */

export type OsmKind = 'restaurants' | 'stays' | 'activities' | 'shops'

export interface OsmRule {
  key: string
  values: readonly string[] | '*'
  kind: OsmKind
  /** restaurants: the type's word; stays: the /stay filter; activities: the /play category */
  as: string
  /** stays: the type shown ("Motel") */
  label?: string
}

export const OSM_RULES: readonly OsmRule[] = [
  // Eat
  { key: 'amenity', values: ['restaurant'], kind: 'restaurants', as: 'Restaurant' },
  { key: 'amenity', values: ['cafe'], kind: 'restaurants', as: 'Cafe' },
  { key: 'amenity', values: ['fast_food'], kind: 'restaurants', as: 'Fast food' },
  { key: 'amenity', values: ['bar', 'pub'], kind: 'restaurants', as: 'Bar' },
  // Stay
  { key: 'tourism', values: ['hotel'], kind: 'stays', as: 'lodges', label: 'Hotel' },
  { key: 'tourism', values: ['motel'], kind: 'stays', as: 'lodges', label: 'Motel' },
  { key: 'tourism', values: ['guest_house'], kind: 'stays', as: 'lodges', label: 'Guest house' },
  { key: 'tourism', values: ['hostel'], kind: 'stays', as: 'lodges', label: 'Hostel' },
  { key: 'tourism', values: ['chalet'], kind: 'stays', as: 'cabins', label: 'Chalet' },
  { key: 'tourism', values: ['alpine_hut'], kind: 'stays', as: 'cabins', label: 'Alpine hut' },
  { key: 'tourism', values: ['camp_site'], kind: 'stays', as: 'cabins', label: 'Campground' },
  // Play: outfitters first (they are shops in OSM)
  { key: 'shop', values: ['outdoor', 'sports', 'ski'], kind: 'activities', as: 'Tours' },
  { key: 'shop', values: ['fishing'], kind: 'activities', as: 'Fishing' },
  {
    key: 'amenity',
    values: ['bicycle_rental', 'boat_rental', 'ski_rental'],
    kind: 'activities',
    as: 'Tours',
  },
  { key: 'office', values: ['guide'], kind: 'activities', as: 'Tours' },
  { key: 'tourism', values: ['museum', 'gallery'], kind: 'activities', as: 'Museums' },
  { key: 'tourism', values: ['viewpoint'], kind: 'activities', as: 'Photography' },
  { key: 'tourism', values: ['attraction'], kind: 'activities', as: 'Cultural Sites' },
  { key: 'tourism', values: ['information'], kind: 'activities', as: 'Tours' },
  { key: 'leisure', values: ['fishing'], kind: 'activities', as: 'Fishing' },
  { key: 'leisure', values: ['horse_riding'], kind: 'activities', as: 'Horseback Riding' },
  {
    key: 'leisure',
    values: ['marina', 'slipway', 'swimming_area', 'water_park'],
    kind: 'activities',
    as: 'Water Activities',
  },
  {
    key: 'leisure',
    values: ['nature_reserve', 'park', 'wildlife_hide'],
    kind: 'activities',
    as: 'Wildlife Viewing',
  },
  { key: 'leisure', values: '*', kind: 'activities', as: 'Tours' },
  // Shop local (/listings) and services
  { key: 'shop', values: '*', kind: 'shops', as: 'Shop' },
  {
    key: 'amenity',
    values: ['pharmacy', 'bank', 'atm', 'fuel', 'post_office', 'car_repair', 'laundry'],
    kind: 'shops',
    as: 'Service',
  },
]

/** The keys kept raw in the import record for a photo from Wikimedia Commons (./photos.server.ts). */
export const PHOTO_KEYS = ['wikimedia_commons', 'image'] as const

/** The keys kept raw in the import record for the accessibility facts (accessibilityFromOsm). */
export const ACCESSIBILITY_KEYS = [
  'wheelchair',
  'toilets:wheelchair',
  'ramp',
  'ramp:wheelchair',
  'step_count',
] as const

/** The fields an import brings, per listing (the import record's `upstream`). */
export interface OsmFields {
  name: string
  lat: number
  lng: number
  /** street address from addr:* ('' none) */
  location: string
  /** addr:city ('' none) */
  city: string
  phone: string
  website: string
  /** OSM opening_hours ('' none) */
  opening_hours: string
  /** restaurants: the type ("Pizza restaurant"); stays: the type's label; activities: '' */
  type: string
  /** stays: the /stay filter; activities: the /play category; restaurants: '' */
  category: string
  /** restaurants: cuisine as OSM has it ('' none) */
  cuisine: string
}

export interface MappedElement {
  kind: OsmKind
  fields: OsmFields
  raw: Record<string, string>
}

/** The rule an element's tags match, or undefined (not something the guide lists). */
export function ruleFor(tags: Record<string, string>): OsmRule | undefined {
  return OSM_RULES.find((rule) => {
    const value = tags[rule.key]
    if (value === undefined || value === '' || value === 'no') return false
    return rule.values === '*' || rule.values.includes(value)
  })
}

/** Whether an element's tags make it something the guide lists (a named place with a rule). */
export function isWanted(tags: Record<string, string>): boolean {
  return Boolean(tags.name?.trim()) && ruleFor(tags) !== undefined
}

/** "123 North Cache Street, Jackson, WY 83001" from addr:*; '' when it has no street. */
export function addressOf(tags: Record<string, string>): string {
  const street = [tags['addr:housenumber'], tags['addr:street']].filter(Boolean).join(' ')
  if (!street) return tags['addr:full']?.trim() ?? ''
  const region = [tags['addr:state'], tags['addr:postcode']].filter(Boolean).join(' ')
  return [street, tags['addr:city'], region].filter(Boolean).join(', ')
}

const words = (value: string) =>
  value
    .split(';')
    .map((part) => part.trim().replace(/_/g, ' '))
    .filter(Boolean)

/** "Pizza restaurant", "Coffee shop cafe": the cuisine's first word before the amenity's. */
function restaurantType(rule: OsmRule, cuisine: string): string {
  const first = words(cuisine)[0]
  if (!first) return rule.as
  const label = first.charAt(0).toUpperCase() + first.slice(1)
  return `${label} ${rule.as.toLowerCase()}`
}

/** The first of a ';' list ('' none). */
const firstOf = (value: string | undefined) => (value ?? '').split(';')[0]?.trim() ?? ''

/** An element's kind and fields, or undefined when the guide does not list it (or it has no pin). */
export function mapElement(
  tags: Record<string, string>,
  pin: { lat: number; lng: number } | null,
): MappedElement | undefined {
  const rule = ruleFor(tags)
  const name = tags.name?.trim()
  if (!rule || !name || !pin) return undefined
  const cuisine = rule.kind === 'restaurants' ? (tags.cuisine ?? '').trim() : ''
  const raw: Record<string, string> = {}
  for (const key of [...ACCESSIBILITY_KEYS, ...PHOTO_KEYS]) if (tags[key] !== undefined) raw[key] = tags[key]
  return {
    kind: rule.kind,
    fields: {
      name: name.slice(0, 100),
      lat: pin.lat,
      lng: pin.lng,
      location: addressOf(tags).slice(0, 200),
      city: (tags['addr:city'] ?? '').trim(),
      phone: firstOf(tags.phone ?? tags['contact:phone']),
      website: firstOf(tags.website ?? tags['contact:website'] ?? tags.url),
      opening_hours: (tags.opening_hours ?? '').trim(),
      type:
        rule.kind === 'restaurants'
          ? restaurantType(rule, cuisine)
          : rule.kind === 'stays'
            ? (rule.label ?? rule.as)
            : '',
      category: rule.kind === 'stays' || rule.kind === 'activities' ? rule.as : '',
      cuisine,
    },
    raw,
  }
}

/**
 * The accessibility facts (issue 46) an element's tags give, and only those: `step_count` (0 level,
 * 1 one step, more steps), else a wheelchair `ramp`, else `wheelchair=yes` (step-free access: level)
 * or `wheelchair=no` (steps); `toilets:wheelchair` for the restroom. `wheelchair=limited` says
 * nothing sure about the entrance, so it is left unknown.
 */
export function accessibilityFromOsm(raw: Readonly<Record<string, string>>): {
  entrance?: 'level' | 'ramp' | 'one-step' | 'steps'
  restroom?: 'yes' | 'no'
} {
  const facts: { entrance?: 'level' | 'ramp' | 'one-step' | 'steps'; restroom?: 'yes' | 'no' } = {}
  const steps =
    raw.step_count !== undefined && /^\d+$/.test(raw.step_count) ? Number(raw.step_count) : undefined
  if (steps !== undefined) facts.entrance = steps === 0 ? 'level' : steps === 1 ? 'one-step' : 'steps'
  else if (raw.ramp === 'yes' || raw['ramp:wheelchair'] === 'yes') facts.entrance = 'ramp'
  else if (raw.wheelchair === 'yes') facts.entrance = 'level'
  else if (raw.wheelchair === 'no') facts.entrance = 'steps'
  const toilets = raw['toilets:wheelchair']
  if (toilets === 'yes' || toilets === 'no') facts.restroom = toilets
  return facts
}
