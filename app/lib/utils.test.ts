import { describe, expect, it } from 'vitest'
import { cn, formatCount, hasClass } from './utils'

describe('formatCount', () => {
  it('groups digits as en-US does', () => {
    expect(formatCount(0)).toBe('0')
    expect(formatCount(999)).toBe('999')
    expect(formatCount(1000)).toBe('1,000')
    expect(formatCount(4821)).toBe('4,821')
    expect(formatCount(1234567)).toBe('1,234,567')
    for (let n = 1; n < 1e12; n = n * 7 + 3) expect(formatCount(n)).toBe(n.toLocaleString('en-US'))
  })
})

describe('class names', () => {
  it('joins classes and finds a caller class', () => {
    const off = false as boolean
    expect(cn('a', off && 'b', ['c'], undefined)).toBe('a c')
    expect(hasClass('px-2 text-lg', /^text-/)).toBe(true)
    expect(hasClass(undefined, /^text-/)).toBe(false)
  })
})
