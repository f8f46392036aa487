import type ICAL from 'ical.js'
import { LIMITS } from '../form-options'

/**
 * The text fields of an outside iCalendar feed's event as the guide's fields: one line, cut to
 * the form's limits at a word; a DESCRIPTION as plain text (some calendars write HTML); LOCATION
 * as the venue and the whole address; a URL kept only when it is http(s); the ORGANIZER's name
 * and email. Pure: no database, no network.
 */

export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

/** At most `max` characters, cut at a word where one is near, with an ellipsis. */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text
  const head = text.slice(0, max - 1)
  const space = head.lastIndexOf(' ')
  return `${space > max * 0.6 ? head.slice(0, space) : head}…`
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/**
 * A DESCRIPTION as plain text. Some calendars (Google's among them) put HTML in it: line breaks
 * and paragraphs become new lines, other tags go, entities are decoded. The guide shows it as text.
 */
export function plainText(value: string): string {
  let text = value.replace(/\r\n?/g, '\n')
  if (/<[a-z/][^>]*>/i.test(text)) {
    text = text
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|li|h[1-6])>/gi, '\n')
      .replace(/<[^>]*>/g, '')
      .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
        if (code[0] === '#') {
          const n = code[1]?.toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10)
          return n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : ''
        }
        return ENTITIES[code.toLowerCase()] ?? entity
      })
  }
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** LOCATION "Town Square Tavern, 20 E Broadway, Jackson, WY": the venue, and the whole as the address. */
export function place(value: string, fallback: string): { location: string; address: string | null } {
  const whole = cut(oneLine(value), LIMITS.address)
  if (!whole) return { location: cut(fallback, LIMITS.location), address: null }
  const venue = cut(whole.split(',')[0]!.trim(), LIMITS.location)
  return { location: venue || whole, address: venue === whole ? null : whole }
}

/** An http(s) URL property, else null. */
export function webAddress(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : ''
  if (!text || text.length > LIMITS.url) return null
  try {
    const url = new URL(text)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

const EMAIL = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:]+$/

export function organizerOf(component: ICAL.Component): { name: string | null; email: string | null } {
  const prop = component.getFirstProperty('organizer')
  if (!prop) return { name: null, email: null }
  const cn = prop.getParameter('cn')
  const name = typeof cn === 'string' ? cut(oneLine(cn), LIMITS.name) || null : null
  const address = String(prop.getFirstValue() ?? '')
    .replace(/^mailto:/i, '')
    .trim()
  const email = address.length <= LIMITS.email && EMAIL.test(address) ? address : null
  return { name, email }
}
