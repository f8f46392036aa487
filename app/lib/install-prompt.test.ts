import { describe, expect, it } from 'vitest'
import { DISMISS_FOR_MS, detectPlatform, recentlyDismissed } from './install-prompt'

describe('detectPlatform', () => {
  it('finds iPhone, iPad (also as a touch Mac), Android and desktop', () => {
    expect(detectPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios')
    expect(detectPlatform('Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)')).toBe('ios')
    expect(detectPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe('ios')
    expect(detectPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe('desktop')
    expect(detectPlatform('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/130')).toBe('android')
    expect(detectPlatform('Mozilla/5.0 (X11; Linux x86_64) Chrome/130')).toBe('desktop')
  })
})

describe('recentlyDismissed', () => {
  const now = 1_800_000_000_000
  it('holds for 7 days after the stored timestamp', () => {
    expect(recentlyDismissed(String(now - 1000), now)).toBe(true)
    expect(recentlyDismissed(String(now - DISMISS_FOR_MS + 1), now)).toBe(true)
    expect(recentlyDismissed(String(now - DISMISS_FOR_MS), now)).toBe(false)
  })
  it('ignores a missing or damaged value', () => {
    expect(recentlyDismissed(null, now)).toBe(false)
    expect(recentlyDismissed('yesterday', now)).toBe(false)
  })
})
