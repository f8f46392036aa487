import type { Say } from '../i18n/messages'

/**
 * The words the trip planner computes on the server (day checks, drives, warnings, forecast
 * lines, dates and times) in the page's language (issue 47): made by `tripWords(locale)`
 * (./trip-words.server.ts) and handed down to the planner. Without them, the planner's own
 * English (the unit tests call the pure checks so).
 */
export interface TripWords {
  say: Say
  /** a Denver wall-clock "HH:MM" as the language writes it ('1:05 PM', '1:05 p.m.') */
  time: (hhmm: string) => string
  /** 'Friday, December 20, 2024' */
  longDay: (iso: string) => string
  /** 'Fri, Dec 20' */
  shortDay: (iso: string) => string
  /** 'December 20, 2024' */
  headingDay: (iso: string) => string
  /** an instant in the region's time ('Nov 29, 11:03 AM MST') */
  regionTime: (iso: string) => string
  /** a guide path in the language (`/eat/x` is `/es/eat/x` in Spanish) */
  path: (path: string) => string
}
