import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import type { AppLoadContext, EntryContext } from 'react-router'
import { ServerRouter } from 'react-router'
import { InlineStylesContext } from './components/stylesheet'
import { NonceContext } from './lib/nonce'
import { deferScripts } from './lib/deferred-scripts.server'

export const streamTimeout = 5_000
const NO_STYLES: ReadonlyMap<string, string> = new Map()

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
    const userAgent = request.headers.get('user-agent')
    // Crawlers and SPA-mode get the whole document at once; browsers get it streamed.
    const waitForAll = Boolean(userAgent && isbot(userAgent)) || routerContext.isSpaMode
    // Stop rendering what is still pending after the stream timeout. The timer is cleared as soon
    // as everything is rendered: left running, it would keep each finished request (its loader
    // data and rendered tree) in memory for seconds, which under load is hundreds of megabytes.
    const timer = setTimeout(() => abort(), streamTimeout + 1000)

    function send() {
      shellRendered = true
      const body = deferScripts()
      const stream = createReadableStreamFromReadable(body)
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
      resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }))
      pipe(body)
    }

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <InlineStylesContext.Provider value={loadContext.inlineStyles ?? NO_STYLES}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </InlineStylesContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        // Send finished Suspense content in place: React would otherwise hide large boundaries
        // (over 12.8 KB, e.g. the events calendar) until an inline script reveals them, and
        // visitors without JavaScript would never see them.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          if (!waitForAll) send()
        },
        onAllReady() {
          clearTimeout(timer)
          if (waitForAll) send()
        },
        onShellError(error: unknown) {
          clearTimeout(timer)
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) console.error(error)
        },
      },
    )
  })
}
