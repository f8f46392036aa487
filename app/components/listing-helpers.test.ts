import { describe, expect, it } from 'vitest'
import { amenityLabel, STAY_AMENITIES } from './amenity-list'
import { displayUrl, telHref } from './contact-details'
import { difficultyTone } from './difficulty-badge'

describe('telHref', () => {
  it('turns a US display number into an international tel: link', () => {
    expect(telHref('(307) 555-0142')).toBe('tel:+13075550142')
    expect(telHref('1-307-555-0142')).toBe('tel:+13075550142')
    expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958')
  })
})

describe('displayUrl', () => {
  it('drops the scheme and a trailing slash', () => {
    expect(displayUrl('https://example.com/elk-antler-grill')).toBe('example.com/elk-antler-grill')
    expect(displayUrl('http://example.com/')).toBe('example.com')
  })
})

describe('difficultyTone', () => {
  it('colours easy green, moderate yellow, hard red and anything else gray', () => {
    expect(difficultyTone('Easy')).toBe('green')
    expect(difficultyTone('moderate')).toBe('yellow')
    expect(difficultyTone('Hard')).toBe('red')
    expect(difficultyTone('Difficult')).toBe('red')
    expect(difficultyTone('Expert')).toBe('gray')
    expect(difficultyTone('')).toBe('gray')
  })
})

describe('amenityLabel', () => {
  it('labels the four known stay amenities and keeps free text', () => {
    expect(Object.keys(STAY_AMENITIES)).toEqual(['wifi', 'parking', 'breakfast', 'hot-tub'])
    expect(['wifi', 'parking', 'breakfast', 'hot-tub'].map(amenityLabel)).toEqual([
      'Wi-Fi',
      'Parking',
      'Continental Breakfast',
      'Hot Tub',
    ])
    expect(amenityLabel('Wood Stove')).toBe('Wood Stove')
  })
})
