import { ArrowLeft, ExternalLink } from '~/components/icons'
import { data, Form, Link } from 'react-router'
import { ListingFields } from '~/components/admin/listing-form'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { useIsPending } from '~/components/use-is-pending'
import { getDb } from '~/lib/db.server'
import { readForm } from '~/lib/form.server'
import { notFoundUnless } from '~/lib/http.server'
import type { EditorValues } from '~/lib/kinds/editor'
import { parseEditorValues, readEditorForm, withChoices } from '~/lib/kinds/editor.server'
import {
  PLACE_FIELDS,
  PLACE_LABELS,
  type PlaceKind,
  placeKindOfUrl,
  placePath,
} from '~/lib/kinds/event-places'
import { placeValues, savePlace, venueListingChoices } from '~/lib/kinds/event-places.server'
import { pageMeta } from '~/lib/meta'
import { requireRole } from '~/lib/permissions.server'
import { sendForm } from '~/lib/send-form'
import { redirectWithToast } from '~/lib/toast.server'
import { listingPlaceRules } from './listing-place.server'
import type { Route } from './+types/place'

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
  const base = { kind, fields, towns: listingPlaceRules().towns }
  if (!params.id) return { ...base, id: null, values: null }
  const values = await placeValues(getDb(), kind, params.id)
  notFoundUnless(values)
  return { ...base, id: params.id, values }
}

export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

type ActionAnswer = { error: string; errors?: Record<string, string[]>; values?: EditorValues }

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireRole(request)
  const kind = placeKindOfUrl(request.url)
  notFoundUnless(kind)
  const read = await readForm(request)
  if (!read.ok) return data<ActionAnswer>({ error: read.message }, { status: read.status })
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

export default function AdminPlaceRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, fields, towns, id } = loaderData
  const label = PLACE_LABELS[kind]
  const pending = useIsPending()
  const answer = actionData as ActionAnswer | undefined
  const values = answer?.values ?? loaderData.values ?? {}
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
      {answer?.error ? (
        <p
          role="alert"
          className="border-destructive text-destructive mt-6 rounded-lg border-2 p-4 font-semibold"
        >
          {answer.error}
        </p>
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
            <ListingFields fields={fields} values={values} errors={answer?.errors} towns={towns} />
            <div>
              <Button type="submit" disabled={pending}>
                {id ? 'Save changes' : `Create ${label.singular.toLowerCase()}`}
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>
    </article>
  )
}
