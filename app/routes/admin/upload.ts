import { Readable } from 'node:stream'
import { getDb } from '~/lib/db.server'
import { notFoundUnless } from '~/lib/http.server'
import { requireRole } from '~/lib/permissions.server'
import { getSubmissionImage } from '~/lib/review-queue.server'
import { storage } from '~/lib/storage/index.server'
import type { Route } from './+types/upload'

const SAFE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp'])

/**
 * A submitted photo, for editors and admins only, from the configured storage (local folder or
 * bucket): the stored type (sniffed from its bytes when it was uploaded), nosniff (from the security
 * headers on every response: server/security-headers.ts), and never
 * cached by shared caches.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request)
  const image = await getSubmissionImage(getDb(), params.id)
  notFoundUnless(image)
  let stored
  try {
    stored = await storage().get(image.file_name)
  } catch {
    // A row whose file name is not a valid key (never written by this app).
    stored = null
  }
  notFoundUnless(stored)
  return new Response(Readable.toWeb(stored.body) as ReadableStream<Uint8Array>, {
    headers: {
      'Content-Type': SAFE_TYPES.has(image.mime) ? image.mime : 'application/octet-stream',
      'Content-Length': String(stored.size),
      'Content-Disposition': 'inline',
      'Cache-Control': 'private, no-store',
    },
  })
}
