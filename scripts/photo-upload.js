import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

// The restaurant form sent with large photos, written to the socket as it drains (the way a
// browser streams a file), for the upload memory test and `npm run bench`.

const BOUNDARY = '----guide-photo-upload'
const CHUNK = 256 * 1024

const FIELDS = {
  name: 'Upload Test Grill',
  type: 'Western',
  description: 'A restaurant sent with large photos.',
  address: '1 Main St, Jackson, WY',
  priceRange: '$$',
  tags: 'Romantic',
}

function partHead(name, filename) {
  const file = filename ? `; filename="${filename}"\r\nContent-Type: image/jpeg` : ''
  return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${file}\r\n\r\n`
}

/** A photo of `bytes` bytes that is a JPEG by its first bytes (what the server checks). */
export function fakeJpeg(bytes) {
  const photo = Buffer.alloc(bytes, 0x2a)
  photo.set([0xff, 0xd8, 0xff, 0xe0])
  return photo
}

/** The form's fill-time stamp and cookies, as a visitor gets them with the page. */
async function openForm(base) {
  const page = await fetch(`${base}/submit-restaurant`)
  const stamp = (await page.text()).match(/name="form_started_at" value="([^"]+)"/)?.[1]
  if (!stamp) throw new Error('no form_started_at field on /submit-restaurant')
  const cookie = page.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  return { stamp, cookie }
}

/**
 * POSTs /submit-restaurant with `photos` copies of `photo` and resolves with the answer's status.
 * With `cutAfter`, only that many bytes of the first photo are sent, then `onCut()` is awaited and
 * the connection destroyed (a visitor who walks away); the status is then 0.
 */
export async function sendPhotoForm(base, { photo, photos, cutAfter, onCut }) {
  const { stamp, cookie } = await openForm(base)
  let head = ''
  for (const [name, value] of Object.entries({ ...FIELDS, form_started_at: stamp }))
    head += `${partHead(name)}${value}\r\n`
  const tail = `--${BOUNDARY}--\r\n`
  const parts = Array.from({ length: photos }, (_, i) => partHead('photos', `photo-${i}.jpg`))
  const length =
    Buffer.byteLength(head) +
    parts.reduce((sum, part) => sum + Buffer.byteLength(part) + photo.length + 2, 0) +
    Buffer.byteLength(tail)

  return new Promise((resolve, reject) => {
    const request = http.request(`${base}/submit-restaurant`, {
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
    request.on('error', (error) => (cutAfter === undefined ? reject(error) : resolve(0)))
    const write = (chunk) =>
      request.write(chunk) ? Promise.resolve() : new Promise((r) => request.once('drain', r))
    void (async () => {
      await write(head)
      for (const part of parts) {
        await write(part)
        if (cutAfter !== undefined) {
          await write(photo.subarray(0, cutAfter))
          await onCut?.()
          request.destroy()
          return
        }
        for (let at = 0; at < photo.length; at += CHUNK) await write(photo.subarray(at, at + CHUNK))
        await write('\r\n')
      }
      request.end(tail)
    })().catch(reject)
  })
}

/**
 * POSTs the file at `file` to an editor's photos page (`/admin/listings/<type>/<id>/photos`) as its
 * upload form does, streamed from disk, signed in with `cookie`; resolves with the answer's status
 * and its Location.
 */
export function sendEditorPhoto(base, { cookie, page, file, alt }) {
  const fields = { intent: 'upload', alt }
  let head = ''
  for (const [name, value] of Object.entries(fields)) head += `${partHead(name)}${value}\r\n`
  head += partHead('photo', path.basename(file))
  const tail = `\r\n--${BOUNDARY}--\r\n`
  const size = fs.statSync(file).size
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${page}`, {
      method: 'POST',
      headers: {
        'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
        'Content-Length': String(Buffer.byteLength(head) + size + Buffer.byteLength(tail)),
        Cookie: cookie,
        Origin: base,
      },
    })
    request.on('response', (response) => {
      response.resume()
      resolve({ status: response.statusCode ?? 0, location: response.headers.location })
    })
    request.on('error', reject)
    request.write(head)
    const stream = fs.createReadStream(file, { highWaterMark: CHUNK })
    stream.on('error', reject)
    stream.on('end', () => request.end(tail))
    stream.pipe(request, { end: false })
  })
}
