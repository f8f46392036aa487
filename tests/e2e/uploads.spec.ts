import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import Database from 'better-sqlite3'
import { startFlags } from '../../scripts/start-flags.js'
import { residentMb, startServer, tempDb, waitForOutput } from './server-process'
import { E2E_PORT } from './utils'

// Photo uploads against the production server run as `npm start` runs it (same Node flags): large
// multipart bodies are streamed to disk, so memory stays bounded, and an upload cut off midway
// leaves no temporary file behind.
test.describe.configure({ mode: 'serial' })

const PORT = E2E_PORT + 79
const BASE = `http://127.0.0.1:${PORT}`
const PHOTO_BYTES = 5_000_000 // five of them: a 25 MB form, just under the 26 MB body cap
const BOUNDARY = '----guide-upload-test'

const photo = Buffer.alloc(PHOTO_BYTES, 0x2a)
photo.set([0xff, 0xd8, 0xff, 0xe0]) // JPEG by its first bytes

const fields = {
  name: 'Upload Test Grill',
  type: 'Western',
  description: 'A restaurant sent with five large photos.',
  address: '1 Main St, Jackson, WY',
  priceRange: '$$',
  tags: 'Romantic',
}

function partHead(name: string, filename?: string) {
  const file = filename ? `; filename="${filename}"\r\nContent-Type: image/jpeg` : ''
  return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${file}\r\n\r\n`
}

/** The restaurant form's fill-time stamp and cookies, as a visitor gets them with the page. */
async function openForm() {
  const page = await fetch(`${BASE}/submit-restaurant`)
  const stamp = (await page.text()).match(/name="form_started_at" value="([^"]+)"/)?.[1]
  if (!stamp) throw new Error('no form_started_at field on /submit-restaurant')
  const cookie = page.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  return { stamp, cookie }
}

/**
 * POSTs the restaurant form with `photos` photos of PHOTO_BYTES, written as the socket drains.
 * `cutAfter` bytes of the first photo, then the connection is destroyed (a visitor who walks away).
 */
async function upload(photos: number, options: { cutAfter?: number; onCut?: () => Promise<void> } = {}) {
  const { stamp, cookie } = await openForm()
  let head = ''
  for (const [name, value] of Object.entries({ ...fields, form_started_at: stamp }))
    head += `${partHead(name)}${value}\r\n`
  const tail = `--${BOUNDARY}--\r\n`
  const photoParts = Array.from({ length: photos }, (_, i) => partHead('photos', `photo-${i}.jpg`))
  const length =
    Buffer.byteLength(head) +
    photoParts.reduce((sum, part) => sum + Buffer.byteLength(part) + PHOTO_BYTES + 2, 0) +
    Buffer.byteLength(tail)

  return new Promise<number>((resolve, reject) => {
    const request = http.request(`${BASE}/submit-restaurant`, {
      method: 'POST',
      headers: {
        'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
        'Content-Length': String(length),
        Cookie: cookie,
      },
    })
    request.on('response', (response) => {
      response.resume()
      resolve(response.statusCode ?? 0)
    })
    request.on('error', (error) => (options.cutAfter === undefined ? reject(error) : resolve(0)))
    const write = (chunk: string | Buffer) =>
      request.write(chunk) ? Promise.resolve() : new Promise((r) => request.once('drain', r))
    void (async () => {
      await write(head)
      for (const part of photoParts) {
        await write(part)
        if (options.cutAfter !== undefined) {
          await write(photo.subarray(0, options.cutAfter))
          await options.onCut?.()
          request.destroy()
          return
        }
        for (let at = 0; at < PHOTO_BYTES; at += 256 * 1024) await write(photo.subarray(at, at + 256 * 1024))
        await write('\r\n')
      }
      request.end(tail)
    })().catch(reject)
  })
}

let running: ChildProcess | undefined
test.afterAll(() => running?.kill('SIGKILL'))

test('six concurrent 25 MB photo uploads keep the server under 200 MB resident, and all are stored', async () => {
  test.setTimeout(120_000)
  const db = tempDb()
  const uploads = path.join(db.dir, 'uploads')
  const server = startServer(
    {
      PORT: String(PORT),
      DATABASE_URL: db.url,
      UPLOAD_DIR: uploads,
      LOG_REQUESTS: '0',
      SUBMISSION_MIN_FILL_MS: '0',
    },
    startFlags(),
  )
  running = server.child
  await waitForOutput(server.output, /"msg":"listening"/)

  let peak = 0
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMb(server.child.pid!).now)
  }, 20)
  const statuses = await Promise.all(Array.from({ length: 6 }, () => upload(5)))
  clearInterval(sampler)
  peak = Math.max(peak, residentMb(server.child.pid!).now)
  console.log(`peak resident memory during six 25 MB uploads: ${peak.toFixed(0)} MB`)

  // 302: stored and redirected with the success toast.
  expect(statuses).toEqual([302, 302, 302, 302, 302, 302])
  expect(peak).toBeLessThan(200)
  expect(residentMb(server.child.pid!).peak).toBeLessThan(200)
  const database = new Database(db.url.slice('file:'.length), { readonly: true })
  const images = database.prepare('select file_name, size from submission_images').all() as {
    file_name: string
    size: number
  }[]
  database.close()
  expect(images).toHaveLength(30)
  for (const image of images) {
    expect(image.size).toBe(PHOTO_BYTES)
    expect(fs.statSync(path.join(uploads, image.file_name)).size).toBe(PHOTO_BYTES)
  }
  await expect.poll(() => fs.readdirSync(path.join(uploads, 'tmp'))).toEqual([])

  // A visitor who walks away in the middle of a photo: the temporary file is gone, nothing stored.
  const tmp = path.join(uploads, 'tmp')
  const cut = await upload(5, {
    cutAfter: 3_000_000,
    onCut: () => expect.poll(() => fs.readdirSync(tmp).length).toBe(1),
  })
  expect(cut).toBe(0)
  await expect.poll(() => fs.readdirSync(tmp)).toEqual([])
  const after = new Database(db.url.slice('file:'.length), { readonly: true })
  expect(after.prepare('select count(*) as n from restaurant_submissions').get()).toEqual({ n: 6 })
  after.close()

  server.child.kill('SIGTERM')
  expect(await server.exited).toBe(0)
  running = undefined
  fs.rmSync(db.dir, { recursive: true, force: true })
})
