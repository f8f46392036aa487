import { describe, expect, it } from 'vitest'
import { amenityLabel, STAY_AMENITIES } from './amenity-list'
import { difficultyTone } from './difficulty-badge'

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
