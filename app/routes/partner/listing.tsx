import { ArrowLeft } from '~/components/icons'
import { data, Form, Link, redirect } from 'react-router'
import { formatDateTime } from '~/components/admin/field-list'
import { ListingFields } from '~/components/admin/listing-form'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { useIsPending } from '~/components/use-is-pending'
import { getDb } from '~/lib/db.server'
import { confirmChecked } from '~/lib/freshness.server'
import { readForm } from '~/lib/form.server'
import { type EditorValues, type FieldChange, LISTING_TYPE_LABELS } from '~/lib/kinds/editor'
import { listingPlaceRules } from '~/routes/admin/listing-place.server'
import { getEditableListing } from '~/lib/listing-admin.server'
import { pageMeta } from '~/lib/meta'
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

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(loaderData ? `Your business: ${loaderData.title}` : 'Your business', 'Update your listing.'),
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
  if (!(await getOptionalUser(request)))
    throw redirect(`/login?next=${encodeURIComponent(new URL(request.url).pathname)}`)
  const db = getDb()
  const { type, id, trusted } = await requirePartnerOf(db, request, params.type, params.id)
  const listing = await getEditableListing(db, type, id)
  if (!listing) throw data('Not Found', { status: 404, statusText: 'Not Found' })
  const spec = await partnerEditorOf(db, type)
  return {
    type,
    id,
    trusted,
    title: listing.title,
    publicPath: listing.hidden ? null : listing.publicPath,
    checked: listing.checked,
    revision: listing.revision,
    fields: spec.fields,
    values: Object.fromEntries(
      spec.fields.map((f) => [f.name, listing.values[f.name] ?? '']),
    ) as EditorValues,
    towns: listingPlaceRules().towns,
    proposals: (await listingProposals(db, type, id)).map((p) => ({
      id: p.id,
      status: p.status,
      createdAt: p.createdAt,
      decidedAt: p.decidedAt,
      reason: p.reason,
      changes: p.changes,
    })),
    // What visitors did with it (issue 44 item 5): the last 30 days and per month.
    stats: await listingStats(db, type, id),
  }
}

export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request, params }: Route.ActionArgs) {
  const db = getDb()
  const { user, type, id, trusted } = await requirePartnerOf(db, request, params.type, params.id)
  const read = await readForm(request)
  if (!read.ok) return data<Answer>({ error: read.message }, { status: read.status })
  const form = read.form
  const here = `/partner/${type}/${encodeURIComponent(id)}`
  const intent = form.get('intent')
  if (intent === 'confirm-checked') {
    if (!(await confirmChecked(db, { type, table: type, id, by: 'business', userId: user.id })))
      throw data('Not Found', { status: 404, statusText: 'Not Found' })
    return redirectWithToast(here, {
      type: 'success',
      title: 'Thank you: confirmed as still accurate.',
      description: 'Its page now says it was checked by the business today.',
    })
  }
  if (intent !== 'save')
    return data<Answer>({ error: 'Choose “Send changes” or “Still accurate”.' }, { status: 400 })
  const spec = await partnerEditorOf(db, type)
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
        ? { title: 'Published.', description: `Changed: ${result.changes.map((c) => c.label).join(', ')}` }
        : {
            title: 'Sent for review.',
            description: 'Our editors will look at your changes; they are published once approved.',
          }),
    })
  switch (result.reason) {
    case 'not-found':
      throw data('Not Found', { status: 404, statusText: 'Not Found' })
    case 'unchanged':
      return data<Answer>({ error: 'Nothing changed: edit a field, then send your changes.', values })
    case 'not-allowed':
      return data<Answer>(
        {
          error: `Not saved: ${result.fields.join(', ')} can only be changed by our editors. Write to us through the contact page if it is wrong.`,
          errors: result.errors,
          values,
        },
        { status: 400 },
      )
    case 'invalid':
      return data<Answer>({ error: result.message, errors: result.errors, values }, { status: 400 })
    case 'stale':
      return data<Answer>(
        {
          error:
            'Not saved: this listing was changed since you opened this page. Your changes are kept below; check what changed, then send them again.',
          stale: { revision: result.revision, changes: result.changes },
          values,
        },
        { status: 409 },
      )
  }
}

