import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import type * as ReactRouter from 'react-router'
import { createStaticHandler, createStaticRouter, type LoaderFunctionArgs } from 'react-router'
import { describe, expect, it } from 'vitest'

/**
 * React Router as patched (patches/react-router+7.18.4.patch): on the server (docs/decisions/016)
 * the route objects are made once per build and the matches of a path are kept, and what the patch
 * must never change is what each request sees: its own matches and params. In the browser build
 * (docs/decisions/017) routes discovered ahead of a navigation are added without rendering the
 * page again.
 */

const seen: Record<string, string | undefined>[] = []

const routes = [
  {
    id: 'root',
    path: '/',
    children: [
      {
        id: 'thing',
        path: 'things/:id',
        loader({ params }: LoaderFunctionArgs) {
          seen.push({ ...params })
          // A loader that writes into its params must not reach the next request's.
          ;(params as Record<string, string>).touched = 'yes'
          return params.id ?? null
        },
      },
    ],
  },
]

describe('React Router, as patched', () => {
  it('gives each request its own matches and params, the same path twice included', async () => {
    const handler = createStaticHandler(routes)
    seen.length = 0
    for (const id of ['a', 'a', 'b', 'a']) {
      const context = await handler.query(new Request(`http://localhost/things/${id}`))
      if (context instanceof Response) throw new Error('unexpected response')
      expect(context.loaderData.thing).toBe(id)
      expect(context.matches.map((match) => match.route.id)).toEqual(['root', 'thing'])
      expect(context.matches.map((match) => match.pathname)).toEqual(['/', `/things/${id}`])
    }
    expect(seen).toEqual([{ id: 'a' }, { id: 'a' }, { id: 'b' }, { id: 'a' }])
  })

  it('answers a path it does not know with 404, every time', async () => {
    const handler = createStaticHandler(routes)
    for (let attempt = 0; attempt < 2; attempt++) {
      const context = await handler.query(new Request('http://localhost/nowhere'))
      if (context instanceof Response) throw new Error('unexpected response')
      expect(context.statusCode).toBe(404)
    }
  })

  it('makes the data routes of the same route objects once (the patch is applied)', async () => {
    const handler = createStaticHandler(routes)
    const context = await handler.query(new Request('http://localhost/things/a'))
    if (context instanceof Response) throw new Error('unexpected response')
    const first = createStaticRouter(handler.dataRoutes, context)
    const second = createStaticRouter(handler.dataRoutes, context)
    expect(second.routes).toBe(first.routes)
    expect(second.state.matches.map((match) => match.route)).toEqual(
      first.state.matches.map((match) => match.route),
    )
  })

  it('in the browser build, adds routes found ahead of a navigation without a state update', async () => {
    // The browser bundle's router (vite.config.ts aliases react-router to this build).
    const browserBuild = new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url)
    const { UNSAFE_createMemoryHistory: createMemoryHistory, UNSAFE_createRouter: createRouter } =
      (await import(browserBuild.href)) as typeof ReactRouter
    const router = createRouter({
      routes: [{ id: 'root', path: '/', children: [{ id: 'here', index: true }] }],
      history: createMemoryHistory(),
    }).initialize()
    const updates: unknown[] = []
    router.subscribe((state) => updates.push(state))
    type QuietPatch = (
      id: string | null,
      children: { id: string; path: string }[],
      allow: boolean,
      quietly: boolean,
    ) => void
    ;(router.patchRoutes as QuietPatch)('root', [{ id: 'there', path: 'there' }], false, true)
    expect(router.routes[0]?.children?.map((route) => route.id)).toEqual(['here', 'there'])
    expect(updates).toHaveLength(0)
    router.patchRoutes('root', [{ id: 'elsewhere', path: 'elsewhere' }])
    expect(updates).toHaveLength(1)
    // Route discovery (useFogOFWarDiscovery) is what adds routes that way.
    const chunk = fs
      .readdirSync(fileURLToPath(new URL('.', browserBuild)))
      .filter((name) => name.endsWith('.mjs'))
      .map((name) => fs.readFileSync(fileURLToPath(new URL(name, browserBuild)), 'utf8'))
      .find((text) => text.includes('function useFogOFWarDiscovery('))
    expect(chunk).toContain('router.patchRoutes(routeId, children, false, true)')
    router.dispose()
  })
})
