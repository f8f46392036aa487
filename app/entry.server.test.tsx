import type * as ReactRouter from 'react-router'
import type { AppLoadContext, EntryContext } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { captureLogs } from '../tests/setup/logs'

// The real ServerRouter needs a whole server build; a small tree is enough to drive the stream.
vi.mock('react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof ReactRouter>()),
  ServerRouter: ({ url }: { url: string }) => (
    <html lang="en">
      <body>
        <p>Page {url}</p>
      </body>
    </html>
  ),
}))

const { default: handleRequest, handleError, streamTimeout } = await import('./entry.server')

function render(userAgent: string) {
  const request = new Request('http://localhost/eat', { headers: { 'user-agent': userAgent } })
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
  ])('streams the page to %s and leaves no timer behind', async (_who, userAgent) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const response = await render(userAgent)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8')
    const html = await response.text()
    expect(html).toContain('<p>Page <!-- -->http://localhost/eat</p>')
    expect(vi.getTimerCount()).toBe(0)
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
