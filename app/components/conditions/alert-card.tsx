import { Link } from 'react-router'
import { AlertTriangle, ExternalLink } from '~/components/icons'
import type { AlertWithAge, AsOf, ShownAlert } from '~/lib/conditions/alerts'
import { useT } from '~/lib/i18n/use-t'

const SEVERITY_STYLES: Record<ShownAlert['severity'], string> = {
  extreme: 'border-red-800 bg-red-50 text-red-950',
  severe: 'border-red-700 bg-red-50 text-red-950',
  moderate: 'border-amber-700 bg-amber-50 text-amber-950',
  minor: 'border-sky-800 bg-sky-50 text-sky-950',
}

/** A figure's "as of" line; an out-of-date one says so in bold. */
export function AsOfLine({ asOf, className = '' }: { asOf: AsOf; className?: string }) {
  return (
    <p
      className={`text-sm ${asOf.stale ? 'font-semibold' : ''} ${className}`}
      data-as-of={asOf.stale ? 'stale' : 'fresh'}
    >
      <time dateTime={asOf.at}>{asOf.text}</time>
    </p>
  )
}

/**
 * One alert: its severity, title, where and until when, its text (text, never HTML) and source.
 * Its words come with it from the server (`alert.card`, in the page's language); its title and
 * text are the National Weather Service's or an editor's, in English (marked so on other pages).
 */
export function AlertCard({
  alert,
  headingLevel = 3,
  compact = false,
}: {
  alert: AlertWithAge
  headingLevel?: 2 | 3
  compact?: boolean
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const t = useT()
  const english = t.locale !== 'en' ? 'en' : undefined
  return (
    <article
      className={`rounded-lg border-2 px-4 py-3 ${SEVERITY_STYLES[alert.severity]}`}
      data-alert={alert.severity}
    >
      <Heading className="flex items-start gap-2 text-lg font-bold">
        <AlertTriangle aria-hidden="true" className="mt-1 size-5 shrink-0" />
        <span>
          <span className="mr-2 rounded bg-white/70 px-1.5 py-0.5 text-sm tracking-wide uppercase">
            {alert.severityLabel}
          </span>
          <span lang={english}>{alert.title}</span>
        </span>
      </Heading>
      <p className="mt-1 text-sm">{alert.line}</p>
      {alert.text ? (
        <p className={`mt-2 whitespace-pre-line ${compact ? 'line-clamp-3' : ''}`} lang={english}>
          {alert.text}
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1">
        <AsOfLine asOf={alert.asOf} />
        {alert.link ? (
          <a
            href={alert.link}
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-1 font-semibold underline underline-offset-4"
          >
            {alert.card.details}
            <span className="sr-only"> {alert.card.detailsOf}</span>
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        ) : null}
        {compact ? (
          <Link
            to={t.path('/conditions')}
            className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
          >
            {alert.card.all}
          </Link>
        ) : null}
      </div>
    </article>
  )
}

/** The alerts a listing's or event's page carries at its top (nothing when none is active). */
export function AlertBanner({ alerts }: { alerts: AlertWithAge[] }) {
  if (alerts.length === 0) return null
  return (
    <section aria-label={alerts[0]!.card.banner} className="mt-4 grid gap-3" data-alert-banner>
      {alerts.map((alert) => (
        <AlertCard key={alert.id} alert={alert} headingLevel={2} compact />
      ))}
    </section>
  )
}
