import { ArrowLeft } from '~/components/icons'
import { data, Form, Link } from 'react-router'
import { RevisionSummary } from '~/components/admin/revision-summary'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { useIsPending } from '~/components/use-is-pending'
import { getDb } from '~/lib/db.server'
import { readForm } from '~/lib/form.server'
import { notFoundUnless } from '~/lib/http.server'
import { LISTING_TYPE_LABELS, parseListingType, valueText } from '~/lib/kinds/editor'
import { editorOf, getEditableListing, restoreRevision } from '~/lib/listing-admin.server'
import { listRevisions } from '~/lib/listing-revisions.server'
import { pageMeta } from '~/lib/meta'
import { requireRole } from '~/lib/permissions.server'
import { sendForm } from '~/lib/send-form'
import { redirectWithToast } from '~/lib/toast.server'
import { listingPlaceRules } from '~/routes/admin/listing-place.server'
import type { Route } from './+types/listing-history'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(loaderData ? `History: ${loaderData.listing.title}` : 'History', 'A listing’s revisions.'),
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request)
  const type = parseListingType(params.type)
  notFoundUnless(type)
  const db = getDb()
  const listing = await getEditableListing(db, type, params.id)
  notFoundUnless(listing)
  const revisions = await listRevisions(db, type, params.id)
  const wanted = Number(new URL(request.url).searchParams.get('revision'))
  const viewed = revisions.find((r) => r.number === wanted) ?? null
  const fields = editorOf(type).fields.map((f) => ({ name: f.name, label: f.label }))
  return { type, listing, revisions, viewed, fields }
}

export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireRole(request)
  const type = parseListingType(params.type)
  notFoundUnless(type)
  const read = await readForm(request)
  if (!read.ok) return data({ error: read.message }, { status: read.status })
  const number = Number(read.form.get('restore'))
  if (!Number.isInteger(number) || number < 1)
    return data({ error: 'Choose a revision to restore.' }, { status: 400 })
  const result = await restoreRevision(getDb(), type, params.id, number, {
    actorId: user.id,
    baseRevision: Number(read.form.get('revision')),
    place: listingPlaceRules(),
  })
  if (!result.ok) {
    if (result.reason === 'not-found') throw data('Not Found', { status: 404, statusText: 'Not Found' })
    if (result.reason === 'conflict')
      return data(
        {
          error: `Someone saved revision ${result.revision} since you opened this page. Nothing was restored: look at the history again first.`,
        },
        { status: 409 },
      )
    return data(
      {
        error: `Revision ${number} cannot be restored as it is: ${Object.values(result.errors).flat().join(' ')}`,
      },
      { status: 400 },
    )
  }
  return redirectWithToast(`/admin/listings/${type}/${encodeURIComponent(params.id)}/history`, {
    type: 'success',
    title: `Revision ${number} restored.`,
    description: `Saved as revision ${result.revision}.`,
  })
}

export default function AdminListingHistoryRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { type, listing, revisions, viewed, fields } = loaderData
  const pending = useIsPending()
  const base = `/admin/listings/${type}/${encodeURIComponent(listing.id)}`
  const latest = revisions[0]?.number ?? 0
  return (
    <article>
      <Link
        to={base}
        className="text-secondary inline-flex min-h-11 items-center gap-1 font-semibold underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to the{' '}
        {LISTING_TYPE_LABELS[type].singular.toLowerCase()}
      </Link>
      <h1 className="font-display mt-2 text-4xl font-bold break-words">History: {listing.title}</h1>
      {actionData && 'error' in actionData ? (
        <p
          role="alert"
          className="border-destructive text-destructive mt-6 rounded-lg border-2 p-4 font-semibold"
        >
          {actionData.error}
        </p>
      ) : null}
      {revisions.length === 0 ? (
        <p className="mt-6">No revisions yet: the first edit records the current version as revision 1.</p>
      ) : (
        <ol className="mt-6 grid gap-4">
          {revisions.map((revision) => (
            <li key={revision.number}>
              <Card>
                <CardContent>
                  <RevisionSummary revision={revision} latest={latest} />
                  <div className="mt-3 flex flex-wrap items-center gap-4">
                    <Link
                      to={`?revision=${revision.number}`}
                      className="text-secondary inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
                    >
                      View revision {revision.number}
                    </Link>
                    {revision.number !== latest ? (
                      <Form method="post">
                        <input type="hidden" name="revision" value={latest} />
                        <Button
                          type="submit"
                          name="restore"
                          value={revision.number}
                          variant="outline"
                          disabled={pending}
                        >
                          Restore revision {revision.number}
                        </Button>
                      </Form>
                    ) : null}
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ol>
      )}
      {viewed ? (
        <Card className="mt-6">
          <CardContent>
            <h2 className="font-display text-2xl font-bold">Revision {viewed.number} as it was</h2>
            <dl className="mt-4 grid gap-3">
              {fields.map((field) => (
                <div key={field.name} className="grid gap-1 sm:grid-cols-[14rem_1fr]">
                  <dt className="font-semibold">{field.label}</dt>
                  <dd className="break-words whitespace-pre-line">
                    {valueText(viewed.snapshot[field.name]) || '—'}
                  </dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
      ) : null}
    </article>
  )
}
