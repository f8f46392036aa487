import net from 'node:net'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { privateNoStore, validHost } from './guards'

/** Sends raw request bytes (so any Host header can be sent) and returns the status and headers. */
function rawRequest(port: number, head: string): Promise<{ status: number; head: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head))
    let text = ''
    socket.setEncoding('latin1')
    socket.on('data', (chunk) => {
      text += chunk
      if (text.includes('\r\n\r\n')) {
        socket.destroy()
        resolve({ status: Number(text.slice(9, 12)), head: text.slice(0, text.indexOf('\r\n\r\n')) })
      }
    })
    socket.on('error', reject)
  })
}

describe('request guards', () => {
  let port = 0
  let close: () => void
  beforeAll(async () => {
    const app = express()
    app.use(validHost)
    app.use(privateNoStore)
    app.get(/.*/, (_req, res) => {
      res.type('text/plain').send('ok')
    })
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    port = (server.address() as AddressInfo).port
    close = () => server.close()
  })
  afterAll(() => close())

  const get = (host: string | null, path = '/') =>
    rawRequest(
      port,
      `GET ${path} HTTP/1.1\r\n${host === null ? '' : `Host: ${host}\r\n`}Connection: close\r\n\r\n`,
    )

  it('answers 400 in plain text to a malformed Host header', async () => {
    for (const host of [
      'bad host',
      '[::1',
      'a%0d%0ab',
      'guide.example:99999',
      '',
      'a..b',
      'x/y',
      'é.example',
    ]) {
      const answer = await get(host)
      expect(answer.status, JSON.stringify(host)).toBe(400)
      expect(answer.head).toMatch(/content-type: text\/plain/i)
    }
  })

  it('lets well-formed hosts through', async () => {
    for (const host of [
      'guide.example',
      'guide.example:443',
      '127.0.0.1:3000',
      '[::1]:8080',
      'localhost',
      'my_host.',
    ])
      expect((await get(host)).status, host).toBe(200)
  })

  it('marks back-office and sign-in answers no-store, and only those', async () => {
    for (const path of [
      '/admin',
      '/admin/messages/contact/1',
      '/admin.data',
      '/admin/uploads/x',
      '/admin/feeds',
      '/admin/feeds.data',
      '/login',
      '/partner',
      '/partner/restaurants/x',
      '/partner/unsubscribe',
    ])
      expect((await get('guide.example', path)).head, path).toMatch(/cache-control: no-store/i)
    for (const path of ['/', '/administrator', '/eat', '/partners-of-the-valley'])
      expect((await get('guide.example', path)).head, path).not.toMatch(/cache-control: no-store/i)
  })
})
