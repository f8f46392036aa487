import { ArrowLeft } from '~/components/icons'
import type * as React from 'react'
import { Link, useNavigate } from 'react-router'
import { buttonVariants } from '~/components/ui/button'
import { previousEntryInGuide } from '~/lib/history'
import { cn } from '~/lib/utils'

/**
 * A link that goes back one history step when the previous entry is a page of the guide (after
 * links, full page loads and reloads alike), and to `to` when the visitor arrived from elsewhere.
 * Without JavaScript it is a plain link to `to`: pages come from a shared cache, so the HTML
 * never depends on the visitor's Referer.
 */
export function HistoryBackLink({
  to,
  className,
  children,
}: {
  to: string
  className?: string
  children: React.ReactNode
}) {
  const navigate = useNavigate()
  return (
    <Link
      to={to}
      className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), '-ml-3', className)}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        if (previousEntryInGuide()) {
          event.preventDefault()
          void navigate(-1)
        }
      }}
    >
      <ArrowLeft aria-hidden="true" />
      {children}
    </Link>
  )
}
