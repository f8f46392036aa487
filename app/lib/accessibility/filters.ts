import {
  type AccessibilityFacts,
  type AccessibilityKind,
  type FactName,
  oneOf,
  STEP_FREE_ENTRANCES,
} from './facts'

/**
 * The public accessibility filters (?access=, decision 050) and the trip's need, both built on the
 * facts of ./facts.ts: only a known "yes" matches, never an unknown.
 */

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
