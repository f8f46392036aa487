import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

/**
 * A loopback HTTP server replaying the official conditions sources' recorded answers
 * (tests/fixtures/conditions/): routes by path (query ignored), each answering a body with an
 * ETag (304 to a matching If-None-Match), or a status, a delay, or an endless body. Every request
 * is kept (its URL and headers) for the test to check.
 */

export interface Route {
  status?: number
  body?: string
  type?: string
  etag?: string
  /** answers after this many ms */
  delayMs?: number
  /** sends this many bytes of junk (over a size limit) */
  bytes?: number
}

export interface ConditionsServer {
  url: string
  routes: Map<string, Route>
  requests: { url: string; headers: http.IncomingHttpHeaders }[]
  close: () => Promise<void>
}

export const recorded = (name: string) =>
  fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'conditions', name), 'utf8')

export async function startConditionsServer(): Promise<ConditionsServer> {
  const routes = new Map<string, Route>()
  const requests: ConditionsServer['requests'] = []
  const server = http.createServer((req, res) => {
    requests.push({ url: req.url ?? '', headers: req.headers })
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    const route = routes.get(pathname)
    const answer = () => {
      if (!route)
        return res.writeHead(404, { 'Content-Type': 'application/problem+json' }).end('{"status":404}')
      if (route.bytes) {
        res.writeHead(200, { 'Content-Type': route.type ?? 'application/json' })
        return res.end(Buffer.alloc(route.bytes, 0x20))
      }
      if (route.etag && req.headers['if-none-match'] === route.etag) return res.writeHead(304).end()
      res.writeHead(route.status ?? 200, {
        'Content-Type': route.type ?? 'application/geo+json',
        ...(route.etag ? { ETag: route.etag } : {}),
      })
      res.end(route.body ?? '')
    }
    if (route?.delayMs) setTimeout(answer, route.delayMs)
    else answer()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    routes,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
