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
import { type EditorField, type EditorValues, valueText } from '~/lib/kinds/editor'
import { parseEditorValues, readEditorForm, withChoices } from '~/lib/kinds/editor.server'
import { PLACE_FIELDS, type PlaceKind, placeKindOfUrl, placePath } from '~/lib/kinds/event-places'
import { deletePlace, placeEventCount, savePlace } from '~/lib/kinds/event-places-admin.server'
import { placeValues, venueListingChoices } from '~/lib/kinds/event-places.server'
import { listRevisions } from '~/lib/listing-revisions.server'
import { pageMeta } from '~/lib/meta'
import { requireRole } from '~/lib/permissions.server'
import { sendForm } from '~/lib/send-form'
import { redirectWithToast } from '~/lib/toast.server'
import { listingPlaceRules } from '~/routes/admin/listing-place.server'
import type { Route } from './+types/place'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { localeOfPath, localizedPath, type Locale } from '~/lib/i18n/config'
import { knownWords } from '~/lib/i18n/known-words.server'
import { localizedEditorErrors, localizedEditorFields } from '~/lib/i18n/editor-fields.server'
import { useT } from '~/lib/i18n/use-t'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData?.title ?? 'New venue',
    loaderData?.description ?? 'Edit a venue or organizer of events.',
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

/** The venue's "Listed in the guide as" choices ("Restaurant: Elk Antler Grill") with the kind in the page's language. */
function listedAsIn(field: EditorField, t: ReturnType<typeof serverT>): EditorField {
  if (field.name !== 'listing' || !field.optionLabels) return field
  const labels = Object.entries(field.optionLabels).map(([value, label]) => {
    const type = value.split(':', 1)[0]
    const name = label.slice(label.indexOf(': ') + 2)
    return type === 'restaurants' || type === 'stays' || type === 'activities'
      ? [value, t(`adminEditor.place.listedAs.${type}`, { name })]
      : [value, label]
  })
  return { ...field, optionLabels: Object.fromEntries(labels) }
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request)
  const kind = placeKindOfUrl(request.url)
  notFoundUnless(kind)
  const locale = localeOfPath(new URL(request.url).pathname)
  const t = serverT(locale)
  const { fields } = await formOf(kind)
  const base = {
    messages: messagesFor(locale, ['editor', 'adminEditor', 'adminListings']),
    kind,
    fields: localizedEditorFields(fields, locale, true).map((field) => listedAsIn(field, t)),
    towns: listingPlaceRules().towns,
    description: t('adminEditor.place.metaDescription'),
  }
  if (!params.id)
    return {
      ...base,
      title: t(`adminEditor.kind.${kind}.new`),
      id: null,
      values: null,
      revisions: [],
      events: 0,
    }
  const db = getDb()
  const values = await placeValues(db, kind, params.id)
  notFoundUnless(values)
  const revisions = await listRevisions(db, kind, params.id)
  return {
    ...base,
    title: t('adminEditor.listing.metaEdit', { title: String(values.name) }),
    id: params.id,
    values,
    revisions,
    events: await placeEventCount(db, kind, params.id),
  }
}

export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

type ActionAnswer =
  | { error: string; errors?: Record<string, string[]>; values?: EditorValues }
  | { confirmDelete: { events: number } }

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireRole(request)
  const kind = placeKindOfUrl(request.url)
  notFoundUnless(kind)
  const locale = localeOfPath(new URL(request.url).pathname)
  const t = serverT(locale)
  const read = await readForm(request)
  if (!read.ok)
    return data<ActionAnswer>({ error: knownWords(locale, [])(read.message) }, { status: read.status })
  if (read.form.get('intent') === 'delete' && params.id)
    return deleteAction(kind, params.id, read.form, user.id, locale)
  const spec = await formOf(kind)
  const { input, values } = readEditorForm(spec, read.form)
  const place = listingPlaceRules()
  const parsed = parseEditorValues(spec, place, input, values)
  if (!parsed.success)
    return data<ActionAnswer>(
      {
        error: t('adminEditor.listing.fix'),
        errors: localizedEditorErrors(spec.fields, parsed.errors, locale, { place }),
        values,
      },
      { status: 400 },
    )
  const id = await savePlace(getDb(), kind, params.id, parsed.data, user.id)
  notFoundUnless(id)
  return redirectWithToast(localizedPath(`/admin/${kind}/${encodeURIComponent(id)}`, locale), {
    type: 'success',
    title: t(params.id ? 'adminEditor.listing.saved' : `adminEditor.kind.${kind}.created`),
    description: t('adminEditor.place.itsPage', { path: placePath(kind, id) }),
  })
}

