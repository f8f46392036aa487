import { CalendarDays, Clock, MapPin, Ticket } from '~/components/icons'
import { Link } from 'react-router'
import { SceneImage } from '~/components/scene-image'
import { PastBadge } from './past-badge'
import { formatLongDate } from '~/lib/dates-intl'
import { type EnglishFields, textLang } from '~/lib/i18n/content-fields'
import type { MessageKey } from '~/lib/i18n/messages'
import { type Translator, useT } from '~/lib/i18n/use-t'
import { categorySlug } from '~/lib/events-query'
import type { EventCategory } from '~/lib/listings'
import type { GuideEvent } from '~/lib/listings'
import { eventPriceText } from '~/lib/kinds/event'

export type EventCardData = Pick<
  GuideEvent,
  'id' | 'title' | 'category' | 'date' | 'time' | 'location' | 'description' | 'price' | 'isFree' | 'image'
> & {
  /** its texts shown in English on a page in another language (decision 057) */
  english?: EnglishFields
}

/** An event category's name in the page's language. */
export function categoryName(t: Translator, category: EventCategory): string {
  return t(`events.category.${categorySlug(category)}` as MessageKey)
}

/** One event in the list for the selected day; `past` when its day is before the visitor's today. */
export function EventListItem({ event, past = false }: { event: EventCardData; past?: boolean }) {
  const t = useT()
  const price = eventPriceText(event, t('events.card.free'))
  return (
    <li className="border-border bg-card flex flex-col overflow-hidden rounded-(--radius-card) border shadow-sm sm:flex-row">
      <SceneImage image={event.image} className="sm:w-56 sm:shrink-0" />
      <div className="flex flex-1 flex-col p-5">
        <p className="flex flex-wrap items-center gap-2">
          <span className="text-sage text-sm font-semibold">{categoryName(t, event.category)}</span>
          {past ? <PastBadge /> : null}
        </p>
        <h3 className="mt-1 text-2xl font-bold" lang={textLang(event.english, 'title')}>
          {event.title}
        </h3>
        <ul className="text-muted-foreground mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <li className="flex items-center gap-1.5">
            <Clock className="size-4" aria-hidden="true" />
            {event.time}
          </li>
          <li className="flex items-center gap-1.5">
            <MapPin className="size-4" aria-hidden="true" />
            {event.location}
          </li>
          {price ? (
            <li className="flex items-center gap-1.5">
              <Ticket className="size-4" aria-hidden="true" />
              {price}
            </li>
          ) : null}
        </ul>
        <p className="mt-3 flex-1" lang={textLang(event.english, 'description')}>
          {event.description}
        </p>
        <Link
          to={t.path(`/events/${event.id}`)}
          className="bg-primary text-primary-foreground hover:bg-primary-hover mt-4 inline-flex min-h-11 w-fit items-center rounded-lg px-4 text-sm font-semibold"
        >
          {t('events.card.details')}
          <span className="sr-only">
            : <span lang={textLang(event.english, 'title')}>{event.title}</span>
          </span>
        </Link>
      </div>
    </li>
  )
}

/** A card in This Month's Highlights. */
export function HighlightCard({ event }: { event: EventCardData }) {
  const t = useT()
  return (
    <li className="border-border bg-card flex flex-col overflow-hidden rounded-(--radius-card) border shadow-sm">
      <SceneImage image={event.image} />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sage text-sm font-semibold">{categoryName(t, event.category)}</p>
        <h3 className="mt-1 text-xl font-bold" lang={textLang(event.english, 'title')}>
          {event.title}
        </h3>
        <p className="text-muted-foreground mt-1 flex items-center gap-1.5 text-sm">
          <CalendarDays className="size-4" aria-hidden="true" />
          {formatLongDate(event.date, t.locale)} · {event.time}
        </p>
        <p className="mt-3 flex-1" lang={textLang(event.english, 'description')}>
          {event.description}
        </p>
        <Link
          to={t.path(`/events/${event.id}`)}
          className="text-secondary mt-4 inline-flex min-h-11 w-fit items-center font-semibold underline underline-offset-4"
        >
          {t('events.card.more')}
          <span className="sr-only">
            : <span lang={textLang(event.english, 'title')}>{event.title}</span>
          </span>
        </Link>
      </div>
    </li>
  )
}
