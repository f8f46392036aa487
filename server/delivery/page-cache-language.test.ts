import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { bypassedPath, cacheableRequest } from './page-cache'

// The page cache and the languages (decision 059).
const request = (url: string, headers: Record<string, string> = {}) =>
  ({ method: 'GET', url, headers: { accept: 'text/html', ...headers } }) as unknown as IncomingMessage

describe('the page cache by language', () => {
  it('keeps personal pages out in every language', () => {
    for (const path of ['/es/trip', '/es/trip/print', '/es/favorites', '/es/newsletter', '/es/claim/stays/x'])
      expect(bypassedPath(path), path).toBe(true)
    expect(bypassedPath('/es/eat')).toBe(false)
    expect(bypassedPath('/essays')).toBe(false)
  })

  it('never answers a language choice or a first visit sent to its language', () => {
    expect(cacheableRequest(request('/es/eat'), '/es/eat')).toBe(true)
    expect(cacheableRequest(request('/eat'), '/eat')).toBe(true)
    expect(cacheableRequest(request('/eat?lang=es'), '/eat')).toBe(false)
    const spanish = { 'accept-language': 'es-MX,es;q=0.9', 'user-agent': 'Mozilla/5.0 Chrome/140' }
    expect(cacheableRequest(request('/eat', spanish), '/eat')).toBe(false)
    // Once chosen (either way), the English page is served, from the cache too.
    expect(cacheableRequest(request('/eat', { ...spanish, cookie: 'wn-lang=en' }), '/eat')).toBe(true)
    expect(cacheableRequest(request('/es/eat', spanish), '/es/eat')).toBe(true)
  })
})
