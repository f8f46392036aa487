import { ArrowLeft } from 'lucide-react'
import { Link, useNavigate } from 'react-router'
import { buttonVariants } from '~/components/ui/button'
import { cn } from '~/lib/utils'

/**
 * Goes back one history step (keeping the calendar's date and filters), or to /events when the
 * page was opened directly. A real link, so it also works without JavaScript.
 */
export function BackToEvents({ className }: { className?: string }) {
  const navigate = useNavigate()
  return (
    <Link
      to="/events"
      className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), '-ml-3', className)}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        const index = (window.history.state as { idx?: number } | null)?.idx ?? 0
        if (index > 0) {
          event.preventDefault()
          void navigate(-1)
        }
      }}
    >
      <ArrowLeft aria-hidden="true" />
      Back to Events
    </Link>
  )
}
