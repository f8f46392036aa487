import { Star } from '~/components/icons'
import { cn } from '~/lib/utils'
import { LOCALE_INFO } from '~/lib/i18n/config'
import { useT } from '~/lib/i18n/use-t'

/** Whether a listing has a rating: ratings run from 1 to 5, 0 (the editor's default) is none. */
export function hasRating(value: number): boolean {
  return Number.isFinite(value) && value > 0
}

/**
 * A star rating such as "4.6", read out as "Rated 4.6 out of 5". Nothing without a rating: no
 * "0.0" that reads as a verdict (issue 51).
 */
export function Rating({ value, className }: { value: number; className?: string }) {
  const t = useT()
  if (!hasRating(value)) return null
  const shown = new Intl.NumberFormat(LOCALE_INFO[t.locale].intl, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value)
  return (
    <span className={cn('inline-flex items-center gap-1 font-semibold', className)}>
      <Star aria-hidden="true" className="size-4 fill-amber-500 text-amber-600" />
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">{t('listing.rating.rated', { value: shown })}</span>
    </span>
  )
}
