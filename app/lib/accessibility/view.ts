import { checkedLine } from '../freshness'
import type { MessageKey, Words } from '../i18n/messages'
import {
  type AccessibilityFacts,
  type AccessibilityKind,
  anyKnown,
  type Entrance,
  ENTRANCE_LABELS,
  type FactName,
  type FactSpec,
  factsOfKind,
  type ListingAccessibility,
  STEP_FREE_ENTRANCES,
  type Surface,
  SURFACE_LABELS,
} from './facts'

/**
 * How accessibility facts read (issue 46, decision 050): a value in words ("Not known" for every
 * unknown, never "No"), the lines of a page's Accessibility section and the view a loader sends.
 */

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
export function factValueText(spec: FactSpec, facts: AccessibilityFacts, words?: Words): string {
  const value = facts[spec.name]
  const notKnown = words ? words.say('listing.access.notKnown') : NOT_KNOWN
  if (value === null || value === undefined || value === '') return notKnown
  const say = words?.say
  switch (spec.type) {
    case 'yes-no':
      if (say) return say(value === 'yes' ? 'listing.access.yes' : 'listing.access.no')
      return value === 'yes' ? 'Yes' : 'No'
    case 'entrance':
      if (value === 'one-step' && facts.step_cm !== null) {
        const height = numberText(facts.step_cm, 'cm')
        return say ? say('listing.access.oneStep', { height }) : `One step (${height})`
      }
      if (!ENTRANCE_LABELS[value as Entrance]) return notKnown
      return say ? say(`listing.access.entrance.${value as Entrance}`) : ENTRANCE_LABELS[value as Entrance]
    case 'surface':
      if (!SURFACE_LABELS[value as Surface]) return notKnown
      return say ? say(`listing.access.surface.${value as Surface}`) : SURFACE_LABELS[value as Surface]
    case 'number':
      if (say && (spec.unit === 'miles' || spec.unit === 'feet'))
        return numberText(Number(value), say(`listing.access.unit.${spec.unit}`))
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
export function factLines(kind: AccessibilityKind, facts: AccessibilityFacts, words?: Words): FactLine[] {
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
        label: words ? words.say(`listing.access.fact.${spec.name}` as MessageKey) : spec.label,
        text: factValueText(spec, facts, words),
        known,
        icon: spec.icon,
        tone,
      }
    })
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
  /** the page's language's words (English without) */
  words?: Words,
): AccessibilityView {
  return {
    lines: factLines(kind, accessibility.facts, words),
    anyKnown: anyKnown(accessibility.facts),
    checked: accessibility.checked ? checkedLine(accessibility.checked, words) : null,
  }
}
