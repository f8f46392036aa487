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
} from '~/lib/freshness'
import { freshnessReport } from '~/lib/freshness.server'
import { localeOfPath } from '~/lib/i18n/config'
import { useT } from '~/lib/i18n/use-t'
import { wordsFor } from '~/lib/i18n/words.server'
import { pageMeta } from '~/lib/meta'
import { paginate, parsePage } from '~/lib/pagination'
import { requireRole } from '~/lib/permissions.server'
import type { Route } from './+types/freshness'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData?.metaTitle ?? 'Freshness',
    loaderData?.metaDescription ?? 'Listings by the age of their last check, the oldest first.',
  ),
  { name: 'robots', content: 'noindex' },
]

const AGES: Age[] = ['never', 'stale', 'due', 'fresh']

/** Every public listing by the age of its check (issue 44 item 4), filtered by kind and age. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request)
  const params = new URL(request.url).searchParams
  const kind = CHECKED_TABLES.find((table) => table === params.get('kind')) ?? ''
  const age = AGES.find((a) => a === params.get('age')) ?? ''
  const locale = localeOfPath(new URL(request.url).pathname)
  const say = serverT(locale)
  const words = wordsFor(locale)
  const { rows, counts } = await freshnessReport(getDb())
  const shown = rows.filter((row) => (!kind || row.table === kind) && (!age || row.age === age))
  const page = paginate(shown, parsePage(params.get('page')))
  return {
    // The pagination's words (`listing`) and the page's own.
    messages: messagesFor(locale, ['listing', 'adminGuide']),
    metaTitle: say('adminGuide.freshness.title'),
    metaDescription: say('adminGuide.freshness.description'),
    kind,
    age,
    counts,
    page: {
      ...page,
      items: page.items.map((row) => ({
        ...row,
        line: row.checked ? checkedLine(row.checked, words) : say('adminGuide.freshness.age.never'),
      })),
    },
  }
}

export default function AdminFreshnessRoute({ loaderData }: Route.ComponentProps) {
  const { kind, age, counts, page } = loaderData
  const t = useT()
  const kindLabel = (table: CheckedTable) => t(`adminGuide.kind.${table}.other`)
  const ages = AGES.map((value) => ({
    value,
    label:
      value === 'never'
        ? t('adminGuide.freshness.age.never')
        : value === 'stale'
          ? t('adminGuide.freshness.age.stale', { days: STALE_DAYS })
          : value === 'due'
            ? t('adminGuide.freshness.age.due', { from: DUE_DAYS, to: STALE_DAYS })
            : t('adminGuide.freshness.age.fresh', { days: DUE_DAYS }),
  }))
  return (
    <div>
      <h1 className="font-display text-4xl font-bold">{t('adminGuide.freshness.title')}</h1>
      <p className="text-muted-foreground mt-2 text-lg">
        {t('adminGuide.freshness.intro', { days: STALE_DAYS })}
      </p>
      <ScrollTable
        className="mt-6"
        label={t('adminGuide.freshness.tableLabel')}
        caption={t('adminGuide.freshness.caption')}
        columns={[
          { label: t('adminGuide.filter.kind') },
          { label: t('adminGuide.freshness.listed'), numeric: true },
          ...ages.map((a) => ({ label: a.label, numeric: true })),
        ]}
      >
        {CHECKED_TABLES.map((table) => (
          <tr key={table} className="border-border border-b last:border-0">
            <th scope="row" className="p-3 font-semibold">
              {kindLabel(table)}
            </th>
            <td className="p-3 text-right tabular-nums">{counts[table].total}</td>
            {ages.map((a) => (
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
          label={t('adminGuide.filter.kind')}
          defaultValue={kind}
          options={[
            { value: '', label: t('adminGuide.filter.everyKind') },
            ...CHECKED_TABLES.map((table) => ({ value: table, label: kindLabel(table) })),
          ]}
        />
        <SelectField
          name="age"
          label={t('adminGuide.freshness.lastChecked')}
          defaultValue={age}
          options={[{ value: '', label: t('adminGuide.freshness.anyTime') }, ...ages]}
        />
        <Button type="submit" variant="outline">
          {t('adminGuide.filter.submit')}
        </Button>
      </Form>
      <p className="text-muted-foreground mt-4">{t('adminGuide.freshness.count', { count: page.total })}</p>
      {page.items.length > 0 ? (
        <Card className="mt-4 overflow-hidden">
          <ul className="divide-border divide-y">
            {page.items.map((row) => (
              <li key={`${row.table}:${row.id}`} className="grid gap-1 p-4">
                <p>
                  <span className="bg-muted mr-2 rounded px-2 py-0.5 text-sm font-semibold">
                    {t(`adminGuide.kind.${row.table}.one`)}
                  </span>
                  <Link
                    to={t.path(`/admin/listings/${row.table}/${encodeURIComponent(row.id)}`)}
                    className="text-secondary font-semibold break-words underline underline-offset-4"
                  >
                    {row.title}
                  </Link>
                </p>
                <p
                  className={row.age === 'stale' || row.age === 'never' ? 'text-sm font-semibold' : 'text-sm'}
                >
                  {row.line}
                  {row.days !== null ? ` · ${t('adminGuide.freshness.daysAgo', { days: row.days })}` : ''}
                </p>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <Pagination page={page.page} pageCount={page.pageCount} label={t('adminGuide.freshness.pages')} />
    </div>
  )
}
