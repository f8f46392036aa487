import { ArrowLeft, List, ListFilter, Map as MapIcon } from 'lucide-react'
import type * as React from 'react'
import { Link } from 'react-router'
import { LinkButton } from '~/components/link-button'

/**
 * A map page (SPEC "Map pages"): the 'Interactive Map Coming Soon' placeholder with Filter and
 * List View buttons, a link back to the list, and the places with their locations beneath.
 */
export function MapPlaceholder({
  title,
  subtitle,
  filterTo,
  listTo,
  backLabel,
  children,
}: {
  title: string
  subtitle: string
  filterTo: string
  listTo: string
  backLabel: string
  children: React.ReactNode
}) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      <Link
        to={listTo}
        className="text-secondary inline-flex min-h-11 items-center gap-2 font-semibold underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {backLabel}
      </Link>
      <h1 className="mt-2 text-4xl font-bold sm:text-5xl">{title}</h1>
      <p className="text-muted-foreground mt-3 text-lg">{subtitle}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <LinkButton to={filterTo} variant="outline">
          <ListFilter aria-hidden="true" />
          Filter
        </LinkButton>
        <LinkButton to={listTo} variant="outline">
          <List aria-hidden="true" />
          List View
        </LinkButton>
      </div>
      <div className="border-input bg-sky/60 mt-6 flex flex-col items-center justify-center rounded-(--radius-card) border border-dashed px-6 py-12 text-center">
        <MapIcon aria-hidden="true" className="text-secondary size-12" />
        <h2 className="mt-4 text-2xl font-bold">Interactive Map Coming Soon</h2>
        <p className="text-muted-foreground mt-2 max-w-md">
          Until then, every place is listed below with its location and a link to open it in your maps app.
        </p>
      </div>
      <section aria-labelledby="places-title" className="mt-10">
        <h2 id="places-title" className="text-2xl font-bold">
          Places on the Map
        </h2>
        <div className="mt-4">{children}</div>
      </section>
    </div>
  )
}
