import fs from 'node:fs/promises'
import path from 'node:path'
import { getDb } from '~/lib/db.server'
import { notFoundUnless } from '~/lib/http.server'
import { requireRole } from '~/lib/permissions.server'
import { getSubmissionImage } from '~/lib/review-queue.server'
import { uploadDir } from '~/lib/uploads.server'
import type { Route } from './+types/upload'

const SAFE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp'])

/**
 * A submitted photo, for editors and admins only: the stored type (sniffed from its bytes when it
 * was uploaded), nosniff, and never cached by shared caches.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request)
  const image = await getSubmissionImage(getDb(), params.id)
  notFoundUnless(image)
  const dir = uploadDir()
  const file = path.resolve(dir, image.file_name)
  notFoundUnless(file.startsWith(dir + path.sep) ? file : undefined)
  let bytes: Buffer
  try {
    bytes = await fs.readFile(file)
  } catch {
    throw new Response('Not Found', { status: 404 })
  }
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': SAFE_TYPES.has(image.mime) ? image.mime : 'application/octet-stream',
      'Content-Length': String(bytes.byteLength),
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline',
      'Cache-Control': 'private, no-store',
    },
  })
}
