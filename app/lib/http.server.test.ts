import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { headerSafeUrl, safeRedirect } from './http.server'

const ORIGIN = 'https://guide.example'

describe('safeRedirect', () => {
  it('keeps local paths and refuses anything that leaves the site', () => {
    expect(safeRedirect('/blog?category=wildlife')).toBe('/blog?category=wildlife')
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'blog',
      '/a\nb',
      '/a\u007fb',
    ])
      expect(safeRedirect(bad, '/blog')).toBe('/blog')
    expect(safeRedirect(null)).toBe('/')
    expect(safeRedirect('/' + 'a'.repeat(600), '/blog')).toBe('/blog')
  })

  it('percent-encodes characters outside ASCII, so the Location header can be built', () => {
    expect(safeRedirect('/\u3002evil')).toBe('/%E3%80%82evil')
    expect(safeRedirect('/caf\u00e9 menu')).toBe('/caf%C3%A9%20menu')
    expect(safeRedirect('/x\ud800y')).toBe('/x%EF%BF%BDy')
  })

  it('any value: the answer is a same-site path that fits in a Location header', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 80 }),
          fc.string({ unit: 'binary', maxLength: 80 }).map((s) => `/${s}`),
          fc.string({ unit: 'grapheme', maxLength: 40 }).map((s) => `/${s}`),
        ),
        (value) => {
          const path = safeRedirect(value, '/blog')
          expect(() => new Headers({ Location: path })).not.toThrow()
          expect(new URL(path, ORIGIN).origin).toBe(ORIGIN)
        },
      ),
      { numRuns: 2000 },
    )
  })
})

describe('headerSafeUrl', () => {
  it('leaves printable ASCII alone and encodes the rest', () => {
    expect(headerSafeUrl('/admin/restaurants/abc-123?x=1#y')).toBe('/admin/restaurants/abc-123?x=1#y')
    expect(headerSafeUrl('/admin/restaurants/\u3002')).toBe('/admin/restaurants/%E3%80%82')
  })
})
