import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { dataDir } from './db.server'
import { env } from './env.server'
import { IMAGE_LIMITS, MESSAGES } from './validation'

/** The largest request body accepted (bytes): five 5 MB photos plus the text. MAX_BODY_BYTES overrides. */
export const DEFAULT_MAX_BODY_BYTES = 26 * 1024 * 1024

export function maxBodyBytes(): number {
  return env().MAX_BODY_BYTES
}

/** Where submitted photos are kept: UPLOAD_DIR, else `uploads/` in the data folder. */
export function uploadDir(): string {
  return path.resolve(env().UPLOAD_DIR ?? path.join(dataDir(), 'uploads'))
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

export interface PendingImage {
  bytes: Uint8Array
  mime: ImageMime
  size: number
}

export interface StoredImage {
  fileName: string
  mime: ImageMime
  size: number
}

/**
 * The photos chosen in a form's file field, checked: at most 5, each at most 5 MB, each really a
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
    const bytes = new Uint8Array(await file.arrayBuffer())
    const mime = sniffImage(bytes)
    if (!mime) return { ok: false, error: MESSAGES.imageType }
    images.push({ bytes, mime, size: bytes.byteLength })
  }
  return { ok: true, images }
}

/** Writes the photos under new random names; returns what to record. */
export async function saveImages(images: readonly PendingImage[]): Promise<StoredImage[]> {
  if (images.length === 0) return []
  const dir = uploadDir()
  await fs.mkdir(dir, { recursive: true })
  const stored: StoredImage[] = []
  try {
    for (const image of images) {
      const fileName = `${crypto.randomUUID()}.${EXTENSIONS[image.mime]}`
      await fs.writeFile(path.join(dir, fileName), image.bytes, { flag: 'wx', mode: 0o644 })
      stored.push({ fileName, mime: image.mime, size: image.size })
    }
  } catch (error) {
    await removeImages(stored)
    throw error
  }
  return stored
}

/** Deletes stored photos (after a failed insert, so nothing is left without its row). */
export async function removeImages(images: readonly StoredImage[]): Promise<void> {
  const dir = uploadDir()
  await Promise.all(images.map((image) => fs.rm(path.join(dir, image.fileName), { force: true })))
}
