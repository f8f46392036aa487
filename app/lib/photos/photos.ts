/**
 * Listing photos, the browser-safe half (app/lib/photos/photos.server.ts stores them): the listing
 * types a photo can belong to and the public URLs of a processed photo's variants. No imports, so
 * public pages can use it without adding to their JavaScript (the editors' form schemas are in
 * ./photo.schema.ts).
 */

export const LISTING_PHOTO_TYPES = [
  'restaurants',
  'stays',
  'activities',
  'events',
  'music',
  'articles',
] as const
export type ListingPhotoType = (typeof LISTING_PHOTO_TYPES)[number]

/**
 * The widths every photo is resized to (never beyond its own width), and the formats. 720 is what a
 * phone at 1.75-2x needs for a photo across its screen (about 660-760 pixels): without it such a
 * phone loads the 960 one, twice the bytes, for its page's main picture.
 */
export const PHOTO_WIDTHS = [480, 720, 960, 1600] as const
export const PHOTO_FORMATS = ['avif', 'webp', 'jpg'] as const
export type PhotoFormat = (typeof PHOTO_FORMATS)[number]

/** A published photo as the pages show it. */
export interface Photo {
  id: string
  alt: string
  caption: string | null
  /** who took it, and the license it is used under, as shown under it ("Photo: Ann Lee, CC BY 4.0"), or null */
  credit: string | null
  /** the largest variant's size */
  width: number
  height: number
  /** the stored widths, smallest first */
  widths: number[]
  /** the JPEG for browsers without srcset (the largest width up to 960) */
  src: string
  /** `srcset` per format, every stored width (made on the server: pages load no code for it) */
  srcset: Record<PhotoFormat, string>
}

/** A photo as its editor sees it: also the credit and license as stored (the pages show `credit`). */
export interface EditorPhoto extends Photo {
  creditName: string | null
  license: string | null
  /** a business's photo: 'pending' waits for an editor, 'look' is published for a look (issue 44) */
  review?: 'pending' | 'look' | null
}

/** The storage key of one variant (also its path under /media/). */
export const photoKey = (id: string, width: number, format: PhotoFormat) => `photos/${id}/${width}.${format}`

/** The public URL of one variant, served by app/routes/media-photo.ts with a year's caching. */
export const photoUrl = (id: string, width: number, format: PhotoFormat) =>
  `/media/${photoKey(id, width, format)}`

/** `srcset` for one format: every stored width. */
export const photoSrcSet = (photo: { id: string; widths: readonly number[] }, format: PhotoFormat) =>
  photo.widths.map((width) => `${photoUrl(photo.id, width, format)} ${width}w`).join(', ')

/** A photo's page fields from its stored id, widths and text. */
export function photoView(photo: Omit<Photo, 'src' | 'srcset'>): Photo {
  const fallback = photo.widths.filter((width) => width <= 960).pop() ?? photo.widths[0]!
  return {
    ...photo,
    src: photoUrl(photo.id, fallback, 'jpg'),
    srcset: {
      avif: photoSrcSet(photo, 'avif'),
      webp: photoSrcSet(photo, 'webp'),
      jpg: photoSrcSet(photo, 'jpg'),
    },
  }
}

/** The listing a published submission's page path names (`/eat/<id>` → restaurants <id>). */
export function listingOfPath(path: string): { type: ListingPhotoType; id: string } | undefined {
  const match = /^\/(eat|stay|play|events|blog)\/([^/]+)$/.exec(path)
  if (!match) return undefined
  const types = {
    eat: 'restaurants',
    stay: 'stays',
    play: 'activities',
    events: 'events',
    blog: 'articles',
  } as const
  return { type: types[match[1] as keyof typeof types], id: decodeURIComponent(match[2]!) }
}

/** The editors' photos page of a listing. */
export const listingPhotosPath = (type: ListingPhotoType, id: string) =>
  `/admin/listings/${type}/${encodeURIComponent(id)}/photos`
