import { describe, expect, it } from 'vitest'
import { currentSection } from './site-header'

describe('currentSection', () => {
  it('is the section of the path or of a page below it, as NavLink marks it', () => {
    expect(currentSection('/')).toBe('/')
    expect(currentSection('/eat')).toBe('/eat')
    expect(currentSection('/eat/')).toBe('/eat')
    expect(currentSection('/eat/snowshoe-hare-diner')).toBe('/eat')
    expect(currentSection('/Events/2026')).toBe('/events')
    expect(currentSection('/trip')).toBe('/trip')
    expect(currentSection('/trip/shared/abc')).toBe('/trip')
  })

  it('is none for a page outside the menu, or one whose name only starts like a section', () => {
    expect(currentSection('/search')).toBeUndefined()
    expect(currentSection('/eatery')).toBeUndefined()
    expect(currentSection('/submit-restaurant')).toBeUndefined()
  })
})
