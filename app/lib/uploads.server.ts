import { AsyncLocalStorage } from 'node:async_hooks'
import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import { env } from './env.server'
import { type StorageBody, storage, uploadDir } from './storage/index.server'
import { IMAGE_LIMITS, MESSAGES } from './validation'

/** The largest request body accepted (bytes): five 25 MB photos plus the text. MAX_BODY_BYTES overrides. */
export const DEFAULT_MAX_BODY_BYTES = 126 * 1024 * 1024

export function maxBodyBytes(): number {
  return env().MAX_BODY_BYTES
}

/**
 * How much of a refused body is still read (and dropped) so that its answer arrives: twice the
 * body cap, at least 64 MB. A client sending more than that is cut off (its connection reset).
 */
export function drainLimit(): number {
  return Math.max(2 * maxBodyBytes(), 64 * 1024 * 1024)
}

export { uploadDir }

/**
 * Where uploaded files are written while a request is read (`tmp/` in the upload folder, so storing
 * one is a rename-like link on the same disk). Files here live only as long as their request.
 */
export function tempUploadDir(): string {
  return path.join(uploadDir(), 'tmp')
}

// The request being handled (see removeTempUploadsAfterResponse): its temporary files, and how to
// make its answer close the connection.
interface RequestScope {
  files: Set<string>
  closed: boolean
  closeConnection: () => void
}
const requestTempFiles = new AsyncLocalStorage<RequestScope>()
// Each File that readForm made from a temporary file, and that file's path.
const tempPaths = new WeakMap<Blob, string>()

/** A fresh path in the temporary upload folder, removed with its request (see below). */
export async function newTempUpload(): Promise<string> {
  const dir = tempUploadDir()
  await fs.mkdir(dir, { recursive: true })
  await sweepStaleTempUploads(dir)
  const file = path.join(dir, `${crypto.randomUUID()}.part`)
  const scope = requestTempFiles.getStore()
  if (scope?.closed) throw new Error('the request is already over')
  scope?.files.add(file)
  return file
}

/** Records that `file` (a File from readForm) is backed by the temporary file at `tempPath`. */
export function markTempUpload(file: Blob, tempPath: string): void {
  tempPaths.set(file, tempPath)
}

/** Deletes temporary upload files (missing ones are fine). */
export async function removeTempUploads(files: Iterable<string>): Promise<void> {
  await Promise.all([...files].map((file) => fs.rm(file, { force: true })))
}

/**
 * The answer to the request being handled closes its connection (`Connection: close`): readForm
 * asks for it when it refuses a body, whose client may still be sending. Outside a request, nothing.
 */
export function closeConnectionAfterResponse(): void {
  requestTempFiles.getStore()?.closeConnection()
}

/**
 * Express middleware: every temporary upload file made while handling a request is deleted when
 * its response is over (sent, or the client went away), whatever the route did with the form; and
 * closeConnectionAfterResponse can mark its answer.
 */
export function removeTempUploadsAfterResponse(
  req: { method: string },
  res: {
    once(event: 'close', listener: () => void): unknown
    headersSent?: boolean
    setHeader?(name: string, value: string): unknown
  },
  next: () => void,
) {
  if (req.method === 'GET' || req.method === 'HEAD') return next()
  const scope: RequestScope = {
    files: new Set<string>(),
    closed: false,
    closeConnection: () => {
      if (!res.headersSent) res.setHeader?.('Connection', 'close')
    },
  }
  res.once('close', () => {
    scope.closed = true
    void removeTempUploads(scope.files).catch(() => {})
  })
  requestTempFiles.run(scope, next)
}

// Leftovers of a process that stopped mid-request are deleted once they are an hour old.
const STALE_TEMP_MS = 60 * 60 * 1000
let sweptAt = 0
async function sweepStaleTempUploads(dir: string) {
  const now = Date.now()
  if (now - sweptAt < STALE_TEMP_MS) return
  sweptAt = now
  const names = await fs.readdir(dir).catch(() => [] as string[])
  for (const name of names) {
    const file = path.join(dir, name)
    const stat = await fs.stat(file).catch(() => null)
    if (stat && now - stat.mtimeMs > STALE_TEMP_MS) await fs.rm(file, { force: true }).catch(() => {})
  }
}

