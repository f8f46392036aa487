import fs from 'node:fs'
import path from 'node:path'
import type { EarlyAnswer } from './cached-answer'
import { hostIsValid } from '../guards'
import type { ResponseLocals } from './page-cache'
import { tagRequest } from '../request-context'
import { addSecurityHeaders } from '../security-headers'

/** One compressed twin (`name.br`, `name.gz`) that `npm run build` writes beside a hashed asset. */
export interface AssetTwin {
  /** The twin's file, for `res.sendFile`. */
  file: string
  /** Its bytes, held for the answer in front of Express. */
  bytes: Buffer
  /** The validators `send` (express.static, res.sendFile) derives from the file's stat. */
  etag: string
  lastModified: string
}

/** A built asset that has compressed twins: its type and the twins there are. */
export interface BuiltAsset {
  type: string
  br?: AssetTwin
  gzip?: AssetTwin
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
}

/** A year, as `send` writes `maxAge: '1y'` with `immutable`. */
const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/**
 * The hashed assets in `assetsDir` (build/client/assets) that have a .br or .gz twin, by file
 * name, with the twins' bytes: read once at start-up (about 2.5 MB; a new build is a new start).
 * Files without a twin (the few smaller than any compression of them) are not here.
 */
export function readBuiltAssets(assetsDir: string): Map<string, BuiltAsset> {
  const assets = new Map<string, BuiltAsset>()
  if (!fs.existsSync(assetsDir)) return assets
  const names = new Set(fs.readdirSync(assetsDir))
  for (const name of names) {
    const type = CONTENT_TYPES[path.extname(name)]
    if (!type) continue
    const asset: BuiltAsset = { type }
    if (names.has(`${name}.br`)) asset.br = readTwin(path.join(assetsDir, `${name}.br`))
    if (names.has(`${name}.gz`)) asset.gzip = readTwin(path.join(assetsDir, `${name}.gz`))
    if (asset.br || asset.gzip) assets.set(name, asset)
  }
  return assets
}

function readTwin(file: string): AssetTwin {
  const stat = fs.statSync(file)
  return {
    file,
    bytes: fs.readFileSync(file),
    // The weak ETag of the `etag` package for a file's stat, as `send` makes it.
    etag: `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`,
    lastModified: stat.mtime.toUTCString(),
  }
}

/** The twin to send for an Accept-Encoding: brotli when accepted, else gzip, else none. */
export function chooseTwin(
  asset: BuiltAsset,
  acceptEncoding: string | undefined,
): { encoding: 'br' | 'gzip'; twin: AssetTwin } | undefined {
  const accepts = acceptEncoding ?? ''
  if (asset.br && /\bbr\b/.test(accepts)) return { encoding: 'br', twin: asset.br }
  if (asset.gzip && /\bgzip\b/.test(accepts)) return { encoding: 'gzip', twin: asset.gzip }
  return undefined
}

// Headers that make `send` answer 304, 206 or 412 instead of the whole file: left to Express.
const CONDITIONAL = ['if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since', 'range']

const PREFIX = '/assets/'

/**
 * Answers a GET or HEAD for a built asset's compressed twin from memory, before Express (server.js
 * asks it first), with the answer the app's chain gives it (server/delivery/front-middleware.ts: request id
 * and log line, security headers, then precompressedAssets and `res.sendFile`): the same headers in
 * the same order, the same bytes. A page's thirty to forty modules then cost no stat, open and read
 * each, nor the walk through Express. Returns false, having written nothing, for anything else: a
 * malformed Host, another method or path, an encoding with no twin, or a conditional or range
 * request (`send`'s 304 and 206).
 */
export function createAssetAnswer(
  assets: Map<string, BuiltAsset>,
  { strict }: { strict: boolean },
): EarlyAnswer {
  return (req, res) => {
    const url = req.url
    if (url === undefined || !url.startsWith(PREFIX)) return false
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const query = url.indexOf('?')
    const name = url.slice(PREFIX.length, query === -1 ? undefined : query)
    const asset = assets.get(name)
    if (!asset || url.includes('#')) return false
    const chosen = chooseTwin(asset, req.headers['accept-encoding'])
    if (!chosen || !hostIsValid(req.headers.host)) return false
    for (const header of CONDITIONAL) if (req.headers[header] !== undefined) return false

    const { encoding, twin } = chosen
    const head: string[] = []
    tagRequest(req, res, () => url.slice(0, query === -1 ? undefined : query), head)
    const locals: ResponseLocals = {}
    addSecurityHeaders(head, locals, strict)
    head.push(
      'Content-Encoding',
      encoding,
      'Content-Type',
      asset.type,
      'Vary',
      'Accept-Encoding',
      'Accept-Ranges',
      'bytes',
      'Cache-Control',
      ASSET_CACHE_CONTROL,
      'Last-Modified',
      twin.lastModified,
      'ETag',
      twin.etag,
      'Content-Length',
      String(twin.bytes.length),
    )
    res.writeHead(200, head)
    res.end(req.method === 'HEAD' ? undefined : twin.bytes)
    return true
  }
}
