import type * as React from 'react'
import { Link, useNavigate } from 'react-router'
import { useHydrated } from '~/lib/use-hydrated'
import { cn } from '~/lib/utils'

export interface LinkTab<Id extends string> {
  id: Id
  label: string
}

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`
export const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`

/**
 * A tab list whose tabs are links to `?{param}={id}`, so the active tab lives in the URL and the tabs
 * work without JavaScript (the server renders the chosen tab). Once hydrated it follows the ARIA tabs
 * pattern: roving tabindex, Left/Right/Home/End move the selection and the focus.
 */
export function LinkTabList<Id extends string>({
  tabs,
  selected,
  label,
  prefix,
  param = 'tab',
  className,
}: {
  tabs: readonly LinkTab<Id>[]
  selected: Id
  label: string
  prefix: string
  param?: string
  className?: string
}) {
  const hydrated = useHydrated()
  const navigate = useNavigate()
  const hrefOf = (id: Id) => `?${new URLSearchParams({ [param]: id })}`

  function onKeyDown(event: React.KeyboardEvent<HTMLAnchorElement>, index: number) {
    let next: number
    switch (event.key) {
      case 'ArrowRight':
        next = (index + 1) % tabs.length
        break
      case 'ArrowLeft':
        next = (index - 1 + tabs.length) % tabs.length
        break
      case 'Home':
        next = 0
        break
      case 'End':
        next = tabs.length - 1
        break
      default:
        return
    }
    event.preventDefault()
    const tab = tabs[next]!
    document.getElementById(tabId(prefix, tab.id))?.focus()
    void navigate(hrefOf(tab.id), { replace: true, preventScrollReset: true })
  }

  return (
    <div
      role="tablist"
      aria-label={label}
      className={cn('border-border bg-muted flex flex-wrap gap-1 rounded-xl border p-1', className)}
    >
      {tabs.map((tab, index) => {
        const isSelected = tab.id === selected
        return (
          <Link
            key={tab.id}
            id={tabId(prefix, tab.id)}
            to={hrefOf(tab.id)}
            role="tab"
            aria-selected={isSelected}
            aria-controls={panelId(prefix, tab.id)}
            // Roving tabindex once the arrow keys work; before that every tab is reachable by Tab.
            tabIndex={hydrated ? (isSelected ? 0 : -1) : undefined}
            preventScrollReset
            replace
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              'flex min-h-11 flex-1 items-center justify-center rounded-lg px-3 py-2 text-center text-sm font-semibold whitespace-nowrap transition-colors sm:text-base',
              isSelected ? 'bg-primary text-primary-foreground shadow-sm' : 'text-foreground hover:bg-card',
            )}
          >
            {tab.label}
          </Link>
        )
      })}
    </div>
  )
}

/** One panel of a LinkTabList; the unselected ones stay in the page but hidden. */
export function LinkTabPanel({
  prefix,
  id,
  selected,
  className,
  children,
}: {
  prefix: string
  id: string
  selected: boolean
  className?: string
  children: React.ReactNode
}) {
  return (
    <div
      role="tabpanel"
      id={panelId(prefix, id)}
      aria-labelledby={tabId(prefix, id)}
      hidden={!selected}
      tabIndex={0}
      className={cn('focus-visible:outline-ring rounded-xl focus-visible:outline-3', className)}
    >
      {children}
    </div>
  )
}
