import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ServerBuild } from 'react-router'
import { cacheKey, routeQueryParams } from './cache-key'
import { createPageCache } from './page-cache'

// The page cache keys a request by its path and the query parameters its route reads (issue 49
// item 8), as the route module declares them in its `handle`: an unknown parameter is served from
// the entry of the URL without it.

/** A route manifest shaped like the server build's (flat; each route names its parent). */
function manifest(
  routes: { id: string; parentId?: string; path?: string; index?: boolean; queryParams?: string[] }[],
): ServerBuild['routes'] {
  return Object.fromEntries(
    routes.map(({ queryParams, ...route }) => [
      route.id,
      { ...route, module: { handle: queryParams ? { previewScene: 'tetons', queryParams } : undefined } },
    ]),
  ) as unknown as ServerBuild['routes']
}

const ROUTES = manifest([
  { id: 'root', path: '' },
  { id: 'home', parentId: 'root', index: true, queryParams: [] },
  { id: 'eat', parentId: 'root', path: 'eat', index: true, queryParams: ['cuisine', 'page'] },
  { id: 'eat-detail', parentId: 'root', path: 'eat/:id' },
  { id: 'events', parentId: 'root', path: 'events', index: true },
  { id: 'admin', parentId: 'root', path: 'admin' },
  { id: 'admin-mail', parentId: 'admin', path: 'mail', queryParams: ['page'] },
  { id: 'not-found', parentId: 'root', path: '*', queryParams: [] },
])

describe('the page cache key', () => {
  it('finds the parameters the matching route declares in its handle; undefined when it declares none', () => {
    const paramsFor = routeQueryParams(ROUTES)
    expect(paramsFor('/eat')).toEqual(['cuisine', 'page'])
    expect(paramsFor('/eat/')).toEqual(['cuisine', 'page'])
    expect(paramsFor('/')).toEqual([])
    expect(paramsFor('/admin/mail')).toEqual(['page'])
    expect(paramsFor('/eat/some-cafe')).toBeUndefined()
    expect(paramsFor('/events')).toBeUndefined()
    expect(paramsFor('/no/such/page')).toEqual([])
    // Asked again: the same answer (remembered).
    expect(paramsFor('/eat')).toBe(paramsFor('/eat'))
  })

  it('keeps only the parameters a route declares, in their order; an undeclared route keeps its query', () => {
    const paramsFor = routeQueryParams(ROUTES)
    expect(cacheKey('/eat', '/eat?x=1', paramsFor)).toBe('/eat')
    expect(cacheKey('/eat', '/eat?utm_source=a&cuisine=cowboy&x=1&page=2', paramsFor)).toBe(
      '/eat?cuisine=cowboy&page=2',
    )
    expect(cacheKey('/', '/?fbclid=abc', paramsFor)).toBe('/')
    expect(cacheKey('/eat', '/eat', paramsFor)).toBe('/eat')
    expect(cacheKey('/events', '/events?date=2026-07-01&x=1', paramsFor)).toBe('/events?date=2026-07-01&x=1')
    expect(cacheKey('/eat', '/eat?x=1', () => undefined)).toBe('/eat?x=1')
  })

  let base = ''
  const renders: string[] = []
  let close: () => void
  beforeAll(async () => {
    const app = express()
    app.use(createPageCache({ version: async () => '1', versionCheckMs: 0, queryParamsFor: routeQueryParams(ROUTES) }))
    // Stands in for the React Router handler, which reads req.originalUrl.
    app.get(['/eat', '/events'], (req, res) => {
      renders.push(req.originalUrl)
      res.type('html').send(`<p>${req.originalUrl}</p>`)
    })
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    close = () => server.close()
  })
  afterAll(() => close())

  const get = async (path: string) => {
    const response = await fetch(base + path)
    return { cache: response.headers.get('x-cache'), body: await response.text() }
  }

  it('serves /eat?x=1 from the entry of /eat, and renders a miss as the URL without the parameter', async () => {
    expect(await get('/eat?x=1')).toEqual({ cache: 'MISS', body: '<p>/eat</p>' })
    expect(await get('/eat')).toEqual({ cache: 'HIT', body: '<p>/eat</p>' })
    expect(await get('/eat?y=2&x=3')).toEqual({ cache: 'HIT', body: '<p>/eat</p>' })
    expect(await get('/eat?cuisine=cowboy&x=1')).toEqual({
      cache: 'MISS',
      body: '<p>/eat?cuisine=cowboy</p>',
    })
    expect(await get('/eat?cuisine=cowboy')).toEqual({ cache: 'HIT', body: '<p>/eat?cuisine=cowboy</p>' })
    expect(renders).toEqual(['/eat', '/eat?cuisine=cowboy'])
    // A route that declares nothing keeps its whole query.
    expect(await get('/events?x=1')).toEqual({ cache: 'MISS', body: '<p>/events?x=1</p>' })
    expect(await get('/events')).toEqual({ cache: 'MISS', body: '<p>/events</p>' })
  })
})
