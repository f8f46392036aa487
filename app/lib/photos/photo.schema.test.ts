import { describe, expect, it } from 'vitest'
import { PHOTO_MESSAGES, PhotoActionSchema, photoCreditLine } from './photo.schema'

describe('photoCreditLine', () => {
  it('names the photographer and the license, either alone, or nothing', () => {
    expect(photoCreditLine('Ann Lee', 'cc-by')).toBe('Photo: Ann Lee, CC BY 4.0')
    expect(photoCreditLine('  Ann Lee ', null)).toBe('Photo: Ann Lee')
    expect(photoCreditLine(null, 'cc0')).toBe('Photo: CC0 (public domain)')
    expect(photoCreditLine('', null)).toBeNull()
    // A license no longer offered is not shown as a made-up name.
    expect(photoCreditLine(null, 'retired')).toBeNull()
  })
})

describe('PhotoActionSchema', () => {
  it('keeps a trimmed credit and a known license; empty ones are null; others are refused', () => {
    expect(
      PhotoActionSchema.parse({ intent: 'upload', alt: 'A', credit: ' Ann ', license: 'permission' }),
    ).toMatchObject({ credit: 'Ann', license: 'permission' })
    expect(PhotoActionSchema.parse({ intent: 'upload', alt: 'A', credit: '', license: '' })).toMatchObject({
      credit: null,
      license: null,
    })
    const wrong = PhotoActionSchema.safeParse({ intent: 'upload', alt: 'A', license: 'mine' })
    expect(wrong.error?.issues.map((issue) => issue.message)).toEqual([PHOTO_MESSAGES.license])
    const long = PhotoActionSchema.safeParse({ intent: 'upload', alt: 'A', credit: 'x'.repeat(121) })
    expect(long.error?.issues.map((issue) => issue.message)).toEqual([PHOTO_MESSAGES.creditLength])
  })
})
