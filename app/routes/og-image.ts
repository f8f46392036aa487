import { data } from 'react-router'
import { isScene, ogImage } from '~/lib/og-image.server'
import type { Route } from './+types/og-image'

/**
 * /og/<scene>.png: a page's link-preview picture (og:image, 1200x630 PNG) drawn from our own
 * illustrations. Pages name theirs in their meta (app/lib/meta.ts, previewImage).
 */
export async function loader({ params }: Route.LoaderArgs) {
  if (!isScene(params.scene)) throw data('Not Found', { status: 404, statusText: 'Not Found' })
  const png = await ogImage(params.scene)
  return new Response(new Uint8Array(png), {
    headers: {
      'Content-Type': 'image/png',
      'Content-Length': String(png.length),
      // The illustrations change only with a release.
      'Cache-Control': 'public, max-age=86400',
    },
  })
}
