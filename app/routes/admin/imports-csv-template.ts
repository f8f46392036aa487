import { data } from 'react-router'
import { CSV_KINDS, csvTemplate } from '~/lib/csv-import/template.server'
import { requireRole } from '~/lib/permissions.server'
import type { Route } from './+types/imports-csv-template'

/** /admin/imports/csv/:kind.csv: the CSV template of a kind (its header and one example row). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request)
  const kind = CSV_KINDS.find((k) => k === params.kind)
  if (!kind) throw data('No such template: restaurants, stays or activities.', { status: 404 })
  return new Response(csvTemplate(kind), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${kind}-template.csv"`,
      'cache-control': 'no-store',
    },
  })
}
