import type { Request, Response } from 'express'
import { describe, expect, it } from 'vitest'
import { captureLogs } from '../tests/setup/logs'
import { healthHandler } from './health'

function fakeResponse() {
  const res = {
    statusCode: 200,
    body: undefined as unknown,
    headers: {} as Record<string, string>,
    setHeader(name: string, value: string) {
      this.headers[name] = value
    },
    status(code: number) {
      this.statusCode = code
      return this
    },
    json(body: unknown) {
      this.body = body
      return this
    },
  }
  return res
}

describe('GET /healthz', () => {
  it('answers 200 with JSON when the database answers', async () => {
    const res = fakeResponse()
    await healthHandler(
      async () => {},
      () => 'sqlite',
    )({ headers: {} } as Request, res as unknown as Response)
    expect(res.statusCode).toBe(200)
    expect(res.body).toMatchObject({ status: 'ok', database: 'sqlite' })
    expect(res.headers['Cache-Control']).toBe('no-store')
  })

  it('answers 503 when the database does not', async () => {
    const res = fakeResponse()
    const logs = captureLogs()
    await healthHandler(
      async () => {
        throw new Error('connection refused')
      },
      () => 'postgres',
    )({ headers: { 'x-request-id': 'abc123' } } as unknown as Request, res as unknown as Response)
    expect(res.statusCode).toBe(503)
    expect(res.body).toMatchObject({ status: 'unavailable', database: 'postgres' })
    logs.stop()
    const [line] = logs.lines()
    expect(line).toMatchObject({ level: 'error', msg: 'health check failed', reqId: 'abc123' })
    expect((line!.err as { stack: string }).stack).toContain('connection refused')
  })
})
