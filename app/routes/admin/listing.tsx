import { ArrowLeft, ExternalLink } from '~/components/icons'
import { data, Form, Link } from 'react-router'
import { AddressForm, DuplicateWarning } from '~/components/admin/listing-address'
import { ListingFields } from '~/components/admin/listing-form'
import { PublicationBadge, ScheduleCard } from '~/components/admin/publication-card'
import { SeriesDates, SeriesScopeField } from '~/components/admin/series-scope'
import { CheckboxField } from '~/components/form-field'
import { Button, buttonVariants } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { useIsPending } from '~/components/use-is-pending'
import { getDb } from '~/lib/db.server'
import { findDuplicateListings, placeNameOf } from '~/lib/duplicates.server'
import { readForm } from '~/lib/form.server'
import { notFoundUnless } from '~/lib/http.server'
import { LISTING_TYPE_LABELS, parseListingType } from '~/lib/kinds/editor'
import { parseEditorValues, readEditorForm, withChoices } from '~/lib/kinds/editor.server'
import { createListing, editorOf, getEditableListing, updateListing } from '~/lib/listing-admin.server'
import { publishListing } from '~/lib/listing-publication.server'
import { previewPath, SCHEDULED_TYPES } from '~/lib/preview'
import { parseSeriesScope, saveSeriesEdit, seriesEditorState } from '~/lib/kinds/event-series-edit.server'
import { todayInTimeZone } from '~/lib/dates'
import { pageMeta } from '~/lib/meta'
import { requireRole } from '~/lib/permissions.server'
import { sendForm } from '~/lib/send-form'
import { redirectWithToast } from '~/lib/toast.server'
import { type ActionAnswer, listingIntent } from './listing-intents.server'
import { ListingPartners } from '~/components/admin/listing-partners'
import { isPartnerType, listingPartners } from '~/lib/partners/partners.server'
import { listingPlaceRules } from '~/routes/admin/listing-place.server'
import { isCountedType } from '~/lib/stats/stats'
import type { Route } from './+types/listing'
import { messagesFor } from '~/lib/i18n/catalog.server'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData?.listing ? `Edit: ${loaderData.listing.title}` : 'New listing',
    'Edit a listing of the guide.',
  ),
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireRole(request)
  const type = parseListingType(params.type)
  notFoundUnless(type)
  const spec = await withChoices(getDb(), editorOf(type))
  const place = listingPlaceRules()
  // A music show has no page of its own (its list): no address to edit.
  const addressBase = type === 'music' ? null : spec.publicPath('')
  // ListingFields' own words (the back office is English only).
  const base = {
    messages: messagesFor('en', ['editor']),
    type,
    fields: spec.fields,
    towns: place.towns,
    addressBase,
  }
  if (!params.id) return { ...base, listing: null, series: null, partners: null }
  const listing = await getEditableListing(getDb(), type, params.id)
  notFoundUnless(listing)
  // A series opened on one of its dates (?date=) is edited from that date (issue 51 item 2).
  const date = new URL(request.url).searchParams.get('date')
  const series =
    type === 'events' ? await seriesEditorState(getDb(), params.id, date, todayInTimeZone()) : null
  if (series?.occurrence) listing.values.date = series.occurrence
  // Who manages it for its business (issue 44): its Partners section.
  const partners = isPartnerType(type)
    ? {
        isAdmin: user.role === 'admin',
        rows: (await listingPartners(getDb(), type, params.id)).map((row) => ({
          userId: row.userId,
          email: row.email,
          trusted: row.trusted === 1,
          grantedAt: row.granted_at,
        })),
      }
    : null
  return { ...base, listing, series, partners }
}

