import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import compression from 'compression'
import express, { type Express, type NextFunction, type Request, type Response } from 'express'
import { env } from '../../app/lib/env.server'
import { TILES_PATH } from '../../app/lib/maps/map-page.server'
import { drainLimit, maxBodyBytes } from '../../app/lib/uploads.server'
import { MESSAGES } from '../../app/lib/form-options'
import { type BuiltAsset, chooseTwin, readBuiltAssets } from './built-assets'
import { privateNoStore, validHost } from '../guards'
import { requestContext } from '../request-context'
import { securityHeaders } from '../security-headers'

/**
 * Everything a request passes, in order, before the page cache: request id and log line, security
 * headers, the host and private-page guards, the body size cap, our built files and the map's
 * tiles, and compression. server/app.ts mounts it, and the fast lane in front of Express
 * (server/delivery/cached-answer.ts) answers only requests all of it would let through, so its test mounts
 * this same chain. `clientDir` is the built client folder (production); without it no files are
 * served. `assets` are its hashed assets' compressed twins (server/delivery/built-assets.ts), when the
 * caller has read them already.
 */
export function mountFrontMiddleware(
  app: Express,
  {
    strict,
    clientDir,
    assets = clientDir ? readBuiltAssets(path.join(clientDir, 'assets')) : undefined,
  }: { strict: boolean; clientDir?: string; assets?: Map<string, BuiltAsset> },
) {
  app.use(requestContext)
  app.use(securityHeaders(strict))
  app.use(validHost)
  app.use(privateNoStore)
  app.use(bodySizeCap)

  if (assets) app.use('/assets', precompressedAssets(assets))
  // The interactive map's tiles, read by byte ranges (never compressed: ranges are of the file).
  app.get(TILES_PATH, serveTiles)
  app.use(compression({ brotli: { params: BROTLI_PAGE_PARAMS } }))
  if (clientDir) {
    app.use(
      '/assets',
      express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }),
    )
    app.use(
      onlyFor(
        topLevelNames(clientDir),
        express.static(clientDir, {
          maxAge: '1h',
          index: false,
          // The service worker must be re-checked on every visit so updates reach visitors.
          setHeaders: (res, file) => {
            if (file.endsWith(`${path.sep}sw.js`)) res.setHeader('Cache-Control', 'no-cache')
            // Our illustrations and icons change rarely: a week, then revalidated in the background.
            else if (/[\\/](images|icons)[\\/]/.test(file))
              res.setHeader('Cache-Control', 'public, max-age=604800, stale-while-revalidate=86400')
          },
        }),
      ),
    )
  }
}

/**
 * Brotli for what is compressed as it is sent (pages; our built files are compressed at build
 * time): quality 3 and a 256 KB window. The library's default (quality 4, 4 MB window) allocates
 * megabytes per response, and under load that alone more than halved the pages a worker could send
 * (/eat, 50 connections: 128 req/s against 221, gzip 258, none 440); the pages come out the size of
 * gzip's.
 */
const BROTLI_PAGE_PARAMS = {
  [zlib.constants.BROTLI_PARAM_QUALITY]: 3,
  [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
}

/**
 * Request body size cap: a declared Content-Length over the cap is answered 413 before anything is
 * read, except a form for a page (urlencoded or multipart, up to drainLimit()), which its route
 * answers: readForm refuses it the same way and the route shows its form with the message. It also
 * records the socket address in X-Client-IP for the per-IP submission limit, after dropping any
 * X-Client-IP the client sent.
 */
const FORM_TYPES = /^(?:multipart\/form-data|application\/x-www-form-urlencoded)\b/i

function bodySizeCap(req: Request, res: Response, next: NextFunction) {
  delete req.headers['x-client-ip']
  req.headers['x-client-ip'] = req.socket.remoteAddress ?? ''
  if (req.method === 'GET' || req.method === 'HEAD') return next()
  const declared = Number(req.headers['content-length'])
  if (Number.isFinite(declared) && declared > maxBodyBytes()) {
    // A page's form goes on to its route: readForm reads and drops the body, and the route answers
    // 413 with its form and the message (a visitor without JavaScript sees the page, issue 49).
    if (
      FORM_TYPES.test(req.headers['content-type'] ?? '') &&
      !req.path.startsWith('/api/') &&
      declared <= drainLimit()
    )
      return next()
    // Read and discard the rest of the upload so the browser can read this answer (closing the
    // connection mid-upload shows visitors a connection error instead), but only up to a bound.
    let drained = 0
    req.on('data', (chunk: Buffer) => {
      drained += chunk.length
      if (drained > 2 * maxBodyBytes()) req.destroy()
    })
    req.resume()
    res.status(413).type('text/plain').send(MESSAGES.tooLarge)
    return
  }
  next()
}

/**
 * Serves the .br / .gz twins that `npm run build` writes beside hashed assets, so the server never
 * compresses a static file per request. (Most of these requests never get here: server.js answers
 * them from memory first, see server/delivery/built-assets.ts createAssetAnswer; this answers the rest, such
 * as conditional and range requests, which `send` handles.)
 */
function precompressedAssets(assets: Map<string, BuiltAsset>) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const asset = assets.get(req.path.slice(1))
    const chosen = asset && chooseTwin(asset, req.headers['accept-encoding'])
    if (!chosen) return next()
    res.setHeader('Content-Encoding', chosen.encoding)
    res.setHeader('Content-Type', asset.type)
    res.setHeader('Vary', 'Accept-Encoding')
    res.sendFile(chosen.twin.file, { maxAge: '1y', immutable: true })
  }
}

/**
 * GET /tiles/valley.pmtiles: the PMTiles archive MAP_TILES names, with HTTP range requests (the
 * map reads a few kilobytes at a time), validators and a day's caching; 404 when none is set. A
 * range past the end is 416 with `Content-Range: bytes *\/<size>` (RFC 9110 section 15.5.17):
 * `send` hands that refusal to the callback, which used to turn it into a 404.
 */
function serveTiles(_req: Request, res: Response, next: NextFunction) {
  const file = env().MAP_TILES
  if (!file) return next()
  const full = path.resolve(file)
  res.sendFile(
    full,
    { acceptRanges: true, maxAge: '1d', headers: { 'Content-Type': 'application/vnd.pmtiles' } },
    (error?: Error & { status?: number }) => {
      if (!error || res.headersSent) return
      if (error.status === 416) {
        const size = fs.statSync(full, { throwIfNoEntry: false })?.size ?? 0
        res
          .status(416)
          .set('Content-Range', `bytes */${size}`)
          .type('text/plain')
          .send('Range Not Satisfiable')
        return
      }
      res.status(404).type('text/plain').send('No map tiles here.')
    },
  )
}

/** The files and folders at the top of a directory, read once at start-up. */
function topLevelNames(dir: string): Set<string> {
  return new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : [])
}

/**
 * Runs `middleware` only for paths whose first segment is one of `names`: a page URL such as
 * /eat then costs no file-system lookup on its way to the renderer.
 */
function onlyFor(names: Set<string>, middleware: express.RequestHandler) {
  return (req: Request, res: Response, next: NextFunction) => {
    const first = req.path.slice(1).split('/', 1)[0]
    if (first && names.has(first)) return middleware(req, res, next)
    next()
  }
}
