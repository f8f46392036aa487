import type { Db } from '../db.server'
import { DEFAULT_FETCH_LIMITS, FeedFetchError, fetchFeed } from '../feeds/fetch-feed.server'
import { IMAGE_LIMITS } from '../form-options'
import { ALT_MAX, CREDIT_MAX } from '../photos/photo.schema'
import { PhotoError } from '../photos/process.server'
import { addPhoto } from '../photos/photos.server'
import { looseDb } from '../kinds/editor.server'
import type { ListingKind } from './columns'

/**
 * Photos from open data (issue 45 item 6, decision 054): an imported place whose OpenStreetMap tags
 * name a Wikimedia Commons file (`wikimedia_commons=File:…`, or `image=` a commons.wikimedia.org
 * or upload.wikimedia.org address) gets that file as a listing photo, off unless asked
 * (`npm run import:osm -- <file> --photos`). The file's author and licence come from the Commons
 * API (imageinfo extmetadata: Artist, LicenseShortName, LicenseUrl) and show under the photo. Both
 * fetches are guarded as the calendar import's are (app/lib/feeds/fetch-feed.server.ts: a time
 * limit, a size cap, public addresses only unless allowed); the image then goes through the
 * photo pipeline of the back office's upload (decoded, stripped, resized, stored). A file a listing
 * already has is never fetched again; a file without a stated licence is not used.
 */

export const COMMONS_API = 'https://commons.wikimedia.org/w/api.php'
const USER_AGENT = 'WyomingNavigator/1 (OpenStreetMap import photos)'
/** The width asked of Commons (its thumbnail service): the largest the photo pipeline keeps. */
const WIDTH = 1600

export interface PhotoImportOptions {
  /** the Commons API's address (tests: a loopback server replaying its answers) */
  api?: string
  /** loopback and private addresses allowed (tests only) */
  allowPrivate?: boolean
  timeoutMs?: number
  log?: (line: string) => void
}

export interface PhotoImportSummary {
  added: number
  /** places whose file is already a photo of theirs */
  kept: number
  /** "node/12 (File:X.jpg): why" */
  failed: string[]
}

/** The Commons file an element's tags name ("File:Old Mill.jpg"), or null. */
export function commonsFileOf(raw: Readonly<Record<string, string>>): string | null {
  const named = raw.wikimedia_commons?.trim()
  if (named && /^File:./i.test(named)) return `File:${named.slice(5).replace(/_/g, ' ').trim()}`
  const image = raw.image?.trim()
  if (!image) return null
  let url: URL
  try {
    url = new URL(image.startsWith('//') ? `https:${image}` : image)
  } catch {
    return null
  }
  const decode = (part: string) => {
    try {
      return decodeURIComponent(part).replace(/_/g, ' ').trim()
    } catch {
      return null
    }
  }
  if (/^(commons\.)?(m\.)?commons\.wikimedia\.org$|^commons\.m\.wikimedia\.org$/i.test(url.hostname)) {
    const page = /^\/wiki\/(File:.+)$/i.exec(url.pathname)
    const name = page && decode(page[1]!.slice(5))
    return name ? `File:${name}` : null
  }
  if (url.hostname.toLowerCase() === 'upload.wikimedia.org') {
    // /wikipedia/commons/a/ab/Name.jpg, or a thumbnail: /wikipedia/commons/thumb/a/ab/Name.jpg/800px-Name.jpg
    const path = /^\/wikipedia\/commons\/(?:thumb\/)?[0-9a-f]\/[0-9a-f]{2}\/([^/]+)/i.exec(url.pathname)
    const name = path && decode(path[1]!)
    return name ? `File:${name}` : null
  }
  return null
}

