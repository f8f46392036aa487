import { useT } from '~/lib/i18n/use-t'

/** The key below the calendar: what the marks on the days mean. */
export function CalendarLegend() {
  const t = useT()
  return (
    <ul className="text-muted-foreground mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm">
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="bg-accent relative inline-block size-5 rounded-full">
          <span className="bg-primary absolute bottom-0.5 left-1/2 size-1 -translate-x-1/2 rounded-full" />
        </span>
        {t('events.legend.hasEvents')}
      </li>
      <li className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className="ring-secondary inline-block size-5 rounded-full ring-2 ring-inset"
        />
        {t('events.legend.today')}
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="bg-primary inline-block size-5 rounded-full" />
        {t('events.legend.selected')}
      </li>
    </ul>
  )
}
