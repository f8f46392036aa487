import { CalendarDays, Check } from '~/components/icons'
import { DetailSection } from '~/components/detail-section'
import type { EventRecurrence } from '~/lib/kinds/event-occurrences.server'
import type { GuideEvent } from '~/lib/listings'
import { useT } from '~/lib/i18n/use-t'
import { type EnglishFields, textLang } from '~/lib/i18n/content-fields'

/** An event page's main column: about, upcoming dates, highlights, schedule and what to bring. */
export function EventSections({
  event,
  days,
  tags,
  english,
  recurrence,
  past,
  today,
}: {
  event: GuideEvent
  /** The days' names in the page's language, by YYYY-MM-DD (written by the loader). */
  days: Record<string, string>
  /** Its tags in the page's language (the loader's), `english` those that stayed English. */
  tags: { tags: string[]; englishTags: string[] }
  /** its texts not yet translated into the page's language (decision 057) */
  english?: EnglishFields
  recurrence: EventRecurrence | null
  past: boolean
  /** The visitor's today: days before it are not upcoming. */
  today: string
}) {
  const t = useT()
  const long = (iso: string) => days[iso]
  return (
    <div className="lg:col-start-1">
      <DetailSection title={t('events.detail.about')}>
        <p
          className="text-lg leading-relaxed"
          lang={textLang(english, event.fullDescription.trim() ? 'fullDescription' : 'description')}
        >
          {event.fullDescription.trim() || event.description}
        </p>
        {tags.tags.length > 0 ? (
          <ul aria-label={t('events.detail.tags')} className="mt-4 flex flex-wrap gap-2">
            {tags.tags.map((tag) => (
              <li
                key={tag}
                lang={tags.englishTags.includes(tag) ? 'en' : undefined}
                className="bg-accent rounded-full px-3 py-1 text-sm font-medium"
              >
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
      </DetailSection>

      {recurrence && !past ? (
        <DetailSection title={t('events.detail.upcoming')}>
          <ul className="grid gap-2 sm:grid-cols-2">
            {recurrence.upcoming
              .filter((day) => day >= today)
              .map((day) => (
                <li key={day} className="flex items-center gap-2">
                  <CalendarDays className="text-primary size-4 shrink-0" aria-hidden="true" />
                  {long(day)}
                </li>
              ))}
          </ul>
          {recurrence.cancelled.length > 0 ? (
            <p className="text-muted-foreground mt-3">
              {t('events.detail.cancelled')}
              {recurrence.cancelled.map(long).join('; ')}
            </p>
          ) : null}
        </DetailSection>
      ) : null}

      {event.highlights.length > 0 ? (
        <DetailSection title={t('events.detail.highlights')}>
          <ul className="space-y-2">
            {event.highlights.map((item) => (
              <li key={item} className="flex items-start gap-3">
                <Check className="text-sage mt-1 size-4 shrink-0" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </DetailSection>
      ) : null}

      {event.schedule.length > 0 ? (
        <DetailSection title={t('events.detail.schedule')}>
          <table className="border-border w-full border-collapse overflow-hidden rounded-lg text-left">
            <thead className="bg-muted">
              <tr>
                <th scope="col" className="w-32 px-4 py-2 text-sm font-semibold">
                  {t('events.detail.time')}
                </th>
                <th scope="col" className="px-4 py-2 text-sm font-semibold">
                  {t('events.detail.activity')}
                </th>
              </tr>
            </thead>
            <tbody>
              {event.schedule.map((row) => (
                <tr key={`${row.time}-${row.activity}`} className="border-border border-b">
                  <td className="text-primary px-4 py-3 align-top font-semibold whitespace-nowrap">
                    {row.time}
                  </td>
                  <td className="px-4 py-3">{row.activity}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </DetailSection>
      ) : null}

      {event.whatToBring.length > 0 ? (
        <DetailSection title={t('events.detail.bring')}>
          <ul className="list-disc space-y-2 pl-6">
            {event.whatToBring.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </DetailSection>
      ) : null}
    </div>
  )
}
