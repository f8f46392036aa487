import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { resetEnv } from '../app/lib/env.server'
import { captureLogs } from '../tests/setup/logs'
import { requestContext } from './request-context'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

describe('request ids and the request log line', () => {
  let base = ''
  let close: () => void
  beforeAll(async () => {
    const app = express()
    app.use(requestContext)
    // What the rest of the app sees as the request's id.
    app.get('/seen', (req, res) => {
      res.json({ id: req.headers['x-request-id'] })
    })
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    close = () => server.close()
  })
  afterAll(() => close())
  afterEach(() => {
    delete process.env.TRUST_PROXY
    delete process.env.LOG_REQUESTS
  })

  it('gives every response a fresh X-Request-Id, the one the app and the log line see', async () => {
    const logs = captureLogs()
    const first = await fetch(`${base}/seen?q=secret`, { headers: { cookie: 'session=abc' } })
    const second = await fetch(`${base}/seen`)
    logs.stop()
    const id = first.headers.get('x-request-id')!
    expect(id).toMatch(UUID)
    expect(second.headers.get('x-request-id')).toMatch(UUID)
    expect(second.headers.get('x-request-id')).not.toBe(id)
    expect(await first.json()).toEqual({ id })
    const line = logs.lines().find((entry) => entry.reqId === id)
    expect(line).toMatchObject({ level: 'info', msg: 'request', method: 'GET', path: '/seen', status: 200 })
    expect(typeof line!.ms).toBe('number')
    expect(logs.text()).not.toContain('secret')
    expect(logs.text()).not.toContain('session=abc')
  })

  it('keeps an incoming X-Request-Id only behind a trusted proxy, and only when it is a short safe token', async () => {
    const ask = async (id: string) =>
      (await fetch(`${base}/seen`, { headers: { 'x-request-id': id } })).headers.get('x-request-id')
    expect(await ask('proxy-123')).toMatch(UUID)
    process.env.TRUST_PROXY = '1'
    resetEnv()
    expect(await ask('proxy-123')).toBe('proxy-123')
    expect(await ask('a'.repeat(65))).toMatch(UUID)
    expect(await ask('<script>')).toMatch(UUID)
    expect(await ask('a"b')).toMatch(UUID)
    expect(await ask('line\\nbreak')).toMatch(UUID)
  })

  it('LOG_REQUESTS=0 turns the line off but keeps the id', async () => {
    process.env.LOG_REQUESTS = '0'
    resetEnv()
    const logs = captureLogs()
    const response = await fetch(`${base}/seen`)
    logs.stop()
    expect(response.headers.get('x-request-id')).toMatch(UUID)
    expect(logs.lines()).toEqual([])
  })
})
