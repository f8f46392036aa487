import { ScrollTable } from '~/components/ui/scroll-table'
import { formatShortDate } from '~/lib/dates'
import { METRIC_LABELS, METRICS, type Metric } from '~/lib/stats/stats'

type Totals = Record<Metric, number>

export interface StatsView {
  from: string
  to: string
  totals: Totals
  daily: { day: string; views: number }[]
  months?: { month: string; totals: Totals }[]
}

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })
const monthLabel = (month: string) => MONTH.format(new Date(`${month}-01T12:00:00Z`))

/**
 * What the counters say for the last 30 days (issue 44 item 5): the totals, page views per day as a
 * small bar chart with the same figures in a table (a person who cannot see the chart, or wants
 * the numbers, opens it), and per month. Server-drawn SVG: no script.
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
  const Heading = `h${headingLevel}` as const
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4'
  const highest = Math.max(0, ...stats.daily.map((d) => d.views))
  const peak = Math.max(1, highest)
  const width = 300
  const height = 80
  const bar = width / stats.daily.length
  const range = `${formatShortDate(stats.from)} to ${formatShortDate(stats.to)}`
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4">
      <Heading id={`${id}-title`} className="font-display text-2xl font-bold">
        The last 30 days
      </Heading>
      <p className="text-muted-foreground">
        {range}. Counted on our server, without cookies or anything about the visitor; known bots are left
        out.
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {METRICS.map((metric) => (
          <div key={metric} className="border-border bg-card rounded-lg border p-3">
            <dt className="text-muted-foreground text-sm">{METRIC_LABELS[metric]}</dt>
            <dd className="font-display text-2xl font-bold">
              {stats.totals[metric].toLocaleString('en-US')}
            </dd>
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
          Page views per day, {range} (highest: {highest}).
        </figcaption>
      </figure>
      <details>
        <summary className="text-secondary flex min-h-11 cursor-pointer items-center font-semibold">
          Page views per day as a table
        </summary>
        <table className="mt-2 w-full max-w-sm text-left">
          <caption className="sr-only">Page views per day, {range}</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1">
                Day
              </th>
              <th scope="col" className="py-1 text-right">
                Page views
              </th>
            </tr>
          </thead>
          <tbody>
            {stats.daily.map((d) => (
              <tr key={d.day} className="border-border border-t">
                <th scope="row" className="py-1 font-normal">
                  {formatShortDate(d.day)}
                </th>
                <td className="py-1 text-right">{d.views}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      {stats.months && stats.months.length > 0 ? (
        <div className="grid gap-2">
          <Sub className="text-lg font-semibold">Per month</Sub>
          <ScrollTable
            card={false}
            cell="p-2"
            className="text-sm"
            label="Counts per month"
            caption="Counts per month, the newest first"
            columns={[
              { label: 'Month' },
              ...METRICS.map((metric) => ({ label: METRIC_LABELS[metric], numeric: true })),
            ]}
          >
            {stats.months.map((m) => (
              <tr key={m.month} className="border-border border-t">
                <th scope="row" className="p-2 font-normal">
                  {monthLabel(m.month)}
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
