import crypto from 'node:crypto'
import type { Sharp } from 'sharp'
import { loadSharp } from '../sharp.server'
import { storage } from '../storage/index.server'
import { PHOTO_WIDTHS, type PhotoFormat, photoKey } from './photos'

/**
 * Turning an uploaded photo into the variants the pages serve (issue 16 item 4): turned upright
 * from its EXIF orientation, every metadata block (EXIF, GPS, XMP, ICC comments) dropped (sharp
 * writes none unless asked with withMetadata, which we never call), refused above a pixel limit,
 * and resized to PHOTO_WIDTHS (never enlarged) in AVIF, WebP and JPEG.
 */

/** The largest photo accepted, in pixels (40 MP): bigger ones are refused before decoding. */
export const MAX_INPUT_PIXELS = 40_000_000

export class PhotoError extends Error {
  override name = 'PhotoError'
}

export const PHOTO_ERRORS = {
  tooLarge: `This photo is larger than ${MAX_INPUT_PIXELS / 1_000_000} megapixels; please upload a smaller one.`,
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

/**
 * Processes a photo (a file path or its bytes) and stores every variant under a new photo id.
 * Throws a PhotoError with a message for the editor when the photo is too big or unreadable;
 * variants already stored are removed again when a later one fails.
 */
export async function processPhoto(input: string | Uint8Array): Promise<ProcessedPhoto> {
  const sharp = await loadSharp()
  const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate()
  let upright: { width: number; height: number }
  try {
    const meta = await source.metadata()
    if (!meta.width || !meta.height) throw new PhotoError(PHOTO_ERRORS.unreadable)
    // EXIF orientations 5 to 8 turn the photo a quarter: its upright width is its stored height.
    const turned = (meta.orientation ?? 1) >= 5
    upright = turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height }
    if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new PhotoError(PHOTO_ERRORS.tooLarge)
  } catch (error) {
    if (error instanceof PhotoError) throw error
    throw new PhotoError(/pixel limit/i.test(String(error)) ? PHOTO_ERRORS.tooLarge : PHOTO_ERRORS.unreadable)
  }
  const id = crypto.randomUUID()
  const widths = variantWidths(upright.width)
  const keys: string[] = []
  const store = storage()
  let height = 0
  try {
    for (const width of widths) {
      for (const format of ['avif', 'webp', 'jpg'] as const) {
        const { data, info } = await encode(
          source.clone().resize({ width, withoutEnlargement: true }),
          format,
        ).toBuffer({
          resolveWithObject: true,
        })
        if (width === widths[widths.length - 1]) height = info.height
        const key = photoKey(id, width, format)
        await store.put(key, data, { contentType: format === 'jpg' ? 'image/jpeg' : `image/${format}` })
        keys.push(key)
      }
    }
  } catch (error) {
    await removePhotoFiles(keys)
    if (/pixel limit/i.test(String(error))) throw new PhotoError(PHOTO_ERRORS.tooLarge)
    if (/Input (buffer|file)|unsupported image|corrupt/i.test(String(error)))
      throw new PhotoError(PHOTO_ERRORS.unreadable)
    throw error
  }
  return { id, width: widths[widths.length - 1]!, height, widths, keys }
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
