import { ArrowLeft, ExternalLink } from '~/components/icons'
import { data, Form, Link } from 'react-router'
import { ListingFields } from '~/components/admin/listing-form'
import { Button } from '~/components/ui/button'
import { RevisionSummary } from '~/components/admin/revision-summary'
import { Card, CardContent } from '~/components/ui/card'
import { useIsPending } from '~/components/use-is-pending'
import { getDb } from '~/lib/db.server'
import { readForm } from '~/lib/form.server'
import { notFoundUnless } from '~/lib/http.server'
import { type EditorValues, valueText } from '~/lib/kinds/editor'
import { parseEditorValues, readEditorForm, withChoices } from '~/lib/kinds/editor.server'
import {
  PLACE_FIELDS,
  PLACE_LABELS,
  type PlaceKind,
  placeKindOfUrl,
  placePath,
} from '~/lib/kinds/event-places'
import { deletePlace, placeEventCount, savePlace } from '~/lib/kinds/event-places-admin.server'
import { placeValues, venueListingChoices } from '~/lib/kinds/event-places.server'
import { listRevisions } from '~/lib/listing-revisions.server'
import { pageMeta } from '~/lib/meta'
import { requireRole } from '~/lib/permissions.server'
import { sendForm } from '~/lib/send-form'
import { redirectWithToast } from '~/lib/toast.server'
import { listingPlaceRules } from '~/routes/admin/listing-place.server'
import type { Route } from './+types/place'
import { messagesFor } from '~/lib/i18n/catalog.server'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData?.values
      ? `Edit: ${String(loaderData.values.name)}`
      : `New ${loaderData?.kind === 'organizers' ? 'organizer' : 'venue'}`,
    'Edit a venue or organizer of events.',
  ),
  { name: 'robots', content: 'noindex' },
]

/** A venue's or organizer's form: its fields, the venue's "Listed in the guide as" options filled. */
async function formOf(kind: PlaceKind) {
  const db = getDb()
  return withChoices(db, {
    fields: [...PLACE_FIELDS[kind]],
    choices: kind === 'venues' ? () => venueListingChoices(db) : undefined,
  })
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request)
  const kind = placeKindOfUrl(request.url)
  notFoundUnless(kind)
  const { fields } = await formOf(kind)
  const base = { messages: messagesFor('en', ['editor']), kind, fields, towns: listingPlaceRules().towns }
  if (!params.id) return { ...base, id: null, values: null, revisions: [], events: 0 }
  const db = getDb()
  const values = await placeValues(db, kind, params.id)
  notFoundUnless(values)
  const revisions = await listRevisions(db, kind, params.id)
  return { ...base, id: params.id, values, revisions, events: await placeEventCount(db, kind, params.id) }
}

export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

type ActionAnswer =
  | { error: string; errors?: Record<string, string[]>; values?: EditorValues }
  | { confirmDelete: { events: number } }

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireRole(request)
  const kind = placeKindOfUrl(request.url)
  notFoundUnless(kind)
  const read = await readForm(request)
  if (!read.ok) return data<ActionAnswer>({ error: read.message }, { status: read.status })
  if (read.form.get('intent') === 'delete' && params.id)
    return deleteAction(kind, params.id, read.form, user.id)
  const spec = await formOf(kind)
  const { input, values } = readEditorForm(spec, read.form)
  const parsed = parseEditorValues(spec, listingPlaceRules(), input, values)
  if (!parsed.success)
    return data<ActionAnswer>(
      { error: 'Please correct the fields marked below.', errors: parsed.errors, values },
      { status: 400 },
    )
  const id = await savePlace(getDb(), kind, params.id, parsed.data, user.id)
  notFoundUnless(id)
  return redirectWithToast(`/admin/${kind}/${encodeURIComponent(id)}`, {
    type: 'success',
    title: params.id ? 'Saved.' : `${PLACE_LABELS[kind].singular} created.`,
    description: `Its page: ${placePath(kind, id)}`,
  })
}

/**
 * Delete (decision 041): the first press answers the question naming how many events point to it;
 * confirmed, the events are detached (their own text kept) and the record deleted.
 */
async function deleteAction(kind: PlaceKind, id: string, form: FormData, actorId: string) {
  const db = getDb()
  if (form.get('confirm') !== 'yes') {
    if (!(await placeValues(db, kind, id))) throw data('Not Found', { status: 404, statusText: 'Not Found' })
    return data<ActionAnswer>({ confirmDelete: { events: await placeEventCount(db, kind, id) } })
  }
  const deleted = await deletePlace(db, kind, id, actorId)
  if (!deleted) throw data('Not Found', { status: 404, statusText: 'Not Found' })
  return redirectWithToast(`/admin/${kind}`, {
    type: 'success',
    title: `${PLACE_LABELS[kind].singular} deleted.`,
    description: deleted.detached
      ? `${eventsText(deleted.detached)} no longer ${deleted.detached === 1 ? 'points' : 'point'} to it; each keeps its own ${kind === 'venues' ? 'venue' : 'organizer'} text.`
      : undefined,
  })
}

