import { describe, expect, it } from 'vitest'
import { FACTS, factsOf, UNKNOWN_FACTS } from './facts'
import { factLines, factValueText, NOT_KNOWN } from './view'
import { accessFiltersOf, meetsFilters, needFit, parseAccessFilters, parseTripNeed } from './filters'
import { a11yJsonAccessibility, a11yJsonPlace, amenityFeatures } from './machine'

const spec = (name: string) => FACTS.find((f) => f.name === name)!

describe('accessibility vocabulary', () => {
  it('says every unknown fact as "Not known", never as "No"', () => {
    for (const kind of ['restaurants', 'stays', 'activities'] as const)
      for (const line of factLines(kind, UNKNOWN_FACTS)) {
        expect(line.text).toBe(NOT_KNOWN)
        expect(line.tone).toBe('unknown')
      }
    expect(factValueText(spec('restroom'), { ...UNKNOWN_FACTS, restroom: 'no' })).toBe('No')
  })

  it('words entrances, measurements and surfaces', () => {
    const facts = { ...UNKNOWN_FACTS, entrance: 'one-step' as const, step_cm: 4, slope_max: 12.5 }
    expect(factValueText(spec('entrance'), facts)).toBe('One step (4 cm)')
    expect(factValueText(spec('entrance'), { ...facts, step_cm: null })).toBe('One step')
    expect(factValueText(spec('slope_max'), facts)).toBe('12.5 %')
    expect(factValueText(spec('surface'), { ...facts, surface: 'compacted-gravel' })).toBe('Compacted gravel')
    expect(factValueText(spec('length_mi'), { ...facts, length_mi: 3 })).toBe('3 miles')
  })

  it('lists each kind’s own facts (rooms for stays, trails for activities)', () => {
    const names = (kind: 'restaurants' | 'stays' | 'activities') =>
      factLines(kind, UNKNOWN_FACTS).map((l) => l.name)
    expect(names('stays')).toContain('roll_in_shower')
    expect(names('restaurants')).not.toContain('roll_in_shower')
    expect(names('activities')).toEqual(expect.arrayContaining(['surface', 'slope_max', 'stroller']))
    expect(names('restaurants')).not.toContain('stroller')
    // The step's height is said with the entrance, not on a line of its own.
    expect(names('restaurants')).not.toContain('step_cm')
  })

  it('reads damaged or foreign values as unknown', () => {
    const facts = factsOf({
      entrance: 'maybe',
      restroom: 'YES',
      step_cm: '4',
      slope_max: -3,
      quiet_times: '  ',
    })
    expect(facts).toEqual(UNKNOWN_FACTS)
    // A step height only belongs to a one-step entrance.
    expect(factsOf({ entrance: 'steps', step_cm: 10 }).step_cm).toBeNull()
    expect(factsOf({ entrance: 'one-step', step_cm: '10' }).step_cm).toBe(10)
  })

  it('parses ?access= leniently and matches only known yeses', () => {
    expect(
      parseAccessFilters(new URLSearchParams('access=restroom&access=x&access=step-free&access=restroom')),
    ).toEqual(['step-free', 'restroom'])
    expect(accessFiltersOf('restaurants')).toEqual(['step-free', 'restroom'])
    expect(accessFiltersOf('activities')).toContain('stroller')
    expect(meetsFilters({ ...UNKNOWN_FACTS, entrance: 'ramp' }, ['step-free'])).toBe(true)
    expect(meetsFilters({ ...UNKNOWN_FACTS, entrance: 'one-step' }, ['step-free'])).toBe(false)
    expect(meetsFilters(UNKNOWN_FACTS, ['restroom'])).toBe(false)
    expect(meetsFilters(UNKNOWN_FACTS, [])).toBe(true)
  })

  it('tells how a stop meets the trip’s need: fits, no, or unknown', () => {
    expect(parseTripNeed('step-free')).toBe('step-free')
    expect(parseTripNeed('')).toBeNull()
    expect(needFit('step-free', 'restaurants', { ...UNKNOWN_FACTS, entrance: 'level' })).toBe('fits')
    expect(needFit('step-free', 'restaurants', { ...UNKNOWN_FACTS, entrance: 'steps' })).toBe('no')
    expect(needFit('step-free', 'stays', UNKNOWN_FACTS)).toBe('unknown')
    expect(needFit('stroller', 'activities', { ...UNKNOWN_FACTS, stroller: 'no', entrance: 'level' })).toBe(
      'no',
    )
    // A place has no stroller fact: its step-free entrance is what a stroller needs.
    expect(needFit('stroller', 'restaurants', { ...UNKNOWN_FACTS, entrance: 'ramp' })).toBe('fits')
  })
})

describe('accessibility for machines', () => {
  it('writes A11yJSON with measurements and leaves unknowns out', () => {
    expect(a11yJsonAccessibility('restaurants', UNKNOWN_FACTS)).toEqual({})
    expect(
      a11yJsonAccessibility('restaurants', {
        ...UNKNOWN_FACTS,
        entrance: 'ramp',
        restroom: 'yes',
        hearing_loop: 'no',
      }),
    ).toEqual({
      entrances: [{ isLevel: false, hasFixedRamp: true }],
      restrooms: [{ isAccessibleWithWheelchair: true }],
      hasInductionLoop: false,
    })
    expect(
      a11yJsonAccessibility('activities', {
        ...UNKNOWN_FACTS,
        surface: 'boardwalk',
        slope_typical: 3,
        slope_max: 8,
        min_width_cm: 120,
      }),
    ).toEqual({
      pathways: {
        width: { value: 120, unit: 'cm' },
        surface: { types: ['boardwalk'], longitudinalSlope: { value: 3, max: 8, unit: '%' } },
      },
    })
  })

  it('writes a PlaceInfo with the guide’s own facts under an extension key', () => {
    const place = a11yJsonPlace(
      {
        kind: 'stays',
        name: 'Lodge',
        url: '/stay/lodge',
        address: '1 Main St',
        coordinates: { lat: 43.5, lng: -110.8 },
      },
      { ...UNKNOWN_FACTS, entrance: 'level', roll_in_shower: 'yes' },
      { at: '2026-11-01T12:00:00.000Z', by: 'business' },
    )
    expect(place).toMatchObject({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [-110.8, 43.5] },
      properties: {
        category: 'hotel',
        accessibility: { entrances: [{ isLevel: true }] },
        'x-wyoming-navigator': { rollInShower: true },
        'x-checked': { by: 'business' },
      },
    })
  })

  it('writes schema.org LocationFeatureSpecifications of known facts only', () => {
    expect(amenityFeatures('restaurants', UNKNOWN_FACTS)).toEqual([])
    const features = amenityFeatures('activities', {
      ...UNKNOWN_FACTS,
      entrance: 'level',
      stroller: 'no',
      slope_max: 9,
    })
    expect(features).toEqual([
      {
        '@type': 'LocationFeatureSpecification',
        name: 'Step-free entrance',
        value: true,
        description: 'Step-free, level',
      },
      { '@type': 'LocationFeatureSpecification', name: 'Steepest slope', value: 9, unitText: '%' },
      { '@type': 'LocationFeatureSpecification', name: 'Stroller-friendly', value: false },
    ])
  })
})
