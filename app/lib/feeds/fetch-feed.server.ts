import dns from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import net from 'node:net'
import { pipeline, type Readable } from 'node:stream'
import zlib from 'node:zlib'

/**
 * Fetching an outside feed, carefully: http(s) only, a conditional request from the last answer's
 * ETag and Last-Modified, a deadline over the whole exchange (redirects and body included), a cap
 * on the body (counted after decompression), at most five redirects, and, unless allowed, no
 * private, loopback or link-local address: every address a name resolves to is checked as the
 * connection is made (so a name cannot pass the check and then point elsewhere), and so is every
 * redirect.
 */

export interface FetchLimits {
  /** largest body accepted, in bytes (after decompression) */
  maxBytes: number
  /** the whole exchange, redirects and body included */
  timeoutMs: number
  /** allow loopback and private addresses (tests, or a feed on the operator's own network) */
  allowPrivate: boolean
}

export const DEFAULT_FETCH_LIMITS: Omit<FetchLimits, 'allowPrivate'> = {
  maxBytes: 2 * 1024 * 1024,
  timeoutMs: 10_000,
}

const MAX_REDIRECTS = 5
const USER_AGENT = 'WyomingNavigator/1 (calendar import)'

export interface Validators {
  etag: string | null
  lastModified: string | null
}

/** What a fetch says of itself: the calendar import's defaults, or a source's own (NWS asks for a contact). */
export interface RequestHeaders {
  userAgent?: string
  accept?: string
  /** more headers (an API key the source takes as a header, never in the address) */
  extra?: Record<string, string>
  /** answer the body's bytes too (an image: the OpenStreetMap import's photos) */
  binary?: boolean
}

export type FetchResult =
  | { status: 'not-modified' }
  | {
      status: 'ok'
      body: string
      /** the body as received (decompressed), when asked for (`binary`) */
      bytes?: Uint8Array
      etag: string | null
      lastModified: string | null
    }

/**
 * The fetch failed; the message is for the back office (no stack, no internals). `detail` (an
 * error code) is for the server log only: editors get one message for every connection failure.
 */
export class FeedFetchError extends Error {
  override name = 'FeedFetchError'
  constructor(
    message: string,
    readonly detail?: string,
  ) {
    super(message)
  }
}

/**
 * Every way of not reaching the feed's server (no such host, refused, reset, a failed TLS
 * handshake, no answer in time) gives this one message: told apart, they would let an editor's
 * account map which hosts and ports answer (a port scanner). The log keeps the cause.
 */
export const UNREACHABLE = 'The feed’s server could not be reached or did not answer in time.'

// ---------------------------------------------------------------------------------------------
// Which addresses may be fetched

// Two lists: a BlockList checks IPv4 addresses against IPv6 rules too (as IPv4-mapped).
const BLOCKED_V4_RANGES: ReadonlyArray<readonly [string, number]> = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
]
const BLOCKED_V4 = new net.BlockList()
for (const [address, prefix] of BLOCKED_V4_RANGES) BLOCKED_V4.addSubnet(address, prefix, 'ipv4')
const BLOCKED_V6 = new net.BlockList()
for (const [address, prefix] of [
  ['::', 96], // unspecified, loopback, IPv4-compatible
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
  ['2001::', 32], // Teredo: its IPv4 address is the relay's and the client's, not a server's
] as const)
  BLOCKED_V6.addSubnet(address, prefix, 'ipv6')
// IPv6 forms that carry an IPv4 address (transition mechanisms): a blocked IPv4 range inside one
// is blocked too. NAT64's well-known prefix 64:ff9b::/96 holds it in its last 32 bits (and is how
// an IPv6-only network reaches every IPv4 server, so public ones stay allowed); 6to4 2002::/16 in
// the 32 bits after the prefix.
for (const [address, prefix] of BLOCKED_V4_RANGES) {
  const [a, b, c, d] = address.split('.').map(Number) as [number, number, number, number]
  const hex = (high: number, low: number) => ((high << 8) | low).toString(16)
  BLOCKED_V6.addSubnet(`64:ff9b::${hex(a, b)}:${hex(c, d)}`, 96 + prefix, 'ipv6')
  BLOCKED_V6.addSubnet(`2002:${hex(a, b)}:${hex(c, d)}::`, 16 + prefix, 'ipv6')
}