/**
 * Delete (decision 041): the first press answers the question naming how many events point to it;
 * confirmed, the events are detached (their own text kept) and the record deleted.
 */
async function deleteAction(kind: PlaceKind, id: string, form: FormData, actorId: string, locale: Locale) {
  const t = serverT(locale)
  const db = getDb()
  if (form.get('confirm') !== 'yes') {
    if (!(await placeValues(db, kind, id))) throw data('Not Found', { status: 404, statusText: 'Not Found' })
    return data<ActionAnswer>({ confirmDelete: { events: await placeEventCount(db, kind, id) } })
  }
  const deleted = await deletePlace(db, kind, id, actorId)
  if (!deleted) throw data('Not Found', { status: 404, statusText: 'Not Found' })
  return redirectWithToast(localizedPath(`/admin/${kind}`, locale), {
    type: 'success',
    title: t(`adminEditor.kind.${kind}.deleted`),
    description: deleted.detached
      ? t('adminEditor.place.detached', { count: deleted.detached, noun: t(`adminEditor.kind.${kind}.noun`) })
      : undefined,
  })
}

export default function AdminPlaceRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, fields, towns, id } = loaderData
  const t = useT()
  const pending = useIsPending()
  const answer = actionData as ActionAnswer | undefined
  const failed = answer && 'error' in answer ? answer : undefined
  const values = failed?.values ?? loaderData.values ?? {}
  const { revisions } = loaderData
  const noun = t(`adminEditor.kind.${kind}.noun`)
  return (
    <article>
      <Link
        to={t.path(`/admin/${kind}`)}
        className="text-secondary inline-flex min-h-11 items-center gap-1 font-semibold underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {t(`adminEditor.kind.${kind}.all`)}
      </Link>
      <h1 className="font-display mt-2 text-4xl font-bold break-words">
        {loaderData.values ? String(loaderData.values.name) : t(`adminEditor.kind.${kind}.new`)}
      </h1>
      {id ? (
        <p className="mt-2">
          <Link
            to={t.path(placePath(kind, id))}
            className="text-secondary inline-flex min-h-11 items-center gap-1 font-semibold underline underline-offset-4"
          >
            {t('adminEditor.listing.publicPage')} <ExternalLink aria-hidden="true" className="size-4" />
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
              {t(`adminEditor.kind.${kind}.deleteQuestion`)}
            </h2>
          </div>
          <p className="mt-1">
            {answer.confirmDelete.events > 0
              ? t('adminEditor.place.pointing', { count: answer.confirmDelete.events, noun })
              : t('adminEditor.place.noEvents')}{' '}
            {t('adminEditor.place.goesWith')}
          </p>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="confirm" value="yes" />
          <div className="mt-4 flex flex-wrap gap-3">
            <Button type="submit" variant="destructive" disabled={pending}>
              {t(`adminEditor.kind.${kind}.deleteThe`)}
            </Button>
            <Link
              to={t.path(`/admin/${kind}/${encodeURIComponent(id)}`)}
              className="text-secondary inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
            >
              {t('adminEditor.listing.cancel')}
            </Link>
          </div>
        </Form>
      ) : null}
      <Card className="mt-6">
        <CardContent>
          <Form
            method="post"
            className="grid gap-6"
            aria-label={t(id ? `adminEditor.kind.${kind}.edit` : `adminEditor.kind.${kind}.new`)}
          >
            <ListingFields fields={fields} values={values} errors={failed?.errors} towns={towns} />
            <div>
              <Button type="submit" disabled={pending}>
                {id ? t('adminEditor.listing.saveChanges') : t(`adminEditor.kind.${kind}.create`)}
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
              {t(`adminEditor.kind.${kind}.delete`)}
            </Button>
            <span className="text-muted-foreground ml-3 text-sm">
              {loaderData.events > 0
                ? t('adminEditor.place.count', { count: loaderData.events })
                : t('adminEditor.place.noEvents')}
            </span>
          </Form>
          <section aria-labelledby="history-heading" className="mt-10">
            <h2 id="history-heading" className="font-display text-2xl font-bold">
              {t('adminEditor.place.history')}
            </h2>
            {revisions.length === 0 ? (
              <p className="mt-4">{t('adminEditor.place.noRevisions')}</p>
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
                                    {valueText(revision.snapshot[field.name]) || t('adminEditor.place.empty')}
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
