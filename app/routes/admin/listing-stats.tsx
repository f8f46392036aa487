import { ArrowLeft } from '~/components/icons'
import { Link } from 'react-router'
import { ListingStats } from '~/components/stats/listing-stats'
import { getDb } from '~/lib/db.server'
import { notFoundUnless } from '~/lib/http.server'
import { getEditableListing } from '~/lib/listing-admin.server'
import { pageMeta } from '~/lib/meta'
import { requireRole } from '~/lib/permissions.server'
import { listingStats } from '~/lib/stats/report.server'
import { isCountedType } from '~/lib/stats/stats'
import type { Route } from './+types/listing-stats'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { localeOfPath } from '~/lib/i18n/config'
import { useT } from '~/lib/i18n/use-t'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData?.metaTitle ?? 'Numbers',
    loaderData?.metaDescription ?? 'What visitors did with a listing.',
  ),
  { name: 'robots', content: 'noindex' },
]

/** One listing's counts (issue 44 item 5): the last 30 days and per month, as its partners see them. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request)
  const type = isCountedType(params.type) ? params.type : undefined
  notFoundUnless(type)
  const db = getDb()
  const listing = await getEditableListing(db, type, params.id)
  notFoundUnless(listing)
  const locale = localeOfPath(new URL(request.url).pathname)
  const say = serverT(locale)
  return {
    messages: messagesFor(locale, ['stats', 'adminListings']),
    metaTitle: say('adminListings.stats.meta.titleOf', { title: listing.title }),
    metaDescription: say('adminListings.stats.meta.description'),
    type,
    id: listing.id,
    title: listing.title,
    stats: await listingStats(db, type, listing.id),
  }
}

export default function AdminListingStatsRoute({ loaderData }: Route.ComponentProps) {
  const { type, id, title, stats } = loaderData
  const t = useT()
  return (
    <article className="grid gap-6">
      <Link
        to={t.path(`/admin/listings/${type}/${encodeURIComponent(id)}`)}
        className="text-secondary inline-flex min-h-11 items-center gap-1 font-semibold underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {t(`adminListings.back.${type}`)}
      </Link>
      <h1 className="font-display text-4xl font-bold break-words">
        {t('adminListings.stats.title', { title })}
      </h1>
      <ListingStats stats={stats} id="listing-stats" />
    </article>
  )
}
