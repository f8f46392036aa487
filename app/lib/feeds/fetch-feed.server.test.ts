import type { ServerResponse } from 'node:http'
import net from 'node:net'
import zlib from 'node:zlib'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type FeedServer, icsCalendar, startFeedServer } from '../../../tests/feed-server'
import {
  feedAddressProblem,
  FeedFetchError,
  fetchFeed,
  fetchFeedAt,
  type FetchLimits,
  isPrivateAddress,
  UNREACHABLE,
} from './fetch-feed.server'

const LIMITS: FetchLimits = { maxBytes: 64 * 1024, timeoutMs: 2_000, allowPrivate: true }
const NONE = { etag: null, lastModified: null }
const BODY = icsCalendar(['UID:a@test', 'DTSTART:20261212T030000Z', 'SUMMARY:A'])

describe('fetching a feed', () => {
  let feed: FeedServer
  beforeAll(async () => {
    feed = await startFeedServer(BODY)
  })
  afterEach(() => {
    feed.reset()
    feed.requests.length = 0
  })
  afterAll(() => feed.close())

  it('answers the body and its validators, then 304 when they still match', async () => {
    const first = await fetchFeed(feed.url, NONE, LIMITS)
    expect(first).toMatchObject({ status: 'ok', body: BODY })
    if (first.status !== 'ok') throw new Error('expected a body')
    expect(first.etag).toMatch(/^"[0-9a-f]{16}"$/)
    expect(first.lastModified).toMatch(/GMT$/)
    expect(await fetchFeed(feed.url, { etag: first.etag, lastModified: first.lastModified }, LIMITS)).toEqual(
      {
        status: 'not-modified',
      },
    )
    expect(feed.requests[1]!.headers['if-none-match']).toBe(first.etag)
    expect(feed.requests[1]!.headers['if-modified-since']).toBe(first.lastModified)
    expect(feed.requests[0]!.headers['if-none-match']).toBeUndefined()
  })

  it('decompresses gzip and follows a few redirects', async () => {
    feed.respondWith((req, res) => {
      if (req.url === '/calendar.ics') {
        res.writeHead(301, { Location: '/moved.ics' })
        return res.end()
      }
      res.writeHead(200, { 'Content-Type': 'text/calendar', 'Content-Encoding': 'gzip' })
      res.end(zlib.gzipSync(BODY))
    })
    expect(await fetchFeed(feed.url, NONE, LIMITS)).toMatchObject({ status: 'ok', body: BODY })
    expect(feed.requests.map((r) => r.path)).toEqual(['/calendar.ics', '/moved.ics'])
  })

  it('refuses endless redirects, error statuses, large bodies and slow answers', async () => {
    feed.respondWith((req, res) => {
      res.writeHead(302, { Location: `${req.url}x` })
      res.end()
    })
    await expect(fetchFeed(feed.url, NONE, LIMITS)).rejects.toThrow('The feed redirects too many times.')
    expect(feed.requests).toHaveLength(6)

    feed.respondWith((_req, res) => {
      res.writeHead(500)
      res.end('oops')
    })
    await expect(fetchFeed(feed.url, NONE, LIMITS)).rejects.toThrow('The feed answered HTTP 500.')

    const big = 'X'.repeat(LIMITS.maxBytes + 1)
    // Declared too large, streamed too large, and a small compressed body that inflates too large.
    for (const send of [
      (res: ServerResponse) => res.end(big),
      (res: ServerResponse) => {
        res.write(big.slice(0, 1000))
        res.end(big.slice(1000))
      },
      (res: ServerResponse) => {
        res.setHeader('Content-Encoding', 'gzip')
        res.end(zlib.gzipSync(big))
      },
    ]) {
      feed.respondWith((_req, res) => {
        res.setHeader('Content-Type', 'text/calendar')
        send(res)
      })
      await expect(fetchFeed(feed.url, NONE, LIMITS)).rejects.toThrow('The feed is larger than')
    }

    feed.respondWith((_req, res) => {
      // Headers, then nothing: the deadline covers the body too.
      res.writeHead(200, { 'Content-Type': 'text/calendar' })
      res.write('BEGIN:VCALENDAR\r\n')
    })
    const started = Date.now()
    await expect(fetchFeed(feed.url, NONE, { ...LIMITS, timeoutMs: 300 })).rejects.toThrow(UNREACHABLE)
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  it('fetches a webcal:// address over https, and over http only when https cannot connect', async () => {
    // This server speaks http only: the https attempt fails its handshake, then http answers.
    const webcal = feed.url.replace(/^http:/, 'webcal:')
    expect(await fetchFeedAt(webcal, NONE, LIMITS)).toMatchObject({ status: 'ok', body: BODY })
    expect(feed.requests).toHaveLength(1)
    // webcals:// means https: no fall back.
    await expect(fetchFeedAt(feed.url.replace(/^http:/, 'webcals:'), NONE, LIMITS)).rejects.toThrow(
      UNREACHABLE,
    )
    // The address checks stay: a private address is refused, not retried over http.
    await expect(fetchFeedAt(webcal, NONE, { ...LIMITS, allowPrivate: false })).rejects.toThrow(
      'Only public internet addresses can be fetched, not local or private ones.',
    )
    expect(feed.requests).toHaveLength(1)
  })

  it('refuses loopback and private addresses unless they are allowed', async () => {
    const strict = { ...LIMITS, allowPrivate: false }
    await expect(fetchFeed(feed.url, NONE, strict)).rejects.toThrow(
      'Only public internet addresses can be fetched, not local or private ones.',
    )
    await expect(fetchFeed(feed.url.replace('127.0.0.1', 'localhost'), NONE, strict)).rejects.toThrow(
      'Only public internet addresses',
    )
    await expect(fetchFeed(feed.url.replace('127.0.0.1', '[::1]'), NONE, strict)).rejects.toThrow(
      'Only public internet addresses',
    )
    expect(feed.requests).toHaveLength(0)
    // A public page redirecting to a private address is refused at the redirect (checked here on
    // the address the redirect names, since this test cannot serve from a public address).
    expect(feedAddressProblem('http://169.254.169.254/latest/meta-data', false)).toMatch(/public internet/)
  })

  it('judges addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      'fe80::1%eth0',
      'not an address',
      // IPv6 transition forms of private IPv4 addresses: NAT64, 6to4, and every Teredo address.
      '64:ff9b::127.0.0.1',
      '64:ff9b::a9fe:a9fe',
      '64:ff9b::10.1.2.3',
      '2002:7f00:1::',
      '2002:c0a8:101::1',
      '2002:a9fe:a9fe:1::1',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      '2001::1',
    ])
      expect(isPrivateAddress(address), address).toBe(true)
    for (const address of [
      '8.8.8.8',
      '151.101.1.69',
      '2606:4700:4700::1111',
      // NAT64 and 6to4 forms of public IPv4 addresses stay allowed (an IPv6-only network's DNS64).
      '64:ff9b::8.8.8.8',
      '2002:808:808::1',
    ])
      expect(isPrivateAddress(address), address).toBe(false)

    expect(feedAddressProblem('https://calendar.example.com/events.ics', false)).toBeUndefined()
    expect(feedAddressProblem('ftp://calendar.example.com/events.ics', false)).toBe(
      'Only http and https addresses can be fetched.',
    )
    expect(feedAddressProblem('https://me:secret@calendar.example.com/e.ics', false)).toMatch(/user name/)
    expect(feedAddressProblem('http://printer.local/e.ics', false)).toMatch(/public internet/)
    expect(feedAddressProblem('http://intranet/e.ics', false)).toMatch(/public internet/)
    expect(feedAddressProblem('http://127.0.0.1:8080/e.ics', true)).toBeUndefined()
    expect(feedAddressProblem('not a url', false)).toBe('Enter an http or https address.')
    expect(feedAddressProblem('http://[64:ff9b::7f00:1]/e.ics', false)).toMatch(/public internet/)
    expect(feedAddressProblem('http://[2002:a9fe:a9fe::]/e.ics', false)).toMatch(/public internet/)
    expect(feedAddressProblem('http://[2001:0:53aa:64c::1]/e.ics', false)).toMatch(/public internet/)
  })

  it('answers one message for every way the feed’s server cannot be reached', async () => {
    // A closed port (refused), a host that does not exist, a server that resets the connection,
    // one that is not TLS where TLS is asked, one that never answers: the editor cannot tell them apart.
    const closed = net.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const closedPort = (closed.address() as net.AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    const resetting = net.createServer((socket) => socket.resetAndDestroy())
    const silent = net.createServer(() => {})
    const sockets: net.Socket[] = []
    silent.on('connection', (socket) => sockets.push(socket))
    for (const server of [resetting, silent])
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const port = (server: net.Server) => (server.address() as net.AddressInfo).port
    try {
      const causes = new Set<string | undefined>()
      for (const address of [
        `http://127.0.0.1:${closedPort}/e.ics`,
        'http://no-such-host.invalid/e.ics',
        `http://127.0.0.1:${port(resetting)}/e.ics`,
        `https://127.0.0.1:${new URL(feed.origin).port}/e.ics`,
        `http://127.0.0.1:${port(silent)}/e.ics`,
      ]) {
        const error = await fetchFeed(address, NONE, { ...LIMITS, timeoutMs: 500 }).catch((e: unknown) => e)
        expect(error, address).toBeInstanceOf(FeedFetchError)
        expect((error as FeedFetchError).message, address).toBe(UNREACHABLE)
        causes.add((error as FeedFetchError).detail)
      }
      // Five different causes behind the one message (kept for the server log).
      expect(causes.size).toBe(5)
    } finally {
      for (const socket of sockets) socket.destroy()
      for (const server of [resetting, silent]) await new Promise((resolve) => server.close(resolve))
    }
  })
})
