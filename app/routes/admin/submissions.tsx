import { ChevronLeft, ChevronRight } from '~/components/icons'
import { Link } from 'react-router'
import { formatDateTime, StatusBadge } from '~/components/admin/field-list'
import { Card } from '~/components/ui/card'
import { getDb } from '~/lib/db.server'
import { notFoundUnless } from '~/lib/http.server'
import { pageMeta } from '~/lib/meta'
import { requireRole } from '~/lib/permissions.server'
import { KIND_LABELS, STATUS_FILTERS } from '~/lib/kinds'
import { listSubmissions, parseKind, parsePage, parseStatusFilter } from '~/lib/review-queue.server'
import { cn } from '~/lib/utils'
import type { Route } from './+types/submissions'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData ? `${KIND_LABELS[loaderData.kind].plural} Submissions` : 'Admin',
    'Community submissions to review.',
  ),
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request)
  const kind = parseKind(params.kind)
  notFoundUnless(kind)
  const url = new URL(request.url)
  const status = parseStatusFilter(url.searchParams.get('status'))
  const result = await listSubmissions(getDb(), kind, {
    status,
    page: parsePage(url.searchParams.get('page')),
  })
  return { kind, status, ...result }
}

const FILTER_LABELS = { all: 'All', pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } as const

export default function AdminSubmissionsRoute({ loaderData }: Route.ComponentProps) {
  const { kind, status, items, total, page, pageCount } = loaderData
  const label = KIND_LABELS[kind]
  const href = (changes: { status?: string; page?: number }) => {
    const params = new URLSearchParams()
    const nextStatus = changes.status ?? status
    if (nextStatus !== 'all') params.set('status', nextStatus)
    const nextPage = changes.page ?? 1
    if (nextPage > 1) params.set('page', String(nextPage))
    const query = params.toString()
    return `/admin/${kind}${query ? `?${query}` : ''}`
  }
  return (
    <div>
      <h1 className="font-display text-4xl font-bold">{label.plural}</h1>
      <p className="text-muted-foreground mt-2 text-lg">
        Submitted {label.plural.toLowerCase()}, pending first. Open one to review it.
      </p>
      <nav aria-label="Filter by status" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {STATUS_FILTERS.map((filter) => (
            <li key={filter}>
              <Link
                to={href({ status: filter })}
                aria-current={filter === status ? 'page' : undefined}
                className={cn(
                  'focus-visible:outline-ring inline-flex min-h-11 items-center rounded-full border px-4 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2',
                  filter === status
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-border bg-card hover:bg-muted',
                )}
              >
                {FILTER_LABELS[filter]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="text-muted-foreground mt-4" aria-live="polite">
        {total === 0
          ? 'No submissions here.'
          : `${total} ${total === 1 ? 'submission' : 'submissions'}, page ${page} of ${pageCount}`}
      </p>
      {items.length > 0 ? (
        <Card className="mt-4 overflow-hidden">
          <ul className="divide-border divide-y">
            {items.map((item) => (
              <li key={item.id}>
                <Link
                  to={`/admin/${kind}/${item.id}`}
                  className="hover:bg-muted focus-visible:outline-ring flex flex-col gap-1 p-4 focus-visible:outline-3 focus-visible:-outline-offset-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <span className="min-w-0">
                    <span className="block text-lg font-semibold break-words">{item.title}</span>
                    <span className="text-muted-foreground block text-sm break-all">{item.submitter}</span>
                  </span>
                  <span className="flex shrink-0 items-center gap-3 text-sm">
                    <span className="text-muted-foreground">{formatDateTime(item.createdAt)}</span>
                    <StatusBadge status={item.status} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      {pageCount > 1 ? (
        <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-4">
          {page > 1 ? (
            <Link
              to={href({ page: page - 1 })}
              className="text-secondary inline-flex min-h-11 items-center gap-1 font-semibold"
            >
              <ChevronLeft aria-hidden="true" className="size-4" /> Previous page
            </Link>
          ) : (
            <span />
          )}
          {page < pageCount ? (
            <Link
              to={href({ page: page + 1 })}
              className="text-secondary inline-flex min-h-11 items-center gap-1 font-semibold"
            >
              Next page <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  )
}
