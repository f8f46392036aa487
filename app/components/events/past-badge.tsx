import { useT } from '~/lib/i18n/use-t'

/** "Past event": the label of an event whose day is over (still reachable, no tickets). */
export function PastBadge() {
  const t = useT()
  return (
    <span className="bg-muted text-foreground rounded px-2 py-0.5 text-xs font-semibold tracking-wide uppercase">
      {t('events.card.past')}
    </span>
  )
}