/** True for loopback, private, link-local and other addresses that are not the public internet. */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address)
  if (family === 4) return BLOCKED_V4.check(address, 'ipv4')
  if (family !== 6) return true
  // IPv4-mapped (::ffff:a.b.c.d, written either way): a public IPv4 server is reached as itself.
  let canonical: string
  try {
    canonical = new URL(`http://[${address}]/`).hostname
  } catch {
    return true // a zone index (fe80::1%eth0): link-local anyway
  }
  return canonical.startsWith('[::ffff:') || BLOCKED_V6.check(address, 'ipv6')
}

const LOCAL_NAMES = /(^|\.)(localhost|local|internal|home\.arpa)\.?$/i

/**
 * Why a feed address cannot be fetched, judged from the address alone (no DNS), or undefined:
 * not http(s), credentials in it, or, unless private addresses are allowed, a local name or a
 * private IP literal. The fetch checks resolved addresses again.
 */
export function feedAddressProblem(value: string, allowPrivate: boolean): string | undefined {
  let url: URL
  try {
    // A webcal(s):// address is checked as the https one it is tried as first (fetchFeedAt).
    url = new URL(value.replace(/^webcals?:\/\//i, 'https://'))
  } catch {
    return 'Enter an http or https address.'
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return 'Only http and https addresses can be fetched.'
  if (url.username || url.password) return 'The address may not contain a user name or password.'
  if (allowPrivate) return undefined
  const host = url.hostname.replace(/^\[|\]$/g, '')
  const local = net.isIP(host) !== 0 ? isPrivateAddress(host) : LOCAL_NAMES.test(host) || !host.includes('.')
  return local ? 'Only public internet addresses can be fetched, not local or private ones.' : undefined
}

const REFUSED = 'refuses to connect to a private or local address'

/** dns.lookup, refusing any answer that holds a private address. */
const publicLookup: net.LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0)
    const list = addresses as dns.LookupAddress[]
    if (list.length === 0 || list.some((a) => isPrivateAddress(a.address))) {
      const refused = Object.assign(new Error(REFUSED), { code: 'EPRIVATE' })
      return callback(refused, '', 0)
    }
    if ((options as dns.LookupAllOptions).all) return (callback as never as LookupAll)(null, list)
    callback(null, list[0]!.address, list[0]!.family)
  })
}
type LookupAll = (error: NodeJS.ErrnoException | null, addresses: dns.LookupAddress[]) => void

// ---------------------------------------------------------------------------------------------
// The request

/**
 * GETs a feed at the address an editor registered. A calendar app's subscription link keeps the
 * scheme it means (decision 035): `webcals://` is https; `webcal://` is tried over https first and
 * over http only when https cannot connect (refused, TLS failed, no answer: an http-only server),
 * never after an https answer (a 404 stays a 404). Every address tried, redirects included, passes
 * the same address checks (feedAddressProblem).
 */
export async function fetchFeedAt(
  address: string,
  validators: Validators,
  limits: FetchLimits,
  signal?: AbortSignal,
): Promise<FetchResult> {
  const webcal = /^webcal(s?):\/\//i.exec(address)
  if (!webcal) return fetchFeed(address, validators, limits, signal)
  const rest = address.slice(webcal[0].length)
  try {
    return await fetchFeed(`https://${rest}`, validators, limits, signal)
  } catch (error) {
    if (webcal[1] || !(error instanceof FeedFetchError) || error.message !== UNREACHABLE || signal?.aborted)
      throw error
    return fetchFeed(`http://${rest}`, validators, limits, signal)
  }
}

/**
 * GETs a feed. Answers its text (UTF-8) with the validators for next time, or 'not-modified' for
 * a 304; anything else (a network error, a timeout, a status other than 2xx or 304, a body over
 * the cap) throws a FeedFetchError with a message an editor can act on.
 */
export async function fetchFeed(
  address: string,
  validators: Validators,
  limits: FetchLimits,
  signal?: AbortSignal,
  own: RequestHeaders = {},
): Promise<FetchResult> {
  const deadline = AbortSignal.timeout(limits.timeoutMs)
  const abort = signal ? AbortSignal.any([signal, deadline]) : deadline
  let url = address
  try {
    for (let hop = 0; ; hop++) {
      const problem = feedAddressProblem(url, limits.allowPrivate)
      if (problem) throw new FeedFetchError(problem)
      // An API key goes to the address's own server only, never to where it redirects elsewhere.
      const sameOrigin = new URL(url).origin === new URL(address).origin
      const answer = await request(
        url,
        validators,
        limits,
        abort,
        sameOrigin ? own : { ...own, extra: undefined },
      )
      if ('redirect' in answer) {
        if (hop >= MAX_REDIRECTS) throw new FeedFetchError('The feed redirects too many times.')
        url = new URL(answer.redirect, url).href
        continue
      }
      return answer
    }
  } catch (error) {
    if (signal?.aborted && !deadline.aborted)
      throw new FeedFetchError('The fetch was stopped (the server is shutting down).')
    if (deadline.aborted) throw new FeedFetchError(UNREACHABLE, `no answer within ${limits.timeoutMs} ms`)
    if (error instanceof FeedFetchError) throw error
    throw networkError(error)
  }
}

