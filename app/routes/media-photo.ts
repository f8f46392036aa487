import { Readable } from 'node:stream'
import { getDb } from '~/lib/db.server'
import { notFoundUnless } from '~/lib/http.server'
import { getOptionalUser } from '~/lib/permissions.server'
import { photoKey } from '~/lib/photos/photos'
import { photoAudience } from '~/lib/photos/gone.server'
import { isPhotoProposer } from '~/lib/partners/partner-photos.server'
import { storage } from '~/lib/storage/index.server'
import type { Route } from './+types/media-photo'

const FILE = /^(\d{1,5})\.(avif|webp|jpg)$/
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/**
 * A published listing photo's variant, `/media/photos/<photo id>/<width>.<avif|webp|jpg>`, from
 * the configured storage (local folder or bucket) through the app, so pages need no other origin
 * (CSP img-src 'self'). A replaced photo gets a new id, so a URL's content never changes: cached
 * for a year. Only processed, published photos live under photos/; submitted ones never do.
 * nosniff comes with the security headers on every response (server/security-headers.ts): set
 * here too, it was sent twice.
 * A photo whose listing is gone is 404; one whose listing is hidden is 404 to visitors and served
 * to signed-in editors only, never stored by a shared cache (private, no-store).
 * A public photo carries an ETag and answers a matching If-None-Match with 304, so checking a saved
 * copy costs no body.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const match = FILE.exec(params.file)
  const file = match && ID.test(params.id) ? match : undefined
  notFoundUnless(file)
  const audience = await photoAudience(getDb(), params.id)
  notFoundUnless(audience)
  if (audience === 'editors') {
    // Editors; and a business's photo waiting for review, to the person who sent it (issue 44).
    const user = await getOptionalUser(request)
    const allowed =
      user !== null && (user.role !== null || (await isPhotoProposer(getDb(), params.id, user.id)))
    notFoundUnless(allowed || undefined)
  }
  // A public photo's URL never changes content: its ETag is the URL's own parts, and a copy being
  // checked (the service worker revalidates listing photos: decision 033) is answered 304.
  const etag = `"${params.id}-${params.file}"`
  const cacheControl = audience === 'public' ? 'public, max-age=31536000, immutable' : 'private, no-store'
  if (audience === 'public' && request.headers.get('if-none-match') === etag)
    return new Response(null, { status: 304, headers: { ETag: etag, 'Cache-Control': cacheControl } })
  const format = file[2] as 'avif' | 'webp' | 'jpg'
  const stored = await storage().get(photoKey(params.id, Number(file[1]), format))
  notFoundUnless(stored)
  return new Response(Readable.toWeb(stored.body) as ReadableStream<Uint8Array>, {
    headers: {
      'Content-Type': format === 'jpg' ? 'image/jpeg' : `image/${format}`,
      'Content-Length': String(stored.size),
      'Cache-Control': cacheControl,
      ...(audience === 'public' ? { ETag: etag } : {}),
    },
  })
}
