import { Form, Link } from 'react-router'
import { SelectField } from '~/components/form-field'
import { Pagination } from '~/components/pagination'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { ScrollTable } from '~/components/ui/scroll-table'
import { getDb } from '~/lib/db.server'
import { LANGUAGE_NAMES, TRANSLATION_LOCALES } from '~/lib/i18n/content-fields'
import { LISTING_TYPE_LABELS } from '~/lib/kinds/editor'
import { pageMeta } from '~/lib/meta'
import { paginate, parsePage } from '~/lib/pagination'
import { requireRole } from '~/lib/permissions.server'
import { translationReport } from '~/lib/translation-status.server'
import { messagesFor } from '~/lib/i18n/catalog.server'
import type { Route } from './+types/translations'

export const meta = () => [
  ...pageMeta('Translations', 'What is left to translate, by kind of listing.'),
  { name: 'robots', content: 'noindex' },
]

const STATES = [
  { value: 'missing', label: 'Not translated' },
  { value: 'stale', label: 'English changed since' },
] as const

/** What is missing or older than its English, per kind (issue 47 item 4). Editors and admins. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request)
  const params = new URL(request.url).searchParams
  const locale = TRANSLATION_LOCALES.find((l) => l === params.get('lang')) ?? TRANSLATION_LOCALES[0]!
  const { kinds, gaps } = await translationReport(getDb(), locale)
  const kind = kinds.find((k) => k.type === params.get('kind'))?.type ?? ''
  const state = STATES.find((s) => s.value === params.get('state'))?.value ?? ''
  const shown = gaps.filter((gap) => (!kind || gap.type === kind) && (!state || gap[state].length > 0))
  return {
    locale,
    language: LANGUAGE_NAMES[locale],
    kind,
    state,
    kinds,
    page: paginate(shown, parsePage(params.get('page'))),
    // The pagination's words (the back office is English).
    messages: messagesFor('en', ['listing']),
  }
}

export default function AdminTranslationsRoute({ loaderData }: Route.ComponentProps) {
  const { language, kind, state, kinds, page } = loaderData
  const plural = (type: keyof typeof LISTING_TYPE_LABELS) => LISTING_TYPE_LABELS[type].plural
  return (
    <div>
      <h1 className="font-display text-4xl font-bold">Translations</h1>
      <p className="text-muted-foreground mt-2 text-lg">
        Text fields with English but no {language} yet, and {language} texts written before their English
        changed. Until translated, the {language} pages show the English, marked as English. Open a listing to
        write its {language} beside the English.
      </p>
      <ScrollTable
        className="mt-6"
        label={`${language} translations per kind`}
        caption={`Text fields left to translate into ${language}, per kind`}
        columns={[
          { label: 'Kind' },
          { label: 'Listings', numeric: true },
          ...STATES.map((s) => ({ label: s.label, numeric: true })),
        ]}
      >
        {kinds.map((k) => (
          <tr key={k.type} className="border-border border-b last:border-0">
            <th scope="row" className="p-3 font-semibold">
              {plural(k.type)}
            </th>
            <td className="p-3 text-right tabular-nums">{k.listings}</td>
            {STATES.map((s) => (
              <td key={s.value} className="p-3 text-right tabular-nums">
                {k[s.value] > 0 ? (
                  <Link
                    to={`?kind=${k.type}&state=${s.value}`}
                    className="text-secondary font-semibold underline underline-offset-4"
                    aria-label={`${k[s.value]} fields of ${plural(k.type).toLowerCase()}: ${s.label.toLowerCase()}`}
                  >
                    {k[s.value]}
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
            ...kinds.map((k) => ({ value: k.type, label: plural(k.type) })),
          ]}
        />
        <SelectField
          name="state"
          label="State"
          defaultValue={state}
          options={[{ value: '', label: 'Either' }, ...STATES]}
        />
        <Button type="submit" variant="outline">
          Filter
        </Button>
      </Form>
      <p className="text-muted-foreground mt-4">
        {page.total} {page.total === 1 ? 'listing' : 'listings'} to translate.
      </p>
      {page.items.length > 0 ? (
        <Card className="mt-4 overflow-hidden">
          <ul className="divide-border divide-y">
            {page.items.map((gap) => (
              <li key={`${gap.type}:${gap.id}`} className="grid gap-1 p-4">
                <p>
                  <span className="bg-muted mr-2 rounded px-2 py-0.5 text-sm font-semibold">
                    {LISTING_TYPE_LABELS[gap.type].singular}
                  </span>
                  <Link
                    to={`/admin/listings/${gap.type}/${encodeURIComponent(gap.id)}`}
                    className="text-secondary font-semibold break-words underline underline-offset-4"
                  >
                    {gap.title}
                  </Link>
                  {gap.hidden ? <span className="text-muted-foreground ml-2 text-sm">(hidden)</span> : null}
                </p>
                {gap.missing.length ? (
                  <p className="text-sm">Not translated: {gap.missing.join(', ')}</p>
                ) : null}
                {gap.stale.length ? (
                  <p className="text-sm font-semibold">English changed since: {gap.stale.join(', ')}</p>
                ) : null}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <Pagination page={page.page} pageCount={page.pageCount} label="Pages of listings to translate" />
    </div>
  )
}
