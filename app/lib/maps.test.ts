import { describe, expect, it } from 'vitest'
import { mapsSearchUrl } from './maps'

describe('mapsSearchUrl', () => {
  it('encodes the query so addresses with symbols stay intact', () => {
    expect(mapsSearchUrl('20 E Broadway Ave, Jackson, WY & more')).toBe(
      'https://www.google.com/maps/search/?api=1&query=20%20E%20Broadway%20Ave%2C%20Jackson%2C%20WY%20%26%20more',
    )
  })
})
