import { Suspense, use } from 'react'
import type * as ReactRouter from 'react-router'
import type { AppLoadContext, EntryContext } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { captureLogs } from '../tests/setup/logs'

// What React Router's <Scripts> does with the page's data: a Suspense boundary around a part that
// waits for the data stream, which settles a moment after the shell is ready.
const settled = new Map<string, Promise<string>>()
function LateData({ url }: { url: string }) {
  let promise = settled.get(url)
  if (!promise) {
    promise = new Promise((resolve) => setImmediate(() => resolve(`data for ${url}`)))
    settled.set(url, promise)
  }
  return <p id="late">{use(promise)}</p>
}

// The real ServerRouter needs a whole server build; a small tree is enough to drive the stream.
vi.mock('react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof ReactRouter>()),
  ServerRouter: ({ url }: { url: string }) => (
    <html lang="en">
      <body>
        <p>Page {url}</p>
        <Suspense fallback={<p>Loading</p>}>
          <LateData url={url} />
        </Suspense>
      </body>
    </html>
  ),
}))

const { default: handleRequest, handleError, streamTimeout } = await import('./entry.server')

function render(userAgent: string, path = '/eat') {
  const request = new Request(`http://localhost${path}`, { headers: { 'user-agent': userAgent } })
  const context = { isSpaMode: false } as EntryContext
  return handleRequest(request, 200, new Headers(), context, { cspNonce: 'abc' } as AppLoadContext)
}

describe('entry.server', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  // A pending abort timer keeps the finished request (its data and rendered tree) alive for the
  // whole stream timeout: under load that was hundreds of megabytes.
  it.each([
    ['a browser', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36'],
    ['a crawler', 'Googlebot/2.1 (+http://www.google.com/bot.html)'],
  ])('answers %s and leaves no timer behind', async (_who, userAgent) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const response = await render(userAgent)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8')
    const html = await response.text()
    expect(html).toContain('<p>Page <!-- -->http://localhost/eat</p>')
    expect(vi.getTimerCount()).toBe(0)
  })

  // Streaming the shell first put what settled after it (React Router's data) at the end of the
  // page with React's script to move it into place: more bytes and nonces, and a part that stays
  // hidden without JavaScript.
  it('sends browsers and crawlers alike the whole document at once, every part in place', async () => {
    const pages = await Promise.all(
      ['Mozilla/5.0 (Linux; Android 11) Chrome/136.0 Mobile Safari/537.36', 'Googlebot/2.1'].map(
        async (userAgent) => (await render(userAgent, '/events')).text(),
      ),
    )
    for (const html of pages) {
      expect(html).toContain('<p>Page <!-- -->http://localhost/events</p><!--$--><p id="late">data for')
      expect(html).not.toContain('<template')
      expect(html).not.toContain('$RC')
      expect(html).not.toContain('Loading')
    }
    expect(pages[0]).toBe(pages[1])
  })

  it('keeps the abort timer while the page is still rendering', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const response = render('Mozilla/5.0')
    expect(vi.getTimerCount()).toBe(1)
    await (await response).text()
    expect(vi.getTimerCount()).toBe(0)
    expect(streamTimeout).toBeGreaterThan(0)
  })
})

describe('handleError', () => {
  function failing(init: RequestInit = {}) {
    return new Request('http://localhost/eat?page=2', {
      ...init,
      headers: { 'x-request-id': 'req-7', cookie: 'toast=secret-cookie', ...init.headers },
    })
  }
  function loaderError() {
    // Thrown from a named function, so the stack shows where.
    return (function eatLoader() {
      return new Error('no such table: restaurants')
    })()
  }

  it('logs a loader or render error with its stack and the request id, cookies redacted', () => {
    const logs = captureLogs()
    handleError(loaderError(), { request: failing(), params: {}, context: {} as AppLoadContext })
    logs.stop()
    const [line] = logs.lines()
    expect(line).toMatchObject({
      level: 'error',
      msg: 'request failed',
      reqId: 'req-7',
      req: { method: 'GET', path: '/eat', headers: { cookie: '[redacted]' } },
      err: { type: 'Error', message: 'no such table: restaurants' },
    })
    expect((line!.err as { stack: string }).stack).toMatch(
      /Error: no such table: restaurants\n\s+at eatLoader/,
    )
    expect(logs.text()).not.toContain('secret-cookie')
  })

  it('does not log a request the visitor abandoned', () => {
    const controller = new AbortController()
    controller.abort()
    const logs = captureLogs()
    handleError(loaderError(), {
      request: failing({ signal: controller.signal }),
      params: {},
      context: {} as AppLoadContext,
    })
    logs.stop()
    expect(logs.text()).toBe('')
  })
})
