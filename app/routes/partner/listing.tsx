import { ArrowLeft } from '~/components/icons'
import { data, Form, Link, redirect } from 'react-router'
import { ListingFields } from '~/components/admin/listing-form'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { useIsPending } from '~/components/use-is-pending'
import { getDb } from '~/lib/db.server'
import { confirmChecked } from '~/lib/freshness.server'
import { readForm } from '~/lib/form.server'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { localeOfPath, localizedPath } from '~/lib/i18n/config'
import { knownWords } from '~/lib/i18n/known-words.server'
import { useT } from '~/lib/i18n/use-t'
import type { EditorValues, FieldChange } from '~/lib/kinds/editor'
import { listingPlaceRules } from '~/routes/admin/listing-place.server'
import { getEditableListing } from '~/lib/listing-admin.server'
import { pageMeta } from '~/lib/meta'
import { listingCheckedIn } from '~/lib/partners/area.server'
import {
  localizedChanges,
  localizedEditorErrors,
  localizedEditorFields,
  refusedLabels,
  sentAt,
} from '~/lib/partners/partner-fields.server'
import { requirePartnerOf } from '~/lib/partners/partners.server'
import { listingProposals, partnerEditorOf, proposeChange } from '~/lib/partners/proposals.server'
import { getOptionalUser } from '~/lib/permissions.server'
import { sendForm } from '~/lib/send-form'
import { redirectWithToast } from '~/lib/toast.server'
import { ListingStats } from '~/components/stats/listing-stats'
import { listingStats } from '~/lib/stats/report.server'
import type { Route } from './+types/listing'

// One listing in the partner area (issue 44 item 2, decision 048): the facts a business may change,
// the kind's own editor fields narrowed to PARTNER_FIELDS (app/lib/partners/proposals.server.ts).
// A save is a proposed revision for the editors (a trusted partner's is published at once).
// In the page's language (`/es/partner/...`, issue 47): the fields' words said on the server
// (./partner-fields.server.ts), the back office's English field objects untouched.

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData?.metaTitle ?? 'Your business',
    loaderData?.metaDescription ?? 'Update your listing.',
  ),
  { name: 'robots', content: 'noindex' },
]

interface Answer {
  error?: string
  errors?: Record<string, string[]>
  values?: EditorValues
  /** a stale form: what changed since it was shown, and the revision to send again from */
  stale?: { revision: number; changes: FieldChange[] }
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url)
  const locale = localeOfPath(pathname)
  if (!(await getOptionalUser(request)))
    throw redirect(`${localizedPath('/login', locale)}?next=${encodeURIComponent(pathname)}`)
  const db = getDb()
  const { type, id, trusted } = await requirePartnerOf(db, request, params.type, params.id)
  const listing = await getEditableListing(db, type, id)
  if (!listing) throw data('Not Found', { status: 404, statusText: 'Not Found' })
  const spec = await partnerEditorOf(db, type)
  const fields = localizedEditorFields(spec.fields, locale)
  const say = serverT(locale)
  return {
    messages: messagesFor(locale, ['partner', 'editor', 'stats']),
    metaTitle: say('partner.editor.meta', { title: listing.title }),
    metaDescription: say('partner.editor.metaDescription'),
    type,
    id,
    trusted,
    title: listing.title,
    publicPath: listing.hidden ? null : listing.publicPath,
    checked: listing.checked === null ? null : await listingCheckedIn(db, type, id, locale),
    revision: listing.revision,
    fields,
    values: Object.fromEntries(
      spec.fields.map((f) => [f.name, listing.values[f.name] ?? '']),
    ) as EditorValues,
    towns: listingPlaceRules().towns,
    proposals: (await listingProposals(db, type, id)).map((p) => ({
      id: p.id,
      status: p.status,
      createdAt: p.createdAt,
      decidedAt: p.decidedAt,
      sent: sentAt(p.createdAt, locale),
      reason: p.reason,
      changes: localizedChanges(p.changes, fields, locale),
    })),
    // What visitors did with it (issue 44 item 5): the last 30 days and per month.
    stats: await listingStats(db, type, id),
  }
}

