import { ArrowLeft } from '~/components/icons'
import { Link } from 'react-router'
import { ListingStats } from '~/components/stats/listing-stats'
import { getDb } from '~/lib/db.server'
import { notFoundUnless } from '~/lib/http.server'
import { LISTING_TYPE_LABELS } from '~/lib/kinds/editor'
import { getEditableListing } from '~/lib/listing-admin.server'
import { pageMeta } from '~/lib/meta'
import { requireRole } from '~/lib/permissions.server'
import { listingStats } from '~/lib/stats/report.server'
import { isCountedType } from '~/lib/stats/stats'
import type { Route } from './+types/listing-stats'
import { messagesFor } from '~/lib/i18n/catalog.server'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(loaderData ? `Numbers: ${loaderData.title}` : 'Numbers', 'What visitors did with a listing.'),
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
  return {
    messages: messagesFor('en', ['stats']),
    type,
    id: listing.id,
    title: listing.title,
    label: LISTING_TYPE_LABELS[type].singular,
    stats: await listingStats(db, type, listing.id),
  }
}

export default function AdminListingStatsRoute({ loaderData }: Route.ComponentProps) {
  const { type, id, title, label, stats } = loaderData
  return (
    <article className="grid gap-6">
      <Link
        to={`/admin/listings/${type}/${encodeURIComponent(id)}`}
        className="text-secondary inline-flex min-h-11 items-center gap-1 font-semibold underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to the {label.toLowerCase()}
      </Link>
      <h1 className="font-display text-4xl font-bold break-words">Numbers: {title}</h1>
      <ListingStats stats={stats} id="listing-stats" />
    </article>
  )
}
