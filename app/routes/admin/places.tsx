import { Link } from 'react-router'
import { buttonVariants } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { getDb } from '~/lib/db.server'
import { notFoundUnless } from '~/lib/http.server'
import { PLACE_LABELS, placeKindOfUrl, placePath } from '~/lib/kinds/event-places'
import { listPlaces } from '~/lib/kinds/event-places.server'
import { pageMeta } from '~/lib/meta'
import { requireRole } from '~/lib/permissions.server'
import type { Route } from './+types/places'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData ? PLACE_LABELS[loaderData.kind].plural : 'Venues',
    'The venues and organizers of events.',
  ),
  { name: 'robots', content: 'noindex' },
]

/** /admin/venues and /admin/organizers: every record, with how many events point to it. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request)
  const kind = placeKindOfUrl(request.url)
  notFoundUnless(kind)
  return { kind, places: await listPlaces(getDb(), kind) }
}

export default function AdminPlacesRoute({ loaderData: { kind, places } }: Route.ComponentProps) {
  const label = PLACE_LABELS[kind]
  return (
    <div>
      <h1 className="font-display text-4xl font-bold">{label.plural}</h1>
      <p className="text-muted-foreground mt-2 text-lg">
        {kind === 'venues'
          ? 'The places events are held at. The event editor picks one; its public page lists what is on there.'
          : 'Who puts events on. The event editor picks one; its public page lists what it puts on.'}
      </p>
      <p className="mt-4">
        <Link to={`/admin/${kind}/new`} className={buttonVariants()}>
          New {label.singular.toLowerCase()}
        </Link>
      </p>
      {places.length === 0 ? (
        <p className="mt-6">No {label.plural.toLowerCase()} yet.</p>
      ) : (
        <Card className="mt-6 p-0">
          <ul className="divide-border divide-y">
            {places.map((place) => (
              <li key={place.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 p-4">
                <span className="min-w-0">
                  <Link
                    to={`/admin/${kind}/${encodeURIComponent(place.id)}`}
                    className="text-secondary inline-flex min-h-11 items-center font-semibold break-words underline underline-offset-4"
                  >
                    {place.name}
                  </Link>
                  {place.detail ? (
                    <span className="text-muted-foreground block text-sm">{place.detail}</span>
                  ) : null}
                </span>
                <span className="flex flex-wrap items-center gap-4">
                  <span>{place.events === 1 ? '1 event' : `${place.events} events`}</span>
                  <Link
                    to={placePath(kind, place.id)}
                    className="text-secondary inline-flex min-h-11 items-center underline underline-offset-4"
                  >
                    Public page<span className="sr-only">: {place.name}</span>
                  </Link>
                </span>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  )
}
