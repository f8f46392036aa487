import { describe, expect, it } from 'vitest'
import { formatDateTime } from '../../components/admin/field-list'
import { formatRegionDateTime } from '../schedule-time'
import { regionDateTime } from './region-date-time'

// The back office's one way to write a moment (issue 47): English exactly as before, Spanish by
// Intl, both in Denver's time with its zone's name.

describe('regionDateTime', () => {
  it('writes English as it always was, Spanish by Intl, in Denver time', () => {
    expect(regionDateTime('2026-11-29T22:36:00Z', 'en')).toBe(formatRegionDateTime('2026-11-29T22:36:00Z'))
    expect(regionDateTime('2026-11-29T22:36:00Z', 'es')).toBe('29 nov 2026, 3:36 p.m. MST')
    expect(regionDateTime('2026-07-04T18:05:00Z', 'es')).toBe('4 jul 2026, 12:05 p.m. MDT')
    expect(regionDateTime(null, 'es')).toBe('')
    expect(regionDateTime('not a date', 'es')).toBe('not a date')
  })

  it('is what the field list says in either language (a scheduled publication on a Spanish page)', () => {
    // It threw before: Intl refuses timeZoneName beside dateStyle.
    expect(formatDateTime('2026-11-29T22:36:00Z', 'es')).toBe('29 nov 2026, 3:36 p.m. MST')
    expect(formatDateTime('2026-11-29T22:36:00Z')).toBe(formatRegionDateTime('2026-11-29T22:36:00Z'))
  })
})
