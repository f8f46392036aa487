import type * as React from 'react'
import { Fragment } from 'react'
import { data, Form, Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { FieldDescription } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { Select } from '~/components/ui/select'
import { useIsPending } from '~/components/use-is-pending'
import { readCsv, csvText } from '~/lib/csv-import/read.server'
import { CSV_KINDS, CSV_MESSAGES, csvColumns } from '~/lib/csv-import/template.server'
import { importCsv } from '~/lib/csv-import/write.server'
import { getDb } from '~/lib/db.server'
import { readForm } from '~/lib/form.server'
import { pageMeta } from '~/lib/meta'
import { requireRole } from '~/lib/permissions.server'
import { sendForm } from '~/lib/send-form'
import { redirectWithToast } from '~/lib/toast.server'
import { listingPlaceRules } from './listing-place.server'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { DEFAULT_LOCALE, localeOfPath, localizedPath } from '~/lib/i18n/config'
import type { MessageKey } from '~/lib/i18n/messages'
import { type Translator, useT } from '~/lib/i18n/use-t'
import { localizedEditorFields } from '~/lib/i18n/editor-fields.server'
import { columnHelp, csvWords } from './imports-csv-words.server'
import type { Route } from './+types/imports-csv'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData?.metaTitle ?? 'Import a CSV',
    loaderData?.metaDescription ?? 'Listings from a spreadsheet, checked before anything is written.',
  ),
  { name: 'robots', content: 'noindex' },
]

/** /admin/imports/csv: editors import listings from a CSV file (issue 45 items 7-8, decision 054). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request)
  const locale = localeOfPath(new URL(request.url).pathname)
  const say = serverT(locale)
  return {
    messages: messagesFor(locale, ['adminImports']),
    metaTitle: say('adminImports.csv.meta.title'),
    metaDescription: say('adminImports.csv.meta.description'),
    kinds: CSV_KINDS.map((kind) => {
      const fields = csvColumns(kind)
      const shown = localizedEditorFields(fields, locale, true)
      return {
        kind,
        columns: fields.map((field, at) => ({
          name: field.name,
          label: shown[at]!.label,
          // a label the catalogs do not say yet stays English, marked so
          english: locale !== DEFAULT_LOCALE && shown[at]!.label === field.label,
          help: columnHelp(field, locale),
        })),
      }
    }),
  }
}

const KIND_LABELS: Record<(typeof CSV_KINDS)[number], MessageKey> = {
  restaurants: 'adminImports.csv.kind.restaurants',
  stays: 'adminImports.csv.kind.stays',
  activities: 'adminImports.csv.kind.activities',
}

/** Rows the preview shows at most (every row with an error comes first). */
const SHOWN_ROWS = 300

// With JavaScript, a send that fails keeps the form (app/lib/send-form.ts).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request }: Route.ActionArgs) {
  const user = await requireRole(request)
  const locale = localeOfPath(new URL(request.url).pathname)
  const say = serverT(locale)
  const read = await readForm(request)
  if (!read.ok) return data({ error: read.message }, { status: read.status })
  const form = read.form
  const kind = CSV_KINDS.find((k) => k === form.get('kind'))
  if (!kind) return data({ error: csvWords(locale, [])(CSV_MESSAGES.kind) }, { status: 400 })
  const word = csvWords(locale, csvColumns(kind))
  const db = getDb()
  const place = listingPlaceRules()
  const intent = String(form.get('intent') ?? '')
  let text: string
  let fileName: string
  if (intent === 'preview') {
    const file = form.get('file')
    if (!(file instanceof File) || !file.name || file.size === 0)
      return data(
        { error: word(file instanceof File && file.name ? CSV_MESSAGES.empty : CSV_MESSAGES.noFile), kind },
        { status: 400 },
      )
    const decoded = csvText(file, new Uint8Array(await file.arrayBuffer()))
    if (typeof decoded !== 'string') return data({ error: word(decoded.error), kind }, { status: 400 })
    text = decoded
    fileName = file.name
  } else if (intent === 'import') {
    text = String(form.get('text') ?? '')
    fileName = String(form.get('fileName') ?? say('adminImports.csv.theFile')).slice(0, 200)
    const result = await importCsv(db, kind, text, place, user.id)
    if (result.ok)
      return redirectWithToast(localizedPath('/admin/imports?show=new', locale), {
        type: 'success',
        title: say('adminImports.csv.toast.imported', { count: result.imported, file: fileName }),
        description: [
          say('adminImports.csv.toast.publish'),
          result.existing ? say('adminImports.csv.toast.existing', { count: result.existing }) : '',
          result.again ? say('adminImports.csv.toast.again', { count: result.again }) : '',
        ]
          .filter(Boolean)
          .join(' '),
      })
    return data(
      {
        error: say('adminImports.csv.error.changed'),
        kind,
        ...shown(result.preview),
        text,
        fileName,
      },
      { status: 409 },
    )
  } else return data({ error: say('adminImports.csv.error.unknown'), kind }, { status: 400 })
  const preview = await readCsv(db, kind, text, place)
  // A fault of the whole file is a refusal; a preview (with or without row errors) is the answer asked for.
  return data({ kind, ...shown(preview), text, fileName }, { status: preview.fileError ? 400 : 200 })

  function shown(preview: Awaited<ReturnType<typeof readCsv>>) {
    const ordered = [
      ...preview.rows.filter((r) => r.errors.length),
      ...preview.rows.filter((r) => !r.errors.length),
    ]
    return {
      fileError: preview.fileError ? word(preview.fileError) : null,
      counts: preview.counts,
      total: preview.rows.length,
      rows: ordered.slice(0, SHOWN_ROWS).map((row) => ({
        line: row.line,
        name: row.name === '(no name)' ? say('adminImports.csv.noName') : row.name,
        errors: row.errors.map(word),
        // the faults still in English (a field's check the catalogs do not say yet), marked so
        english: row.errors.map(word).filter(word.untranslated),
        existing: row.existing?.name ?? null,
        possible: row.possible?.name ?? null,
      })),
    }
  }
}

