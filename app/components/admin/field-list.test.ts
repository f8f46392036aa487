import { describe, expect, it } from 'vitest'
import { formatDateTime } from './field-list'

describe('back-office times', () => {
  it('are shown in America/Denver, labelled MST or MDT', () => {
    expect(formatDateTime('2026-11-21T03:48:00Z')).toBe('Nov 20, 2026, 8:48 PM MST')
    expect(formatDateTime('2026-07-04T18:00:00Z')).toBe('Jul 4, 2026, 12:00 PM MDT')
    expect(formatDateTime(null)).toBe('')
  })
})
