import { afterEach, describe, expect, it } from 'vitest'
import { captureLogs } from '../../tests/setup/logs'
import { resetEnv } from './env.server'
import { requestDetails, requestLogger } from './logger.server'

describe('the logger', () => {
  afterEach(() => {
    delete process.env.LOG_LEVEL
    resetEnv()
  })

  it('writes JSON lines with the request id, and redacts cookies, authorization and passwords', () => {
    const logs = captureLogs()
    const request = new Request('http://localhost/login?next=/admin', {
      method: 'POST',
      headers: {
        cookie: 'better-auth.session_token=s3ss10n',
        authorization: 'Bearer t0k3n',
        'user-agent': 'Test',
        'x-request-id': 'req-42',
      },
    })
    requestLogger(request).warn(
      { req: requestDetails(request), form: { email: 'a@example.com', password: 'hunter2-hunter2' } },
      'sign-in refused',
    )
    logs.stop()
    const [line] = logs.lines()
    expect(line).toMatchObject({
      level: 'warn',
      msg: 'sign-in refused',
      reqId: 'req-42',
      req: { method: 'POST', path: '/login', headers: { 'user-agent': 'Test' } },
      form: { email: 'a@example.com', password: '[redacted]' },
    })
    const req = line!.req as { headers: Record<string, string> }
    expect(req.headers.cookie).toBe('[redacted]')
    expect(req.headers.authorization).toBe('[redacted]')
    for (const secret of ['s3ss10n', 't0k3n', 'hunter2', 'next=']) expect(logs.text()).not.toContain(secret)
  })

  it('follows LOG_LEVEL, silent included', () => {
    process.env.LOG_LEVEL = 'warn'
    resetEnv()
    let logs = captureLogs()
    const request = new Request('http://localhost/')
    requestLogger(request).info('hidden')
    requestLogger(request).warn('shown')
    logs.stop()
    expect(logs.lines().map((line) => line.msg)).toEqual(['shown'])

    process.env.LOG_LEVEL = 'silent'
    resetEnv()
    logs = captureLogs()
    requestLogger(request).error('hidden too')
    logs.stop()
    expect(logs.text()).toBe('')
  })
})
