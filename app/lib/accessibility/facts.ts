import { type Checked, checkedOf } from '../freshness'

/**
 * Accessibility facts (issue 46, decision 050), the browser-safe vocabulary: which facts a kind of
 * listing has, their names, values and units, and how any row reads as facts (every unknown null).
 * How the facts read on a page (lines, "Not known", the Accessibility section's view) is in ./view.ts;
 * the public filters (?access=) and the trip's need in ./filters.ts; the storage and queries in
 * ./facts.server.ts; the A11yJSON and schema.org forms in ./machine.ts.
 */
/** The listing kinds with facts of their own (an event shows none of its own). */
export const ACCESSIBILITY_KINDS = ['restaurants', 'stays', 'activities'] as const
export type AccessibilityKind = (typeof ACCESSIBILITY_KINDS)[number]

export function isAccessibilityKind(value: string): value is AccessibilityKind {
  return (ACCESSIBILITY_KINDS as readonly string[]).includes(value)
}

export const YES_NO = ['yes', 'no'] as const
export type YesNo = (typeof YES_NO)[number]

/** The main entrance: level and ramp are step-free. */
export const ENTRANCES = ['level', 'ramp', 'one-step', 'steps'] as const
export type Entrance = (typeof ENTRANCES)[number]
export const STEP_FREE_ENTRANCES: readonly Entrance[] = ['level', 'ramp']
export const ENTRANCE_LABELS: Record<Entrance, string> = {
  level: 'Step-free, level',
  ramp: 'Step-free, by a fixed ramp',
  'one-step': 'One step',
  steps: 'Steps',
}

export const SURFACES = ['paved', 'boardwalk', 'compacted-gravel', 'gravel', 'dirt', 'rocky'] as const
export type Surface = (typeof SURFACES)[number]
export const SURFACE_LABELS: Record<Surface, string> = {
  paved: 'Paved',
  boardwalk: 'Boardwalk',
  'compacted-gravel': 'Compacted gravel',
  gravel: 'Loose gravel',
  dirt: 'Dirt',
  rocky: 'Rocky',
}

/** Every fact, as its column; every one may be unknown (null). */
export interface AccessibilityFacts {
  entrance: Entrance | null
  /** height of the entrance's one step, cm */
  step_cm: number | null
  restroom: YesNo | null
  parking: YesNo | null
  seating: YesNo | null
  accessible_room: YesNo | null
  roll_in_shower: YesNo | null
  hearing_loop: YesNo | null
  service_animals: YesNo | null
  quiet_times: string | null
  surface: Surface | null
  slope_typical: number | null
  slope_max: number | null
  min_width_cm: number | null
  length_mi: number | null
  elevation_gain_ft: number | null
  stroller: YesNo | null
}
export type FactName = keyof AccessibilityFacts

export const FACT_NAMES: readonly FactName[] = [
  'entrance',
  'step_cm',
  'restroom',
  'parking',
  'seating',
  'accessible_room',
  'roll_in_shower',
  'hearing_loop',
  'service_animals',
  'quiet_times',
  'surface',
  'slope_typical',
  'slope_max',
  'min_width_cm',
  'length_mi',
  'elevation_gain_ft',
  'stroller',
]

export const UNKNOWN_FACTS: AccessibilityFacts = Object.fromEntries(
  FACT_NAMES.map((name) => [name, null]),
) as unknown as AccessibilityFacts

type FactType = 'entrance' | 'yes-no' | 'surface' | 'text' | 'number'

export interface FactSpec {
  name: FactName
  /** the fact's name, as the page and the editor say it */
  label: string
  type: FactType
  /** the kinds that have it */
  kinds: readonly AccessibilityKind[]
  /** number facts: unit, the largest value, decimals allowed */
  unit?: string
  max?: number
  decimal?: boolean
  /** the editor's help */
  description?: string
  /** the icon the page shows beside it (its words are always shown too) */
  icon: 'entrance' | 'restroom' | 'parking' | 'seat' | 'bed' | 'ear' | 'paw' | 'moon' | 'trail' | 'stroller'
}

const ALL = ACCESSIBILITY_KINDS
const PLACES: readonly AccessibilityKind[] = ['restaurants', 'stays', 'activities']

