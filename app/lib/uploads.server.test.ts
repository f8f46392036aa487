import { EventEmitter } from 'node:events'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { readForm } from './form.server'
import {
  drainLimit,
  readImages,
  removeTempUploadsAfterResponse,
  saveImages,
  tempUploadDir,
  uploadDir,
} from './uploads.server'
import { MESSAGES } from './validation'

// readForm on multipart bodies: files are streamed to temporary files with the limits applied as
// the bytes arrive, and no temporary file outlives a failed read or its response.

const MB = 1024 * 1024
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0])
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-upload-test-'))
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

beforeEach(() => {
  process.env.UPLOAD_DIR = fs.mkdtempSync(path.join(root, 'uploads-'))
  delete process.env.MAX_BODY_BYTES
})

const tempFiles = () => (fs.existsSync(tempUploadDir()) ? fs.readdirSync(tempUploadDir()) : [])

/** A photo of `size` bytes that sniffs as JPEG. */
function jpeg(size: number, name = 'photo.jpg') {
  const bytes = new Uint8Array(size)
  bytes.set(JPEG)
  return new File([bytes], name, { type: 'image/jpeg' })
}

function multipart(fields: [string, string | File][]) {
  const form = new FormData()
  for (const [name, value] of fields) form.append(name, value)
  return new Request('http://localhost/submit-restaurant', { method: 'POST', body: form })
}

/**
 * A multipart request whose body is made by `source` chunk by chunk (with no Content-Length, as a
 * proxy may send it), so a test controls when and how it ends.
 */
function streamedMultipart(
  source: UnderlyingDefaultSource<Uint8Array>,
  init: { signal?: AbortSignal } = {},
): Request {
  return new Request('http://localhost/submit-restaurant', {
    method: 'POST',
    headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    body: new ReadableStream(source),
    duplex: 'half',
    signal: init.signal,
  } as RequestInit)
}

