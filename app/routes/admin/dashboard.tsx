import { Mail, MapPin, Mountain, BookOpen, CalendarDays, Home, Utensils } from '~/components/icons'
import { Link } from 'react-router'
import { Card, CardContent } from '~/components/ui/card'
import { getDb } from '~/lib/db.server'
import { serverT } from '~/lib/i18n/catalog.server'
import { localeOfPath } from '~/lib/i18n/config'
import { useT } from '~/lib/i18n/use-t'
import { pageMeta } from '~/lib/meta'
import { requireRole } from '~/lib/permissions.server'
import { REVIEW_KINDS, type ReviewKind } from '~/lib/kinds'
import { countFailedMail } from '~/lib/mail/queue.server'
import { countPendingSubmissions } from '~/lib/review-queue.server'
import { claimsWaiting } from '~/lib/partners/claim-decisions.server'
import type { Route } from './+types/dashboard'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData?.metaTitle ?? 'Admin Dashboard',
    loaderData?.metaDescription ?? 'Pending community submissions and unread messages.',
  ),
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request)
  const locale = localeOfPath(new URL(request.url).pathname)
  const say = serverT(locale)
  const db = getDb()
  const [counts, failedMail, claims] = await Promise.all([
    countPendingSubmissions(db),
    countFailedMail(db),
    claimsWaiting(db),
  ])
  return {
    metaTitle: say('admin.dashboard.meta.title'),
    metaDescription: say('admin.dashboard.meta.description'),
    ...counts,
    failedMail,
    claims,
  }
}

const ICONS: Record<ReviewKind, typeof Utensils> = {
  restaurants: Utensils,
  events: CalendarDays,
  activities: Mountain,
  stories: BookOpen,
}

export default function AdminDashboardRoute({ loaderData }: Route.ComponentProps) {
  const { pending, unreadMessages, unreadHostApplications, failedMail, claims } = loaderData
  const t = useT()
  return (
    <div>
      <h1 className="font-display text-4xl font-bold">{t('admin.dashboard.title')}</h1>
      {failedMail > 0 ? (
        <p
          role="alert"
          className="border-destructive text-destructive mt-6 rounded-lg border-2 p-4 font-semibold"
        >
          {t('admin.dashboard.failed.before', { count: failedMail })}{' '}
          <Link to={t.path('/admin/mail?status=failed')} className="underline underline-offset-4">
            {t('admin.dashboard.failed.link')}
          </Link>{' '}
          {t('admin.dashboard.failed.after', { count: failedMail })}
        </p>
      ) : null}
      {claims > 0 ? (
        <p className="border-border bg-card mt-6 rounded-lg border-2 p-4 font-semibold">
          {t('admin.dashboard.claims.text', { count: claims })}{' '}
          <Link to={t.path('/admin/claims')} className="text-secondary underline underline-offset-4">
            {t('admin.dashboard.claims.link')}
          </Link>
        </p>
      ) : null}
      <p className="text-muted-foreground mt-2 text-lg">{t('admin.dashboard.intro')}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {REVIEW_KINDS.map((kind) => {
          const Icon = ICONS[kind]
          return (
            <li key={kind}>
              <Link
                to={t.path(`/admin/${kind}?status=pending`)}
                className="group focus-visible:outline-ring block rounded-(--radius-card) focus-visible:outline-3 focus-visible:outline-offset-2"
              >
                <Card className="group-hover:border-primary h-full transition-colors">
                  <CardContent className="flex items-center justify-between gap-4">
                    <div>
                      <p className="text-muted-foreground font-semibold">{t(`admin.types.${kind}`)}</p>
                      <p className="font-display mt-1 text-4xl font-bold" data-testid={`pending-${kind}`}>
                        {pending[kind]}
                      </p>
                      <p className="text-muted-foreground text-sm">{t('admin.dashboard.pending')}</p>
                    </div>
                    <Icon aria-hidden="true" className="text-primary size-10" />
                  </CardContent>
                </Card>
              </Link>
            </li>
          )
        })}
      </ul>
      <h2 className="font-display mt-10 text-2xl font-bold">{t('admin.dashboard.messages')}</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        <li>
          <MessageCount
            Icon={Mail}
            count={unreadMessages}
            testId="unread-messages"
            label={t('admin.dashboard.unreadMessages', { count: unreadMessages })}
          />
        </li>
        <li>
          <MessageCount
            Icon={Home}
            count={unreadHostApplications}
            testId="unread-host-applications"
            label={t('admin.dashboard.unreadHosts', { count: unreadHostApplications })}
          />
        </li>
      </ul>
      <p className="text-muted-foreground mt-8 flex items-center gap-2 text-sm">
        <MapPin aria-hidden="true" className="size-4" />
        {t('admin.dashboard.note')}
      </p>
    </div>
  )
}

/** A count of unread messages of one kind, linking to /admin/messages. */
function MessageCount({
  Icon,
  count,
  testId,
  label,
}: {
  Icon: typeof Mail
  count: number
  testId: string
  label: string
}) {
  const t = useT()
  return (
    <Link
      to={t.path('/admin/messages')}
      className="focus-visible:outline-ring block rounded-(--radius-card) focus-visible:outline-3 focus-visible:outline-offset-2"
    >
      <Card className="hover:border-primary transition-colors">
        <CardContent className="flex items-center gap-4">
          <Icon aria-hidden="true" className="text-secondary size-8" />
          <p>
            <span className="font-display text-3xl font-bold" data-testid={testId}>
              {count}
            </span>{' '}
            {label}
          </p>
        </CardContent>
      </Card>
    </Link>
  )
}
