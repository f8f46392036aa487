import fs from 'node:fs'
import path from 'node:path'
import { createRequestHandler } from '@react-router/express'
import express from 'express'
import 'react-router'
import * as serverBuild from 'virtual:react-router/server-build'
import { seedDatabase } from '../app/lib/seed/seed.server'
import { SEARCH_PAGES } from '../app/content/search-pages'
import { ensureSearchIndex } from '../app/lib/search/index.server'
import { healthHandler } from './health'
import { languageMiddleware } from './language'
import { type ResponseLocals, createPageCache } from './delivery/page-cache'
import { routeQueryParams } from './delivery/cache-key'
import { type EarlyAnswer, createCachedPageAnswer } from './delivery/cached-answer'
import { createAssetAnswer, readBuiltAssets } from './delivery/built-assets'
import { mountFrontMiddleware } from './delivery/front-middleware'
import { onContentChange, readContentVersion } from '../app/lib/content-version.server'
import { closeDb, getDb, getDialect, migrateToLatest, pingDb } from '../app/lib/db.server'
import { env } from '../app/lib/env.server'
import { getSecret } from '../app/lib/secret.server'
import { removeTempUploadsAfterResponse } from '../app/lib/uploads.server'
import { createFormStamp } from '../app/lib/form.server'
import { svgDataUrl } from '../app/lib/svg-data-url'
import { type FeedScheduler, startFeedScheduler } from '../app/lib/feeds/scheduler.server'
import { type ConditionsScheduler, startConditionsScheduler } from '../app/lib/conditions/scheduler.server'
import { logger } from '../app/lib/logger.server'
import { type MailWorker, startMailWorker } from '../app/lib/mail/worker.server'
import { type PublicationScheduler, startPublicationScheduler } from '../app/lib/listing-publication.server'
import { createMailTransport } from '../app/lib/mail/transport.server'
import { countRequest, type CountsWriter, startCountsWriter } from '../app/lib/stats/counter.server'
import { countPing } from '../app/lib/stats/ping.server'

declare module 'react-router' {
  interface AppLoadContext {
    cspNonce: string
    /** This response's signed fill-time stamp for forms (see formStampFor in app/lib/form.server.ts). */
    formStamp?: string
    /** The built stylesheets' text by URL, written into pages (production). */
    inlineStyles?: ReadonlyMap<string, string>
    /** Our SVG illustrations as data: URLs by path, for a page's main picture (production). */
    inlineImages?: ReadonlyMap<string, string>
    /**
     * The server build's version (ServerBuild.assets.version), which React Router's route
     * discovery (`/__manifest?version=`) carries: the offline copy keeps that answer.
     */
    buildVersion?: string
  }
}

// server.js reads the configuration (and logs) through these, so they are the ones the app uses.
export { ConfigError, env } from '../app/lib/env.server'
export { logger } from '../app/lib/logger.server'

const isProduction = env().NODE_ENV === 'production'

/**
 * Opens the database, applies migrations and seeds the sample listings (idempotent). A cluster's
 * workers pass `{ prepare: false }`: their primary did both before starting them, and a worker
 * replaced under load must not wait for the write lock to check again.
 */
export async function init({ prepare = true }: { prepare?: boolean } = {}): Promise<void> {
  // The secret first: on PostgreSQL a missing BETTER_AUTH_SECRET stops start-up here.
  getSecret()
  const db = getDb()
  if (!prepare) {
    await pingDb(db)
    return
  }
  await migrateToLatest(db)
  await seedDatabase(db, { pages: SEARCH_PAGES })
  // The search index matches the content (rebuilt when a change reached one but not the other).
  await ensureSearchIndex(db, SEARCH_PAGES)
}

let feedScheduler: FeedScheduler | undefined
let conditionsScheduler: ConditionsScheduler | undefined
let mailWorker: MailWorker | undefined
let publicationScheduler: PublicationScheduler | undefined
let countsWriter: CountsWriter | undefined

/**
 * Starts this serving process's background jobs: the calendar import schedule
 * (FEED_FETCH_INTERVAL_MS; every worker runs it, and each due feed is claimed by one of them) and
 * the mail worker (MAIL_POLL_INTERVAL_MS; each queued message is claimed by one process) and the
 * scheduled publications (each due listing is claimed by its time, decision 038).
 * server.js calls it once the process listens; a cluster's primary never does.
 */
export function startJobs(): void {
  publicationScheduler ??= startPublicationScheduler({ db: getDb, log: logger() })
  countsWriter ??= startCountsWriter({
    db: getDb,
    log: logger(),
    intervalMs: env().COUNTS_WRITE_INTERVAL_MS,
  })
  feedScheduler ??= startFeedScheduler({ db: getDb, intervalMs: env().FEED_FETCH_INTERVAL_MS, log: logger() })
  // The official conditions sources (CONDITIONS_TICK_MS; each due source claimed by one process).
  conditionsScheduler ??= startConditionsScheduler({
    db: getDb,
    tickMs: env().CONDITIONS_TICK_MS,
    log: logger(),
  })
  if (!mailWorker && env().MAIL_POLL_INTERVAL_MS > 0)
    mailWorker = startMailWorker({
      db: getDb,
      dialect: getDialect,
      transport: createMailTransport(),
      intervalMs: env().MAIL_POLL_INTERVAL_MS,
      maxAttempts: env().MAIL_MAX_ATTEMPTS,
      log: logger(),
    })
}

