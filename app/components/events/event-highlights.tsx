import { useT } from '~/lib/i18n/use-t'
import { type EventCardData, HighlightCard } from '~/components/events/event-card'

/**
 * Highlights: the next upcoming events of the month on show (`month`, YYYY-MM), else the next ones
 * at all; past events never (they stay reachable from their day, labelled past).
 */
export function EventHighlights({
  events,
  today,
  month,
}: {
  events: EventCardData[]
  today: string
  month: string
}) {
  const upcoming = events.filter((event) => event.date >= today)
  const monthUpcoming = upcoming.filter((event) => event.date.startsWith(month))
  const highlights = (monthUpcoming.length > 0 ? monthUpcoming : upcoming).slice(0, 3)
  const t = useT()
  const title =
    monthUpcoming.length > 0 || upcoming.length === 0
      ? t('events.highlights.month')
      : t('events.highlights.coming')
  return (
    <section aria-labelledby="highlights-title" className="mt-16">
      <h2 id="highlights-title" className="text-3xl font-bold">
        {title}
      </h2>
      {highlights.length > 0 ? (
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {highlights.map((event) => (
            <HighlightCard key={`${event.id}:${event.date}`} event={event} />
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground mt-4">{t('events.highlights.none')}</p>
      )}
    </section>
  )
}
