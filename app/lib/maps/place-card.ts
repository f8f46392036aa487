import type { Coordinates } from './projection'
import { SUBTITLE_SEPARATOR, subtitleParts } from '../subtitle-parts'

/**
 * A pin of the interactive map and the card it opens (browser-safe; the DOM is only touched by
 * placeCard). The server writes every word of a pin in the page's language (/map/places.json and
 * /es/map/places.json, /conditions/map.json and /es/conditions/map.json); a text that stayed in
 * English on a page in another language (an untranslated event's title, an alert's title as its
 * source wrote it) says so, and the card marks it `lang="en"`.
 */

/** A pin's properties as the JSON gives them (flat strings: MapLibre's clustering keeps only those). */
export interface PlaceProperties {
  name: string
  href: string
  subtitle: string
  /** On the map of everything: which part of the guide it is from, e.g. "Eat" ("Comer"). */
  section?: string
  /** Said before the subtitle with a colon, e.g. an alert's severity ("Severe: Teton Pass closed"). */
  lead?: string
  /** 'en': the name is in English on a page in another language. */
  nameLang?: 'en'
  /** 'en': the subtitle is in English on a page in another language. */
  subtitleLang?: 'en'
  /**
   * The subtitle's parts (split at ' · ') that stayed English on a page in another language, by
   * position: '0' for "Food Truck · $$", '0,1' ("Rafting · Epic · Verano"). See subtitleOf.
   */
  subtitleEnglish?: string
}

export interface Place extends PlaceProperties {
  coordinates: Coordinates
}

const english = (value: unknown): 'en' | undefined => (value === 'en' ? 'en' : undefined)

/** A point feature's place (null for anything else). */
export function placeOf(feature: {
  geometry: { type: string; coordinates?: unknown } | null
  properties?: Record<string, unknown> | null
}): Place | null {
  if (feature.geometry?.type !== 'Point') return null
  const [lng, lat] = feature.geometry.coordinates as [number, number]
  const p = feature.properties ?? {}
  return {
    name: String(p.name ?? ''),
    href: String(p.href ?? ''),
    subtitle: String(p.subtitle ?? ''),
    section: p.section ? String(p.section) : undefined,
    lead: p.lead ? String(p.lead) : undefined,
    nameLang: english(p.nameLang),
    subtitleLang: english(p.subtitleLang),
    subtitleEnglish: typeof p.subtitleEnglish === 'string' ? p.subtitleEnglish : undefined,
    coordinates: { lat, lng },
  }
}

function textOf(tag: string, text: string, lang?: 'en'): HTMLElement {
  const element = document.createElement(tag)
  element.textContent = text
  if (lang) element.lang = lang
  return element
}

/**
 * The card a pin opens: the place's name, what it is (its part of the guide, or its lead, then its
 * subtitle) and a link to its page, all in the page's language but the texts marked English.
 */
export function placeCard(place: PlaceProperties, viewDetails: string): HTMLElement {
  const root = document.createElement('div')
  root.className = 'map-card'
  const name = textOf('p', place.name, place.nameLang)
  name.className = 'font-bold text-base leading-snug pr-6'
  const subtitle = document.createElement('p')
  subtitle.className = 'text-muted-foreground text-sm mt-1'
  const before = place.section ? `${place.section} · ` : place.lead ? `${place.lead}: ` : ''
  if (before) subtitle.append(before)
  if (place.subtitleLang) subtitle.append(textOf('span', place.subtitle, 'en'))
  else
    subtitleParts(place.subtitle, place.subtitleEnglish).forEach((part, i) => {
      if (i > 0) subtitle.append(SUBTITLE_SEPARATOR)
      subtitle.append(part.lang ? textOf('span', part.text, part.lang) : part.text)
    })
  const link = document.createElement('a')
  link.href = place.href
  link.className = 'text-secondary mt-2 inline-flex min-h-11 items-center font-semibold underline'
  link.textContent = viewDetails
  root.append(name, subtitle, link)
  return root
}
