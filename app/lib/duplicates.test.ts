import { describe, expect, it } from 'vitest'
import { isLikelyDuplicate, normalizeName } from './duplicates'

describe('the duplicate matcher', () => {
  it('compares names without case, accents, punctuation, "&" or articles', () => {
    expect(normalizeName('The Million Dollar Cowboy Bar')).toBe('million dollar cowboy bar')
    expect(normalizeName('million-dollar  cowboy BAR!')).toBe('million dollar cowboy bar')
    expect(normalizeName('Café Genevieve')).toBe('cafe genevieve')
    expect(normalizeName('Bubba’s Bar & Grill')).toBe(normalizeName('Bubbas Bar and Grill'))
    expect(normalizeName('A Cowboy Christmas')).toBe('cowboy christmas')
    expect(normalizeName('—')).toBe('')
  })

  it('needs the same name and the same place: the same town, or pins within 150 m', () => {
    const bar = { name: 'Million Dollar Cowboy Bar', town: 'Jackson', lat: 43.4799, lng: -110.7624 }
    expect(isLikelyDuplicate(bar, { ...bar, name: 'The Million-Dollar Cowboy Bar' })).toBe(true)
    // Same town, no pins.
    expect(isLikelyDuplicate({ name: bar.name, town: 'jackson' }, { name: bar.name, town: 'Jackson' })).toBe(
      true,
    )
    // About 100 m apart, towns not given: the same place.
    expect(
      isLikelyDuplicate(
        { name: bar.name, lat: 43.4799, lng: -110.7624 },
        { name: bar.name, lat: 43.4808, lng: -110.7624 },
      ),
    ).toBe(true)
    // About 300 m apart in different towns: another place.
    expect(
      isLikelyDuplicate(
        { name: bar.name, town: 'Jackson', lat: 43.4799, lng: -110.7624 },
        { name: bar.name, town: 'Wilson', lat: 43.4826, lng: -110.7624 },
      ),
    ).toBe(false)
    // Another town without pins, or no place at all: not a duplicate.
    expect(isLikelyDuplicate({ name: bar.name, town: 'Jackson' }, { name: bar.name, town: 'Cody' })).toBe(
      false,
    )
    expect(isLikelyDuplicate({ name: bar.name }, { name: bar.name })).toBe(false)
    // Another name in the same place.
    expect(isLikelyDuplicate(bar, { ...bar, name: 'Silver Dollar Bar' })).toBe(false)
    // An empty name never matches.
    expect(isLikelyDuplicate({ name: '', town: 'Jackson' }, { name: '', town: 'Jackson' })).toBe(false)
  })

  it('compares names alone for a kind without places (articles)', () => {
    expect(isLikelyDuplicate({ name: 'Elk Season' }, { name: 'elk season' }, { placeless: true })).toBe(true)
    expect(isLikelyDuplicate({ name: 'Elk Season' }, { name: 'Bison Season' }, { placeless: true })).toBe(
      false,
    )
  })
})
