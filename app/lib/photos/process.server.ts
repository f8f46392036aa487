import crypto from 'node:crypto'
import type { Sharp, SharpOptions } from 'sharp'
import { loadSharp } from '../sharp.server'
import { storage } from '../storage/index.server'
import { PHOTO_WIDTHS, type PhotoFormat, photoKey } from './photos'

/**
 * Turning an uploaded photo into the variants the pages serve (issue 16 item 4): turned upright
 * from its EXIF orientation, every metadata block (EXIF, GPS, XMP, ICC comments) dropped (sharp
 * writes none unless asked with withMetadata, which we never call), refused above a pixel limit,
 * and resized to PHOTO_WIDTHS (never enlarged) in AVIF, WebP and JPEG.
 *
 * Within memory (issue 49 item 2, decision 030): a process works on one photo at a time (the
 * others wait in line), libvips on one thread (app/lib/sharp.server.ts), and the photo is decoded
 * once, top to bottom (sequentialRead), straight into its largest variant (at most 1600 pixels
 * wide, a few MB); the twelve files are made from that. A 40 MP photo never sits whole in memory.
 */

/**
 * The largest photo accepted, in pixels (50 MP): bigger ones are refused before decoding. Above a
 * 40 MP camera's photos (a 25 MB JPEG or PNG), with room to spare; a worst case stays within the
 * 200 MB resident target (see decision 030 for the figures).
 */
export const MAX_INPUT_PIXELS = 50_000_000

export class PhotoError extends Error {
  override name = 'PhotoError'
}

export const PHOTO_ERRORS = {
  tooLarge: `This photo is larger than ${MAX_INPUT_PIXELS / 1_000_000} megapixels (for example 8660 x 5773 pixels); please upload a smaller one.`,
  unreadable: 'This file could not be read as a photo; please upload a JPEG, PNG or WebP image.',
} as const

export interface ProcessedPhoto {
  id: string
  /** the largest variant's size */
  width: number
  height: number
  widths: number[]
  keys: string[]
}

/** The widths to make for a photo `width` pixels wide: the standard ones below it, and its own (capped). */
export function variantWidths(width: number): number[] {
  const largest = Math.min(width, PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!)
  return [...PHOTO_WIDTHS.filter((w) => w < largest), largest]
}

/**
 * AVIF at quality 48: indistinguishable from 50 on screen, and for a hard photo (fine detail
 * everywhere) a 720 wide one then stays within what a warm connection sends in one round trip
 * (about 29 KB): the page's main picture arrives a round trip sooner on a weak signal. Higher
 * effort costs seconds per photo and, for such photos, gave bigger files.
 */
function encode(image: Sharp, format: PhotoFormat) {
  if (format === 'avif') return image.avif({ quality: 48, effort: 2 })
  if (format === 'webp') return image.webp({ quality: 75 })
  return image.jpeg({ quality: 78, progressive: true, mozjpeg: true })
}

// The line of photos waiting in this process: each starts when the one before has finished.
let line: Promise<unknown> = Promise.resolve()

/** Runs `task` once every task queued before it has settled: one at a time, in order. */
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = line.then(task, task)
  line = run.catch(() => {})
  return run
}

/**
 * Processes a photo (a file path or its bytes) and stores every variant under a new photo id,
 * one photo at a time per process (see above). Throws a PhotoError with a message for the editor
 * when the photo is too big or unreadable; variants already stored are removed again when a later
 * one fails.
 */
export function processPhoto(input: string | Uint8Array): Promise<ProcessedPhoto> {
  return oneAtATime(() => processOne(input))
}

const READ: SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', sequentialRead: true }

async function processOne(input: string | Uint8Array): Promise<ProcessedPhoto> {
  const sharp = await loadSharp()
  let upright: { width: number; height: number }
  try {
    const meta = await sharp(input, READ).metadata()
    if (!meta.width || !meta.height) throw new PhotoError(PHOTO_ERRORS.unreadable)
    // EXIF orientations 5 to 8 turn the photo a quarter: its upright width is its stored height.
    const turned = (meta.orientation ?? 1) >= 5
    upright = turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height }
    if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new PhotoError(PHOTO_ERRORS.tooLarge)
  } catch (error) {
    throw photoError(error)
  }
  const widths = variantWidths(upright.width)
  const largest = widths[widths.length - 1]!
  // Decoded once, in one pass, into the largest variant's pixels (sRGB, 8 bits, upright).
  let pixels: { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } }
  try {
    pixels = await sharp(input, READ)
      .rotate()
      .resize({ width: largest, withoutEnlargement: true })
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true })
  } catch (error) {
    throw photoError(error)
  }
  const { width, height, channels } = pixels.info
  const id = crypto.randomUUID()
  const keys: string[] = []
  const store = storage()
  try {
    for (const variant of widths) {
      for (const format of ['avif', 'webp', 'jpg'] as const) {
        const image = sharp(pixels.data, { raw: { width, height, channels } })
        const sized = variant === width ? image : image.resize({ width: variant })
        const data = await encode(sized, format).toBuffer()
        const key = photoKey(id, variant, format)
        await store.put(key, data, { contentType: format === 'jpg' ? 'image/jpeg' : `image/${format}` })
        keys.push(key)
      }
    }
  } catch (error) {
    await removePhotoFiles(keys)
    throw error
  }
  return { id, width: largest, height, widths, keys }
}

/** sharp's error as the editor's message: too big, or not a readable photo. */
function photoError(error: unknown): PhotoError {
  if (error instanceof PhotoError) return error
  return new PhotoError(/pixel limit/i.test(String(error)) ? PHOTO_ERRORS.tooLarge : PHOTO_ERRORS.unreadable)
}

/** Every storage key of a processed photo. */
export function photoKeys(id: string, widths: readonly number[]): string[] {
  return widths.flatMap((width) =>
    (['avif', 'webp', 'jpg'] as const).map((format) => photoKey(id, width, format)),
  )
}

/** Deletes a photo's stored variants (missing ones are fine). */
export async function removePhotoFiles(keys: readonly string[]): Promise<void> {
  const store = storage()
  await Promise.all(keys.map((key) => store.delete(key).catch(() => {})))
}
