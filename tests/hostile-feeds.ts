import fs from 'node:fs'

/**
 * The hostile calendar feeds of issue 49 (tests/fixtures/feeds/, made by make-hostile-feeds.mjs
 * there), each with the reason the guide gives when it refuses it.
 */
export const HOSTILE_FEEDS = {
  /** FREQ=SECONDLY rules that rarely or never match: ical.js walked them for minutes */
  'secondly-rules.ics': /repeats more often than daily \(FREQ=SECONDLY\)/,
  'hourly-rules.ics': /repeats more often than daily \(FREQ=HOURLY\)/,
  /** a 1.9 MB property line of empty parameters: ical.js took over 30 s on it */
  'empty-parameters.ics': /more than 32 parameters/,
  'many-components.ics': /more than 20,000 components/,
  'many-properties.ics': /more than 100,000 lines/,
  'many-time-zones.ics': /more than 100 time zones/,
  /** a daily rule that never matches (30 February): ical.js looks for its next date forever */
  'daily-never.ics': /took longer than [\d.]+ s; the guide stopped it/,
} as const

export type HostileFeed = keyof typeof HOSTILE_FEEDS

export function hostileFeed(name: HostileFeed): string {
  return fs.readFileSync(new URL(`./fixtures/feeds/${name}`, import.meta.url), 'utf8')
}
