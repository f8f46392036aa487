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
import { readForm } from '~/lib/form.server'
import { notFoundUnless } from '~/lib/http.server'
import { parseListingType } from '~/lib/kinds/editor'
import { withChoices } from '~/lib/kinds/editor.server'
import { editorOf, getEditableListing } from '~/lib/listing-admin.server'
import { previewPath, SCHEDULED_TYPES } from '~/lib/preview'
import { seriesEditorState } from '~/lib/kinds/event-series-edit.server'
import { todayInTimeZone } from '~/lib/dates'
import { pageMeta } from '~/lib/meta'
import { requireRole } from '~/lib/permissions.server'
import { sendForm } from '~/lib/send-form'
import { type ActionAnswer, listingIntent } from './listing-intents.server'
import { saveListing } from './listing-save.server'
import { ListingPartners } from '~/components/admin/listing-partners'
import { isPartnerType, listingPartners } from '~/lib/partners/partners.server'
import { listingCheckedIn } from '~/lib/partners/area.server'
import { listingPlaceRules } from '~/routes/admin/listing-place.server'
import { isCountedType } from '~/lib/stats/stats'
import type { Route } from './+types/listing'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { DEFAULT_LOCALE, localeOfPath } from '~/lib/i18n/config'
import { knownWords } from '~/lib/i18n/known-words.server'
import { localizedEditorFields } from '~/lib/i18n/editor-fields.server'
import { useT } from '~/lib/i18n/use-t'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(loaderData?.title ?? 'New listing', loaderData?.description ?? 'Edit a listing of the guide.'),
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireRole(request)
  const type = parseListingType(params.type)
  notFoundUnless(type)
  const locale = localeOfPath(new URL(request.url).pathname)
  const t = serverT(locale)
  const spec = await withChoices(getDb(), editorOf(type))
  const place = listingPlaceRules()
  // A music show has no page of its own (its list): no address to edit.
  const addressBase = type === 'music' ? null : spec.publicPath('')
  // ListingFields' own words and the page's (the fields' labels, hints and choices said in its language).
  const base = {
    messages: messagesFor(locale, ['editor', 'adminEditor', 'adminListings']),
    type,
    fields: localizedEditorFields(spec.fields, locale, true),
    towns: place.towns,
    addressBase,
  }
  const description = t('adminEditor.listing.metaDescription')
  if (!params.id)
    return {
      ...base,
      title: t('adminEditor.listing.metaNew'),
      description,
      listing: null,
      series: null,
      partners: null,
    }
  const listing = await getEditableListing(getDb(), type, params.id)
  notFoundUnless(listing)
  // The facts' check (app/lib says it in English) in the page's language, as the partner area says it.
  if (listing.checked && locale !== DEFAULT_LOCALE && isPartnerType(type))
    listing.checked = await listingCheckedIn(getDb(), type, params.id, locale)
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
  return {
    ...base,
    title: t('adminEditor.listing.metaEdit', { title: listing.title }),
    description,
    listing,
    series,
    partners,
  }
}

export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireRole(request)
  const type = parseListingType(params.type)
  notFoundUnless(type)
  const locale = localeOfPath(new URL(request.url).pathname)
  const t = serverT(locale)
  const db = getDb()
  const spec = await withChoices(db, editorOf(type))
  const read = await readForm(request)
  if (!read.ok)
    return data<ActionAnswer>({ error: knownWords(locale, [])(read.message) }, { status: read.status })
  const form = read.form
  const intent = form.get('intent')

  // Hide, show, delete, schedule or a new address: the actions on a listing beside its fields.
  if (params.id) {
    const answer = await listingIntent({
      db,
      type,
      id: params.id,
      intent,
      form,
      userId: user.id,
      spec,
      locale,
    })
    if (answer) return answer
  }
  if (intent !== 'save' && intent !== 'publish')
    return data<ActionAnswer>({ error: t('adminEditor.listing.chooseIntent') }, { status: 400 })

  return saveListing({ db, type, id: params.id, intent, form, userId: user.id, spec, locale })
}

