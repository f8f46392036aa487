import path from 'node:path'
import type { Sharp, SharpOptions } from 'sharp'
import { loadSharp } from '../sharp.server'
import { PHOTO_WIDTHS, type PhotoFormat } from './photos'

/**
 * The image work of one photo, run in the photo process (./photo-worker.server.ts, started by
 * ./process.server.ts): turned upright from its EXIF orientation, every metadata block (EXIF, GPS,
 * XMP, ICC comments) dropped (sharp writes none unless asked with withMetadata, which we never
 * call), refused above a pixel limit, and resized to PHOTO_WIDTHS (never enlarged) in AVIF, WebP
 * and JPEG, written as `<width>.<format>` files into a folder.
 *
 * Within memory (decision 030): libvips on one thread (app/lib/sharp.server.ts), and the photo is
 * decoded once, top to bottom (sequentialRead), straight into its largest variant (at most 1600
 * pixels wide, a few MB); the twelve files are made from that. A 40 MP photo never sits whole in
 * memory.
 */

/**
 * The largest photo accepted, in pixels (50 MP): bigger ones are refused before decoding. Above a
 * 40 MP camera's photos (a 25 MB JPEG or PNG), with room to spare (see decision 030 for the
 * figures).
 */
export const MAX_INPUT_PIXELS = 50_000_000

export class PhotoError extends Error {
  override name = 'PhotoError'
}

export const PHOTO_ERRORS = {
  tooLarge: `This photo is larger than ${MAX_INPUT_PIXELS / 1_000_000} megapixels (for example 8660 x 5773 pixels); please upload a smaller one.`,
  unreadable: 'This file could not be read as a photo; please upload a JPEG, PNG or WebP image.',
} as const

/** What rendering a photo made: its largest variant's size and every width written. */
export interface RenderedPhoto {
  width: number
  height: number
  widths: number[]
}

/** The widths to make for a photo `width` pixels wide: the standard ones below it, and its own (capped). */
export function variantWidths(width: number): number[] {
  const largest = Math.min(width, PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!)
  return [...PHOTO_WIDTHS.filter((w) => w < largest), largest]
}

/** The file name of one variant in the output folder. */
export const variantFile = (width: number, format: PhotoFormat) => `${width}.${format}`

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

const READ: SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', sequentialRead: true }

/** Renders the photo at `input` (a file) into `outDir`; throws a PhotoError when it is too big or unreadable. */
export async function renderPhoto(input: string, outDir: string): Promise<RenderedPhoto> {
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
  for (const variant of widths) {
    for (const format of ['avif', 'webp', 'jpg'] as const) {
      const image = sharp(pixels.data, { raw: { width, height, channels } })
      const sized = variant === width ? image : image.resize({ width: variant })
      await encode(sized, format).toFile(path.join(outDir, variantFile(variant, format)))
    }
  }
  return { width: largest, height, widths }
}

/** sharp's error as the editor's message: too big, or not a readable photo. */
function photoError(error: unknown): PhotoError {
  if (error instanceof PhotoError) return error
  return new PhotoError(/pixel limit/i.test(String(error)) ? PHOTO_ERRORS.tooLarge : PHOTO_ERRORS.unreadable)
}
