import type { Checked } from '../freshness'
import {
  type AccessibilityFacts,
  type AccessibilityKind,
  type Entrance,
  factsOfKind,
  type Surface,
} from './facts'
import { factValueText } from './view'
import type { MessageKey, Words } from '../i18n/messages'

/**
 * A listing's accessibility facts for machines (issue 46 item 3): A11yJSON
 * (https://sinnwerkstatt.github.io/a11yjson/, measurements rather than verdicts) and schema.org's
 * `amenityFeature` (LocationFeatureSpecification). Unknown facts are left out of both, never sent
 * as false. schema.org's `accessibilityFeature` describes a creative work's content (captions,
 * alt text), not a place: the places here have none (decision 050).
 */

type Json = Record<string, unknown>

const ENTRANCE_A11YJSON: Record<Entrance, (stepCm: number | null) => Json> = {
  level: () => ({ isLevel: true }),
  ramp: () => ({ isLevel: false, hasFixedRamp: true }),
  'one-step': (stepCm) => ({
    isLevel: false,
    stairs: { count: 1, ...(stepCm !== null ? { stepHeight: { value: stepCm, unit: 'cm' } } : {}) },
  }),
  steps: () => ({ isLevel: false }),
}

/** OpenStreetMap's surface words, which A11yJSON uses. */
const SURFACE_OSM: Record<Surface, string> = {
  paved: 'paved',
  boardwalk: 'boardwalk',
  'compacted-gravel': 'compacted',
  gravel: 'gravel',
  dirt: 'dirt',
  rocky: 'rocky',
}

const yesNo = (value: 'yes' | 'no' | null) => (value === null ? undefined : value === 'yes')

/** Drops undefined values and objects left empty. */
function compact(value: Json): Json | undefined {
  const out: Json = {}
  for (const [key, v] of Object.entries(value)) {
    if (v === undefined) continue
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const inner = compact(v as Json)
      if (inner) out[key] = inner
    } else out[key] = v
  }
  return Object.keys(out).length ? out : undefined
}

/** The A11yJSON `Accessibility` object of a listing's facts (known facts only). */
export function a11yJsonAccessibility(kind: AccessibilityKind, facts: AccessibilityFacts): Json {
  const restroom = yesNo(facts.restroom)
  const parking = yesNo(facts.parking)
  const serviceAnimals = yesNo(facts.service_animals)
  const trail = kind === 'activities'
  const slope =
    facts.slope_typical !== null || facts.slope_max !== null
      ? {
          ...(facts.slope_typical !== null ? { value: facts.slope_typical } : {}),
          ...(facts.slope_max !== null ? { max: facts.slope_max } : {}),
          unit: '%',
        }
      : undefined
  return (
    compact({
      entrances: facts.entrance ? [ENTRANCE_A11YJSON[facts.entrance](facts.step_cm)] : undefined,
      restrooms: restroom === undefined ? undefined : [{ isAccessibleWithWheelchair: restroom }],
      parking: parking === undefined ? undefined : { forWheelchairUsers: { isAvailable: parking } },
      hasInductionLoop: yesNo(facts.hearing_loop),
      animalPolicy: serviceAnimals === undefined ? undefined : { allowsServiceAnimals: serviceAnimals },
      pathways: trail
        ? {
            width: facts.min_width_cm !== null ? { value: facts.min_width_cm, unit: 'cm' } : undefined,
            surface: {
              types: facts.surface ? [SURFACE_OSM[facts.surface]] : undefined,
              longitudinalSlope: slope,
            },
          }
        : undefined,
    }) ?? {}
  )
}

/**
 * The A11yJSON PlaceInfo of a listing: GeoJSON-like, its accessibility under `properties`, plus
 * what A11yJSON has no words for (rooms, seating, quiet times, length, stroller) as the guide's own
 * `x-` extension properties and when the facts were confirmed.
 */
export function a11yJsonPlace(
  place: {
    kind: AccessibilityKind
    name: string
    url: string
    address: string
    coordinates: { lat: number; lng: number } | null
  },
  facts: AccessibilityFacts,
  checked: Checked | null,
): Json {
  const extras = compact({
    accessibleRoom: yesNo(facts.accessible_room),
    rollInShower: yesNo(facts.roll_in_shower),
    accessibleSeating: yesNo(facts.seating),
    quietTimes: facts.quiet_times ?? undefined,
    strollerFriendly: yesNo(facts.stroller),
    length: facts.length_mi !== null ? { value: facts.length_mi, unit: 'mi' } : undefined,
    elevationGain:
      facts.elevation_gain_ft !== null ? { value: facts.elevation_gain_ft, unit: 'ft' } : undefined,
  })
  return {
    type: 'Feature',
    geometry: place.coordinates
      ? { type: 'Point', coordinates: [place.coordinates.lng, place.coordinates.lat] }
      : null,
    properties: {
      name: place.name,
      category: place.kind === 'restaurants' ? 'restaurant' : place.kind === 'stays' ? 'hotel' : 'attraction',
      infoPageUrl: place.url,
      address: { text: place.address },
      accessibility: a11yJsonAccessibility(place.kind, facts),
      ...(extras ? { 'x-wyoming-navigator': extras } : {}),
      ...(checked ? { 'x-checked': { at: checked.at, by: checked.by } } : {}),
    },
  }
}

/** schema.org LocationFeatureSpecification of every known fact (yes/no as true/false, measures with units). */
export function amenityFeatures(kind: AccessibilityKind, facts: AccessibilityFacts, words?: Words): Json[] {
  const features: Json[] = []
  for (const spec of factsOfKind(kind)) {
    const value = facts[spec.name]
    if (value === null || spec.name === 'step_cm') continue
    // Its name in the page's language (`words`), as the page's accessibility list says it.
    const name = words ? words.say(`listing.access.fact.${spec.name}` as MessageKey) : spec.label
    const feature: Json = { '@type': 'LocationFeatureSpecification', name }
    if (spec.type === 'yes-no') feature.value = value === 'yes'
    else if (spec.type === 'number') Object.assign(feature, { value, unitText: spec.unit })
    else if (spec.type === 'entrance') {
      feature.name = words ? words.say('listing.access.filter.step-free') : 'Step-free entrance'
      feature.value = value === 'level' || value === 'ramp'
      feature.description = factValueText(spec, facts, words)
    } else feature.value = factValueText(spec, facts, words)
    features.push(feature)
  }
  return features
}
