import { Form, Link } from 'react-router'
import { SelectField } from '~/components/form-field'
import { Pagination } from '~/components/pagination'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { ScrollTable } from '~/components/ui/scroll-table'
import { getDb } from '~/lib/db.server'
import { localeOfPath } from '~/lib/i18n/config'
import { TRANSLATION_LOCALES } from '~/lib/i18n/content-fields'
import { useT } from '~/lib/i18n/use-t'
import { labelKey } from '~/lib/partners/partner-fields.server'
import { pageMeta } from '~/lib/meta'
import { paginate, parsePage } from '~/lib/pagination'
import { requireRole } from '~/lib/permissions.server'
import { translationReport } from '~/lib/translation-status.server'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import type { Route } from './+types/translations'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData?.metaTitle ?? 'Translations',
    loaderData?.metaDescription ?? 'What is left to translate, by kind of listing.',
  ),
  { name: 'robots', content: 'noindex' },
]

const STATES = ['missing', 'stale'] as const

/** What is missing or older than its English, per kind (issue 47 item 4). Editors and admins. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request)
  const params = new URL(request.url).searchParams
  const locale = TRANSLATION_LOCALES.find((l) => l === params.get('lang')) ?? TRANSLATION_LOCALES[0]!
  const { kinds, gaps } = await translationReport(getDb(), locale)
  const kind = kinds.find((k) => k.type === params.get('kind'))?.type ?? ''
  const state = STATES.find((s) => s === params.get('state')) ?? ''
  const pageLocale = localeOfPath(new URL(request.url).pathname)
  const say = serverT(pageLocale)
  // An editor's field label ("Full description") in the page's language, when the catalogs say it.
  const field = (label: string) => {
    const key = pageLocale === 'en' ? undefined : labelKey(label)
    return key ? say(key) : label
  }
  const shown = gaps.filter((gap) => (!kind || gap.type === kind) && (!state || gap[state].length > 0))
  return {
    locale,
    language: say(`adminGuide.translations.language.${locale}`),
    kind,
    state,
    kinds,
    page: paginate(
      shown.map((gap) => ({ ...gap, missing: gap.missing.map(field), stale: gap.stale.map(field) })),
      parsePage(params.get('page')),
    ),
    // The pagination's words (`listing`) and the page's own.
    messages: messagesFor(pageLocale, ['listing', 'adminGuide']),
    metaTitle: say('adminGuide.translations.title'),
    metaDescription: say('adminGuide.translations.description'),
  }
}

export default function AdminTranslationsRoute({ loaderData }: Route.ComponentProps) {
  const { language, kind, state, kinds, page } = loaderData
  const t = useT()
  const plural = (type: (typeof kinds)[number]['type']) => t(`adminGuide.kind.${type}.other`)
  const states = STATES.map((value) => ({ value, label: t(`adminGuide.translations.state.${value}`) }))
  return (
    <div>
      <h1 className="font-display text-4xl font-bold">{t('adminGuide.translations.title')}</h1>
      <p className="text-muted-foreground mt-2 text-lg">{t('adminGuide.translations.intro', { language })}</p>
      <ScrollTable
        className="mt-6"
        label={t('adminGuide.translations.tableLabel', { language })}
        caption={t('adminGuide.translations.caption', { language })}
        columns={[
          { label: t('adminGuide.filter.kind') },
          { label: t('adminGuide.translations.listings'), numeric: true },
          ...states.map((s) => ({ label: s.label, numeric: true })),
        ]}
      >
        {kinds.map((k) => (
          <tr key={k.type} className="border-border border-b last:border-0">
            <th scope="row" className="p-3 font-semibold">
              {plural(k.type)}
            </th>
            <td className="p-3 text-right tabular-nums">{k.listings}</td>
            {states.map((s) => (
              <td key={s.value} className="p-3 text-right tabular-nums">
                {k[s.value] > 0 ? (
                  <Link
                    to={`?kind=${k.type}&state=${s.value}`}
                    className="text-secondary font-semibold underline underline-offset-4"
                    aria-label={t('adminGuide.translations.fieldsOf', {
                      count: k[s.value],
                      kind: plural(k.type).toLowerCase(),
                      state: s.label.toLowerCase(),
                    })}
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
          label={t('adminGuide.filter.kind')}
          defaultValue={kind}
          options={[
            { value: '', label: t('adminGuide.filter.everyKind') },
            ...kinds.map((k) => ({ value: k.type, label: plural(k.type) })),
          ]}
        />
        <SelectField
          name="state"
          label={t('adminGuide.translations.state')}
          defaultValue={state}
          options={[{ value: '', label: t('adminGuide.translations.either') }, ...states]}
        />
        <Button type="submit" variant="outline">
          {t('adminGuide.filter.submit')}
        </Button>
      </Form>
      <p className="text-muted-foreground mt-4">
        {t('adminGuide.translations.count', { count: page.total })}
      </p>
      {page.items.length > 0 ? (
        <Card className="mt-4 overflow-hidden">
          <ul className="divide-border divide-y">
            {page.items.map((gap) => (
              <li key={`${gap.type}:${gap.id}`} className="grid gap-1 p-4">
                <p>
                  <span className="bg-muted mr-2 rounded px-2 py-0.5 text-sm font-semibold">
                    {t(`adminGuide.kind.${gap.type}.one`)}
                  </span>
                  <Link
                    to={t.path(`/admin/listings/${gap.type}/${encodeURIComponent(gap.id)}`)}
                    className="text-secondary font-semibold break-words underline underline-offset-4"
                  >
                    {gap.title}
                  </Link>
                  {gap.hidden ? (
                    <span className="text-muted-foreground ml-2 text-sm">
                      {t('adminGuide.translations.hidden')}
                    </span>
                  ) : null}
                </p>
                {gap.missing.length ? (
                  <p className="text-sm">
                    {t('adminGuide.translations.missing', { fields: gap.missing.join(', ') })}
                  </p>
                ) : null}
                {gap.stale.length ? (
                  <p className="text-sm font-semibold">
                    {t('adminGuide.translations.stale', { fields: gap.stale.join(', ') })}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <Pagination page={page.page} pageCount={page.pageCount} label={t('adminGuide.translations.pages')} />
    </div>
  )
}