export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request, params }: Route.ActionArgs) {
  const db = getDb()
  const { user, type, id, trusted } = await requirePartnerOf(db, request, params.type, params.id)
  const locale = localeOfPath(new URL(request.url).pathname)
  const say = serverT(locale)
  const read = await readForm(request)
  if (!read.ok) return data<Answer>({ error: knownWords(locale, [])(read.message) }, { status: read.status })
  const form = read.form
  const here = localizedPath(`/partner/${type}/${encodeURIComponent(id)}`, locale)
  const intent = form.get('intent')
  if (intent === 'confirm-checked') {
    if (!(await confirmChecked(db, { type, table: type, id, by: 'business', userId: user.id })))
      throw data('Not Found', { status: 404, statusText: 'Not Found' })
    return redirectWithToast(here, {
      type: 'success',
      title: say('partner.toast.checked.title'),
      description: say('partner.toast.checked.description'),
    })
  }
  if (intent !== 'save') return data<Answer>({ error: say('partner.error.chooseListing') }, { status: 400 })
  const spec = await partnerEditorOf(db, type)
  const fields = localizedEditorFields(spec.fields, locale)
  const values = Object.fromEntries(
    spec.fields.map((f) => [
      f.name,
      f.input === 'checkboxes'
        ? form.getAll(f.name).filter((v): v is string => typeof v === 'string')
        : String(form.get(f.name) ?? ''),
    ]),
  ) as EditorValues
  const baseRevision = Number(form.get('revision'))
  const result = await proposeChange(db, {
    type,
    id,
    userId: user.id,
    trusted,
    form,
    baseRevision: Number.isInteger(baseRevision) ? baseRevision : -1,
    place: listingPlaceRules(),
  })
  if (result.ok)
    return redirectWithToast(here, {
      type: 'success',
      ...(result.status === 'published'
        ? {
            title: say('partner.toast.published.title'),
            description: say('partner.toast.published.description', {
              fields: localizedChanges(result.changes, fields, locale)
                .map((c) => c.label)
                .join(', '),
            }),
          }
        : {
            title: say('partner.toast.review.title'),
            description: say('partner.toast.review.description'),
          }),
    })
  // The checks' messages (English) said in the page's language.
  const errorsIn = (errors: Record<string, string[]>) => localizedEditorErrors(spec.fields, errors, locale)
  switch (result.reason) {
    case 'not-found':
      throw data('Not Found', { status: 404, statusText: 'Not Found' })
    case 'unchanged':
      return data<Answer>({ error: say('partner.error.unchanged'), values })
    case 'not-allowed':
      return data<Answer>(
        {
          error: say('partner.error.notAllowed', { fields: refusedLabels(result.fields, locale) }),
          errors: errorsIn(result.errors),
          values,
        },
        { status: 400 },
      )
    case 'invalid':
      return data<Answer>(
        {
          error: knownWords(locale, INVALID_ANSWERS)(result.message),
          errors: errorsIn(result.errors),
          values,
        },
        { status: 400 },
      )
    case 'stale':
      return data<Answer>(
        {
          error: say('partner.error.stale'),
          stale: { revision: result.revision, changes: localizedChanges(result.changes, fields, locale) },
          values,
        },
        { status: 409 },
      )
  }
}

/** What proposeChange says of values that do not pass (English, said in the page's language). */
const INVALID_ANSWERS = ['partner.error.fix', 'partner.error.editorsOnly'] as const

