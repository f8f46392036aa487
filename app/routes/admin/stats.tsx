import { Link } from 'react-router'
import { ListingStats } from '~/components/stats/listing-stats'
import { ScrollTable } from '~/components/ui/scroll-table'
import { formatShortDate } from '~/lib/dates'
import { getDb } from '~/lib/db.server'
import { LISTING_EDITORS } from '~/lib/kinds/editors.server'
import { pageMeta } from '~/lib/meta'
import { requireRole } from '~/lib/permissions.server'
import { siteStats } from '~/lib/stats/report.server'
import type { Route } from './+types/stats'
import { messagesFor } from '~/lib/i18n/catalog.server'

export const meta = () => [
  ...pageMeta(
    'Numbers',
    'What visitors did in the guide in the last 30 days, and what they searched for in vain.',
  ),
  { name: 'robots', content: 'noindex' },
]

/** The whole guide's counts (issue 44 item 5), the listings most viewed, and the searches that found nothing. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request)
  const stats = await siteStats(getDb())
  return {
    messages: messagesFor('en', ['stats']),
    stats: { from: stats.from, to: stats.to, totals: stats.totals, daily: stats.daily },
    top: stats.top.map((row) => ({
      ...row,
      href: `/admin/listings/${row.type}/${encodeURIComponent(row.id)}`,
      publicPath: LISTING_EDITORS[row.type].publicPath(row.id),
    })),
    misses: stats.misses,
  }
}

const TOP_COLUMNS = [
  { label: 'Listing' },
  { label: 'Views', numeric: true },
  { label: 'Clicks', numeric: true },
  { label: 'Trip adds', numeric: true },
]
const MISS_COLUMNS = [{ label: 'Search' }, { label: 'Times', numeric: true }, { label: 'Last asked' }]

export default function AdminStatsRoute({ loaderData: { stats, top, misses } }: Route.ComponentProps) {
  return (
    <div className="grid gap-8">
      <div>
        <h1 className="font-display text-4xl font-bold">Numbers</h1>
        <p className="text-muted-foreground mt-2 text-lg">
          What visitors did with the guide’s listings, site-wide; each listing’s own numbers are on its page
          in the editor, and its partners see them in their area.
        </p>
      </div>
      <ListingStats stats={stats} id="site-stats" />
      <section aria-labelledby="top-title" className="grid gap-3">
        <h2 id="top-title" className="font-display text-2xl font-bold">
          Most viewed listings
        </h2>
        {top.length ? (
          <ScrollTable
            label="Table of the most viewed listings"
            caption="The listings with the most page views in the last 30 days"
            columns={TOP_COLUMNS}
          >
            {top.map((row) => (
              <tr key={`${row.type}:${row.id}`} className="border-border border-t">
                <th scope="row" className="p-3 font-normal">
                  <Link to={row.href} className="text-secondary font-semibold underline underline-offset-4">
                    {row.title}
                  </Link>{' '}
                  <span className="text-muted-foreground text-sm">{row.publicPath}</span>
                </th>
                <td className="p-3 text-right">{row.totals.view}</td>
                <td className="p-3 text-right">
                  {row.totals.website + row.totals.phone + row.totals.directions + row.totals.booking}
                </td>
                <td className="p-3 text-right">{row.totals.trip_add}</td>
              </tr>
            ))}
          </ScrollTable>
        ) : (
          <p>No listing was viewed in the last 30 days.</p>
        )}
      </section>
      <section aria-labelledby="misses-title" className="grid gap-3">
        <h2 id="misses-title" className="font-display text-2xl font-bold">
          Searches that found nothing
        </h2>
        <p className="text-muted-foreground">
          What visitors looked for and the guide does not have yet (or calls by another name: add it to the
          search’s synonyms). Searches that look like an email address or a phone number are never kept.
        </p>
        {misses.length ? (
          <ScrollTable
            label="Table of the searches that found nothing"
            caption="Searches that found nothing in the last 30 days, the most asked first"
            columns={MISS_COLUMNS}
          >
            {misses.map((miss) => (
              <tr key={miss.query} className="border-border border-t">
                <th scope="row" className="p-3 font-normal [overflow-wrap:anywhere]">
                  {miss.query}
                </th>
                <td className="p-3 text-right">{miss.count}</td>
                <td className="p-3">{formatShortDate(miss.lastDay)}</td>
              </tr>
            ))}
          </ScrollTable>
        ) : (
          <p>Every search in the last 30 days found something.</p>
        )}
      </section>
    </div>
  )
}
