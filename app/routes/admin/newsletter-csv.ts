import { getDb } from '~/lib/db.server'
import { subscriptionsCsv } from '~/lib/newsletter-admin.server'
import { requireRole } from '~/lib/permissions.server'
import type { Route } from './+types/newsletter-csv'

/** /admin/newsletter.csv: every newsletter sign-up as a CSV download (editors and admins). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request)
  const date = new Date().toISOString().slice(0, 10)
  return new Response(await subscriptionsCsv(getDb()), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="newsletter-${date}.csv"`,
      'cache-control': 'no-store',
    },
  })
}