export default function AdminListingRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { type, fields, towns, listing, addressBase, series, partners } = loaderData
  const t = useT()
  const pending = useIsPending()
  const answer = actionData as ActionAnswer | undefined
  const values = answer?.values ?? listing?.values ?? {}
  const base = listing ? t.path(`/admin/listings/${type}/${encodeURIComponent(listing.id)}`) : ''
  return (
    <article>
      <Link
        to={t.path(`/admin/listings/${type}`)}
        className="text-secondary inline-flex min-h-11 items-center gap-1 font-semibold underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {t(`adminEditor.kind.${type}.all`)}
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="font-display text-4xl font-bold break-words">
          {listing ? listing.title : t(`adminEditor.kind.${type}.new`)}
        </h1>
        {listing ? <PublicationBadge hidden={listing.hidden} draft={listing.publication.draft} /> : null}
      </div>
      {listing?.withdrawnReason ? <p className="mt-2 font-semibold">{listing.withdrawnReason}</p> : null}
      {listing ? (
        <ul className="mt-2 flex flex-wrap gap-x-6">
          {listing.hidden ? null : (
            <li>
              <Link
                to={t.path(listing.publicPath)}
                className="text-secondary inline-flex min-h-11 items-center gap-1 font-semibold underline underline-offset-4"
              >
                {t('adminEditor.listing.publicPage')} <ExternalLink aria-hidden="true" className="size-4" />
              </Link>
            </li>
          )}
          {previewPath(type, listing.id) ? (
            <li>
              <Link
                to={t.path(previewPath(type, listing.id)!)}
                className="text-secondary inline-flex min-h-11 items-center gap-1 font-semibold underline underline-offset-4"
              >
                {t('adminEditor.listing.preview')}
              </Link>
            </li>
          ) : null}
          <li>
            <Link
              to={`${base}/history`}
              className="text-secondary inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
            >
              {t('adminEditor.listing.history', { revision: listing.revision || 1 })}
            </Link>
          </li>
          <li>
            <Link
              to={`${base}/photos`}
              className="text-secondary inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
            >
              {t('adminEditor.listing.photos')}
            </Link>
          </li>
          {isCountedType(type) ? (
            <li>
              <Link
                to={`${base}/stats`}
                className="text-secondary inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
              >
                {t('adminEditor.listing.numbers')}
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
          going={t('adminEditor.listing.duplicatesGoing', { theNew: t(`adminEditor.kind.${type}.theNew`) })}
        />
      ) : null}

      <Card className="mt-6">
        <CardContent>
          <Form
            // A new listing, revision or date of a series (?date=) fills the form anew.
            key={listing ? `${listing.id} ${listing.revision} ${series?.occurrence ?? ''}` : 'new'}
            method="post"
            className="grid gap-6"
            aria-label={t(listing ? 'adminEditor.listing.formEdit' : 'adminEditor.listing.formNew')}
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
                    {t(
                      answer?.duplicates
                        ? 'adminEditor.listing.publishAnyway'
                        : 'adminEditor.listing.publish',
                    )}
                  </Button>
                  <Button type="submit" name="intent" value="save" variant="outline" disabled={pending}>
                    {t(
                      listing && !listing.publication.draft
                        ? 'adminEditor.listing.saveChanges'
                        : answer?.duplicates
                          ? 'adminEditor.listing.saveDraftAnyway'
                          : 'adminEditor.listing.saveDraft',
                    )}
                  </Button>
                </>
              ) : (
                <Button type="submit" name="intent" value="save" disabled={pending}>
                  {t('adminEditor.listing.saveChanges')}
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
                <h2 className="font-display text-2xl font-bold">{t('adminEditor.listing.checkedHeading')}</h2>
                <p className="text-muted-foreground">
                  {listing.checked} {t('adminEditor.listing.checkedText')}
                </p>
                <div>
                  <Button
                    type="submit"
                    name="intent"
                    value="confirm-checked"
                    variant="outline"
                    disabled={pending}
                  >
                    {t('adminEditor.listing.markChecked')}
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
              <h2 className="font-display text-2xl font-bold">
                {t(listing.hidden ? 'adminEditor.listing.showAgain' : 'adminEditor.listing.hide')}
              </h2>
              <p className="text-muted-foreground">
                {t(listing.hidden ? 'adminEditor.listing.showText' : 'adminEditor.listing.hideText')}
              </p>
              <div>
                <Button
                  type="submit"
                  name="intent"
                  value={listing.hidden ? 'show' : 'hide'}
                  variant="outline"
                  disabled={pending}
                >
                  {t(listing.hidden ? 'adminEditor.listing.showButton' : 'adminEditor.listing.hideButton')}
                </Button>
              </div>
            </Form>
            <Form method="post" className="grid gap-2">
              <h2 className="font-display text-2xl font-bold">{t('adminEditor.listing.deleteHeading')}</h2>
              <p className="text-muted-foreground">{t('adminEditor.listing.deleteText')}</p>
              <CheckboxField name="confirm" value="yes" label={t('adminEditor.listing.deleteConfirm')} />
              {answer?.errors?.confirm ? (
                <p className="text-destructive text-sm font-semibold">{answer.errors.confirm[0]}</p>
              ) : null}
              <div>
                <Button type="submit" name="intent" value="delete" variant="destructive" disabled={pending}>
                  {t(`adminEditor.kind.${type}.delete`)}
                </Button>
              </div>
            </Form>
          </CardContent>
        </Card>
      ) : (
        <p className="mt-4">
          <Link to={t.path(`/admin/listings/${type}`)} className={buttonVariants({ variant: 'link' })}>
            {t('adminEditor.listing.cancel')}
          </Link>
        </p>
      )}
    </article>
  )
}
