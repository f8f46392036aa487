import { data, Form, Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { FieldDescription } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { Select } from '~/components/ui/select'
import { useIsPending } from '~/components/use-is-pending'
import { LISTING_TYPE_LABELS } from '~/lib/kinds/editor'
import { readCsv, csvText } from '~/lib/csv-import/read.server'
import { CSV_KINDS, CSV_MESSAGES, columnHelp, csvColumns } from '~/lib/csv-import/template.server'
import { importCsv } from '~/lib/csv-import/write.server'
import { getDb } from '~/lib/db.server'
import { readForm } from '~/lib/form.server'
import { pageMeta } from '~/lib/meta'
import { requireRole } from '~/lib/permissions.server'
import { sendForm } from '~/lib/send-form'
import { redirectWithToast } from '~/lib/toast.server'
import { listingPlaceRules } from './listing-place.server'
import type { Route } from './+types/imports-csv'

export const meta = () => [
  ...pageMeta('Import a CSV', 'Listings from a spreadsheet, checked before anything is written.'),
  { name: 'robots', content: 'noindex' },
]

/** /admin/imports/csv: editors import listings from a CSV file (issue 45 items 7-8, decision 054). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request)
  return {
    kinds: CSV_KINDS.map((kind) => ({
      kind,
      label: LISTING_TYPE_LABELS[kind].plural,
      columns: csvColumns(kind).map((field) => ({
        name: field.name,
        label: field.label,
        help: columnHelp(field),
      })),
    })),
  }
}

/** Rows the preview shows at most (every row with an error comes first). */
const SHOWN_ROWS = 300

// With JavaScript, a send that fails keeps the form (app/lib/send-form.ts).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request }: Route.ActionArgs) {
  const user = await requireRole(request)
  const read = await readForm(request)
  if (!read.ok) return data({ error: read.message }, { status: read.status })
  const form = read.form
  const kind = CSV_KINDS.find((k) => k === form.get('kind'))
  if (!kind) return data({ error: CSV_MESSAGES.kind }, { status: 400 })
  const db = getDb()
  const place = listingPlaceRules()
  const intent = String(form.get('intent') ?? '')
  let text: string
  let fileName: string
  if (intent === 'preview') {
    const file = form.get('file')
    if (!(file instanceof File) || !file.name || file.size === 0)
      return data(
        { error: file instanceof File && file.name ? CSV_MESSAGES.empty : CSV_MESSAGES.noFile, kind },
        { status: 400 },
      )
    const decoded = csvText(file, new Uint8Array(await file.arrayBuffer()))
    if (typeof decoded !== 'string') return data({ error: decoded.error, kind }, { status: 400 })
    text = decoded
    fileName = file.name
  } else if (intent === 'import') {
    text = String(form.get('text') ?? '')
    fileName = String(form.get('fileName') ?? 'the file').slice(0, 200)
    const result = await importCsv(db, kind, text, place, user.id)
    if (result.ok)
      return redirectWithToast('/admin/imports?show=new', {
        type: 'success',
        title: `${result.imported} ${result.imported === 1 ? 'listing' : 'listings'} imported from ${fileName} as drafts.`,
        description: [
          'Publish them here once checked.',
          result.existing ? `${result.existing} already in the guide, not imported.` : '',
          result.again ? `${result.again} imported before, not imported again.` : '',
        ]
          .filter(Boolean)
          .join(' '),
      })
    return data(
      {
        error: 'The file has errors now: nothing was imported. Fix them and upload it again.',
        kind,
        ...shown(result.preview),
        text,
        fileName,
      },
      { status: 409 },
    )
  } else return data({ error: 'Unknown action.', kind }, { status: 400 })
  const preview = await readCsv(db, kind, text, place)
  // A fault of the whole file is a refusal; a preview (with or without row errors) is the answer asked for.
  return data({ kind, ...shown(preview), text, fileName }, { status: preview.fileError ? 400 : 200 })

  function shown(preview: Awaited<ReturnType<typeof readCsv>>) {
    const ordered = [
      ...preview.rows.filter((r) => r.errors.length),
      ...preview.rows.filter((r) => !r.errors.length),
    ]
    return {
      fileError: preview.fileError ?? null,
      counts: preview.counts,
      total: preview.rows.length,
      rows: ordered.slice(0, SHOWN_ROWS).map((row) => ({
        line: row.line,
        name: row.name,
        errors: row.errors,
        existing: row.existing?.name ?? null,
        possible: row.possible?.name ?? null,
      })),
    }
  }
}

const linkClass = 'text-secondary font-semibold underline underline-offset-4'

