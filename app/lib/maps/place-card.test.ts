import { describe, expect, it } from 'vitest'
import { placeOf } from './place-card'
import { subtitleOf, subtitleParts } from '../subtitle-parts'

describe('a map card’s subtitle with its English parts', () => {
  it('joins the parts and names the English ones by position', () => {
    expect(subtitleOf(['Comida', '$$'])).toEqual({ subtitle: 'Comida · $$' })
    expect(subtitleOf([{ text: 'Food Truck', lang: 'en' }, '$$'])).toEqual({
      subtitle: 'Food Truck · $$',
      subtitleEnglish: '0',
    })
    expect(
      subtitleOf([{ text: 'Senderismo' }, { text: 'Strenuous', lang: 'en' }, { text: 'Verano' }]),
    ).toEqual({ subtitle: 'Senderismo · Strenuous · Verano', subtitleEnglish: '1' })
    // A part that itself has the separator counts as its pieces.
    expect(subtitleOf(['a · b', { text: 'Jazz', lang: 'en' }])).toEqual({
      subtitle: 'a · b · Jazz',
      subtitleEnglish: '2',
    })
  })

  it('gives the parts back with their language', () => {
    const { subtitle, subtitleEnglish } = subtitleOf([
      { text: 'Rafting', lang: 'en' },
      'Fácil',
      { text: 'Mud Season', lang: 'en' },
    ])
    expect(subtitleParts(subtitle, subtitleEnglish)).toEqual([
      { text: 'Rafting', lang: 'en' },
      { text: 'Fácil' },
      { text: 'Mud Season', lang: 'en' },
    ])
    // Nothing English: the subtitle as one text.
    expect(subtitleParts('Comida · $$')).toEqual([{ text: 'Comida · $$' }])
  })

  it('reads the English parts from a pin’s properties', () => {
    const place = placeOf({
      geometry: { type: 'Point', coordinates: [-110.76, 43.48] },
      properties: { name: 'X', href: '/es/eat/x', subtitle: 'Food Truck · $', subtitleEnglish: '0' },
    })
    expect(place?.subtitleEnglish).toBe('0')
    expect(
      placeOf({ geometry: { type: 'Point', coordinates: [0, 0] }, properties: {} })?.subtitleEnglish,
    ).toBe(undefined)
  })
})
