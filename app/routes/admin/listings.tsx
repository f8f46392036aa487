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
import { LISTING_TYPES, parseListingType } from '~/lib/kinds/editor'
import { parseListingFilters } from '~/lib/listing-filters'
import { listingFilterOptions, pageListings } from '~/lib/listing-list.server'
import { pageMeta } from '~/lib/meta'
import { parsePage } from '~/lib/pagination'
import { requireRole } from '~/lib/permissions.server'
import { sendForm } from '~/lib/send-form'
import { cn } from '~/lib/utils'
import type { Route } from './+types/listings'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { localeOfPath } from '~/lib/i18n/config'
import { localizeMessage } from '~/lib/i18n/form-words'
import { useT } from '~/lib/i18n/use-t'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(loaderData?.metaTitle ?? 'Listings', loaderData?.metaDescription ?? 'Manage the listings.'),
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
  const locale = localeOfPath(url.pathname)
  const say = serverT(locale)
  const filters = parseListingFilters(url.searchParams)
  const db = getDb()
  const listings = await pageListings(db, type, { ...filters, page: parsePage(url.searchParams.get('page')) })
  const options = await listingFilterOptions(db, type)
  return {
    messages: messagesFor(locale, ['listing', 'adminListings', 'adminReview.bulk']),
    metaTitle: say('adminListings.meta.titleOf', { kind: say(`admin.types.${type}`) }),
    metaDescription: say('adminListings.meta.description'),
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
  const say = serverT(localeOfPath(new URL(request.url).pathname))
  const read = await readForm(request)
  if (!read.ok)
    return data<BulkAnswer>({ error: localizeMessage(say, read.message) }, { status: read.status })
  const db = getDb()
  const { answer, status } = await answerBulkForm(read.form, {
    actions: LISTING_BULK_ACTIONS,
    choose: say('adminListings.choose'),
    tick: say('adminListings.tick'),
    titles: (ids) => listingTitles(db, type, ids),
    run: (ids, action) => bulkListings(db, type, ids, action, user.id),
  })
  return data(answer, { status })
}

export default function AdminListingsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { type, filters, options, listings, selectAll } = loaderData
  const t = useT()
  const plural = t(`admin.types.${type}`)
  const answer = actionData as BulkAnswer | undefined
  const outcome = answer && 'outcome' in answer ? answer.outcome : undefined
  const noun = (count: number) => t(`adminListings.noun.${type}`, { count })
  return (
    <div>
      <h1 className="font-display text-4xl font-bold">{t('adminListings.title')}</h1>
      <nav aria-label={t('adminListings.kinds')} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {LISTING_TYPES.map((kind) => (
            <li key={kind}>
              <Link
                to={t.path(`/admin/listings/${kind}`)}
                aria-current={kind === type ? 'page' : undefined}
                className={cn(buttonVariants({ variant: kind === type ? 'default' : 'outline', size: 'sm' }))}
              >
                {t(`admin.types.${kind}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
        <h2 className="font-display text-2xl font-bold">{plural}</h2>
        <Link to={t.path(`/admin/listings/${type}/new`)} className={buttonVariants()}>
          {t(`adminListings.new.${type}`)}
        </Link>
      </div>
      <ListingFiltersForm key={JSON.stringify(filters)} filters={filters} options={options} />
      <BulkAnswerNotice answer={answer} noun={noun} />
      <p className="text-muted-foreground mt-4" aria-live="polite">
        {filters.q
          ? t('adminListings.totalMatching', {
              count: listings.total,
              noun: noun(listings.total),
              q: filters.q,
            })
          : t('adminListings.total', { count: listings.total, noun: noun(listings.total) })}
      </p>
      {listings.items.length > 0 ? (
        <BulkForm
          key={outcome ? JSON.stringify(outcome) : 'list'}
          label={plural}
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
              {t(`adminListings.bulk.${action}`)}
              <span className="sr-only"> {t('adminListings.bulk.selected')}</span>
            </Button>
          ))}
          renderItem={(item) => <ListingRow type={type} item={item} />}
        />
      ) : null}
      <Pagination
        page={listings.page}
        pageCount={listings.pageCount}
        label={t('adminListings.pages', { noun: noun(2) })}
      />
    </div>
  )
}