export default function AdminImportsCsvRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { kinds } = loaderData
  const pending = useIsPending()
  const answer = actionData && 'kind' in actionData ? actionData : undefined
  const preview = answer && 'counts' in answer ? answer : undefined
  const error = actionData && 'error' in actionData ? actionData.error : (preview?.fileError ?? null)
  const ready = preview && !preview.fileError && preview.counts.errors === 0 && preview.counts.ready > 0
  return (
    <div>
      <p>
        <Link to="/admin/imports" className={linkClass}>
          ← Imports
        </Link>
      </p>
      <h1 className="font-display mt-2 text-4xl font-bold">Import a CSV</h1>
      <p className="text-muted-foreground mt-2 text-lg">
        For places that are not in OpenStreetMap: one listing per line of a spreadsheet saved as CSV. The file
        is checked first and nothing is written until you confirm; the listings arrive as drafts in{' '}
        <Link to="/admin/imports?show=new" className={linkClass}>
          Imports
        </Link>
        , to publish once checked. Places the guide already has are left out.
      </p>

      <Card className="mt-6 p-5 sm:p-6">
        <h2 className="font-display text-2xl font-bold">1. Start from a template</h2>
        <p className="mt-2">
          Each kind has its own columns (the fields of its editor). Lists are written <code>a | b | c</code>;
          yes/no fields <code>yes</code> or <code>no</code>. Cells must not start with <code>=</code>,{' '}
          <code>+</code>, <code>-</code> or <code>@</code> (except numbers and phone numbers).
        </p>
        <ul className="mt-3 grid gap-3">
          {kinds.map((k) => (
            <li key={k.kind}>
              <a href={`/admin/imports/csv/${k.kind}.csv`} className={linkClass} download>
                {k.label} template (CSV)
              </a>
              <details className="mt-1">
                <summary className="cursor-pointer">Columns for {k.label.toLowerCase()}</summary>
                <div
                  className="mt-2 overflow-x-auto"
                  role="region"
                  aria-label={`Columns for ${k.label.toLowerCase()}`}
                  tabIndex={0}
                >
                  <table className="w-full text-left text-sm">
                    <thead>
                      <tr>
                        <th scope="col" className="py-1 pr-4">
                          Column
                        </th>
                        <th scope="col" className="py-1 pr-4">
                          Field
                        </th>
                        <th scope="col" className="py-1">
                          What it takes
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {k.columns.map((c) => (
                        <tr key={c.name} className="border-border border-t">
                          <td className="py-1 pr-4 font-mono">{c.name}</td>
                          <td className="py-1 pr-4">{c.label}</td>
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
        <h2 className="font-display text-2xl font-bold">2. Upload the file</h2>
        <Form method="post" encType="multipart/form-data" className="mt-4 grid gap-4 sm:max-w-lg">
          <div className="grid gap-2">
            <Label htmlFor="csv-kind">What the file lists</Label>
            <Select id="csv-kind" name="kind" defaultValue={answer?.kind ?? 'restaurants'} required>
              {kinds.map((k) => (
                <option key={k.kind} value={k.kind}>
                  {k.label}
                </option>
              ))}
            </Select>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="csv-file">CSV file</Label>
            <Input
              id="csv-file"
              name="file"
              type="file"
              required
              accept=".csv,text/csv"
              aria-describedby="csv-file-help"
            />
            <FieldDescription id="csv-file-help">
              A .csv file saved as UTF-8, at most 900 KB.
            </FieldDescription>
          </div>
          <div>
            <Button type="submit" name="intent" value="preview" disabled={pending}>
              Check the file
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
            3. Preview of {preview.fileName}
          </h2>
          <p className="mt-2 text-lg font-semibold" data-csv-counts>
            {preview.counts.ready} ready to import, {preview.counts.existing} already in the guide,{' '}
            {preview.counts.errors} with errors.
          </p>
          {preview.counts.errors ? (
            <p className="mt-1" role={error ? undefined : 'alert'}>
              Nothing has been imported. Fix the lines below in your spreadsheet, save it as CSV again and
              upload it (step 2).
            </p>
          ) : null}
          <Card className="mt-4 overflow-x-auto" role="region" aria-label="Rows of the file" tabIndex={0}>
            <table className="w-full table-fixed text-left">
              <colgroup>
                <col className="w-16" />
                <col className="w-1/4" />
                <col />
              </colgroup>
              <thead>
                <tr>
                  <th scope="col" className="px-2 py-2 sm:px-4">
                    Line
                  </th>
                  <th scope="col" className="px-2 py-2 sm:px-4">
                    Name
                  </th>
                  <th scope="col" className="px-2 py-2 sm:px-4">
                    What happens
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
                            <li key={e}>{e}</li>
                          ))}
                        </ul>
                      ) : row.existing ? (
                        <>Already in the guide as {row.existing}: not imported</>
                      ) : row.possible ? (
                        <>
                          Imported as a draft; may be the same place as {row.possible} (listed to merge or
                          keep apart)
                        </>
                      ) : (
                        <>Imported as a draft</>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
          {preview.total > preview.rows.length ? (
            <p className="mt-2">
              {preview.total - preview.rows.length} more rows without errors are not shown.
            </p>
          ) : null}
          {ready ? (
            <Form method="post" encType="multipart/form-data" className="mt-4">
              <input type="hidden" name="kind" value={preview.kind} />
              <input type="hidden" name="text" value={preview.text} />
              <input type="hidden" name="fileName" value={preview.fileName} />
              <Button type="submit" name="intent" value="import" disabled={pending}>
                Import {preview.counts.ready} {preview.counts.ready === 1 ? 'listing' : 'listings'} as drafts
              </Button>
            </Form>
          ) : null}
        </section>
      ) : null}
    </div>
  )
}
