import { Link } from 'react-router'
import { LinkButton } from '~/components/link-button'
import { Plus } from '~/components/icons'
import { Card } from '~/components/ui/card'
import {
  ALERT_KIND_LABELS,
  ALERT_SEVERITY_LABELS,
  formatRegionTime,
  zoneLabel,
} from '~/lib/conditions/alerts'
import { listAlertsForAdmin } from '~/lib/conditions/alerts.server'
import { getDb } from '~/lib/db.server'
import { pageMeta } from '~/lib/meta'
import { requireRole } from '~/lib/permissions.server'
import type { Route } from './+types/alerts'

export const meta = () => [
  ...pageMeta('Alerts', 'Road, trail and weather alerts, closures and event changes shown to visitors.'),
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request)
  return { alerts: await listAlertsForAdmin(getDb(), new Date()) }
}

const STATE_LABELS = { active: 'Active', upcoming: 'Not started', ended: 'Ended' } as const
const SOURCE_LABELS: Record<string, string> = {
  editor: 'Editors',
  partner: 'Business',
  nws: 'NWS',
  nps: 'NPS',
}

/** Every alert (issue 48 item 1): active and upcoming first, then the latest ended. */
export default function AdminAlertsRoute({ loaderData: { alerts } }: Route.ComponentProps) {
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-display text-4xl font-bold">Alerts</h1>
        <LinkButton to="/admin/alerts/new">
          <Plus aria-hidden="true" />
          New alert
        </LinkButton>
      </div>
      <p className="text-muted-foreground mt-2 text-lg">
        What visitors see on /conditions, on home and at the top of the listings and events an alert points
        at. Official sources’ alerts come in by themselves (
        <Link to="/admin/conditions" className="underline">
          sources
        </Link>
        ).
      </p>
      {alerts.length === 0 ? (
        <p className="mt-6">No alert yet.</p>
      ) : (
        <Card className="mt-6 overflow-hidden">
          <ul className="divide-border divide-y">
            {alerts.map((alert) => (
              <li key={alert.id} className="grid gap-1 p-4" data-admin-alert={alert.state}>
                <p>
                  <span className="bg-muted mr-2 rounded px-2 py-0.5 text-sm font-semibold">
                    {STATE_LABELS[alert.state]}
                  </span>
                  <Link
                    to={`/admin/alerts/${alert.id}`}
                    className="text-secondary font-semibold break-words underline underline-offset-4"
                  >
                    {alert.title}
                  </Link>
                </p>
                <p className="text-sm">
                  {ALERT_SEVERITY_LABELS[alert.severity]} · {ALERT_KIND_LABELS[alert.kind]}
                  {alert.zone ? ` · ${zoneLabel(alert.zone)}` : ''} ·{' '}
                  {SOURCE_LABELS[alert.source] ?? alert.source} · from {formatRegionTime(alert.validFrom)}
                  {alert.validTo ? ` to ${formatRegionTime(alert.validTo)}` : ''}
                  {alert.targets.length > 0
                    ? ` · on ${alert.targets.length} ${alert.targets.length === 1 ? 'page' : 'pages'}`
                    : ''}
                </p>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  )
}
