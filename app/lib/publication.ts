/**
 * Pure publication rules shared by the kinds (no database): URL slugs, the scene pictures and their
 * alt texts, the town of an address, display times and list texts. Each kind's own mapping from a
 * submission to a listing lives in app/lib/kinds/<kind>.server.ts and uses these.
 */
export { sceneImage } from '../../db/listings'

/** Published listings sort after the guide's own. */
export const PUBLISHED_SORT = 1000

/** A URL slug: lower-case words joined by hyphens (ASCII only), at most 60 characters. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '')
  return slug || 'listing'
}

/** Towns an address may name, most specific first (Teton Village before Jackson). */
const TOWNS = [
  'Teton Village',
  'Jackson',
  'Wilson',
  'Moose',
  'Kelly',
  'Alpine',
  'Afton',
  'Thayne',
  'Etna',
  'Freedom',
  'Star Valley Ranch',
  'Smoot',
]

export function townOf(address: string): string {
  return TOWNS.find((town) => new RegExp(`\\b${town}\\b`, 'i').test(address)) ?? 'Jackson Hole'
}

/** '18:30' → '6:30 PM' */
export function displayTime(time: string): string {
  const [h, m] = time.split(':').map(Number)
  if (!Number.isFinite(h) || !Number.isFinite(m)) return time
  return `${((h! + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h! < 12 ? 'AM' : 'PM'}`
}

/**
 * What an event's page and card show as its time: its start ('18:30' -> '6:30 PM'), or "All day"
 * without one. The one source of the shown time (issue 51): derived from the start time the
 * calendar files use, never typed apart from it.
 */
export function eventShownTime(startTime: string): string {
  return startTime ? displayTime(startTime.slice(0, 5)) : 'All day'
}

/** '9:00 PM' -> '21:00', '19:30' -> '19:30'; undefined when it is not a clock time. */
export function clockTime(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  const trimmed = value.trim()
  if (/^([01]\d|2[0-3]):[0-5]\d$/.test(trimmed)) return trimmed
  const match = /^(\d{1,2})(?::([0-5]\d))?\s*([AaPp])\.?[Mm]\.?$/.exec(trimmed)
  if (!match || Number(match[1]) < 1 || Number(match[1]) > 12) return undefined
  const hour = (Number(match[1]) % 12) + (match[3]!.toLowerCase() === 'p' ? 12 : 0)
  return `${String(hour).padStart(2, '0')}:${match[2] ?? '00'}`
}

/** '18:30' → '20:30' (capped at 23:59): an event's end when none was given. */
export function plusTwoHours(time: string): string {
  const [h, m] = time.split(':').map(Number)
  if (!Number.isFinite(h) || !Number.isFinite(m)) return time
  return `${String(Math.min(h! + 2, 23)).padStart(2, '0')}:${String(h! + 2 > 23 ? 59 : m).padStart(2, '0')}`
}

/** A text area's lines, trimmed, empty ones dropped (requirements, safety notes). */
export function lines(text: string | null): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
}
