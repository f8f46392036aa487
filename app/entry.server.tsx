import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { renderToPipeableStream } from 'react-dom/server'
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router'
import { isRouteErrorResponse, ServerRouter } from 'react-router'
import { DeliveryProvider } from './delivery/provider'
import { requestDetails, requestLogger } from './lib/logger.server'

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

/**
 * React Router's server entry, as its templates write it, with the response's CSP nonce. Every
 * visitor, browser or crawler, gets the whole document at once (`onAllReady`): our loaders return
 * no promise to stream, so waiting costs nothing, and a page is one response the page cache can
 * keep (docs/decisions/028-react-on-the-frameworks-own-paths.md).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    // Cleared once everything has rendered: left running, it would keep each finished request
    // (its loader data and rendered tree) in memory for seconds.
    const timer = setTimeout(() => abort(), streamTimeout + 1000)
    const { pipe, abort } = renderToPipeableStream(
      <DeliveryProvider context={loadContext}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </DeliveryProvider>,
      {
        nonce,
        // Finished Suspense content is sent in place, not hidden until a script reveals it, so
        // visitors without JavaScript see it too.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true
          clearTimeout(timer)
          const body = new PassThrough()
          const stream = createReadableStreamFromReadable(body)
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }))
          pipe(body)
        },
        onShellError(error: unknown) {
          clearTimeout(timer)
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors before the shell reach handleError through React Router; these come later.
          if (shellRendered && !request.signal.aborted)
            requestLogger(request).error({ err: error, req: requestDetails(request) }, 'render failed')
        },
      },
    )
  })
}