export type ImageMime = (typeof IMAGE_LIMITS.types)[number]

const EXTENSIONS: Record<ImageMime, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
}

/** The image type named by the file's first bytes (its name and declared type are not trusted). */
export function sniffImage(bytes: Uint8Array): ImageMime | null {
  const at = (i: number) => bytes[i]
  if (bytes.length >= 3 && at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg'
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  if (bytes.length >= 8 && png.every((b, i) => at(i) === b)) return 'image/png'
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp'
  return null
}

/** A checked photo waiting to be stored: its bytes, or (from readForm) the uploaded file on disk. */
export type PendingImage = { mime: ImageMime; size: number } & ({ bytes: Uint8Array } | { file: Blob })

export interface StoredImage {
  fileName: string
  mime: ImageMime
  size: number
}

/**
 * The photos chosen in a form's file field, checked: at most 5, each at most 25 MB, each really a
 * JPEG, PNG or WebP by its bytes. An empty file input (no file chosen) counts as none.
 */
export async function readImages(
  form: FormData,
  field = 'photos',
): Promise<{ ok: true; images: PendingImage[] } | { ok: false; error: string }> {
  const entries = form.getAll(field)
  const files: File[] = []
  for (const entry of entries) {
    if (typeof entry === 'string') {
      if (entry === '') continue
      return { ok: false, error: MESSAGES.imageType }
    }
    if (entry.size === 0 && !entry.name) continue
    files.push(entry)
  }
  if (files.length > IMAGE_LIMITS.count) return { ok: false, error: MESSAGES.imageCount }
  if (files.some((file) => file.size > IMAGE_LIMITS.bytes)) return { ok: false, error: MESSAGES.imageSize }
  const images: PendingImage[] = []
  for (const file of files) {
    // Only the first bytes are read: the rest stays on disk until it is stored.
    const mime = sniffImage(new Uint8Array(await file.slice(0, 16).arrayBuffer()))
    if (!mime) return { ok: false, error: MESSAGES.imageType }
    images.push({ file, mime, size: file.size })
  }
  return { ok: true, images }
}

/** A checked photo as input for processing (app/lib/photos/): its temporary file's path, else its bytes. */
export async function imageInput(image: PendingImage): Promise<string | Uint8Array> {
  if ('bytes' in image) return image.bytes
  return tempPaths.get(image.file) ?? new Uint8Array(await image.file.arrayBuffer())
}

/** The stored photo's body: the uploaded temporary file when there is one, else its bytes or stream. */
function bodyOf(image: PendingImage): StorageBody {
  if ('bytes' in image) return image.bytes
  const temp = tempPaths.get(image.file)
  if (temp) return { path: temp }
  return Readable.fromWeb(image.file.stream() as NodeReadableStream<Uint8Array>)
}

/**
 * Stores the photos under new random keys through the configured storage (app/lib/storage/);
 * returns what to record. A key is the file's name (`<uuid>.jpg`), so rows from before the
 * storage interface keep working on the local folder.
 */
export async function saveImages(images: readonly PendingImage[]): Promise<StoredImage[]> {
  if (images.length === 0) return []
  const stored: StoredImage[] = []
  try {
    for (const image of images) {
      const fileName = `${crypto.randomUUID()}.${EXTENSIONS[image.mime]}`
      await storage().put(fileName, bodyOf(image), { contentType: image.mime })
      stored.push({ fileName, mime: image.mime, size: image.size })
      if ('file' in image) {
        const temp = tempPaths.get(image.file)
        if (temp) await fs.rm(temp, { force: true })
      }
    }
  } catch (error) {
    await removeImages(stored)
    throw error
  }
  return stored
}

/** Deletes stored photos (after a failed insert, so nothing is left without its row). */
export async function removeImages(images: readonly StoredImage[]): Promise<void> {
  const store = storage()
  await Promise.all(images.map((image) => store.delete(image.fileName)))
}