/** The facts in the order the page and the editor show them. */
export const FACTS: readonly FactSpec[] = [
  { name: 'entrance', label: 'Entrance', type: 'entrance', kinds: PLACES, icon: 'entrance' },
  {
    name: 'step_cm',
    label: 'Height of the one step',
    type: 'number',
    unit: 'cm',
    max: 100,
    kinds: PLACES,
    icon: 'entrance',
    description: 'Only when the entrance has one step.',
  },
  { name: 'restroom', label: 'Accessible restroom', type: 'yes-no', kinds: ALL, icon: 'restroom' },
  { name: 'parking', label: 'Accessible parking', type: 'yes-no', kinds: ALL, icon: 'parking' },
  {
    name: 'seating',
    label: 'Wheelchair-accessible seating',
    type: 'yes-no',
    kinds: ['restaurants', 'activities'],
    icon: 'seat',
  },
  { name: 'accessible_room', label: 'Accessible room', type: 'yes-no', kinds: ['stays'], icon: 'bed' },
  { name: 'roll_in_shower', label: 'Roll-in shower', type: 'yes-no', kinds: ['stays'], icon: 'bed' },
  { name: 'hearing_loop', label: 'Hearing loop', type: 'yes-no', kinds: ALL, icon: 'ear' },
  { name: 'service_animals', label: 'Service animals welcome', type: 'yes-no', kinds: ALL, icon: 'paw' },
  {
    name: 'quiet_times',
    label: 'Quiet or sensory-friendly times',
    type: 'text',
    max: 200,
    kinds: ALL,
    icon: 'moon',
    description: 'e.g. "Weekdays 2–4 pm, music off". Empty: not known.',
  },
  { name: 'surface', label: 'Trail surface', type: 'surface', kinds: ['activities'], icon: 'trail' },
  {
    name: 'slope_typical',
    label: 'Typical slope',
    type: 'number',
    unit: '%',
    max: 100,
    decimal: true,
    kinds: ['activities'],
    icon: 'trail',
  },
  {
    name: 'slope_max',
    label: 'Steepest slope',
    type: 'number',
    unit: '%',
    max: 100,
    decimal: true,
    kinds: ['activities'],
    icon: 'trail',
  },
  {
    name: 'min_width_cm',
    label: 'Narrowest width',
    type: 'number',
    unit: 'cm',
    max: 10_000,
    kinds: ['activities'],
    icon: 'trail',
  },
  {
    name: 'length_mi',
    label: 'Length',
    type: 'number',
    unit: 'miles',
    max: 1000,
    decimal: true,
    kinds: ['activities'],
    icon: 'trail',
  },
  {
    name: 'elevation_gain_ft',
    label: 'Elevation gain',
    type: 'number',
    unit: 'feet',
    max: 20_000,
    kinds: ['activities'],
    icon: 'trail',
  },
  { name: 'stroller', label: 'Stroller-friendly', type: 'yes-no', kinds: ['activities'], icon: 'stroller' },
]

export function factsOfKind(kind: AccessibilityKind): FactSpec[] {
  return FACTS.filter((fact) => fact.kinds.includes(kind))
}

/** The value when it is one of the list, else null (unknown). */
export const oneOf = <T extends string>(list: readonly T[], value: unknown): T | null =>
  list.includes(value as T) ? (value as T) : null

function numberOrNull(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null
  const n = Number(value)
  return Number.isFinite(n) && n >= 0 ? n : null
}

/** Any row or object (a db row, checked editor values) as facts: what is not a known value is unknown. */
export function factsOf(row: Partial<Record<FactName, unknown>> | null | undefined): AccessibilityFacts {
  if (!row) return { ...UNKNOWN_FACTS }
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null)
  return {
    entrance: oneOf(ENTRANCES, row.entrance),
    step_cm: row.entrance === 'one-step' ? numberOrNull(row.step_cm) : null,
    restroom: oneOf(YES_NO, row.restroom),
    parking: oneOf(YES_NO, row.parking),
    seating: oneOf(YES_NO, row.seating),
    accessible_room: oneOf(YES_NO, row.accessible_room),
    roll_in_shower: oneOf(YES_NO, row.roll_in_shower),
    hearing_loop: oneOf(YES_NO, row.hearing_loop),
    service_animals: oneOf(YES_NO, row.service_animals),
    quiet_times: text(row.quiet_times),
    surface: oneOf(SURFACES, row.surface),
    slope_typical: numberOrNull(row.slope_typical),
    slope_max: numberOrNull(row.slope_max),
    min_width_cm: numberOrNull(row.min_width_cm),
    length_mi: numberOrNull(row.length_mi),
    elevation_gain_ft: numberOrNull(row.elevation_gain_ft),
    stroller: oneOf(YES_NO, row.stroller),
  }
}

/** Whether any fact is known. */
export function anyKnown(facts: AccessibilityFacts): boolean {
  return FACT_NAMES.some((name) => facts[name] !== null)
}

/** A listing's facts with who confirmed them and when (decision 046's model; null: never). */
export interface ListingAccessibility {
  facts: AccessibilityFacts
  checked: Checked | null
}

export function listingAccessibilityOf(
  row:
    | (Partial<Record<FactName, unknown>> & { checked_at?: string | null; checked_by?: string | null })
    | undefined,
): ListingAccessibility {
  return { facts: factsOf(row), checked: row ? checkedOf(row) : null }
}
