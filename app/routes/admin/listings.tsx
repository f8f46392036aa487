import { data, Link } from 'react-router'
import { BulkForm } from '~/components/admin/bulk-form'
import { BulkAnswerNotice, ListingFiltersForm, ListingRow } from '~/components/admin/listing-list'
import { Pagination } from '~/components/pagination'
import { Button, buttonVariants } from '~/components/ui/button'
import { type BulkAnswer, LISTING_BULK_ACTIONS } from '~/lib/bulk'
import { answerBulkForm, bulkListings, listingTitles } from '~/lib/bulk-actions.server'
import { getDb } from '~/lib/db.server'
import { readForm } from '~/lib/form.server'
import { notFoundUnless } from '~/lib/http.server'
import { LISTING_TYPE_LABELS, LISTING_TYPES, parseListingType } from '~/lib/kinds/editor'
import { parseListingFilters } from '~/lib/listing-filters'
import { listingFilterOptions, pageListings } from '~/lib/listing-list.server'
import { pageMeta } from '~/lib/meta'
import { parsePage } from '~/lib/pagination'
import { requireRole } from '~/lib/permissions.server'
import { sendForm } from '~/lib/send-form'
import { cn } from '~/lib/utils'
import type { Route } from './+types/listings'
import { messagesFor } from '~/lib/i18n/catalog.server'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData ? `Listings: ${LISTING_TYPE_LABELS[loaderData.type].plural}` : 'Listings',
    'Manage the listings.',
  ),
  { name: 'robots', content: 'noindex' },
]

function typeOf(params: { type?: string }) {
  const type = params.type === undefined ? 'restaurants' : parseListingType(params.type)
  notFoundUnless(type)
  return type
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request)
  const type = typeOf(params)
  const url = new URL(request.url)
  const filters = parseListingFilters(url.searchParams)
  const db = getDb()
  const listings = await pageListings(db, type, { ...filters, page: parsePage(url.searchParams.get('page')) })
  const options = await listingFilterOptions(db, type)
  return {
    messages: messagesFor('en', ['listing', 'adminReview.bulk']),
    type,
    filters,
    options,
    listings,
    selectAll: url.searchParams.get('select') === 'all',
  }
}

/** Hide, show or delete the ticked listings, each as its editor's button does (delete confirmed first). */
// With JavaScript, a send that fails keeps the ticks (app/lib/send-form.ts).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireRole(request)
  const type = typeOf(params)
  const read = await readForm(request)
  if (!read.ok) return data<BulkAnswer>({ error: read.message }, { status: read.status })
  const db = getDb()
  const { answer, status } = await answerBulkForm(read.form, {
    actions: LISTING_BULK_ACTIONS,
    choose: 'Choose Hide, Show or Delete.',
    tick: 'Tick the listings to act on first.',
    titles: (ids) => listingTitles(db, type, ids),
    run: (ids, action) => bulkListings(db, type, ids, action, user.id),
  })
  return data(answer, { status })
}

export default function AdminListingsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { type, filters, options, listings, selectAll } = loaderData
  const label = LISTING_TYPE_LABELS[type]
  const answer = actionData as BulkAnswer | undefined
  const outcome = answer && 'outcome' in answer ? answer.outcome : undefined
  const noun = (n: number) => (n === 1 ? label.singular.toLowerCase() : label.plural.toLowerCase())
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
      <ListingFiltersForm key={JSON.stringify(filters)} filters={filters} options={options} />
      <BulkAnswerNotice answer={answer} noun={noun} />
      <p className="text-muted-foreground mt-4" aria-live="polite">
        {listings.total} {noun(listings.total)}
        {filters.q ? ` matching “${filters.q}”` : ''}.
      </p>
      {listings.items.length > 0 ? (
        <BulkForm
          key={outcome ? JSON.stringify(outcome) : 'list'}
          label={label.plural}
          items={listings.items}
          // after an action the rows start unticked, even on a ?select=all page
          selectAll={selectAll && !outcome}
          toolbar={LISTING_BULK_ACTIONS.map((action) => (
            <Button
              key={action}
              type="submit"
              name="intent"
              value={action}
              variant={action === 'delete' ? 'destructive' : 'outline'}
            >
              {action === 'hide' ? 'Hide' : action === 'show' ? 'Show' : 'Delete'}
              <span className="sr-only"> the selected</span>
            </Button>
          ))}
          renderItem={(item) => <ListingRow type={type} item={item} />}
        />
      ) : null}
      <Pagination
        page={listings.page}
        pageCount={listings.pageCount}
        label={`Pages of ${label.plural.toLowerCase()}`}
      />
    </div>
  )
}
