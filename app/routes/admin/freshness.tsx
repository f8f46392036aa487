import { Form, Link } from 'react-router'
import { SelectField } from '~/components/form-field'
import { Pagination } from '~/components/pagination'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { ScrollTable } from '~/components/ui/scroll-table'
import { getDb } from '~/lib/db.server'
import {
  type Age,
  CHECKED_TABLES,
  type CheckedTable,
  checkedLine,
  DUE_DAYS,
  STALE_DAYS,
  daysAgoText,
} from '~/lib/freshness'
import { freshnessReport } from '~/lib/freshness.server'
import { LISTING_TYPE_LABELS } from '~/lib/kinds/editor'
import { pageMeta } from '~/lib/meta'
import { paginate, parsePage } from '~/lib/pagination'
import { requireRole } from '~/lib/permissions.server'
import type { Route } from './+types/freshness'
import { messagesFor } from '~/lib/i18n/catalog.server'

export const meta = () => [
  ...pageMeta('Freshness', 'Listings by the age of their last check, the oldest first.'),
  { name: 'robots', content: 'noindex' },
]

const AGES: { value: Age; label: string }[] = [
  { value: 'never', label: 'Never checked' },
  { value: 'stale', label: `Older than ${STALE_DAYS} days` },
  { value: 'due', label: `Due (${DUE_DAYS} to ${STALE_DAYS} days)` },
  { value: 'fresh', label: `Checked within ${DUE_DAYS} days` },
]

/** Every public listing by the age of its check (issue 44 item 4), filtered by kind and age. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request)
  const params = new URL(request.url).searchParams
  const kind = CHECKED_TABLES.find((table) => table === params.get('kind')) ?? ''
  const age = AGES.find((a) => a.value === params.get('age'))?.value ?? ''
  const { rows, counts } = await freshnessReport(getDb())
  const shown = rows.filter((row) => (!kind || row.table === kind) && (!age || row.age === age))
  const page = paginate(shown, parsePage(params.get('page')))
  return {
    messages: messagesFor('en', ['listing']),
    kind,
    age,
    counts,
    page: {
      ...page,
      items: page.items.map((row) => ({
        ...row,
        line: row.checked ? checkedLine(row.checked) : 'Never checked',
      })),
    },
  }
}

const kindLabel = (table: CheckedTable) => LISTING_TYPE_LABELS[table].plural

export default function AdminFreshnessRoute({ loaderData }: Route.ComponentProps) {
  const { kind, age, counts, page } = loaderData
  return (
    <div>
      <h1 className="font-display text-4xl font-bold">Freshness</h1>
      <p className="text-muted-foreground mt-2 text-lg">
        When each listing’s facts were last checked, the oldest first. Pages say so to visitors, and plainly
        after {STALE_DAYS} days: open a listing, check it, and save a change or press “Mark as checked today”.
      </p>
      <ScrollTable
        className="mt-6"
        label="Listings by the age of their last check"
        caption="Listings by the age of their last check, per kind"
        columns={[
          { label: 'Kind' },
          { label: 'Listed', numeric: true },
          ...AGES.map((a) => ({ label: a.label, numeric: true })),
        ]}
      >
        {CHECKED_TABLES.map((table) => (
          <tr key={table} className="border-border border-b last:border-0">
            <th scope="row" className="p-3 font-semibold">
              {kindLabel(table)}
            </th>
            <td className="p-3 text-right tabular-nums">{counts[table].total}</td>
            {AGES.map((a) => (
              <td key={a.value} className="p-3 text-right tabular-nums">
                {counts[table][a.value] > 0 ? (
                  <Link
                    to={`?kind=${table}&age=${a.value}`}
                    className="text-secondary font-semibold underline underline-offset-4"
                    aria-label={`${counts[table][a.value]} ${kindLabel(table).toLowerCase()}: ${a.label.toLowerCase()}`}
                  >
                    {counts[table][a.value]}
                  </Link>
                ) : (
                  0
                )}
              </td>
            ))}
          </tr>
        ))}
      </ScrollTable>
      <Form method="get" className="mt-6 grid items-end gap-4 sm:grid-cols-[1fr_1fr_auto]">
        <SelectField
          name="kind"
          label="Kind"
          defaultValue={kind}
          options={[
            { value: '', label: 'Every kind' },
            ...CHECKED_TABLES.map((table) => ({ value: table, label: kindLabel(table) })),
          ]}
        />
        <SelectField
          name="age"
          label="Last checked"
          defaultValue={age}
          options={[{ value: '', label: 'Any time' }, ...AGES]}
        />
        <Button type="submit" variant="outline">
          Filter
        </Button>
      </Form>
      <p className="text-muted-foreground mt-4">
        {page.total} {page.total === 1 ? 'listing' : 'listings'}.
      </p>
      {page.items.length > 0 ? (
        <Card className="mt-4 overflow-hidden">
          <ul className="divide-border divide-y">
            {page.items.map((row) => (
              <li key={`${row.table}:${row.id}`} className="grid gap-1 p-4">
                <p>
                  <span className="bg-muted mr-2 rounded px-2 py-0.5 text-sm font-semibold">
                    {LISTING_TYPE_LABELS[row.table].singular}
                  </span>
                  <Link
                    to={`/admin/listings/${row.table}/${encodeURIComponent(row.id)}`}
                    className="text-secondary font-semibold break-words underline underline-offset-4"
                  >
                    {row.title}
                  </Link>
                </p>
                <p
                  className={row.age === 'stale' || row.age === 'never' ? 'text-sm font-semibold' : 'text-sm'}
                >
                  {row.line}
                  {row.days !== null ? ` · ${daysAgoText(row.days)}` : ''}
                </p>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <Pagination page={page.page} pageCount={page.pageCount} label="Pages of listings by freshness" />
    </div>
  )
}
