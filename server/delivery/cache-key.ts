import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'
import type { RouteHandle } from '../../app/lib/meta'

/**
 * The page cache's key for a request (issue 49 item 8): the path and only the query parameters
 * the route reads, so `/eat?x=1` is `/eat` and an unknown parameter cannot make a miss (a render)
 * of every request. Each route module declares the parameters it reads in its `handle` export
 * (`queryParams`, see RouteHandle in app/lib/meta.ts); `routeQueryParams` finds them for a path
 * from the server build. A route that declares none keeps its whole query (as before), so a route
 * whose parameters are not declared is never served another URL's page. Kept parameters stay in
 * their order.
 */

/** The query parameters the route of `path` reads, or undefined when it does not say. */
export type QueryParamsFor = (path: string) => readonly string[] | undefined

/** The most paths whose answer is remembered (a path of junk costs one match, not memory). */
const MEMO_LIMIT = 2000

/**
 * The declared query parameters of the route that answers a path, from the build's route manifest
 * (flat, each route naming its parent): turned into React Router's nested route objects once, and
 * matched with its own `matchRoutes`, so the answer is the route the request handler renders.
 * Remembered per path.
 */
export function routeQueryParams(routes: ServerBuild['routes']): QueryParamsFor {
  const objects = new Map<string, RouteObject>()
  for (const route of Object.values(routes)) {
    if (!route) continue
    objects.set(route.id, {
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      handle: route.module.handle,
    } as RouteObject)
  }
  const top: RouteObject[] = []
  for (const route of Object.values(routes)) {
    if (!route) continue
    const object = objects.get(route.id)!
    const parent = route.parentId === undefined ? undefined : objects.get(route.parentId)
    if (parent) (parent.children ??= []).push(object)
    else top.push(object)
  }
  const memo = new Map<string, readonly string[] | null>()
  return (path) => {
    let params = memo.get(path)
    if (params === undefined) {
      const matches = matchRoutes(top, path)
      const handle = matches?.at(-1)?.route.handle as RouteHandle | undefined
      params = Array.isArray(handle?.queryParams) ? handle.queryParams : null
      if (memo.size >= MEMO_LIMIT) memo.clear()
      memo.set(path, params)
    }
    return params ?? undefined
  }
}

/** `path` plus the query of `url` (a path and query, like Express's originalUrl) the route reads. */
export function cacheKey(path: string, url: string, queryParamsFor: QueryParamsFor): string {
  const at = url.indexOf('?')
  if (at === -1) return url
  const kept = queryParamsFor(path)
  if (!kept) return url
  const query = new URLSearchParams(url.slice(at + 1))
  const params = new URLSearchParams()
  for (const [name, value] of query) if (kept.includes(name)) params.append(name, value)
  const search = params.toString()
  return search ? `${path}?${search}` : path
}
