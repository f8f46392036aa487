import { buildRobots } from '~/lib/sitemap.server'

/** /robots.txt: the back office is not for crawlers; the sitemap's address. */
export function loader() {
  return new Response(buildRobots(), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