/** Text of an extmetadata value (Commons gives HTML: "<a href=…>Ann Lee</a>"). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
}

interface ImageInfo {
  url: string
  thumburl?: string
  descriptionurl: string
  mime?: string
  extmetadata?: Record<string, { value?: unknown } | undefined>
}

class PhotoSkip extends Error {}

/** What the Commons API says of one file: where to fetch it, its author, licence and description. */
async function fileInfo(file: string, options: Required<Omit<PhotoImportOptions, 'log'>>) {
  const query = new URLSearchParams({
    action: 'query',
    format: 'json',
    formatversion: '2',
    prop: 'imageinfo',
    iiprop: 'url|mime|extmetadata',
    iiurlwidth: String(WIDTH),
    iiextmetadatafilter: 'Artist|LicenseShortName|LicenseUrl|ImageDescription|ObjectName',
    titles: file,
  })
  const answer = await fetchFeed(
    `${options.api}?${query}`,
    { etag: null, lastModified: null },
    { maxBytes: 512 * 1024, timeoutMs: options.timeoutMs, allowPrivate: options.allowPrivate },
    undefined,
    { userAgent: USER_AGENT, accept: 'application/json' },
  )
  if (answer.status !== 'ok') throw new PhotoSkip('the Commons API gave no answer')
  let parsed: { query?: { pages?: { missing?: boolean; invalid?: boolean; imageinfo?: ImageInfo[] }[] } }
  try {
    parsed = JSON.parse(answer.body) as typeof parsed
  } catch {
    throw new PhotoSkip('the Commons API answered something that is not JSON')
  }
  const page = parsed.query?.pages?.[0]
  if (!page || page.missing || page.invalid) throw new PhotoSkip('no such file on Wikimedia Commons')
  const info = page.imageinfo?.[0]
  if (!info?.url) throw new PhotoSkip('Commons gave no address for the file')
  const meta = (key: string) => {
    const value = info.extmetadata?.[key]?.value
    return typeof value === 'string' ? plainText(value) : ''
  }
  const licenseName = meta('LicenseShortName')
  if (!licenseName) throw new PhotoSkip('the file states no licence: not used')
  const licenseUrl = meta('LicenseUrl')
  return {
    imageUrl: info.thumburl ?? info.url,
    pageUrl: info.descriptionurl,
    author: meta('Artist').slice(0, CREDIT_MAX) || null,
    licenseName: licenseName.slice(0, 120),
    licenseUrl: /^https?:\/\//i.test(licenseUrl) ? licenseUrl : null,
    description: meta('ImageDescription') || meta('ObjectName'),
  }
}

/**
 * Fetches the Commons photo of every imported place that names one and does not have it yet.
 * Each photo is its own step: one that fails is reported and the others go on.
 */
export async function importOsmPhotos(db: Db, options: PhotoImportOptions = {}): Promise<PhotoImportSummary> {
  const settings = {
    api: options.api ?? COMMONS_API,
    allowPrivate: options.allowPrivate ?? false,
    timeoutMs: options.timeoutMs ?? DEFAULT_FETCH_LIMITS.timeoutMs,
  }
  const log = options.log ?? (() => {})
  const summary: PhotoImportSummary = { added: 0, kept: 0, failed: [] }
  const records = await db
    .selectFrom('osm_imports')
    .select(['osm_type', 'osm_id', 'listing_type', 'listing_id', 'raw'])
    .where('osm_type', '!=', 'csv')
    .orderBy('osm_type')
    .orderBy('osm_id')
    .execute()
  for (const record of records) {
    const file = commonsFileOf(JSON.parse(record.raw) as Record<string, string>)
    if (!file) continue
    const kind = record.listing_type as ListingKind
    const listing = (await looseDb(db)
      .selectFrom(kind)
      .select(['id', 'name'])
      .where('id', '=', record.listing_id)
      .executeTakeFirst()) as { id: string; name: string } | undefined
    if (!listing) continue
    const where = `${record.osm_type}/${record.osm_id} (${file})`
    try {
      const have = await db
        .selectFrom('listing_photos')
        .select('source_url')
        .where('listing_type', '=', kind)
        .where('listing_id', '=', listing.id)
        .where('source_url', 'is not', null)
        .execute()
      const filePage = (url: string | null) => (url ? decodeURIComponent(url).replace(/_/g, ' ') : '')
      if (have.some((row) => filePage(row.source_url).endsWith(`/wiki/${file}`))) {
        summary.kept++
        continue
      }
      const info = await fileInfo(file, settings)
      if (have.some((row) => row.source_url === info.pageUrl)) {
        summary.kept++
        continue
      }
      const image = await fetchFeed(
        info.imageUrl,
        { etag: null, lastModified: null },
        { maxBytes: IMAGE_LIMITS.bytes, timeoutMs: settings.timeoutMs, allowPrivate: settings.allowPrivate },
        undefined,
        { userAgent: USER_AGENT, accept: 'image/jpeg, image/png, image/webp', binary: true },
      )
      if (image.status !== 'ok' || !image.bytes) throw new PhotoSkip('the image gave no answer')
      const name = file.slice(5).replace(/\.[a-z0-9]+$/i, '')
      await addPhoto(db, { type: kind, id: listing.id }, image.bytes, {
        alt: (info.description || `${name}`).slice(0, ALT_MAX),
        caption: null,
        credit: info.author,
        license: null,
        source: { url: info.pageUrl, licenseName: info.licenseName, licenseUrl: info.licenseUrl },
        createdBy: null,
      })
      summary.added++
      log(`Photo added to ${listing.name}: ${file}`)
    } catch (error) {
      if (error instanceof PhotoSkip || error instanceof FeedFetchError || error instanceof PhotoError) {
        summary.failed.push(`${where}: ${error.message}`)
        continue
      }
      throw error
    }
  }
  return summary
}
