import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { createReadableStreamFromReadable } from '@react-router/node'
import express from 'express'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { readForm } from './form.server'
import { removeTempUploadsAfterResponse } from './uploads.server'
import { MESSAGES } from './validation'

// The forms' shared parser over real HTTP (issue 49 item 7): a form that is too big or broken is
// answered (413 or 400, with the message, then the connection closed), never reset. The request
// is made as @react-router/express makes it (its body a web stream over the Node request), since
// cancelling that stream is what destroyed the socket before any answer was written.

const MB = 1024 * 1024
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-too-big-test-'))
let server: http.Server
let base: string

beforeAll(async () => {
  const app = express()
  app.use(removeTempUploadsAfterResponse)
  app.post('/form', async (req, res) => {
    const request = new Request(`http://localhost${req.url}`, {
      method: 'POST',
      headers: req.headers as Record<string, string>,
      body: createReadableStreamFromReadable(req),
      duplex: 'half',
    } as RequestInit)
    const read = await readForm(request)
    if (read.ok)
      res
        .status(200)
        .type('text/plain')
        .end(`fields: ${[...read.form.keys()].join(',')}`)
    else {
      // The text the form would show again (each value's start).
      const kept = [...(read.kept ?? [])].map(([name, value]) => `${name}=${String(value).slice(0, 20)}`)
      res
        .status(read.status)
        .type('text/html')
        .end(`<form><p role="alert">${read.message}</p><p>kept: ${kept.join(',')}</p></form>`)
    }
  })
  server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  fs.rmSync(root, { recursive: true, force: true })
})
beforeEach(() => {
  process.env.UPLOAD_DIR = fs.mkdtempSync(path.join(root, 'uploads-'))
  delete process.env.MAX_BODY_BYTES
})

interface Answer {
  status: number
  connection: string | undefined
  body: string
}

/**
 * POSTs `body` (written 64 KB at a time, as a browser streams it) and reads the whole answer;
 * rejects on a reset (ECONNRESET, EPIPE) before the answer arrived: a browser error for a visitor.
 */
function post(type: string, body: Buffer, { chunked = false } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // Chunked (no Content-Length, as a proxy may send it): the size is only known while reading.
    const length: Record<string, string> = chunked ? {} : { 'content-length': String(body.length) }
    const request = http.request(`${base}/form`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': type, ...length },
    })
    request.on('response', (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk) => (text += chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body: text }),
      )
      response.on('error', reject)
    })
    // A reset (ECONNRESET, EPIPE) before an answer arrived is what a visitor sees as a browser error.
    request.on('error', reject)
    void (async () => {
      for (let at = 0; at < body.length; at += 65536) {
        if (request.destroyed) return
        if (!request.write(body.subarray(at, at + 65536))) await new Promise((r) => request.once('drain', r))
      }
      request.end()
    })()
  })
}

const BOUNDARY = 'guide-too-big'
const multipartType = `multipart/form-data; boundary=${BOUNDARY}`

/** A multipart body: text fields, then one file part whose Content-Disposition is `disposition`. */
function multipart(fields: [string, string][], file?: { disposition: Buffer; bytes: Buffer }): Buffer {
  const parts: Buffer[] = []
  for (const [name, value] of fields)
    parts.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    )
  if (file)
    parts.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: `),
      file.disposition,
      Buffer.from('\r\nContent-Type: image/jpeg\r\n\r\n'),
      file.bytes,
      Buffer.from('\r\n'),
    )
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`))
  return Buffer.concat(parts)
}

const jpeg = (size: number) =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(size - 4, 1)])

describe('a form too big or broken gets an answer, not a reset', () => {
  it('a 1 MB text field: 413 with the message, the other text fields kept, then the connection closes', async () => {
    const answer = await post(
      multipartType,
      multipart(
        [
          ['name', 'Grill'],
          ['description', 'd'.repeat(MB + 1)],
          ['address', '1 Main St'],
        ],
        { disposition: Buffer.from('form-data; name="photos"; filename="a.jpg"'), bytes: jpeg(MB) },
      ),
    )
    expect(answer).toEqual({
      status: 413,
      connection: 'close',
      body: expect.stringContaining(MESSAGES.tooLarge),
    })
    // The oversized field and the photo are dropped; what was typed around it comes back.
    expect(answer.body).toContain('<p>kept: name=Grill,address=1 Main St</p>')
  })

  it.each([false, true])(
    'a 20 MB urlencoded body (chunked: %s): 413 with the message, then the connection closes',
    async (chunked) => {
      const answer = await post(
        'application/x-www-form-urlencoded',
        Buffer.from(`name=Grill&description=${'d'.repeat(20 * MB)}`),
        { chunked },
      )
      expect(answer).toEqual({
        status: 413,
        connection: 'close',
        body: expect.stringContaining(MESSAGES.tooLarge),
      })
      // The pairs read whole before the limit are kept; the one it cut is not.
      expect(answer.body).toContain('<p>kept: name=Grill</p>')
    },
  )

  it.each([false, true])(
    'a 20 MB multipart body over the body cap (chunked: %s): 413 with the message, then the connection closes',
    async (chunked) => {
      process.env.MAX_BODY_BYTES = String(8 * MB)
      const answer = await post(
        multipartType,
        multipart([['name', 'Grill']], {
          disposition: Buffer.from('form-data; name="photos"; filename="big.jpg"'),
          bytes: jpeg(20 * MB),
        }),
        { chunked },
      )
      expect(answer).toEqual({
        status: 413,
        connection: 'close',
        body: expect.stringContaining(MESSAGES.tooLarge),
      })
      // Its text is kept (read while the body is drained), the photo is not.
      expect(answer.body).toContain('<p>kept: name=Grill</p>')
    },
  )

  it.each([
    ['a NUL', Buffer.from('form-data; name="photos"; filename="a\0b.jpg"')],
    [
      'raw bytes',
      Buffer.concat([
        Buffer.from('form-data; name="photos"; filename="'),
        Buffer.from([0xff, 0xfe, 0x80, 0xc0]),
        Buffer.from('.jpg"'),
      ]),
    ],
  ])(
    'a file part whose name holds %s: an answer (400 or a read form), never a reset',
    async (_, disposition) => {
      const answer = await post(
        multipartType,
        multipart([['name', 'Grill']], { disposition, bytes: jpeg(MB) }),
      )
      if (answer.status === 400) {
        expect([MESSAGES.badCharacters, MESSAGES.unreadable].some((m) => answer.body.includes(m))).toBe(true)
        expect(answer.connection).toBe('close')
      } else expect(answer).toMatchObject({ status: 200, body: 'fields: name,photos' })
    },
  )
})