const eventsText = (n: number) => `${n} ${n === 1 ? 'event' : 'events'}`

export default function AdminPlaceRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, fields, towns, id } = loaderData
  const label = PLACE_LABELS[kind]
  const pending = useIsPending()
  const answer = actionData as ActionAnswer | undefined
  const failed = answer && 'error' in answer ? answer : undefined
  const values = failed?.values ?? loaderData.values ?? {}
  const { revisions } = loaderData
  const noun = label.singular.toLowerCase()
  return (
    <article>
      <Link
        to={`/admin/${kind}`}
        className="text-secondary inline-flex min-h-11 items-center gap-1 font-semibold underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> All {label.plural.toLowerCase()}
      </Link>
      <h1 className="font-display mt-2 text-4xl font-bold break-words">
        {loaderData.values ? String(loaderData.values.name) : `New ${label.singular.toLowerCase()}`}
      </h1>
      {id ? (
        <p className="mt-2">
          <Link
            to={placePath(kind, id)}
            className="text-secondary inline-flex min-h-11 items-center gap-1 font-semibold underline underline-offset-4"
          >
            Public page <ExternalLink aria-hidden="true" className="size-4" />
          </Link>
        </p>
      ) : null}
      {failed ? (
        <p
          role="alert"
          className="border-destructive text-destructive mt-6 rounded-lg border-2 p-4 font-semibold"
        >
          {failed.error}
        </p>
      ) : null}
      {id && answer && 'confirmDelete' in answer ? (
        <Form
          method="post"
          aria-labelledby="delete-heading"
          className="border-destructive bg-card mt-6 rounded-(--radius-card) border-2 p-4"
        >
          <div role="alert">
            <h2 id="delete-heading" className="text-lg font-bold">
              Delete this {noun} for good?
            </h2>
          </div>
          <p className="mt-1">
            {answer.confirmDelete.events > 0
              ? `${eventsText(answer.confirmDelete.events)} ${answer.confirmDelete.events === 1 ? 'points' : 'point'} to it. ${answer.confirmDelete.events === 1 ? 'It keeps' : 'They keep'} ${answer.confirmDelete.events === 1 ? 'its' : 'their'} own ${noun} text and no longer ${answer.confirmDelete.events === 1 ? 'links' : 'link'} to its page. `
              : 'No event points to it. '}
            Its page and its history go with it. This cannot be undone.
          </p>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="confirm" value="yes" />
          <div className="mt-4 flex flex-wrap gap-3">
            <Button type="submit" variant="destructive" disabled={pending}>
              Delete the {noun}
            </Button>
            <Link
              to={`/admin/${kind}/${encodeURIComponent(id)}`}
              className="text-secondary inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
            >
              Cancel
            </Link>
          </div>
        </Form>
      ) : null}
      <Card className="mt-6">
        <CardContent>
          <Form
            method="post"
            className="grid gap-6"
            aria-label={
              id ? `Edit the ${label.singular.toLowerCase()}` : `New ${label.singular.toLowerCase()}`
            }
          >
            <ListingFields fields={fields} values={values} errors={failed?.errors} towns={towns} />
            <div>
              <Button type="submit" disabled={pending}>
                {id ? 'Save changes' : `Create ${noun}`}
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>
      {id ? (
        <>
          <Form method="post" className="mt-6">
            <input type="hidden" name="intent" value="delete" />
            <Button type="submit" variant="destructive" disabled={pending}>
              Delete {noun}
            </Button>
            <span className="text-muted-foreground ml-3 text-sm">
              {loaderData.events > 0
                ? `${eventsText(loaderData.events)} ${loaderData.events === 1 ? 'points' : 'point'} to it.`
                : 'No event points to it.'}
            </span>
          </Form>
          <section aria-labelledby="history-heading" className="mt-10">
            <h2 id="history-heading" className="font-display text-2xl font-bold">
              History
            </h2>
            {revisions.length === 0 ? (
              <p className="mt-4">
                No revisions yet: the next save records the current values as revision 1.
              </p>
            ) : (
              <ol className="mt-4 grid gap-4">
                {revisions.map((revision) => (
                  <li key={revision.number}>
                    <Card>
                      <CardContent>
                        <RevisionSummary
                          revision={revision}
                          latest={revisions[0]!.number}
                          firstVersion={
                            <dl className="mt-2 grid gap-1">
                              {fields.map((field) => (
                                <div key={field.name} className="flex flex-wrap gap-x-2">
                                  <dt className="font-semibold">{field.label}:</dt>
                                  <dd className="break-words">
                                    {valueText(revision.snapshot[field.name]) || '(empty)'}
                                  </dd>
                                </div>
                              ))}
                            </dl>
                          }
                        />
                      </CardContent>
                    </Card>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </>
      ) : null}
    </article>
  )
}
