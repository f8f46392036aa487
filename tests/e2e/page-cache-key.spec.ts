import { expect, test } from '@playwright/test'

// Issue 49 item 8: the page cache keys a page by the query parameters its route declares in its
// `handle` (app/lib/meta.ts RouteHandle.queryParams), found for the path from the server build, so an
// unknown parameter is served the page without it instead of rendering it anew.

test('an unknown query parameter is a cache hit of the page without it; a declared one is its own page', async ({
  request,
}) => {
  // (Another test may have cached /events already: the first answer is either.)
  const first = await request.get('/events')
  expect(first.status()).toBe(200)
  expect(['HIT', 'MISS']).toContain(first.headers()['x-cache'])
  const junk = await request.get('/events?junk=1')
  expect(junk.headers()['x-cache']).toBe('HIT')
  expect(junk.headers()['etag']).toBe(first.headers()['etag'])
  expect((await request.get('/events?utm_source=x&fbclid=y')).headers()['x-cache']).toBe('HIT')

  // The map pages and search declare theirs too.
  for (const path of ['/map', '/search', '/visit', '/stories', '/contact']) {
    await request.get(path)
    expect((await request.get(`${path}?junk=1`)).headers()['x-cache'], path).toBe('HIT')
  }

  // A parameter the route reads is another page, rendered with it, and cached as such.
  const month = await request.get('/events?days=7&junk=2')
  expect(month.status()).toBe(200)
  const again = await request.get('/events?days=7')
  expect(again.headers()['x-cache']).toBe('HIT')
  expect(again.headers()['etag']).toBe(month.headers()['etag'])
  expect(again.headers()['etag']).not.toBe(first.headers()['etag'])
})