const linkClass = 'text-secondary font-semibold underline underline-offset-4'

export default function AdminImportsCsvRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { kinds } = loaderData
  const t = useT()
  const pending = useIsPending()
  const answer = actionData && 'kind' in actionData ? actionData : undefined
  const preview = answer && 'counts' in answer ? answer : undefined
  const error = actionData && 'error' in actionData ? actionData.error : (preview?.fileError ?? null)
  const ready = preview && !preview.fileError && preview.counts.errors === 0 && preview.counts.ready > 0
  return (
    <div>
      <p>
        <Link to={t.path('/admin/imports')} className={linkClass}>
          {t('adminImports.csv.back')}
        </Link>
      </p>
      <h1 className="font-display mt-2 text-4xl font-bold">{t('adminImports.csv.title')}</h1>
      <p className="text-muted-foreground mt-2 text-lg">
        {rich(t, 'adminImports.csv.intro', {
          imports: (
            <Link to={t.path('/admin/imports?show=new')} className={linkClass}>
              {t('adminImports.title')}
            </Link>
          ),
        })}
      </p>

      <Card className="mt-6 p-5 sm:p-6">
        <h2 className="font-display text-2xl font-bold">{t('adminImports.csv.step1')}</h2>
        <p className="mt-2">
          {rich(t, 'adminImports.csv.templateHelp', {
            list: <code>a | b | c</code>,
            yes: <code>yes</code>,
            no: <code>no</code>,
            eq: <code>=</code>,
            plus: <code>+</code>,
            minus: <code>-</code>,
            at: <code>@</code>,
          })}
        </p>
        <ul className="mt-3 grid gap-3">
          {kinds.map((k) => (
            <li key={k.kind}>
              <a href={`/admin/imports/csv/${k.kind}.csv`} className={linkClass} download>
                {t('adminImports.csv.template', { kind: t(KIND_LABELS[k.kind]) })}
              </a>
              <details className="mt-1">
                <summary className="cursor-pointer">
                  {t('adminImports.csv.columnsFor', { kind: t(KIND_LABELS[k.kind]).toLowerCase() })}
                </summary>
                <div
                  className="mt-2 overflow-x-auto"
                  role="region"
                  aria-label={t('adminImports.csv.columnsFor', {
                    kind: t(KIND_LABELS[k.kind]).toLowerCase(),
                  })}
                  tabIndex={0}
                >
                  <table className="w-full text-left text-sm">
                    <thead>
                      <tr>
                        <th scope="col" className="py-1 pr-4">
                          {t('adminImports.csv.column')}
                        </th>
                        <th scope="col" className="py-1 pr-4">
                          {t('adminImports.csv.field')}
                        </th>
                        <th scope="col" className="py-1">
                          {t('adminImports.csv.takes')}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {k.columns.map((c) => (
                        <tr key={c.name} className="border-border border-t">
                          <td className="py-1 pr-4 font-mono">{c.name}</td>
                          <td className="py-1 pr-4" lang={c.english ? 'en' : undefined}>
                            {c.label}
                          </td>
                          <td className="py-1">{c.help}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </details>
            </li>
          ))}
        </ul>
      </Card>

      <Card className="mt-6 p-5 sm:p-6">
        <h2 className="font-display text-2xl font-bold">{t('adminImports.csv.step2')}</h2>
        <Form method="post" encType="multipart/form-data" className="mt-4 grid gap-4 sm:max-w-lg">
          <div className="grid gap-2">
            <Label htmlFor="csv-kind">{t('adminImports.csv.kindLabel')}</Label>
            <Select id="csv-kind" name="kind" defaultValue={answer?.kind ?? 'restaurants'} required>
              {kinds.map((k) => (
                <option key={k.kind} value={k.kind}>
                  {t(KIND_LABELS[k.kind])}
                </option>
              ))}
            </Select>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="csv-file">{t('adminImports.csv.file')}</Label>
            <Input
              id="csv-file"
              name="file"
              type="file"
              required
              accept=".csv,text/csv"
              aria-describedby="csv-file-help"
            />
            <FieldDescription id="csv-file-help">{t('adminImports.csv.fileHelp')}</FieldDescription>
          </div>
          <div>
            <Button type="submit" name="intent" value="preview" disabled={pending}>
              {t('adminImports.csv.check')}
            </Button>
          </div>
        </Form>
      </Card>

      {error ? (
        <p
          role="alert"
          className="border-destructive mt-6 rounded-lg border-2 px-4 py-3 font-semibold"
          data-csv-error
        >
          {error}
        </p>
      ) : null}

      {preview && !preview.fileError ? (
        <section className="mt-6" aria-labelledby="csv-preview">
          <h2 id="csv-preview" className="font-display text-2xl font-bold">
            {t('adminImports.csv.preview', { file: preview.fileName })}
          </h2>
          <p className="mt-2 text-lg font-semibold" data-csv-counts>
            {t('adminImports.csv.counts', {
              ready: preview.counts.ready,
              existing: preview.counts.existing,
              errors: preview.counts.errors,
            })}
          </p>
          {preview.counts.errors ? (
            <p className="mt-1" role={error ? undefined : 'alert'}>
              {t('adminImports.csv.nothingImported')}
            </p>
          ) : null}
          <Card
            className="mt-4 overflow-x-auto"
            role="region"
            aria-label={t('adminImports.csv.rows')}
            tabIndex={0}
          >
            <table className="w-full table-fixed text-left">
              <colgroup>
                <col className="w-16" />
                <col className="w-1/4" />
                <col />
              </colgroup>
              <thead>
                <tr>
                  <th scope="col" className="px-2 py-2 sm:px-4">
                    {t('adminImports.csv.line')}
                  </th>
                  <th scope="col" className="px-2 py-2 sm:px-4">
                    {t('adminImports.csv.name')}
                  </th>
                  <th scope="col" className="px-2 py-2 sm:px-4">
                    {t('adminImports.csv.happens')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((row) => (
                  <tr
                    key={row.line}
                    className="border-border border-t align-top [overflow-wrap:anywhere]"
                    data-csv-line={row.line}
                  >
                    <td className="px-2 py-2 font-mono sm:px-4">{row.line}</td>
                    <td className="px-2 py-2 break-words sm:px-4">{row.name}</td>
                    <td className="px-2 py-2 sm:px-4">
                      {row.errors.length ? (
                        <ul className="text-destructive grid gap-1 font-medium">
                          {row.errors.map((e) => (
                            <li key={e} lang={row.english.includes(e) ? 'en' : undefined}>
                              {e}
                            </li>
                          ))}
                        </ul>
                      ) : row.existing ? (
                        t('adminImports.csv.existing', { name: row.existing })
                      ) : row.possible ? (
                        t('adminImports.csv.possible', { name: row.possible })
                      ) : (
                        t('adminImports.csv.draft')
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
          {preview.total > preview.rows.length ? (
            <p className="mt-2">
              {t('adminImports.csv.more', { count: preview.total - preview.rows.length })}
            </p>
          ) : null}
          {ready ? (
            <Form method="post" encType="multipart/form-data" className="mt-4">
              <input type="hidden" name="kind" value={preview.kind} />
              <input type="hidden" name="text" value={preview.text} />
              <input type="hidden" name="fileName" value={preview.fileName} />
              <Button type="submit" name="intent" value="import" disabled={pending}>
                {t('adminImports.csv.import', { count: preview.counts.ready })}
              </Button>
            </Form>
          ) : null}
        </section>
      ) : null}
    </div>
  )
}

/**
 * A message with elements inside (a link, code): `{name}` placeholders of the message replaced by
 * `parts[name]`, the text around them as the catalog says it.
 */
function rich(t: Translator, key: MessageKey, parts: Record<string, React.ReactNode>): React.ReactNode[] {
  const marks = Object.fromEntries(Object.keys(parts).map((name) => [name, `\u0001${name}\u0001`]))
  return t(key, marks)
    .split('\u0001')
    .map((piece, at) => (at % 2 ? <Fragment key={at}>{parts[piece]}</Fragment> : piece))
}
