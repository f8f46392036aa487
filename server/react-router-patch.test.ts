import { createStaticHandler, createStaticRouter, type LoaderFunctionArgs } from 'react-router'
import { describe, expect, it } from 'vitest'

/**
 * React Router as patched (patches/react-router+7.18.4.patch, docs/decisions/016): the server's
 * route objects are made once per build and the matches of a path are kept. What the patch must
 * never change is what each request sees: its own matches and params.
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
})
