import type { SearchType } from './types'

/**
 * What a visitor means, in two editable tables (plain data, browser-safe). Used by
 * ./expand.ts when a query is searched; both engines get the same expanded query.
 *
 * SYNONYMS: each line is a group of names for one thing. A query holding any of them (as whole
 * words, next to each other) finds pages that say any other. To add one, add a line (or a name to
 * a line), in lower case, letters and digits only, words separated by spaces:
 *
 *   ['hot springs', 'hot pools', 'soak'],
 *
 * A name with a stop word ("the village") is searched for as written but never triggers the
 * group by itself (queries drop stop words). A longer name wins over a shorter one inside it
 * ("grand teton" before "teton"). Keep names specific: every name in a group finds every page
 * that mentions any of them.
 */
export const SYNONYMS: readonly (readonly string[])[] = [
  ['hot springs', 'hot spring', 'hot pools', 'hot pool', 'soak', 'soaking', 'pool', 'hot tub'],
  ['yellowstone', 'ynp', 'yellowstone national park'],
  ['teton village', 'jhmr', 'jackson hole mountain resort', 'the village'],
  ['grand teton', 'gtnp', 'grand teton national park', 'tetons'],
  ['snow king', 'town hill'],
  ['national elk refuge', 'elk refuge'],
  ['float', 'rafting', 'raft', 'whitewater'],
  ['concert', 'live music', 'band'],
  ['sleigh ride', 'sleigh rides', 'sleigh'],
  ['breakfast', 'brunch'],
  ['coffee', 'espresso'],
  ['bbq', 'barbecue'],
]

/**
 * A query's kind intent: a query holding one of these words (or its plural) weighs results of
 * that kind above the others ("breakfast" puts the diner above lodgings that mention breakfast).
 * To add one, add the word (lower case) to its kind's list.
 */
export const KIND_INTENTS: Partial<Record<SearchType, readonly string[]>> = {
  restaurant: [
    'breakfast',
    'lunch',
    'dinner',
    'coffee',
    'brunch',
    'restaurant',
    'diner',
    'cafe',
    'eat',
    'food',
    'steak',
    'bbq',
    'barbecue',
    'pizza',
  ],
  stay: [
    'lodge',
    'lodging',
    'cabin',
    'hotel',
    'motel',
    'camping',
    'campground',
    'stay',
    'ranch',
    'inn',
    'room',
  ],
  activity: [
    'tour',
    'hike',
    'hiking',
    'ski',
    'skiing',
    'raft',
    'rafting',
    'fishing',
    'float',
    'lesson',
    'trail',
  ],
  event: ['show', 'concert', 'festival', 'parade', 'workshop'],
  music: ['show', 'concert', 'music', 'band', 'gig'],
}
