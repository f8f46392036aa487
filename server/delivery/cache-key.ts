/**
 * The page cache's key for a request (issue 49 item 8): the path and only the query parameters
 * the route reads, so `/eat?x=1` is `/eat` and an unknown parameter cannot make a miss (a render)
 * of every request. Each route that reads its query declares the parameters here, in one place;
 * a path not listed keeps its whole query (as before), so a route whose parameters are not
 * declared is never served another URL's page. Kept parameters stay in their order.
 */
export const ROUTE_QUERY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  '/': [],
  '/eat': ['cuisine', 'page'],
  '/stay': ['type', 'page'],
  '/play': [],
  '/blog': ['category', 'page', 'view'],
}

/** `path` plus the query of `url` (a path and query, like Express's originalUrl) the route reads. */
export function cacheKey(path: string, url: string): string {
  const at = url.indexOf('?')
  if (at === -1) return url
  const kept = ROUTE_QUERY_PARAMS[path]
  if (!kept) return url
  const query = new URLSearchParams(url.slice(at + 1))
  const params = new URLSearchParams()
  for (const [name, value] of query) if (kept.includes(name)) params.append(name, value)
  const search = params.toString()
  return search ? `${path}?${search}` : path
}
