import { Link } from 'react-router'
import { buttonVariants } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { getDb } from '~/lib/db.server'
import { notFoundUnless } from '~/lib/http.server'
import { placeKindOfUrl, placePath } from '~/lib/kinds/event-places'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { localeOfPath } from '~/lib/i18n/config'
import { useT } from '~/lib/i18n/use-t'
import { listPlaces } from '~/lib/kinds/event-places.server'
import { pageMeta } from '~/lib/meta'
import { requireRole } from '~/lib/permissions.server'
import type { Route } from './+types/places'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData?.title ?? 'Venues',
    loaderData?.description ?? 'The venues and organizers of events.',
  ),
  { name: 'robots', content: 'noindex' },
]

/** /admin/venues and /admin/organizers: every record, with how many events point to it. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request)
  const kind = placeKindOfUrl(request.url)
  notFoundUnless(kind)
  const locale = localeOfPath(new URL(request.url).pathname)
  const t = serverT(locale)
  return {
    messages: messagesFor(locale, ['adminEditor']),
    title: t(`adminEditor.kind.${kind}.plural`),
    description: t('adminEditor.places.metaDescription'),
    kind,
    places: await listPlaces(getDb(), kind),
  }
}

export default function AdminPlacesRoute({ loaderData: { kind, places } }: Route.ComponentProps) {
  const t = useT()
  return (
    <div>
      <h1 className="font-display text-4xl font-bold">{t(`adminEditor.kind.${kind}.plural`)}</h1>
      <p className="text-muted-foreground mt-2 text-lg">
        {t(kind === 'venues' ? 'adminEditor.places.venuesIntro' : 'adminEditor.places.organizersIntro')}
      </p>
      <p className="mt-4">
        <Link to={t.path(`/admin/${kind}/new`)} className={buttonVariants()}>
          {t(`adminEditor.kind.${kind}.new`)}
        </Link>
      </p>
      {places.length === 0 ? (
        <p className="mt-6">{t(`adminEditor.kind.${kind}.none`)}</p>
      ) : (
        <Card className="mt-6 p-0">
          <ul className="divide-border divide-y">
            {places.map((place) => (
              <li key={place.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 p-4">
                <span className="min-w-0">
                  <Link
                    to={t.path(`/admin/${kind}/${encodeURIComponent(place.id)}`)}
                    className="text-secondary inline-flex min-h-11 items-center font-semibold break-words underline underline-offset-4"
                  >
                    {place.name}
                  </Link>
                  {place.detail ? (
                    <span className="text-muted-foreground block text-sm">{place.detail}</span>
                  ) : null}
                </span>
                <span className="flex flex-wrap items-center gap-4">
                  <span>{t('adminEditor.places.events', { count: place.events })}</span>
                  <Link
                    to={t.path(placePath(kind, place.id))}
                    className="text-secondary inline-flex min-h-11 items-center underline underline-offset-4"
                  >
                    {t('adminEditor.places.publicPage')}
                    <span className="sr-only">: {place.name}</span>
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
