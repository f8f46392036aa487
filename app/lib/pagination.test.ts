import { describe, expect, it } from 'vitest'
import { pageHref, pageNumbers, paginate, parsePage, showingText } from './pagination'

describe('pagination', () => {
  it('reads ?page= as a page number, anything else as page 1', () => {
    expect(parsePage('3')).toBe(3)
    for (const value of [null, undefined, '', '0', '-2', '1.5', 'two', '9999999', '1e3'])
      expect(parsePage(value)).toBe(1)
  })

  it('slices a list and clamps a page past the end to the last', () => {
    const items = Array.from({ length: 50 }, (_, i) => i)
    expect(paginate(items, 1)).toMatchObject({ page: 1, pageCount: 3, total: 50, items: items.slice(0, 24) })
    expect(paginate(items, 9)).toMatchObject({ page: 3, items: [48, 49] })
    expect(paginate([], 4)).toMatchObject({ page: 1, pageCount: 1, items: [] })
  })

  it('links to another page keeping every other parameter', () => {
    expect(pageHref('/eat', '?cuisine=cowboy', 2)).toBe('/eat?cuisine=cowboy&page=2')
    expect(pageHref('/eat', '?cuisine=cowboy&page=2', 1)).toBe('/eat?cuisine=cowboy')
    expect(pageHref('/search', new URLSearchParams({ q: 'elk & bison', page: '3' }), 4)).toBe(
      '/search?q=elk+%26+bison&page=4',
    )
  })

  it('names the first, last, current and neighbouring pages, with gaps', () => {
    expect(pageNumbers(1, 1)).toEqual([1])
    expect(pageNumbers(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10])
    expect(pageNumbers(2, 4)).toEqual([1, 2, 3, 4])
  })

  it('says what a page shows', () => {
    expect(showingText({ page: 1, pageCount: 1, total: 6 }, 'restaurant', 'restaurants')).toBe(
      'Showing 6 restaurants',
    )
    expect(showingText({ page: 2, pageCount: 53, total: 1250 }, 'restaurant', 'restaurants')).toBe(
      'Showing 25–48 of 1,250 restaurants',
    )
  })
})
