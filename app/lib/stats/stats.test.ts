import { describe, expect, it } from 'vitest'
import { countedRequest, isPersonRequest, missedQuery, pingPath } from './stats'

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

describe('what a request counts', () => {
  it('counts listing pages, their data for a navigation, directions pages and event calendar files', () => {
    expect(countedRequest('/eat/elk-inn')).toEqual({ type: 'restaurants', id: 'elk-inn', metric: 'view' })
    expect(countedRequest('/stay/snow-lodge.data')).toEqual({
      type: 'stays',
      id: 'snow-lodge',
      metric: 'view',
    })
    expect(countedRequest('/play/sleigh-ride')).toEqual({
      type: 'activities',
      id: 'sleigh-ride',
      metric: 'view',
    })
    expect(countedRequest('/eat/elk-inn/directions')).toEqual({
      type: 'restaurants',
      id: 'elk-inn',
      metric: 'directions',
    })
    expect(countedRequest('/events/rodeo.ics')).toEqual({ type: 'events', id: 'rodeo', metric: 'ics' })
  })
  it('counts the same pages in Spanish as the same listing', () => {
    expect(countedRequest('/es/eat/elk-inn')).toEqual({ type: 'restaurants', id: 'elk-inn', metric: 'view' })
    expect(countedRequest('/es/stay/snow-lodge.data')).toEqual({
      type: 'stays',
      id: 'snow-lodge',
      metric: 'view',
    })
    expect(countedRequest('/es/eat/elk-inn/directions')).toMatchObject({ metric: 'directions' })
    expect(countedRequest('/es/events/rodeo.ics')).toEqual({ type: 'events', id: 'rodeo', metric: 'ics' })
    for (const path of ['/es/eat', '/es/events/saved.ics', '/es/play/map', '/fr/eat/elk-inn'])
      expect(countedRequest(path), path).toBeUndefined()
  })
  it('counts nothing else: lists, maps, feeds, other sub-pages, admin pages', () => {
    for (const path of [
      '/eat',
      '/eat/map',
      '/play/filter',
      '/events/live-music',
      '/events/feed.ics',
      '/events/saved.ics',
      '/events/venues',
      '/play/sleigh-ride/photos',
      '/eat/elk-inn.ics',
      '/admin/listings/restaurants/elk-inn',
      '/eat/Elk-Inn',
    ])
      expect(countedRequest(path), path).toBeUndefined()
  })
})

describe('a person, not a bot', () => {
  it('takes browsers and leaves out bots, tools, headless browsers, prefetches and no user agent', () => {
    expect(isPersonRequest({ 'user-agent': CHROME })).toBe(true)
    for (const agent of [
      undefined,
      'curl/8.4.0',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'facebookexternalhit/1.1',
      'Mozilla/5.0 (Linux) Chrome-Lighthouse',
      'node',
    ])
      expect(isPersonRequest({ 'user-agent': agent }), String(agent)).toBe(false)
    expect(isPersonRequest({ 'user-agent': CHROME, 'sec-purpose': 'prefetch' })).toBe(false)
    expect(isPersonRequest({ 'user-agent': CHROME, purpose: 'prefetch' })).toBe(false)
  })
})

describe('searches kept when they found nothing', () => {
  it('are squeezed and lower-cased, and never an email address or a phone number', () => {
    expect(missedQuery('  Hot   SPRINGS ')).toBe('hot springs')
    expect(missedQuery('x'.repeat(200))).toHaveLength(80)
    expect(missedQuery('')).toBeUndefined()
    expect(missedQuery('me@example.com')).toBeUndefined()
    expect(missedQuery('call (307) 555-0142')).toBeUndefined()
    expect(missedQuery('highway 89')).toBe('highway 89')
  })
})

it('makes the ping address of a link', () => {
  expect(pingPath('stays', 'elk-inn', 'booking')).toBe('/count/stays/elk-inn/booking')
})
