import { describe, expect, it } from 'vitest'
import { csvCell } from '../newsletter-admin.server'
import { columnsOf, parseEditorValues, type PlaceRules, valuesOfRow } from './editor.server'
import { EVENT_EDITOR, parseScheduleLines } from './event.server'
import { RESTAURANT_EDITOR } from './restaurant.server'

const PLACE: PlaceRules = {
  towns: ['Jackson', 'Wilson'],
  bounds: { north: 44.2, south: 42.2, west: -111.2, east: -110.0 },
}

const restaurant = {
  name: 'Elk Grill',
  type: 'Grill',
  cuisines: ['cowboy'],
  description: 'Steaks.',
  full_description: '',
  location: '1 Main St, Jackson, WY',
  town: 'Jackson',
  lat: '43.48',
  lng: '-110.76',
  price: '$$',
  hours: '',
  phone: '',
  website: '',
  booking_url: '',
  from_jackson: '',
  tags: 'Family Friendly\n\n  Patio  ',
  amenities: '',
  notice: '',
  notice_from: '',
  notice_until: '',
  meta_description: '',
}

const parse = (input: Record<string, unknown>) => parseEditorValues(RESTAURANT_EDITOR, PLACE, input, {})

describe('the listing editor schema built from a kind’s spec', () => {
  it('checks opening hours with the planner’s parser; empty means hours unknown (NULL)', () => {
    const seasonal = parse({
      ...restaurant,
      opening_hours: 'May 15-Oct 15 Mo-Su 08:00-18:00; Oct 16-May 14 off',
    })
    expect(seasonal.success).toBe(true)
    if (seasonal.success)
      expect(columnsOf(RESTAURANT_EDITOR, seasonal.data).opening_hours).toBe(
        'May 15-Oct 15 Mo-Su 08:00-18:00; Oct 16-May 14 off',
      )
    const unknown = parse({ ...restaurant, opening_hours: '  ' })
    expect(unknown.success).toBe(true)
    if (unknown.success) expect(columnsOf(RESTAURANT_EDITOR, unknown.data).opening_hours).toBeNull()
    const wrong = parse({ ...restaurant, opening_hours: 'open most days, ask' })
    expect(wrong.success).toBe(false)
    if (!wrong.success) expect(wrong.errors.opening_hours?.[0]).toMatch(/opening hours/i)
  })

  it('accepts valid values and writes them as columns (lists as JSON, numbers as numbers)', () => {
    const result = parse(restaurant)
    expect(result.success).toBe(true)
    if (!result.success) return
    expect(columnsOf(RESTAURANT_EDITOR, result.data)).toMatchObject({
      cuisines: '["cowboy"]',
      tags: '["Family Friendly","Patio"]',
      lat: 43.48,
      lng: -110.76,
      town: 'Jackson',
    })
  })

  it('answers each bad field with its own message', () => {
    const result = parse({
      ...restaurant,
      name: ' ',
      cuisines: ['sushi'],
      price: '$$$$$',
      town: 'Paris',
      lat: '48.85',
      website: 'javascript:alert(1)',
      phone: 'call me',
    })
    expect(result.success).toBe(false)
    if (result.success) return
    expect(result.errors).toMatchObject({
      name: ['Name is required'],
      cuisines: ['Choose cuisine filters on /eat from the list'],
      price: ['Choose price range from the list'],
      town: ['Choose a town from the list'],
      lat: ["Latitude must be between 42.2 and 44.2 (inside the guide's region)"],
      website: ['Enter a web address starting with http:// or https://'],
      phone: ['Enter a phone number (digits, spaces, + - ( ) only)'],
    })
  })

  it('wants both halves of a pin or neither', () => {
    const result = parse({ ...restaurant, lng: '' })
    expect(result.success).toBe(false)
    if (!result.success) expect(result.errors.lng).toEqual(['Give both latitude and longitude, or neither'])
    expect(parse({ ...restaurant, lat: '', lng: '' }).success).toBe(true)
  })

  it('reads a row back into the same form values', () => {
    const values = valuesOfRow(RESTAURANT_EDITOR, {
      ...restaurant,
      cuisines: '["cowboy"]',
      tags: '["Family Friendly","Patio"]',
      amenities: '[]',
      lat: 43.48,
      lng: -110.76,
    })
    expect(values).toMatchObject({ cuisines: ['cowboy'], tags: 'Family Friendly\nPatio', lat: '43.48' })
  })

  it('reads an event schedule written one line per item', () => {
    expect(parseScheduleLines(['6:00 PM | Doors open', 'Fireworks'])).toEqual([
      { time: '6:00 PM', activity: 'Doors open' },
      { time: '', activity: 'Fireworks' },
    ])
    expect(EVENT_EDITOR.fields.find((f) => f.name === 'category')?.options).toContain('Family Events')
  })
})

describe('CSV cells', () => {
  it('quotes separators and defuses formulas', () => {
    expect(csvCell('plain@example.com')).toBe('plain@example.com')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"')
    expect(csvCell('@cmd')).toBe("'@cmd")
  })
})
