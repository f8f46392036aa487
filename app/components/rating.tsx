import { Star } from '~/components/icons'
import { cn } from '~/lib/utils'

/** A star rating such as "4.6", read out as "Rated 4.6 out of 5". */
export function Rating({ value, className }: { value: number; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1 font-semibold', className)}>
      <Star aria-hidden="true" className="size-4 fill-amber-500 text-amber-600" />
      <span aria-hidden="true">{value.toFixed(1)}</span>
      <span className="sr-only">Rated {value.toFixed(1)} out of 5</span>
    </span>
  )
}
