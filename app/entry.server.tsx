import { createReadableStreamFromReadable } from '@react-router/node'
import { renderToPipeableStream } from 'react-dom/server'
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router'
import { isRouteErrorResponse, ServerRouter } from 'react-router'
import { InlineImagesContext } from './components/inline-image'
import { ReusedMarkupContext } from './components/reused-markup'
import { InlineStylesContext } from './components/stylesheet'
import { NonceContext } from './lib/nonce'
import { deferScripts } from './lib/deferred-scripts.server'
import { inlineStyles } from './lib/inline-styles.server'
import { requestDetails, requestLogger } from './lib/logger.server'
import { reusedMarkup } from './lib/reused-markup.server'

export const streamTimeout = 5_000

/**
 * React Router calls this for errors in loaders, actions and rendering: one log line with the
 * request id, the error's stack and the request (cookies redacted). A request the visitor
 * abandoned is not an error; a 4xx thrown as a route error response is only a warning.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return
  const log = requestLogger(request)
  if (isRouteErrorResponse(error)) {
    const cause = (error as { error?: unknown }).error ?? error.statusText
    if (error.status < 500)
      log.warn({ err: cause, status: error.status, req: requestDetails(request) }, 'request refused')
    else log.error({ err: cause, status: error.status, req: requestDetails(request) }, 'request failed')
    return
  }
  log.error({ err: error, req: requestDetails(request) }, 'request failed')
}

const NO_STYLES: ReadonlyMap<string, string> = new Map()
// In development a changed component must show on the next page: nothing is reused there.
const reusedStore = import.meta.env.PROD ? reusedMarkup : null

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce
  // The stylesheets' text goes into the page as bytes made once (app/lib/inline-styles.server.ts).
  const styles = inlineStyles(loadContext.inlineStyles ?? NO_STYLES)
  const reused = reusedStore?.page() ?? null
  return new Promise<Response>((resolve, reject) => {
    let shellReady = false
    // Every visitor, browser or crawler, gets the whole document at once (decision 022). Our
    // loaders return no promise to stream, so the shell waits for nothing; sent early, it only
    // puts React Router's data in a Suspense boundary of its own, sent after it with React's
    // script that moves it into place: about 0.6 KB of gzip and three nonce'd scripts more per page, which
    // took the forms past the 14.6 KB a new connection carries in its first round trip.

    // Stop rendering what is still pending after the stream timeout. The timer is cleared as soon
    // as everything is rendered: left running, it would keep each finished request (its loader
    // data and rendered tree) in memory for seconds, which under load is hundreds of megabytes.
    const timer = setTimeout(() => abort(), streamTimeout + 1000)

    function send() {
      const body = deferScripts(styles.inserts, reused)
      const stream = createReadableStreamFromReadable(body)
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
      resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }))
      pipe(body)
    }

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <InlineStylesContext.Provider value={styles.placeholders}>
          <InlineImagesContext.Provider value={loadContext.inlineImages ?? NO_STYLES}>
            <ReusedMarkupContext.Provider value={reused}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </ReusedMarkupContext.Provider>
          </InlineImagesContext.Provider>
        </InlineStylesContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        // Send finished Suspense content in place: React would otherwise hide large boundaries
        // (over 12.8 KB, e.g. the events calendar) until an inline script reveals them, and
        // visitors without JavaScript would never see them.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          shellReady = true
        },
        onAllReady() {
          clearTimeout(timer)
          send()
        },
        onShellError(error: unknown) {
          clearTimeout(timer)
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors before the shell reach handleError through React Router; these come later.
          if (shellReady && !request.signal.aborted)
            requestLogger(request).error({ err: error, req: requestDetails(request) }, 'render failed')
        },
      },
    )
  })
}
