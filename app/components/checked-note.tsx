import { CalendarCheck } from '~/components/icons'
import { cn } from '~/lib/utils'

/**
 * When a listing's facts were last checked and by whom (issue 44 item 4), under its header: a quiet
 * line, or a plain warning once the check is more than six months old.
 */
export function CheckedNote({ checked }: { checked: { text: string; stale: boolean } | null }) {
  if (!checked) return null
  return (
    <p
      className={cn(
        'mt-3 flex items-start gap-2 text-sm',
        checked.stale
          ? 'rounded-lg border-2 border-amber-700 bg-amber-50 px-4 py-3 font-semibold text-amber-950'
          : 'text-muted-foreground',
      )}
      data-checked
    >
      <CalendarCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{checked.text}</span>
    </p>
  )
}