function networkError(error: unknown): FeedFetchError {
  const { code, message } = (error ?? {}) as { code?: string; message?: string }
  if (code === 'EPRIVATE')
    return new FeedFetchError('Only public internet addresses can be fetched, not local or private ones.')
  return new FeedFetchError(UNREACHABLE, code ?? String(message ?? error).slice(0, 120))
}

type Answer = FetchResult | { redirect: string }

function request(
  url: string,
  validators: Validators,
  limits: FetchLimits,
  signal: AbortSignal,
  own: RequestHeaders,
): Promise<Answer> {
  const target = new URL(url)
  const client = target.protocol === 'https:' ? https : http
  const headers: Record<string, string> = {
    ...own.extra,
    'User-Agent': own.userAgent ?? USER_AGENT,
    Accept: own.accept ?? 'text/calendar, text/plain;q=0.8, */*;q=0.1',
    'Accept-Encoding': 'gzip, deflate, br',
  }
  if (validators.etag) headers['If-None-Match'] = validators.etag
  if (validators.lastModified) headers['If-Modified-Since'] = validators.lastModified
  const host = target.hostname.replace(/^\[|\]$/g, '')
  return new Promise<Answer>((resolve, reject) => {
    const req = client.get(
      target,
      {
        headers,
        signal,
        // An address literal is not looked up: feedAddressProblem checked it already.
        lookup: limits.allowPrivate || net.isIP(host) !== 0 ? undefined : publicLookup,
      },
      (res) => {
        const status = res.statusCode ?? 0
        if (status >= 300 && status < 400 && status !== 304) {
          res.resume()
          const location = res.headers.location
          if (!location)
            return reject(new FeedFetchError(`The feed answered HTTP ${status} without a new address.`))
          return resolve({ redirect: location })
        }
        if (status === 304) {
          res.resume()
          return resolve({ status: 'not-modified' })
        }
        if (status < 200 || status >= 300) {
          res.resume()
          return reject(new FeedFetchError(`The feed answered HTTP ${status}.`))
        }
        const declared = Number(res.headers['content-length'])
        if (!res.headers['content-encoding'] && Number.isFinite(declared) && declared > limits.maxBytes) {
          res.destroy()
          return reject(tooLarge(limits))
        }
        readBody(decoded(res), limits.maxBytes).then(
          (bytes) =>
            resolve({
              status: 'ok',
              ...(own.binary ? { body: '', bytes } : { body: new TextDecoder('utf-8').decode(bytes) }),
              etag: header(res.headers.etag),
              lastModified: header(res.headers['last-modified']),
            }),
          (error) => {
            res.destroy()
            reject(error)
          },
        )
      },
    )
    req.on('error', reject)
  })
}

function tooLarge(limits: FetchLimits) {
  return new FeedFetchError(`The feed is larger than ${Math.round(limits.maxBytes / 1024 / 1024) || 1} MB.`)
}

/** A validator header worth sending back: short, printable. */
function header(value: string | string[] | undefined): string | null {
  const text = Array.isArray(value) ? value[0] : value
  return text && text.length <= 200 && /^[\x20-\x7e]+$/.test(text) ? text : null
}

/** The body as sent, decompressed; an error on the way (a reset, a stop) reaches the last stream. */
function decoded(res: http.IncomingMessage): Readable {
  const encoding = String(res.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase()
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : undefined
  return decoder ? pipeline(res, decoder, () => {}) : res
}

function readBody(stream: Readable, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBytes) {
        stream.destroy()
        reject(tooLarge({ maxBytes } as FetchLimits))
        return
      }
      chunks.push(chunk)
    })
    stream.on('end', () => resolve(Buffer.concat(chunks)))
    stream.on('error', (error: NodeJS.ErrnoException) =>
      reject(error instanceof FeedFetchError ? error : new FeedFetchError(UNREACHABLE, error.code ?? 'body')),
    )
  })
}
