import { ScrollTable } from '~/components/ui/scroll-table'
import { formatShortDate } from '~/lib/dates-intl'
import { LOCALE_INFO } from '~/lib/i18n/config'
import { useT } from '~/lib/i18n/use-t'
import { METRICS, type Metric } from '~/lib/stats/stats'

type Totals = Record<Metric, number>

export interface StatsView {
  from: string
  to: string
  totals: Totals
  daily: { day: string; views: number }[]
  months?: { month: string; totals: Totals }[]
}

const monthLabel = (month: string, intl: string) =>
  new Intl.DateTimeFormat(intl, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T12:00:00Z`),
  )

/**
 * What the counters say for the last 30 days (issue 44 item 5): the totals, page views per day as a
 * small bar chart with the same figures in a table (a person who cannot see the chart, or wants
 * the numbers, opens it), and per month. Server-drawn SVG: no script. In the page's language: its
 * words are the `stats` catalog's, which every route rendering it sends.
 */
export function ListingStats({
  stats,
  headingLevel = 2,
  id,
}: {
  stats: StatsView
  headingLevel?: 2 | 3
  id: string
}) {
  const t = useT()
  const intl = LOCALE_INFO[t.locale].intl
  const day = (iso: string) => formatShortDate(iso, t.locale)
  const Heading = `h${headingLevel}` as const
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4'
  const highest = Math.max(0, ...stats.daily.map((d) => d.views))
  const peak = Math.max(1, highest)
  const width = 300
  const height = 80
  const bar = width / stats.daily.length
  const range = t('stats.range', { from: day(stats.from), to: day(stats.to) })
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4">
      <Heading id={`${id}-title`} className="font-display text-2xl font-bold">
        {t('stats.title')}
      </Heading>
      <p className="text-muted-foreground">{t('stats.note', { range })}</p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {METRICS.map((metric) => (
          <div key={metric} className="border-border bg-card rounded-lg border p-3">
            <dt className="text-muted-foreground text-sm">{t(`stats.metric.${metric}`)}</dt>
            <dd className="font-display text-2xl font-bold">{stats.totals[metric].toLocaleString(intl)}</dd>
          </div>
        ))}
      </dl>
      <figure className="grid gap-2">
        <svg
          viewBox={`0 0 ${width} ${height}`}
          className="border-border bg-card h-28 w-full rounded-lg border"
          role="img"
          aria-labelledby={`${id}-chart`}
          preserveAspectRatio="none"
        >
          {stats.daily.map((d, i) => {
            const h = (d.views / peak) * (height - 8)
            return (
              <rect
                key={d.day}
                x={i * bar + 1}
                y={height - h}
                width={Math.max(1, bar - 2)}
                height={h}
                className="fill-primary"
              />
            )
          })}
        </svg>
        <figcaption id={`${id}-chart`} className="text-muted-foreground text-sm">
          {t('stats.chart', { range, highest })}
        </figcaption>
      </figure>
      <details>
        <summary className="text-secondary flex min-h-11 cursor-pointer items-center font-semibold">
          {t('stats.table')}
        </summary>
        <table className="mt-2 w-full max-w-sm text-left">
          <caption className="sr-only">{t('stats.caption', { range })}</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1">
                {t('stats.day')}
              </th>
              <th scope="col" className="py-1 text-right">
                {t('stats.views')}
              </th>
            </tr>
          </thead>
          <tbody>
            {stats.daily.map((d) => (
              <tr key={d.day} className="border-border border-t">
                <th scope="row" className="py-1 font-normal">
                  {day(d.day)}
                </th>
                <td className="py-1 text-right">{d.views}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      {stats.months && stats.months.length > 0 ? (
        <div className="grid gap-2">
          <Sub className="text-lg font-semibold">{t('stats.perMonth')}</Sub>
          <ScrollTable
            card={false}
            cell="p-2"
            className="text-sm"
            label={t('stats.months')}
            caption={t('stats.monthsCaption')}
            columns={[
              { label: t('stats.month') },
              ...METRICS.map((metric) => ({ label: t(`stats.metric.${metric}`), numeric: true })),
            ]}
          >
            {stats.months.map((m) => (
              <tr key={m.month} className="border-border border-t">
                <th scope="row" className="p-2 font-normal">
                  {monthLabel(m.month, intl)}
                </th>
                {METRICS.map((metric) => (
                  <td key={metric} className="p-2 text-right">
                    {m.totals[metric]}
                  </td>
                ))}
              </tr>
            ))}
          </ScrollTable>
        </div>
      ) : null}
    </section>
  )
}
