import { data, isRouteErrorResponse, Outlet, useNavigation, useRouteError } from 'react-router'
import { AccessDenied } from '~/components/admin/access-denied'
import { ADMIN_ONLY, type AccessDeniedData } from '~/lib/access-denied'
import { AdminNav } from '~/components/admin/admin-nav'
import { BACK_OFFICE_FRAME_WORDS } from '~/lib/back-office'
import { NotFound } from '~/components/not-found'
import { getDb } from '~/lib/db.server'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { localeOfPath, unlocalizedPath } from '~/lib/i18n/config'
import { useT } from '~/lib/i18n/use-t'
import { pageMeta } from '~/lib/meta'
import { countProposalsWaiting } from '~/lib/partners/proposal-decisions.server'
import { requireRoleSession } from '~/lib/permissions.server'
import type { Route } from './+types/layout'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData?.metaTitle ?? 'Admin',
    loaderData?.metaDescription ?? 'Wyoming Navigator back office.',
  ),
  { name: 'robots', content: 'noindex' },
]

/**
 * The back office frame. This check is not the protection: every admin loader and action calls
 * requireRole itself. Here it also forwards the refreshed session cookie (rolling expiry).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { user, headers } = await requireRoleSession(request)
  const locale = localeOfPath(new URL(request.url).pathname)
  const say = serverT(locale)
  // Partners' proposed changes waiting (issue 44): counted beside their section.
  const proposals = await countProposalsWaiting(getDb())
  return data(
    {
      // The frame's words (its nav, kind names, shared lists' words) for every page inside it, with
      // those of the parts many pages share: badges, field lists and duplicates (adminEditor.common),
      // the bulk actions' form (adminReview.bulk).
      messages: messagesFor(locale, BACK_OFFICE_FRAME_WORDS),
      metaTitle: say('admin.meta.title'),
      metaDescription: say('admin.meta.description'),
      email: user.email,
      role: user.role,
      counts: { proposals },
    },
    { headers },
  )
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const t = useT()
  // Each admin page checks access on the server as it loads: say so while that is under way.
  const checking =
    navigation.state === 'loading' && unlocalizedPath(navigation.location.pathname).startsWith('/admin')
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8 md:grid-cols-[15rem_minmax(0,1fr)] md:py-10">
      <AdminNav email={loaderData.email} role={loaderData.role} counts={loaderData.counts} />
      <div className="min-w-0">
        <p role="status" aria-live="polite" className="text-muted-foreground min-h-6 text-sm">
          {checking ? t('admin.checking') : ''}
        </p>
        <Outlet />
      </div>
    </div>
  )
}

function isDenied(value: unknown): value is AccessDeniedData {
  return typeof value === 'object' && value !== null && (value as AccessDeniedData).denied === true
}

export function ErrorBoundary() {
  const error = useRouteError()
  const t = useT()
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFound />
    if (error.status === 401 || error.status === 403) {
      // SPEC's two sentences (app/lib/access-denied.ts), said in the page's language (the root
      // loader sends them on back-office pages: this layout's own loader is the one refused).
      const adminOnly = isDenied(error.data) && error.data.message === ADMIN_ONLY
      return <AccessDenied message={t(adminOnly ? 'admin.denied.adminOnly' : 'admin.denied.accessDenied')} />
    }
  }
  throw error
}