export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireRole(request)
  const type = parseListingType(params.type)
  notFoundUnless(type)
  const db = getDb()
  const spec = await withChoices(db, editorOf(type))
  const read = await readForm(request)
  if (!read.ok) return data<ActionAnswer>({ error: read.message }, { status: read.status })
  const form = read.form
  const intent = form.get('intent')
  const label = LISTING_TYPE_LABELS[type].singular

  // Hide, show, delete, schedule or a new address: the actions on a listing beside its fields.
  if (params.id) {
    const answer = await listingIntent({ db, type, id: params.id, intent, form, userId: user.id, spec })
    if (answer) return answer
  }
  if (intent !== 'save' && intent !== 'publish')
    return data<ActionAnswer>({ error: 'Choose Save, Publish, Hide, Show or Delete.' }, { status: 400 })

  const { input, values } = readEditorForm(spec, form)
  const parsed = parseEditorValues(spec, listingPlaceRules(), input, values)
  if (!parsed.success)
    return data<ActionAnswer>(
      { error: 'Please correct the fields marked below.', errors: parsed.errors, values },
      { status: 400 },
    )
  if (!params.id) {
    // A warning, not a block: the form comes back with the look-alikes and "Publish anyway" or "Save draft anyway".
    if (form.get('duplicates') !== 'checked') {
      const duplicates = await findDuplicateListings(db, type, placeNameOf(type, values))
      if (duplicates.length) return data<ActionAnswer>({ duplicates, values })
    }
    const { id } = await createListing(db, type, parsed.data, user.id)
    if (intent === 'publish') await publishListing(db, type, id, user.id)
    return redirectWithToast(`/admin/listings/${type}/${encodeURIComponent(id)}`, {
      type: 'success',
      ...(intent === 'publish'
        ? { title: `${label} published.`, description: `Now live at ${spec.publicPath(id)}` }
        : { title: 'Draft saved.', description: 'It is not on the site until you publish it.' }),
    })
  }
  const baseRevision = Number(form.get('revision'))
  const save = { actorId: user.id, baseRevision: Number.isInteger(baseRevision) ? baseRevision : -1 }
  const scope = parseSeriesScope(form.get('scope'))
  const result =
    type === 'events' && scope
      ? await saveSeriesEdit(db, params.id, parsed.data, {
          ...save,
          scope,
          occurrence: String(form.get('occurrence') ?? ''),
          place: listingPlaceRules(),
        })
      : await updateListing(db, type, params.id, parsed.data, save)
  if (!result.ok) {
    if (result.reason === 'not-found') throw data('Not Found', { status: 404, statusText: 'Not Found' })
    if (result.reason === 'conflict')
      return data<ActionAnswer>(
        {
          error: `Someone saved a newer version (revision ${result.revision}) since you opened this form. Your changes were not saved: open the listing again to see the newest version, then make your changes there.`,
          values,
        },
        { status: 409 },
      )
    return data<ActionAnswer>(
      { error: 'Please correct the fields marked below.', errors: result.errors, values },
      { status: 400 },
    )
  }
  if (intent === 'publish') {
    await publishListing(db, type, result.id, user.id)
    return redirectWithToast(`/admin/listings/${type}/${encodeURIComponent(result.id)}`, {
      type: 'success',
      title: 'Published.',
      description: `Now live at ${spec.publicPath(result.id)}`,
    })
  }
  return redirectWithToast(`/admin/listings/${type}/${encodeURIComponent(result.id)}`, {
    type: 'success',
    title:
      result.id !== params.id
        ? 'Saved as its own event.'
        : result.changes.length
          ? 'Saved.'
          : 'Nothing changed.',
    description: result.changes.length
      ? `Changed: ${result.changes.map((c) => c.label).join(', ')}`
      : undefined,
  })
}

