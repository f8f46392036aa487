import { describe, expect, it } from 'vitest'
import { guessEventCategory, parseCategoryMap } from './feed-categories.server'

const row = (fields: Partial<Parameters<typeof guessEventCategory>[0]>) => ({
  category: 'Music',
  title: 'An evening',
  description: 'Come along.',
  feed_category: null,
  ...fields,
})

describe('the public category suggested for an event (issue 51)', () => {
  it('guesses from the feed category, title and description, else the form category, else none', () => {
    expect(guessEventCategory(row({ feed_category: 'Wildlife' }))).toBe('Wildlife')
    expect(guessEventCategory(row({ feed_category: 'Pow Wow' }))).toBe('Indigenous Heritage')
    expect(guessEventCategory(row({ title: 'Elk refuge sleigh ride' }))).toBe('Wildlife')
    expect(guessEventCategory(row({ description: 'Bull riding and barrel racing at the rodeo.' }))).toBe(
      'Cowboy Culture',
    )
    expect(guessEventCategory(row({ title: 'Kids’ storytime' }))).toBe('Family Events')
    expect(guessEventCategory(row({ category: 'Outdoor' }))).toBe('Adventure')
    // Nothing says: the editor chooses (no fixed category such as Cowboy Culture).
    for (const category of ['Music', 'Arts & Culture', 'Food & Drink', 'Community', 'Education', 'Business'])
      expect(guessEventCategory(row({ category }))).toBe('')
  })

  it('reads a feed’s mapping, dropping what is not a public category', () => {
    expect(parseCategoryMap('{"concerts":"Family Events","x":"Bingo"}')).toEqual({
      concerts: 'Family Events',
    })
    expect(parseCategoryMap('not json')).toEqual({})
    expect(parseCategoryMap('[]')).toEqual({})
  })
})
