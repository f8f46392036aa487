import { Link } from 'react-router'
import { LinkButton } from '~/components/link-button'
import { Plus } from '~/components/icons'
import { Card } from '~/components/ui/card'
import { listAlertsForAdmin } from '~/lib/conditions/alerts.server'
import { conditionsWords } from '~/lib/conditions/words.server'
import { getDb } from '~/lib/db.server'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { localeOfPath } from '~/lib/i18n/config'
import { useT } from '~/lib/i18n/use-t'
import { pageMeta } from '~/lib/meta'
import { requireRole } from '~/lib/permissions.server'
import { zoneText } from './guide-words.server'
import type { Route } from './+types/alerts'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData?.metaTitle ?? 'Alerts',
    loaderData?.metaDescription ??
      'Road, trail and weather alerts, closures and event changes shown to visitors.',
  ),
  { name: 'robots', content: 'noindex' },
]

/** Every alert (issue 48 item 1): active and upcoming first, then the latest ended. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request)
  const locale = localeOfPath(new URL(request.url).pathname)
  const say = serverT(locale)
  const words = conditionsWords(locale)
  const alerts = await listAlertsForAdmin(getDb(), new Date())
  return {
    messages: messagesFor(locale, ['adminGuide']),
    metaTitle: say('adminGuide.alerts.title'),
    metaDescription: say('adminGuide.alerts.description'),
    alerts: alerts.map((alert) => ({
      ...alert,
      severityLabel: words.severity(alert.severity),
      kindLabel: words.kind(alert.kind),
      zoneLabel: zoneText(locale, alert.zone),
      fromText: words.regionTime(alert.validFrom),
      toText: alert.validTo ? words.regionTime(alert.validTo) : null,
    })),
  }
}

/** The agencies' own short names (names, not words). */
const AGENCIES: Record<string, string> = { nws: 'NWS', nps: 'NPS' }

export default function AdminAlertsRoute({ loaderData: { alerts } }: Route.ComponentProps) {
  const t = useT()
  const source = (id: string) =>
    id === 'editor' || id === 'partner' ? t(`adminGuide.alerts.source.${id}`) : (AGENCIES[id] ?? id)
  const [introBefore, introAfter] = t('adminGuide.alerts.intro', { sources: '\u0000' }).split('\u0000')
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-display text-4xl font-bold">{t('adminGuide.alerts.title')}</h1>
        <LinkButton to={t.path('/admin/alerts/new')}>
          <Plus aria-hidden="true" />
          {t('adminGuide.alerts.new')}
        </LinkButton>
      </div>
      <p className="text-muted-foreground mt-2 text-lg">
        {introBefore}
        <Link to={t.path('/admin/conditions')} className="underline">
          {t('adminGuide.alerts.sources')}
        </Link>
        {introAfter}
      </p>
      {alerts.length === 0 ? (
        <p className="mt-6">{t('adminGuide.alerts.empty')}</p>
      ) : (
        <Card className="mt-6 overflow-hidden">
          <ul className="divide-border divide-y">
            {alerts.map((alert) => (
              <li key={alert.id} className="grid gap-1 p-4" data-admin-alert={alert.state}>
                <p>
                  <span className="bg-muted mr-2 rounded px-2 py-0.5 text-sm font-semibold">
                    {t(`adminGuide.alerts.state.${alert.state}`)}
                  </span>
                  <Link
                    to={t.path(`/admin/alerts/${alert.id}`)}
                    className="text-secondary font-semibold break-words underline underline-offset-4"
                  >
                    {alert.title}
                  </Link>
                </p>
                <p className="text-sm">
                  {[
                    alert.severityLabel,
                    alert.kindLabel,
                    alert.zoneLabel,
                    source(alert.source),
                    alert.toText
                      ? t('adminGuide.alerts.fromTo', { from: alert.fromText, to: alert.toText })
                      : t('adminGuide.alerts.from', { from: alert.fromText }),
                    alert.targets.length > 0
                      ? t('adminGuide.alerts.pages', { count: alert.targets.length })
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  )
}