export default function AdminListingRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { type, fields, towns, listing, addressBase, series, partners } = loaderData
  const label = LISTING_TYPE_LABELS[type]
  const pending = useIsPending()
  const answer = actionData as ActionAnswer | undefined
  const values = answer?.values ?? listing?.values ?? {}
  const base = listing ? `/admin/listings/${type}/${encodeURIComponent(listing.id)}` : ''
  return (
    <article>
      <Link
        to={`/admin/listings/${type}`}
        className="text-secondary inline-flex min-h-11 items-center gap-1 font-semibold underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> All {label.plural.toLowerCase()}
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="font-display text-4xl font-bold break-words">
          {listing ? listing.title : `New ${label.singular.toLowerCase()}`}
        </h1>
        {listing ? <PublicationBadge hidden={listing.hidden} draft={listing.publication.draft} /> : null}
      </div>
      {listing?.withdrawnReason ? <p className="mt-2 font-semibold">{listing.withdrawnReason}</p> : null}
      {listing ? (
        <ul className="mt-2 flex flex-wrap gap-x-6">
          {listing.hidden ? null : (
            <li>
              <Link
                to={listing.publicPath}
                className="text-secondary inline-flex min-h-11 items-center gap-1 font-semibold underline underline-offset-4"
              >
                Public page <ExternalLink aria-hidden="true" className="size-4" />
              </Link>
            </li>
          )}
          {previewPath(type, listing.id) ? (
            <li>
              <Link
                to={previewPath(type, listing.id)!}
                className="text-secondary inline-flex min-h-11 items-center gap-1 font-semibold underline underline-offset-4"
              >
                Preview
              </Link>
            </li>
          ) : null}
          <li>
            <Link
              to={`${base}/history`}
              className="text-secondary inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
            >
              History (revision {listing.revision || 1})
            </Link>
          </li>
          <li>
            <Link
              to={`${base}/photos`}
              className="text-secondary inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
            >
              Photos
            </Link>
          </li>
          {isCountedType(type) ? (
            <li>
              <Link
                to={`${base}/stats`}
                className="text-secondary inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
              >
                Numbers
              </Link>
            </li>
          ) : null}
        </ul>
      ) : null}

      {listing && series ? <SeriesDates base={base} series={series} /> : null}

      {answer?.error ? (
        <p
          role="alert"
          className="border-destructive text-destructive mt-6 rounded-lg border-2 p-4 font-semibold"
        >
          {answer.error}
        </p>
      ) : null}

      {answer?.duplicates ? (
        <DuplicateWarning
          duplicates={answer.duplicates}
          going={`Open it to update it instead, or check the new ${label.singular.toLowerCase()} below and press “Publish anyway” or “Save draft anyway”.`}
        />
      ) : null}

      <Card className="mt-6">
        <CardContent>
          <Form
            // A new listing, revision or date of a series (?date=) fills the form anew.
            key={listing ? `${listing.id} ${listing.revision} ${series?.occurrence ?? ''}` : 'new'}
            method="post"
            className="grid gap-6"
            aria-label={listing ? 'Edit the listing' : 'New listing'}
          >
            {listing ? <input type="hidden" name="revision" value={listing.revision} /> : null}
            {answer?.duplicates ? <input type="hidden" name="duplicates" value="checked" /> : null}
            <ListingFields fields={fields} values={values} errors={answer?.errors} towns={towns} />
            {series?.occurrence ? (
              <SeriesScopeField occurrence={series.occurrence} error={answer?.errors?.scope?.[0]} />
            ) : null}
            <div className="flex flex-wrap gap-3">
              {!listing || listing.hidden ? (
                <>
                  <Button type="submit" name="intent" value="publish" disabled={pending}>
                    {answer?.duplicates ? 'Publish anyway' : 'Publish'}
                  </Button>
                  <Button type="submit" name="intent" value="save" variant="outline" disabled={pending}>
                    {listing && !listing.publication.draft
                      ? 'Save changes'
                      : answer?.duplicates
                        ? 'Save draft anyway'
                        : 'Save draft'}
                  </Button>
                </>
              ) : (
                <Button type="submit" name="intent" value="save" disabled={pending}>
                  Save changes
                </Button>
              )}
            </div>
          </Form>
        </CardContent>
      </Card>

      {listing && SCHEDULED_TYPES.includes(type) ? (
        <ScheduleCard
          state={{ hidden: listing.hidden, ...listing.publication }}
          values={answer?.schedule}
          errors={answer?.schedule ? answer.errors : undefined}
          pending={pending}
        />
      ) : null}

      {listing ? (
        <Card className="mt-6">
          <CardContent className="grid gap-8">
            {addressBase ? (
              <AddressForm
                base={addressBase}
                current={listing.id}
                value={answer?.address}
                errors={answer?.errors?.address}
                pending={pending}
              />
            ) : null}
            {listing.checked ? (
              <Form method="post" className="grid gap-2">
                <h2 className="font-display text-2xl font-bold">Facts checked</h2>
                <p className="text-muted-foreground">
                  {listing.checked} Confirm its hours, prices and contacts are still right to date its page’s
                  “checked” line today; saving a change does it too.
                </p>
                <div>
                  <Button
                    type="submit"
                    name="intent"
                    value="confirm-checked"
                    variant="outline"
                    disabled={pending}
                  >
                    Mark as checked today
                  </Button>
                </div>
              </Form>
            ) : null}
            {partners ? (
              <ListingPartners
                base={base}
                partners={partners.rows}
                isAdmin={partners.isAdmin}
                pending={pending}
              />
            ) : null}
            {/* A draft is shown by Publish above. */}
            <Form method="post" className="grid gap-2" hidden={listing.publication.draft}>
              <h2 className="font-display text-2xl font-bold">{listing.hidden ? 'Show again' : 'Hide'}</h2>
              <p className="text-muted-foreground">
                {listing.hidden
                  ? 'Puts it back on the public pages, maps and search.'
                  : 'Takes it off every public page, map and the search; it stays here and can be shown again.'}
              </p>
              <div>
                <Button
                  type="submit"
                  name="intent"
                  value={listing.hidden ? 'show' : 'hide'}
                  variant="outline"
                  disabled={pending}
                >
                  {listing.hidden ? 'Show on the site' : 'Hide from the site'}
                </Button>
              </div>
            </Form>
            <Form method="post" className="grid gap-2">
              <h2 className="font-display text-2xl font-bold">Delete</h2>
              <p className="text-muted-foreground">
                Deletes the listing for good (its history stays in the activity log).
              </p>
              <CheckboxField name="confirm" value="yes" label="Yes, delete it for good" />
              {answer?.errors?.confirm ? (
                <p className="text-destructive text-sm font-semibold">{answer.errors.confirm[0]}</p>
              ) : null}
              <div>
                <Button type="submit" name="intent" value="delete" variant="destructive" disabled={pending}>
                  Delete {label.singular.toLowerCase()}
                </Button>
              </div>
            </Form>
          </CardContent>
        </Card>
      ) : (
        <p className="mt-4">
          <Link to={`/admin/listings/${type}`} className={buttonVariants({ variant: 'link' })}>
            Cancel
          </Link>
        </p>
      )}
    </article>
  )
}
