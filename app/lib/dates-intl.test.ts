import { describe, expect, it } from 'vitest'
import { formatSuggestionDay } from './dates-intl'

describe('formatSuggestionDay', () => {
  it('writes a day short in the page’s language, its year only when it is not this year’s', () => {
    expect(formatSuggestionDay('2026-12-05', 'en', '2026-11-30')).toBe('Sat, Dec 5')
    expect(formatSuggestionDay('2026-12-05', 'es', '2026-11-30')).toBe('sáb, 5 de dic')
    expect(formatSuggestionDay('2024-12-05', 'en', '2026-11-30')).toBe('Thu, Dec 5, 2024')
    expect(formatSuggestionDay('2024-12-05', 'es', '2026-11-30')).toBe('jue, 5 de dic de 2024')
  })

  it('keeps the calendar day (America/Denver), and anything but a day as it is', () => {
    expect(formatSuggestionDay('2027-01-01', 'en', '2026-11-30')).toBe('Fri, Jan 1, 2027')
    expect(formatSuggestionDay('2026-12-31', 'en', '2026-01-01')).toBe('Thu, Dec 31')
    expect(formatSuggestionDay('soon', 'es', '2026-11-30')).toBe('soon')
    expect(formatSuggestionDay('2026-02-30', 'en', '2026-11-30')).toBe('2026-02-30')
  })
})