const encoder = new TextEncoder()
const fileHead = (name = 'photos', filename = 'big.jpg') =>
  encoder.encode(
    `--xyz\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n',
  )

describe('readForm on multipart bodies', () => {
  it('writes each file to a temporary file on disk, the form keeps text fields and order', async () => {
    const read = await readForm(
      multipart([
        ['name', 'Snake River Grill'],
        ['photos', jpeg(2 * MB, 'a.jpg')],
        ['photos', jpeg(1000, 'b.jpg')],
        ['tags', 'Romantic'],
      ]),
    )
    expect(read.ok).toBe(true)
    if (!read.ok) return
    expect([...read.form.keys()]).toEqual(['name', 'photos', 'photos', 'tags'])
    const photos = read.form.getAll('photos') as File[]
    expect(photos.map((p) => [p.name, p.size, p.type])).toEqual([
      ['a.jpg', 2 * MB, 'image/jpeg'],
      ['b.jpg', 1000, 'image/jpeg'],
    ])
    // The bytes are on disk, one temporary file per photo, not held by the request.
    const sizes = tempFiles().map((name) => fs.statSync(path.join(tempUploadDir(), name)).size)
    expect(sizes.sort((a, b) => a - b)).toEqual([1000, 2 * MB])
    expect(new Uint8Array(await photos[0]!.slice(0, 4).arrayBuffer())).toEqual(JPEG)
  })

  it('stores a photo by linking its temporary file, which is then gone', async () => {
    const read = await readForm(multipart([['photos', jpeg(3 * MB)]]))
    if (!read.ok) throw new Error('not read')
    const images = await readImages(read.form)
    if (!images.ok) throw new Error(images.error)
    const [stored] = await saveImages(images.images)
    const file = path.join(uploadDir(), stored!.fileName)
    expect(fs.statSync(file).size).toBe(3 * MB)
    expect(fs.statSync(file).mode & 0o777).toBe(0o644)
    expect(new Uint8Array(fs.readFileSync(file).subarray(0, 4))).toEqual(JPEG)
    expect(tempFiles()).toEqual([])
  })

  it('cuts a file over 25 MB at 25 MB + 1 byte while reading, and readImages refuses it', async () => {
    const read = await readForm(multipart([['photos', jpeg(29 * MB)]]))
    if (!read.ok) throw new Error('not read')
    const photo = read.form.get('photos') as File
    expect(photo.size).toBe(25 * MB + 1)
    expect(await readImages(read.form)).toEqual({ ok: false, error: MESSAGES.imageSize })
  })

  it('keeps at most 5 files plus one empty marker, so the answer is "at most 5 images"', async () => {
    const photos = Array.from(
      { length: 8 },
      (_, i) => ['photos', jpeg(100_000, `p${i}.jpg`)] as [string, File],
    )
    const read = await readForm(multipart(photos))
    if (!read.ok) throw new Error('not read')
    const files = read.form.getAll('photos') as File[]
    expect(files.map((f) => f.size)).toEqual([100_000, 100_000, 100_000, 100_000, 100_000, 0])
    expect(tempFiles()).toHaveLength(5)
    expect(await readImages(read.form)).toEqual({ ok: false, error: MESSAGES.imageCount })
  })

  it('answers 413 for more text than a form carries, 400 for a broken body, without temp files', async () => {
    const text = await readForm(
      multipart([
        ['photos', jpeg(1000)],
        ['description', 'd'.repeat(2 * MB)],
      ]),
    )
    expect(text).toEqual({ ok: false, status: 413, message: MESSAGES.tooLarge, kept: new FormData() })
    // Nothing to show again: the photo and the field over the limit are left out.
    expect([...((!text.ok && text.kept) || [])]).toEqual([])
    const broken = await readForm(
      streamedMultipart({
        start(controller) {
          controller.enqueue(fileHead())
          controller.enqueue(new Uint8Array(100_000))
          controller.close() // the closing boundary never comes
        },
      }),
    )
    expect(broken).toEqual({ ok: false, status: 400, message: MESSAGES.unreadable, kept: new FormData() })
    expect(tempFiles()).toEqual([])
  })

  it('stops reading at the body cap: 413, the rest is dropped only up to the drain limit, no temp file', async () => {
    process.env.MAX_BODY_BYTES = String(3 * MB)
    let sent = 0
    const read = await readForm(
      streamedMultipart({
        start(controller) {
          controller.enqueue(fileHead())
        },
        pull(controller) {
          // An endless upload, 64 KB at a time.
          sent += 65536
          controller.enqueue(new Uint8Array(65536))
        },
      }),
    )
    expect(read).toEqual({ ok: false, status: 413, message: MESSAGES.tooLarge, kept: new FormData() })
    // The rest is read and dropped so the answer is not lost in a reset, but an endless upload is
    // cancelled past the drain limit (64 MB here).
    expect(drainLimit()).toBe(64 * MB)
    expect(sent).toBeGreaterThan(64 * MB)
    expect(sent).toBeLessThan(68 * MB)
    expect(tempFiles()).toEqual([])
  })

  it('a client that goes away mid-file (body error or aborted request) leaves no temp file', async () => {
    const failed = await readForm(
      streamedMultipart({
        start(controller) {
          controller.enqueue(fileHead())
          controller.enqueue(new Uint8Array(MB))
          setTimeout(() => controller.error(new Error('aborted')), 50)
        },
      }),
    )
    expect(failed).toEqual({ ok: false, status: 400, message: MESSAGES.unreadable, kept: new FormData() })
    expect(tempFiles()).toEqual([])

    // The body just stops arriving; the request's signal aborts when the connection closes.
    const controller = new AbortController()
    const hanging = readForm(
      streamedMultipart(
        {
          start(body) {
            body.enqueue(fileHead())
            body.enqueue(new Uint8Array(MB))
          },
        },
        { signal: controller.signal },
      ),
    )
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(tempFiles()).toHaveLength(1)
    controller.abort()
    expect(await hanging).toEqual({
      ok: false,
      status: 400,
      message: MESSAGES.unreadable,
      kept: new FormData(),
    })
    expect(tempFiles()).toEqual([])
  })

  it('removes a request’s temporary files once its response is over, whatever the route did', async () => {
    const res = new EventEmitter()
    const read = await new Promise<Awaited<ReturnType<typeof readForm>>>((resolve) => {
      removeTempUploadsAfterResponse({ method: 'POST' }, res, () => {
        resolve(readForm(multipart([['photos', jpeg(MB)]])))
      })
    })
    expect(read.ok).toBe(true)
    expect(tempFiles()).toHaveLength(1)
    res.emit('close')
    await expect.poll(tempFiles).toEqual([])
  })
})
