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
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { LOCALE_INFO, localeOfPath } from '~/lib/i18n/config'
import { useT } from '~/lib/i18n/use-t'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData?.metaTitle ?? 'Numbers',
    loaderData?.metaDescription ??
      'What visitors did in the guide in the last 30 days, and what they searched for in vain.',
  ),
  { name: 'robots', content: 'noindex' },
]

/** The whole guide's counts (issue 44 item 5), the listings most viewed, and the searches that found nothing. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request)
  const stats = await siteStats(getDb())
  const locale = localeOfPath(new URL(request.url).pathname)
  const say = serverT(locale)
  // A search's last day: "Mon, Nov 3" as before in English, the page's own words in another language.
  const shortDay =
    locale === 'en'
      ? formatShortDate
      : (iso: string) =>
          new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, {
            weekday: 'short',
            month: 'short',
            day: 'numeric',
            timeZone: 'UTC',
          }).format(new Date(`${iso}T12:00:00Z`))
  return {
    messages: messagesFor(locale, ['stats', 'adminGuide']),
    metaTitle: say('adminGuide.stats.title'),
    metaDescription: say('adminGuide.stats.description'),
    stats: { from: stats.from, to: stats.to, totals: stats.totals, daily: stats.daily },
    top: stats.top.map((row) => ({
      ...row,
      href: `/admin/listings/${row.type}/${encodeURIComponent(row.id)}`,
      publicPath: LISTING_EDITORS[row.type].publicPath(row.id),
    })),
    misses: stats.misses.map((miss) => ({ ...miss, lastDayText: shortDay(miss.lastDay) })),
  }
}

export default function AdminStatsRoute({ loaderData: { stats, top, misses } }: Route.ComponentProps) {
  const t = useT()
  const topColumns = [
    { label: t('adminGuide.stats.col.listing') },
    { label: t('adminGuide.stats.col.views'), numeric: true },
    { label: t('adminGuide.stats.col.clicks'), numeric: true },
    { label: t('adminGuide.stats.col.tripAdds'), numeric: true },
  ]
  const missColumns = [
    { label: t('adminGuide.stats.col.search') },
    { label: t('adminGuide.stats.col.times'), numeric: true },
    { label: t('adminGuide.stats.col.lastAsked') },
  ]
  return (
    <div className="grid gap-8">
      <div>
        <h1 className="font-display text-4xl font-bold">{t('adminGuide.stats.title')}</h1>
        <p className="text-muted-foreground mt-2 text-lg">{t('adminGuide.stats.intro')}</p>
      </div>
      <ListingStats stats={stats} id="site-stats" />
      <section aria-labelledby="top-title" className="grid gap-3">
        <h2 id="top-title" className="font-display text-2xl font-bold">
          {t('adminGuide.stats.top.title')}
        </h2>
        {top.length ? (
          <ScrollTable
            label={t('adminGuide.stats.top.label')}
            caption={t('adminGuide.stats.top.caption')}
            columns={topColumns}
          >
            {top.map((row) => (
              <tr key={`${row.type}:${row.id}`} className="border-border border-t">
                <th scope="row" className="p-3 font-normal">
                  <Link
                    to={t.path(row.href)}
                    className="text-secondary font-semibold underline underline-offset-4"
                  >
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
          <p>{t('adminGuide.stats.top.empty')}</p>
        )}
      </section>
      <section aria-labelledby="misses-title" className="grid gap-3">
        <h2 id="misses-title" className="font-display text-2xl font-bold">
          {t('adminGuide.stats.misses.title')}
        </h2>
        <p className="text-muted-foreground">{t('adminGuide.stats.misses.intro')}</p>
        {misses.length ? (
          <ScrollTable
            label={t('adminGuide.stats.misses.label')}
            caption={t('adminGuide.stats.misses.caption')}
            columns={missColumns}
          >
            {misses.map((miss) => (
              <tr key={miss.query} className="border-border border-t">
                <th scope="row" className="p-3 font-normal [overflow-wrap:anywhere]">
                  {miss.query}
                </th>
                <td className="p-3 text-right">{miss.count}</td>
                <td className="p-3">{miss.lastDayText}</td>
              </tr>
            ))}
          </ScrollTable>
        ) : (
          <p>{t('adminGuide.stats.misses.empty')}</p>
        )}
      </section>
    </div>
  )
}
