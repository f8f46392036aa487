import { listingA11yJson } from '~/lib/accessibility/a11y-json.server'
import { getDb } from '~/lib/db.server'
import { publicUrl } from '~/lib/env.server'
import { notFoundUnless } from '~/lib/http.server'
import type { Route } from './+types/a11y-json'

/** /listings/<kind>/<id>.a11y.json: a listing's accessibility facts as A11yJSON (issue 46 item 3). */
export async function loader({ params }: Route.LoaderArgs) {
  const place = await listingA11yJson(getDb(), params.kind, params.id, publicUrl())
  notFoundUnless(place)
  return new Response(JSON.stringify(place, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
      'Access-Control-Allow-Origin': '*',
    },
  })
}
