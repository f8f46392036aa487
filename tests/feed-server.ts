/**
 * A calendar feed served from a loopback HTTP server on a free port (port 0), for the calendar
 * import tests: it answers with an ETag and Last-Modified and honours If-None-Match, records every
 * request, and can be told to answer otherwise (an error, garbage, a huge or a slow body).
 */
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

export interface FeedRequest {
  path: string
  headers: http.IncomingHttpHeaders
}

export type FeedHandler = (req: http.IncomingMessage, res: http.ServerResponse) => void

export interface FeedServer {
  /** http://127.0.0.1:<port>/calendar.ics */
  url: string
  origin: string
  requests: FeedRequest[]
  /** The calendar served (with a fresh ETag and Last-Modified for new content). */
  setBody(body: string): void
  /** Answers every request with this handler instead, until reset(). */
  respondWith(handler: FeedHandler): void
  reset(): void
  close(): Promise<void>
}

export async function startFeedServer(initialBody = ''): Promise<FeedServer> {
  let body = initialBody
  let etag = ''
  let lastModified = ''
  let version = 0
  const setBody = (next: string) => {
    body = next
    version++
    etag = `"${crypto.createHash('sha256').update(next).digest('hex').slice(0, 16)}"`
    lastModified = new Date(Date.UTC(2026, 10, 1) + version * 60_000).toUTCString()
  }
  setBody(initialBody)
  let override: FeedHandler | undefined
  const requests: FeedRequest[] = []
  const sockets = new Set<Socket>()
  const server = http.createServer((req, res) => {
    requests.push({ path: req.url ?? '', headers: req.headers })
    if (override) return override(req, res)
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, { ETag: etag, 'Last-Modified': lastModified })
      return res.end()
    }
    res.writeHead(200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      ETag: etag,
      'Last-Modified': lastModified,
    })
    res.end(body)
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: `${origin}/calendar.ics`,
    origin,
    requests,
    setBody,
    respondWith: (handler) => {
      override = handler
    },
    reset: () => {
      override = undefined
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

/** A VCALENDAR (CRLF lines, as feeds send it) around VEVENTs given as their content lines. */
export function icsCalendar(...events: string[][]): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Town Square Tavern//Events//EN',
    ...events.flatMap((lines) => ['BEGIN:VEVENT', 'DTSTAMP:20261101T000000Z', ...lines, 'END:VEVENT']),
    'END:VCALENDAR',
    '',
  ].join('\r\n')
}
