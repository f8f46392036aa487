import { FeedParseError } from './feed-errors.server'

/**
 * What one calendar feed may hold, checked on its raw text in one pass before ical.js reads it:
 * ical.js's own parser takes time far beyond a feed's size on some shapes (a property with a
 * million empty parameters takes half a minute), so a feed over these limits is refused whole,
 * with a reason for the back office. Real feeds stay far below them: a 2 MB feed (the fetch's
 * cap) of ordinary events has a few thousand components and some tens of thousands of lines.
 * Pure: no database, no network.
 */
export const FEED_SHAPE_LIMITS = {
  /** parameters on one property (real ones carry a handful: TZID, VALUE, CN, LANGUAGE…) */
  parametersPerProperty: 32,
  /** content lines (properties) in the whole feed */
  properties: 100_000,
  /** components (VEVENT, VALARM, VTIMEZONE and its STANDARD/DAYLIGHT parts…) in the whole feed */
  components: 20_000,
  /** VTIMEZONE definitions in the whole feed */
  timeZones: 100,
} as const

const count = (n: number) => n.toLocaleString('en-US')

/** Throws a FeedParseError naming the first limit the feed's text goes over. */
export function checkFeedShape(text: string, limits = FEED_SHAPE_LIMITS): void {
  let properties = 0
  let components = 0
  let timeZones = 0
  // Scanning one logical line (a property and its folded continuations) up to its value.
  let inName = false
  let quoted = false
  let parameters = 0
  for (const line of text.split(/\r?\n/)) {
    const folded = line.startsWith(' ') || line.startsWith('\t')
    let start = 0
    if (!folded) {
      if (line === '') continue
      properties++
      if (properties > limits.properties)
        throw new FeedParseError(
          `The feed has more than ${count(limits.properties)} lines; the guide reads at most that many.`,
        )
      if (/^BEGIN:/i.test(line)) {
        components++
        if (components > limits.components)
          throw new FeedParseError(
            `The feed has more than ${count(limits.components)} components (events, alarms, time zones); the guide reads at most that many.`,
          )
        if (/^BEGIN:VTIMEZONE\s*$/i.test(line) && ++timeZones > limits.timeZones)
          throw new FeedParseError(
            `The feed defines more than ${count(limits.timeZones)} time zones; the guide reads at most that many.`,
          )
      }
      inName = true
      quoted = false
      parameters = 0
    } else start = 1
    if (!inName) continue
    for (let i = start; i < line.length; i++) {
      const c = line.charCodeAt(i)
      if (c === 34 /* " */) quoted = !quoted
      else if (quoted) continue
      else if (c === 58 /* : */) {
        inName = false
        break
      } else if (c === 59 /* ; */ && ++parameters > limits.parametersPerProperty)
        throw new FeedParseError(
          `A property in the feed has more than ${limits.parametersPerProperty} parameters; the guide reads at most that many.`,
        )
    }
  }
}