const STATUS_WORDS = {
  pending: 'Waiting for our editors',
  approved: 'Approved and published',
  rejected: 'Not published',
  published: 'Published',
} as const

export default function PartnerListingRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { type, title, fields, towns, trusted, checked, proposals, publicPath } = loaderData
  const answer = actionData as Answer | undefined
  const pending = useIsPending()
  const values = answer?.values ?? loaderData.values
  const revision = answer?.stale?.revision ?? loaderData.revision
  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <Link
        to="/partner"
        className="text-secondary inline-flex min-h-11 items-center gap-1 font-semibold underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Your business
      </Link>
      <p className="text-muted-foreground mt-2 text-sm font-semibold">{LISTING_TYPE_LABELS[type].singular}</p>
      <h1 className="font-display text-4xl font-bold break-words">{title}</h1>
      {checked ? <p className="mt-2">{checked}</p> : null}
      {publicPath ? (
        <p>
          <Link
            to={publicPath}
            className="text-secondary inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
          >
            Public page
          </Link>
        </p>
      ) : null}
      <p>
        <Link
          to={`/partner/${type}/${encodeURIComponent(loaderData.id)}/photos`}
          className="text-secondary inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
        >
          Photos
        </Link>
      </p>

      {answer?.error ? (
        <div role="alert" className="border-destructive mt-6 rounded-lg border-2 p-4">
          <p className="text-destructive font-semibold">{answer.error}</p>
          {answer.stale?.changes.length ? (
            <>
              <p className="mt-2 font-semibold">Changed since you opened the page:</p>
              <ul className="mt-1 grid gap-1">
                {answer.stale.changes.map((change) => (
                  <li key={change.field} className="break-words">
                    <span className="font-semibold">{change.label}:</span>{' '}
                    <del className="text-muted-foreground">{change.old || '(empty)'}</del> →{' '}
                    <ins className="no-underline">{change.new || '(empty)'}</ins>
                  </li>
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
            aria-label="Update the facts of your listing"
          >
            <input type="hidden" name="revision" value={revision} />
            <p className="text-muted-foreground">
              {trusted
                ? 'Your changes are published at once; our editors look at them afterwards.'
                : 'Your changes are sent to our editors, who publish them once approved (usually within a day).'}{' '}
              The name, address, map pin and categories are kept by our editors: write to us through the{' '}
              <Link to="/contact" className="text-secondary font-semibold underline underline-offset-4">
                contact page
              </Link>{' '}
              if they are wrong.
            </p>
            <ListingFields fields={fields} values={values} errors={answer?.errors} towns={towns} />
            <div className="flex flex-wrap gap-3">
              <Button type="submit" name="intent" value="save" disabled={pending}>
                {trusted ? 'Publish changes' : 'Send changes for review'}
              </Button>
              <Button
                type="submit"
                name="intent"
                value="confirm-checked"
                variant="outline"
                disabled={pending}
              >
                Still accurate
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>

      <section className="mt-10" aria-labelledby="changes-heading">
        <h2 id="changes-heading" className="font-display text-2xl font-bold">
          Your changes
        </h2>
        {proposals.length === 0 ? (
          <p className="text-muted-foreground mt-2">None sent yet.</p>
        ) : (
          <ol className="mt-4 grid gap-4">
            {proposals.map((proposal) => (
              <li key={proposal.id} className="border-border rounded-lg border p-4">
                <p className="font-semibold">
                  {STATUS_WORDS[proposal.status]} · sent {formatDateTime(proposal.createdAt)}
                </p>
                <ul className="mt-2 grid gap-1">
                  {proposal.changes.map((change) => (
                    <li key={change.field} className="break-words">
                      <span className="font-semibold">{change.label}:</span>{' '}
                      <del className="text-muted-foreground">{change.old || '(empty)'}</del> →{' '}
                      <ins className="no-underline">{change.new || '(empty)'}</ins>
                    </li>
                  ))}
                </ul>
                {proposal.reason ? (
                  <p className="mt-2 break-words">
                    <span className="font-semibold">Our editor’s reason:</span> {proposal.reason}
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
