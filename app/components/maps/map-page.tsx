import { ArrowLeft } from '~/components/icons'
import type * as React from 'react'
import { Link, useLocation } from 'react-router'
import { ListMapToggle } from '~/components/list-map-toggle'
import { Pagination } from '~/components/pagination'
import { useInteractiveMap } from '~/components/maps/interactive-map'
import { ValleyMap } from '~/components/maps/valley-map'
import { PlacesList } from '~/components/places-list'
import { buttonVariants } from '~/components/ui/button'
import type { MapPageData } from '~/lib/maps/pages'
import { useT } from '~/lib/i18n/use-t'

/**
 * A map page (/map, /eat/map, /stay/map, /play/map, /events/map): the title, List View / Map
 * View, the page's filters (children), the map's areas, then the server-drawn map with the
 * numbered list beside it. Everything is a link or plain markup: it works without JavaScript.
 */
export function MapPage({
  title,
  subtitle,
  back,
  listTo,
  data,
  listLabel,
  children,
}: {
  title: string
  subtitle: string
  back: { to: string; label: string }
  /** The list page with the same filters (none: no List View / Map View links). */
  listTo?: string
  /** its map, its places and how many ('Showing 1–48 of 120 places', from the server) */
  data: MapPageData
  /** The numbered list's name, e.g. "Places to stay". */
  listLabel: string
  children?: React.ReactNode
}) {
  const t = useT()
  const { map, paging } = data
  const location = useLocation()
  const interactive = useInteractiveMap(data.interactive)
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <Link
        to={t.path(back.to)}
        className="text-secondary inline-flex min-h-11 items-center gap-2 font-semibold underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {back.label}
      </Link>
      <h1 className="mt-2 text-4xl font-bold sm:text-5xl">{title}</h1>
      <p className="text-muted-foreground mt-3 text-lg">{subtitle}</p>
      <div className="mt-6 flex flex-col gap-4">
        {listTo ? (
          <ListMapToggle
            listTo={listTo}
            mapTo={`${location.pathname}${location.search}`}
            current="map"
            valleyMap={location.pathname !== t.path('/map')}
          />
        ) : null}
        {children}
        <nav aria-label={t('map.areas')}>
          <ul className="flex flex-wrap gap-2">
            {map.views.map((view) => (
              <li key={view.key}>
                <Link
                  to={t.path(view.href)}
                  preventScrollReset
                  aria-current={view.current ? 'page' : undefined}
                  className={buttonVariants({ variant: view.current ? 'secondary' : 'outline', size: 'sm' })}
                >
                  {view.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:items-start">
        {/* On wide screens the map stays in view beside the list (below the sticky header). */}
        <div className="lg:sticky lg:top-20">
          <ValleyMap map={map} overlay={interactive.overlay} below={interactive.nearby} />
        </div>
        <section aria-labelledby="places-title">
          <h2 id="places-title" className="text-2xl font-bold">
            {t('map.places.title')}
          </h2>
          <p className="text-muted-foreground mt-1 mb-4">{data.count}</p>
          {map.items.length > 0 ? <PlacesList items={map.items} label={listLabel} /> : null}
          <Pagination page={paging.page} pageCount={paging.pageCount} label={t('map.places.pages')} />
        </section>
      </div>
    </div>
  )
}
