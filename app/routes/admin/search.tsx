import { Link } from 'react-router'
import { Card } from '~/components/ui/card'
import { searchBackOffice } from '~/lib/admin-search.server'
import { getDb } from '~/lib/db.server'
import { pageMeta } from '~/lib/meta'
import { requireRole } from '~/lib/permissions.server'
import type { Route } from './+types/search'

export const meta = () => [
  ...pageMeta('Search the back office', 'Find listings and submissions.'),
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request)
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 100)
  return { q, hits: await searchBackOffice(getDb(), q) }
}

/** /admin/search?q=: listings of every kind and pending submissions, by name or text. */
export default function AdminSearchRoute({ loaderData }: Route.ComponentProps) {
  const { q, hits } = loaderData
  return (
    <div>
      <h1 className="font-display text-4xl font-bold">Search the back office</h1>
      <p className="text-muted-foreground mt-4" aria-live="polite">
        {!q
          ? 'Type a name or a word in the search box to find listings of every kind and submissions waiting for review.'
          : hits.length === 0
            ? `Nothing matches “${q}”.`
            : `${hits.length} ${hits.length === 1 ? 'result' : 'results'} for “${q}”.`}
      </p>
      {hits.length > 0 ? (
        <Card className="mt-4 overflow-hidden">
          <ul className="divide-border divide-y">
            {hits.map((hit) => (
              <li key={hit.href}>
                <Link
                  to={hit.href}
                  className="hover:bg-muted focus-visible:outline-ring flex min-h-11 flex-wrap items-center justify-between gap-2 p-4 focus-visible:outline-3 focus-visible:-outline-offset-3"
                >
                  <span className="min-w-0">
                    <span className="block text-lg font-semibold break-words">{hit.title}</span>
                    <span className="text-muted-foreground block text-sm">{hit.kind}</span>
                  </span>
                  <span className="bg-muted rounded px-2 py-0.5 text-sm font-semibold">{hit.status}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </div>
  )
}