export default function PartnerListingRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { type, title, fields, towns, trusted, checked, proposals, publicPath } = loaderData
  const answer = actionData as Answer | undefined
  const pending = useIsPending()
  const t = useT()
  const empty = t('partner.editor.empty')
  const values = answer?.values ?? loaderData.values
  const revision = answer?.stale?.revision ?? loaderData.revision
  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <Link
        to={t.path('/partner')}
        className="text-secondary inline-flex min-h-11 items-center gap-1 font-semibold underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {t('partner.title')}
      </Link>
      <p className="text-muted-foreground mt-2 text-sm font-semibold">{t(`partner.type.${type}`)}</p>
      <h1 className="font-display text-4xl font-bold break-words">{title}</h1>
      {checked ? <p className="mt-2">{checked}</p> : null}
      {publicPath ? (
        <p>
          <Link
            to={t.path(publicPath)}
            className="text-secondary inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
          >
            {t('partner.card.public')}
          </Link>
        </p>
      ) : null}
      <p>
        <Link
          to={t.path(`/partner/${type}/${encodeURIComponent(loaderData.id)}/photos`)}
          className="text-secondary inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
        >
          {t('partner.editor.photos')}
        </Link>
      </p>

      {answer?.error ? (
        <div role="alert" className="border-destructive mt-6 rounded-lg border-2 p-4">
          <p className="text-destructive font-semibold">{answer.error}</p>
          {answer.stale?.changes.length ? (
            <>
              <p className="mt-2 font-semibold">{t('partner.editor.changedSince')}</p>
              <ul className="mt-1 grid gap-1">
                {answer.stale.changes.map((change) => (
                  <Change key={change.field} change={change} empty={empty} />
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}

      <Card className="mt-6">
        <CardContent>
          <Form
            key={`${revision}`}
            method="post"
            className="grid gap-6"
            aria-label={t('partner.editor.form')}
          >
            <input type="hidden" name="revision" value={revision} />
            <p className="text-muted-foreground">
              {trusted ? t('partner.editor.trusted') : t('partner.editor.review')}{' '}
              {t('partner.editor.kept.before')}{' '}
              <Link
                to={t.path('/contact')}
                className="text-secondary font-semibold underline underline-offset-4"
              >
                {t('partner.editor.kept.link')}
              </Link>{' '}
              {t('partner.editor.kept.after')}
            </p>
            <ListingFields fields={fields} values={values} errors={answer?.errors} towns={towns} />
            <div className="flex flex-wrap gap-3">
              <Button type="submit" name="intent" value="save" disabled={pending}>
                {trusted ? t('partner.editor.publish') : t('partner.editor.send')}
              </Button>
              <Button
                type="submit"
                name="intent"
                value="confirm-checked"
                variant="outline"
                disabled={pending}
              >
                {t('partner.card.stillAccurate')}
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>

      <section className="mt-10" aria-labelledby="changes-heading">
        <h2 id="changes-heading" className="font-display text-2xl font-bold">
          {t('partner.editor.changes')}
        </h2>
        {proposals.length === 0 ? (
          <p className="text-muted-foreground mt-2">{t('partner.editor.noChanges')}</p>
        ) : (
          <ol className="mt-4 grid gap-4">
            {proposals.map((proposal) => (
              <li key={proposal.id} className="border-border rounded-lg border p-4">
                <p className="font-semibold">
                  {t('partner.editor.sent', {
                    status: t(`partner.status.${proposal.status}`),
                    date: proposal.sent,
                  })}
                </p>
                <ul className="mt-2 grid gap-1">
                  {proposal.changes.map((change) => (
                    <Change key={change.field} change={change} empty={empty} />
                  ))}
                </ul>
                {proposal.reason ? (
                  <p className="mt-2 break-words">
                    <span className="font-semibold">{t('partner.editor.reason')}</span> {proposal.reason}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </section>
      <div className="mt-10">
        <ListingStats stats={loaderData.stats} id="partner-stats" />
      </div>
    </article>
  )
}

/** One changed field: its label, the old value struck through, the new one (the business's own words). */
function Change({ change, empty }: { change: FieldChange; empty: string }) {
  return (
    <li className="break-words">
      <span className="font-semibold">{change.label}:</span>{' '}
      <del className="text-muted-foreground">{change.old || empty}</del> →{' '}
      <ins className="no-underline">{change.new || empty}</ins>
    </li>
  )
}
