import { getDb } from '~/lib/db.server'
import { buildSitemap } from '~/lib/sitemap.server'

/** /sitemap.xml: every public URL of the guide (app/lib/sitemap.server.ts). */
export async function loader() {
  return new Response(await buildSitemap(getDb()), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
