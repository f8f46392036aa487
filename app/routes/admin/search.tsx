import { Link } from 'react-router'
import { Card } from '~/components/ui/card'
import { searchBackOffice } from '~/lib/admin-search.server'
import { getDb } from '~/lib/db.server'
import { serverT } from '~/lib/i18n/catalog.server'
import { localeOfPath } from '~/lib/i18n/config'
import type { MessageKey } from '~/lib/i18n/messages'
import { useT } from '~/lib/i18n/use-t'
import { KIND_LABELS, REVIEW_KINDS } from '~/lib/kinds'
import { LISTING_TYPE_LABELS, LISTING_TYPES } from '~/lib/kinds/editor'
import { pageMeta } from '~/lib/meta'
import { requireRole } from '~/lib/permissions.server'
import type { Route } from './+types/search'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData?.metaTitle ?? 'Search the back office',
    loaderData?.metaDescription ?? 'Find listings and submissions.',
  ),
  { name: 'robots', content: 'noindex' },
]

/** The search's English kinds and states (app/lib/admin-search.server.ts) by their keys. */
const HIT_WORDS = new Map<string, MessageKey>([
  ...LISTING_TYPES.map((type) => [LISTING_TYPE_LABELS[type].singular, `admin.type.${type}`] as const),
  ...REVIEW_KINDS.map(
    (kind) => [`${KIND_LABELS[kind].singular} submission`, `admin.search.submission.${kind}`] as const,
  ),
  ['Hidden', 'admin.search.status.hidden'],
  ['Listed', 'admin.search.status.listed'],
  ['Pending', 'admin.search.status.pending'],
])

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request)
  const url = new URL(request.url)
  const say = serverT(localeOfPath(url.pathname))
  const word = (text: string) => {
    const key = HIT_WORDS.get(text)
    return key ? say(key) : text
  }
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100)
  const hits = await searchBackOffice(getDb(), q)
  return {
    metaTitle: say('admin.search.meta.title'),
    metaDescription: say('admin.search.meta.description'),
    q,
    hits: hits.map((hit) => ({ ...hit, kind: word(hit.kind), status: word(hit.status) })),
  }
}

/** /admin/search?q=: listings of every kind and pending submissions, by name or text. */
export default function AdminSearchRoute({ loaderData }: Route.ComponentProps) {
  const { q, hits } = loaderData
  const t = useT()
  return (
    <div>
      <h1 className="font-display text-4xl font-bold">{t('admin.search.title')}</h1>
      <p className="text-muted-foreground mt-4" aria-live="polite">
        {!q
          ? t('admin.search.empty')
          : hits.length === 0
            ? t('admin.search.none', { q })
            : t('admin.search.results', { count: hits.length, q })}
      </p>
      {hits.length > 0 ? (
        <Card className="mt-4 overflow-hidden">
          <ul className="divide-border divide-y">
            {hits.map((hit) => (
              <li key={hit.href}>
                <Link
                  to={t.path(hit.href)}
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
