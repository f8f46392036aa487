import { List, MapIcon } from '~/components/icons'
import { Link } from 'react-router'
import { cn } from '~/lib/utils'
import { useT } from '~/lib/i18n/use-t'

/**
 * List View / Map View: two links (they keep the page's filters in their URLs and work without
 * JavaScript); the one showing is marked aria-current="page". Beside them, unless `valleyMap` is
 * false (on /map itself), a link to the map of everything (issue 50 item 6: /map findable from
 * every list page).
 */
export function ListMapToggle({
  listTo,
  mapTo,
  current,
  valleyMap = true,
  className,
}: {
  listTo: string
  mapTo: string
  current: 'list' | 'map'
  valleyMap?: boolean
  className?: string
}) {
  const t = useT()
  const item = (active: boolean) =>
    cn(
      'inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold transition-colors [&_svg]:size-4',
      active ? 'bg-secondary text-secondary-foreground' : 'text-foreground hover:bg-muted',
    )
  return (
    <nav
      aria-label={t('listing.listMap.label')}
      className={cn('flex flex-wrap items-center gap-x-4 gap-y-2', className)}
    >
      <ul className="border-input bg-card inline-flex gap-1 rounded-full border p-1">
        <li>
          <Link
            to={t.path(listTo)}
            aria-current={current === 'list' ? 'page' : undefined}
            className={item(current === 'list')}
          >
            <List aria-hidden="true" />
            {t('listing.listMap.list')}
          </Link>
        </li>
        <li>
          <Link
            to={t.path(mapTo)}
            aria-current={current === 'map' ? 'page' : undefined}
            className={item(current === 'map')}
          >
            <MapIcon aria-hidden="true" />
            {t('listing.listMap.map')}
          </Link>
        </li>
      </ul>
      {valleyMap ? <ValleyMapLink /> : null}
    </nav>
  )
}

/** The link to /map, the map of everything in the guide. */
export function ValleyMapLink({ className }: { className?: string }) {
  const t = useT()
  return (
    <Link
      to={t.path('/map')}
      className={cn(
        'text-secondary inline-flex min-h-11 items-center gap-2 text-sm font-semibold underline underline-offset-4 [&_svg]:size-4',
        className,
      )}
    >
      <MapIcon aria-hidden="true" />
      {t('listing.listMap.valley')}
    </Link>
  )
}
