import { describe, expect, it } from 'vitest'
import { categorySlug, eventsHref, eventsQueryNotices, parseEventsQuery } from './events-query'

const parse = (search: string) => parseEventsQuery(new URLSearchParams(search))

describe('events page URL state', () => {
  it('reads date, category, price, upcoming days and month', () => {
    expect(parse('date=2024-12-20&category=wildlife&price=free&days=30&month=2024-11')).toEqual({
      date: '2024-12-20',
      category: 'Wildlife',
      price: 'free',
      days: 30,
      month: '2024-11',
    })
    expect(parse('category=Cowboy+Culture').category).toBe('Cowboy Culture')
    expect(parse('category=indigenous-heritage').category).toBe('Indigenous Heritage')
    expect(parse('date=none').date).toBe('none')
  })

  it('falls back to the defaults for anything unknown', () => {
    expect(parse('date=2024-02-31&category=rodeo&price=cheap&days=5&month=2024-13')).toEqual({
      date: undefined,
      category: undefined,
      price: undefined,
      days: undefined,
      month: undefined,
    })
    expect(parse('')).toEqual(parse('date=&category='))
  })

  it('builds links that keep the other filters', () => {
    const query = parse('date=2024-12-20&category=wildlife&price=free')
    expect(eventsHref(query, { category: 'Family Events' })).toBe(
      '/events?date=2024-12-20&category=family-events&price=free',
    )
    expect(eventsHref(query, { category: undefined })).toBe('/events?date=2024-12-20&price=free')
    expect(eventsHref(query, { days: 7 })).toBe('/events?date=2024-12-20&category=wildlife&price=free&days=7')
    expect(eventsHref({})).toBe('/events')
  })

  it('drops the month when a day is chosen or cleared', () => {
    const query = parse('month=2024-11&category=adventure')
    expect(eventsHref(query, { date: '2024-12-24' })).toBe('/events?date=2024-12-24&category=adventure')
    expect(eventsHref(query, { date: 'none' })).toBe('/events?date=none&category=adventure')
    expect(eventsHref(query, { month: '2024-10' })).toBe('/events?category=adventure&month=2024-10')
  })

  it('slugs every category', () => {
    expect(categorySlug('Family Events')).toBe('family-events')
    expect(categorySlug('Cowboy Culture')).toBe('cowboy-culture')
  })
})

describe('eventsQueryNotices', () => {
  const notices = (search: string) => eventsQueryNotices(new URLSearchParams(search))
  it('says which values it could not read, and nothing for good ones', () => {
    expect(notices('date=2026-12-18&category=wildlife&price=free&days=30&month=2026-12')).toEqual([])
    expect(notices('date=none')).toEqual([])
    expect(notices('date=abc')).toEqual([{ about: 'date', value: 'abc' }])
    expect(notices('category=opera')).toEqual([{ about: 'category', value: 'opera' }])
    expect(notices('price=cheap&days=5&month=13-2026')).toHaveLength(3)
  })
  it('shortens a very long value', () => {
    expect(notices(`date=${'x'.repeat(500)}`)[0]!.value).toBe(`${'x'.repeat(40)}…`)
  })
})
