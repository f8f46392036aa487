import { type Checked, checkedLine, checkedOf } from '../freshness'

/**
 * Accessibility facts (issue 46, decision 050), the browser-safe vocabulary: which facts a kind of
 * listing has, their words and units, how a stored value reads ("Not known" for every unknown, never
 * "no"), the public filters (?access=) and the trip's need. The storage and queries are in
 * ./facts.server.ts; the A11yJSON and schema.org forms in ./a11yjson.ts and ../structured-data.ts.
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

export const NOT_KNOWN = 'Not known'

/** A listing's facts as A11yJSON (the route in app/routes.ts). */
export function a11yJsonPath(kind: AccessibilityKind, id: string): string {
  return `/listings/${kind}/${encodeURIComponent(id)}.a11y.json`
}

function numberText(value: number, unit: string): string {
  const n = Number.isInteger(value) ? String(value) : value.toFixed(1).replace(/\.0$/, '')
  return unit === '%' ? `${n} %` : `${n} ${unit}`
}

/** A fact's value in words: "Yes", "No", "One step (4 cm)", "12 %"... and "Not known" for unknown. */
export function factValueText(spec: FactSpec, facts: AccessibilityFacts): string {
  const value = facts[spec.name]
  if (value === null || value === undefined || value === '') return NOT_KNOWN
  switch (spec.type) {
    case 'yes-no':
      return value === 'yes' ? 'Yes' : 'No'
    case 'entrance':
      if (value === 'one-step' && facts.step_cm !== null)
        return `One step (${numberText(facts.step_cm, 'cm')})`
      return ENTRANCE_LABELS[value as Entrance] ?? NOT_KNOWN
    case 'surface':
      return SURFACE_LABELS[value as Surface] ?? NOT_KNOWN
    case 'number':
      return numberText(Number(value), spec.unit ?? '')
    default:
      return String(value)
  }
}

/** One line of the page's Accessibility section. */
export interface FactLine {
  name: FactName
  label: string
  text: string
  known: boolean
  icon: FactSpec['icon']
  /** yes (fits), no (does not) or neither (a measurement or words) */
  tone: 'yes' | 'no' | 'info' | 'unknown'
}

/** The facts a page lists for a kind (the step's height is said with the entrance). */
export function factLines(kind: AccessibilityKind, facts: AccessibilityFacts): FactLine[] {
  return factsOfKind(kind)
    .filter((spec) => spec.name !== 'step_cm')
    .map((spec) => {
      const value = facts[spec.name]
      const known = value !== null && value !== undefined && value !== ''
      const tone: FactLine['tone'] = !known
        ? 'unknown'
        : spec.type === 'yes-no'
          ? value === 'yes'
            ? 'yes'
            : 'no'
          : spec.type === 'entrance'
            ? STEP_FREE_ENTRANCES.includes(value as Entrance)
              ? 'yes'
              : 'no'
            : 'info'
      return {
        name: spec.name,
        label: spec.label,
        text: factValueText(spec, facts),
        known,
        icon: spec.icon,
        tone,
      }
    })
}

const oneOf = <T extends string>(list: readonly T[], value: unknown): T | null =>
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

// ---------------------------------------------------------------------------------------------
// Filters (/eat, /stay, /play, the maps, /search: ?access=step-free&access=restroom)

export const ACCESS_FILTERS = ['step-free', 'restroom', 'stroller'] as const
export type AccessFilter = (typeof ACCESS_FILTERS)[number]
export const ACCESS_PARAM = 'access'

export const ACCESS_FILTER_LABELS: Record<AccessFilter, string> = {
  'step-free': 'Step-free entrance',
  restroom: 'Accessible restroom',
  stroller: 'Stroller-friendly',
}

/** The fact and values each filter asks for: only a known "yes" matches, never an unknown. */
export const ACCESS_FILTER_FACTS: Record<AccessFilter, { fact: FactName; values: readonly string[] }> = {
  'step-free': { fact: 'entrance', values: STEP_FREE_ENTRANCES },
  restroom: { fact: 'restroom', values: ['yes'] },
  stroller: { fact: 'stroller', values: ['yes'] },
}

/** The filters of a kind (stroller-friendly is a trail's). */
export function accessFiltersOf(kind: AccessibilityKind | 'all'): AccessFilter[] {
  return kind === 'activities' || kind === 'all' ? [...ACCESS_FILTERS] : ['step-free', 'restroom']
}

/** The ?access= values of a URL, known ones only, each once, in a fixed order. */
export function parseAccessFilters(params: URLSearchParams): AccessFilter[] {
  const given = new Set(params.getAll(ACCESS_PARAM))
  return ACCESS_FILTERS.filter((filter) => given.has(filter))
}

/** Whether facts meet every filter (a known "yes" for each). */
export function meetsFilters(facts: AccessibilityFacts, filters: readonly AccessFilter[]): boolean {
  return filters.every((filter) => {
    const { fact, values } = ACCESS_FILTER_FACTS[filter]
    return values.includes(String(facts[fact]))
  })
}

// ---------------------------------------------------------------------------------------------
// The trip's need (set once for the trip; a stop that is unknown or does not fit is flagged)

export const TRIP_NEEDS = ['step-free', 'restroom', 'stroller'] as const
export type TripNeed = (typeof TRIP_NEEDS)[number]

export const TRIP_NEED_LABELS: Record<TripNeed, string> = {
  'step-free': 'Step-free access needed',
  restroom: 'An accessible restroom needed',
  stroller: 'Stroller-friendly places needed',
}

export function parseTripNeed(value: unknown): TripNeed | null {
  return oneOf(TRIP_NEEDS, value)
}

/**
 * How a stop's facts meet the trip's need: 'fits', 'no' (known not to), 'unknown'. A stroller need
 * reads a trail's stroller fact, and a step-free entrance elsewhere.
 */
export function needFit(
  need: TripNeed,
  kind: AccessibilityKind,
  facts: AccessibilityFacts,
): 'fits' | 'no' | 'unknown' {
  const filter: AccessFilter = need === 'stroller' && kind !== 'activities' ? 'step-free' : need
  const { fact } = ACCESS_FILTER_FACTS[filter]
  if (facts[fact] === null) return 'unknown'
  return meetsFilters(facts, [filter]) ? 'fits' : 'no'
}

/**
 * What a page's Accessibility section shows, worked out on the server (the loader), so the browser
 * gets words and never loads this vocabulary: every fact of the kind in words, whether any is known,
 * and who confirmed them and when.
 */
export interface AccessibilityView {
  lines: FactLine[]
  anyKnown: boolean
  /** "Checked by our editors on November 3, 2026" or null */
  checked: string | null
}

export function accessibilityView(
  kind: AccessibilityKind,
  accessibility: ListingAccessibility,
): AccessibilityView {
  return {
    lines: factLines(kind, accessibility.facts),
    anyKnown: anyKnown(accessibility.facts),
    checked: accessibility.checked ? checkedLine(accessibility.checked) : null,
  }
}