/** Stops the background jobs (a fetch under way is aborted, a mail under way finishes), then closes the database pool or file. */
export async function shutdown(): Promise<void> {
  await Promise.all([
    feedScheduler?.stop(),
    conditionsScheduler?.stop(),
    mailWorker?.stop(),
    publicationScheduler?.stop(),
    countsWriter?.stop(),
  ])
  feedScheduler = undefined
  conditionsScheduler = undefined
  countsWriter = undefined
  publicationScheduler = undefined
  mailWorker = undefined
  await closeDb()
}

/** This response's form stamp, made once per response (the page cache asks again after a render). */
function responseFormStamp(locals: ResponseLocals): string {
  return (locals.formStamp ??= createFormStamp()) as string
}

/** The built CSS files (a few tens of KB) by URL, read once, for pages to carry inline. */
function readStylesheets(clientDir: string): Map<string, string> {
  const styles = new Map<string, string>()
  const assetsDir = path.join(clientDir, 'assets')
  if (!fs.existsSync(assetsDir)) return styles
  for (const name of fs.readdirSync(assetsDir))
    if (name.endsWith('.css'))
      styles.set(`/assets/${name}`, fs.readFileSync(path.join(assetsDir, name), 'utf8'))
  return styles
}

/**
 * Our illustrations (build/client/images: the logo, the home hero and the scenes) and the site's
 * icon (favicon.svg) as data: URLs by path: the logo, the icon and a page's main picture are
 * written into the page (app/components/inline-image.tsx).
 */
function readIllustrations(clientDir: string): Map<string, string> {
  const images = new Map<string, string>()
  for (const folder of ['', 'images', path.join('images', 'scenes')]) {
    const dir = path.join(clientDir, folder)
    if (!fs.existsSync(dir)) continue
    for (const name of fs.readdirSync(dir))
      if (name.endsWith('.svg'))
        images.set(
          `/${folder ? `${folder.split(path.sep).join('/')}/` : ''}${name}`,
          svgDataUrl(fs.readFileSync(path.join(dir, name), 'utf8')),
        )
  }
  return images
}

export interface AppOptions {
  /** The built client folder to serve static files from (production). */
  clientDir?: string
}

/**
 * What answers a request before Express, set by createApp: server.js asks it first for every
 * request. With built files, a hashed asset's compressed twin from memory (server/delivery/built-assets.ts);
 * with the page cache on, a cached page (server/delivery/cached-answer.ts). Each answers exactly as the app
 * would, or writes nothing and returns false.
 */
export let answerBeforeExpress: EarlyAnswer = () => false

/**
 * server.js shows every request to this first: a person's view of a listing page, its directions or
 * its calendar file is counted once answered 200, cached or not (app/lib/stats/counter.server.ts).
 */
export { countRequest }

export function createApp(options: AppOptions = {}) {
  const app = express()
  app.disable('x-powered-by')
  const assets = options.clientDir ? readBuiltAssets(path.join(options.clientDir, 'assets')) : undefined
  mountFrontMiddleware(app, { strict: isProduction, clientDir: options.clientDir, assets })
  const answerAsset = assets ? createAssetAnswer(assets, { strict: isProduction }) : undefined
  answerBeforeExpress = answerAsset ?? (() => false)
  // The language switcher's choice and the first visit's language (before the page cache).
  app.use(languageMiddleware(isProduction))

  // Anonymous public pages from a small in-process cache (production; PAGE_CACHE=0 turns it off).
  if (isProduction && env().PAGE_CACHE !== '0') {
    const pageCache = createPageCache({
      version: () => readContentVersion(getDb()),
      // What no two visitors may share: spliced into every answer, cached pages included.
      perResponse: { nonce: (locals) => locals.cspNonce as string | undefined, stamp: responseFormStamp },
      // The key keeps the query parameters the route declares in its handle.
      queryParamsFor: routeQueryParams(serverBuild.routes),
    })
    onContentChange(() => pageCache.clear())
    app.use(pageCache)
    const answerFromCache = createCachedPageAnswer(pageCache, { strict: isProduction })
    answerBeforeExpress = answerAsset
      ? (req, res) => answerAsset(req, res) || answerFromCache(req, res)
      : answerFromCache
  }

  const inlineStyles = options.clientDir ? readStylesheets(options.clientDir) : undefined
  const inlineImages = options.clientDir ? readIllustrations(options.clientDir) : undefined

  app.get(
    '/healthz',
    healthHandler(() => pingDb(getDb()), getDialect),
  )
  // A followed link's ping (app/lib/stats/): counted, answered 204.
  app.post('/count/:type/:id/:metric', (req, res, next) => {
    countPing(req, res).catch(next)
  })

  // Uploaded files are streamed to temporary files by form actions; this removes them afterwards.
  app.use(removeTempUploadsAfterResponse)
  app.use(
    createRequestHandler({
      // The build itself, not a function returning it: React Router then derives its route
      // table once instead of on every request.
      build: serverBuild,
      getLoadContext: (_req, res) => ({
        cspNonce: String(res.locals.cspNonce ?? ''),
        // Made when a page's loader asks for it (formStampFor): most pages have no form.
        get formStamp() {
          return responseFormStamp(res.locals)
        },
        inlineStyles,
        inlineImages,
        buildVersion: serverBuild.assets.version,
      }),
    }),
  )
  return app
}

/** build/client, found from wherever the bundler put this module inside build/server. */
function findClientDir(): string {
  let dir = path.dirname(new URL(import.meta.url).pathname)
  for (let depth = 0; depth < 4; depth++) {
    const candidate = path.join(dir, '..', 'client')
    if (fs.existsSync(path.join(candidate, 'assets'))) return path.resolve(candidate)
    dir = path.dirname(dir)
  }
  return path.resolve(env().BUILD_DIR, 'client')
}

export const app = createApp(isProduction ? { clientDir: findClientDir() } : {})
