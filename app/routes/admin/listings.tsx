import { formatLongDate } from '~/lib/dates'
import { Form, Link } from 'react-router'
import { Pagination } from '~/components/pagination'
import { SelectField, TextField } from '~/components/form-field'
import { Button, buttonVariants } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { getDb } from '~/lib/db.server'
import { notFoundUnless } from '~/lib/http.server'
import { LISTING_TYPE_LABELS, LISTING_TYPES, parseListingType } from '~/lib/kinds/editor'
import { type ListingStatus, pageListings } from '~/lib/listing-admin.server'
import { pageMeta } from '~/lib/meta'
import { parsePage } from '~/lib/pagination'
import { requireRole } from '~/lib/permissions.server'
import { cn } from '~/lib/utils'
import type { Route } from './+types/listings'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData ? `Listings: ${LISTING_TYPE_LABELS[loaderData.type].plural}` : 'Listings',
    'Manage the listings.',
  ),
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request)
  const type = params.type === undefined ? 'restaurants' : parseListingType(params.type)
  notFoundUnless(type)
  const url = new URL(request.url)
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100)
  const statusParam = url.searchParams.get('status')
  const status: ListingStatus | undefined =
    statusParam === 'published' || statusParam === 'hidden' ? statusParam : undefined
  const listings = await pageListings(getDb(), type, {
    q,
    status,
    page: parsePage(url.searchParams.get('page')),
  })
  return { type, q, status: status ?? '', listings }
}

export default function AdminListingsRoute({ loaderData }: Route.ComponentProps) {
  const { type, q, status, listings } = loaderData
  const label = LISTING_TYPE_LABELS[type]
  return (
    <div>
      <h1 className="font-display text-4xl font-bold">Listings</h1>
      <nav aria-label="Kinds of listing" className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {LISTING_TYPES.map((t) => (
            <li key={t}>
              <Link
                to={`/admin/listings/${t}`}
                aria-current={t === type ? 'page' : undefined}
                className={cn(buttonVariants({ variant: t === type ? 'default' : 'outline', size: 'sm' }))}
              >
                {LISTING_TYPE_LABELS[t].plural}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
        <h2 className="font-display text-2xl font-bold">{label.plural}</h2>
        <Link to={`/admin/listings/${type}/new`} className={buttonVariants()}>
          New {label.singular.toLowerCase()}
        </Link>
      </div>
      <Form method="get" className="mt-4 grid items-end gap-4 sm:grid-cols-[1fr_12rem_auto]" role="search">
        <TextField name="q" label="Search by title" type="search" defaultValue={q} maxLength={100} />
        <SelectField
          name="status"
          label="Status"
          defaultValue={status}
          options={[
            { value: '', label: 'All' },
            { value: 'published', label: 'Published' },
            { value: 'hidden', label: 'Hidden' },
          ]}
        />
        <Button type="submit" variant="outline">
          Filter
        </Button>
      </Form>
      <p className="text-muted-foreground mt-4" aria-live="polite">
        {listings.total} {listings.total === 1 ? label.singular.toLowerCase() : label.plural.toLowerCase()}
        {q ? ` matching “${q}”` : ''}.
      </p>
      {listings.items.length > 0 ? (
        <Card className="mt-4 overflow-hidden">
          <ul className="divide-border divide-y">
            {listings.items.map((item) => (
              <li key={item.id}>
                <Link
                  to={`/admin/listings/${type}/${encodeURIComponent(item.id)}`}
                  className="hover:bg-muted focus-visible:outline-ring flex min-h-11 flex-wrap items-center justify-between gap-2 p-4 focus-visible:outline-3 focus-visible:-outline-offset-3"
                >
                  <span className="min-w-0 text-lg font-semibold break-words">{item.title}</span>
                  <span
                    className={cn(
                      'rounded px-2 py-0.5 text-sm font-semibold',
                      item.hidden || item.scheduledFor ? 'bg-amber-100 text-amber-900' : 'bg-muted',
                    )}
                  >
                    {item.hidden
                      ? item.draft
                        ? 'Draft'
                        : 'Hidden'
                      : item.scheduledFor
                        ? `Scheduled for ${formatLongDate(item.scheduledFor)}`
                        : 'Published'}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <Pagination
        page={listings.page}
        pageCount={listings.pageCount}
        label={`Pages of ${label.plural.toLowerCase()}`}
      />
    </div>
  )
}
