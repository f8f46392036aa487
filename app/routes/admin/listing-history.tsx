import { ArrowLeft } from '~/components/icons'
import { data, Form, Link } from 'react-router'
import { RevisionSummary } from '~/components/admin/revision-summary'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { useIsPending } from '~/components/use-is-pending'
import { getDb } from '~/lib/db.server'
import { readForm } from '~/lib/form.server'
import { notFoundUnless } from '~/lib/http.server'
import { parseListingType, valueText } from '~/lib/kinds/editor'
import { editorOf, getEditableListing, restoreRevision } from '~/lib/listing-admin.server'
import { listRevisions } from '~/lib/listing-revisions.server'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { localeOfPath, localizedPath } from '~/lib/i18n/config'
import { localizeMessage } from '~/lib/i18n/form-words'
import { useT } from '~/lib/i18n/use-t'
import { localizedEditorFields } from '~/lib/partners/partner-fields.server'
import { pageMeta } from '~/lib/meta'
import { requireRole } from '~/lib/permissions.server'
import { sendForm } from '~/lib/send-form'
import { redirectWithToast } from '~/lib/toast.server'
import { listingPlaceRules } from '~/routes/admin/listing-place.server'
import type { Route } from './+types/listing-history'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(loaderData?.metaTitle ?? 'History', loaderData?.metaDescription ?? 'A listing’s revisions.'),
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
  const locale = localeOfPath(new URL(request.url).pathname)
  const say = serverT(locale)
  // The fields' names in the page's language (the partners' editor says them so too).
  const fields = localizedEditorFields(editorOf(type).fields, locale).map((f) => ({
    name: f.name,
    label: f.label,
  }))
  return {
    messages: messagesFor(locale, ['adminListings']),
    metaTitle: say('adminListings.history.meta.titleOf', { title: listing.title }),
    metaDescription: say('adminListings.history.meta.description'),
    type,
    listing,
    revisions,
    viewed,
    fields,
  }
}

export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireRole(request)
  const type = parseListingType(params.type)
  notFoundUnless(type)
  const locale = localeOfPath(new URL(request.url).pathname)
  const say = serverT(locale)
  const read = await readForm(request)
  if (!read.ok) return data({ error: localizeMessage(say, read.message) }, { status: read.status })
  const number = Number(read.form.get('restore'))
  if (!Number.isInteger(number) || number < 1)
    return data({ error: say('adminListings.history.choose') }, { status: 400 })
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
          error: say('adminListings.history.conflict', { revision: result.revision }),
        },
        { status: 409 },
      )
    return data(
      {
        error: say('adminListings.history.invalid', {
          number,
          errors: Object.values(result.errors)
            .flat()
            .map((message) => localizeMessage(say, message))
            .join(' '),
        }),
      },
      { status: 400 },
    )
  }
  return redirectWithToast(
    localizedPath(`/admin/listings/${type}/${encodeURIComponent(params.id)}/history`, locale),
    {
      type: 'success',
      title: say('adminListings.history.restored', { number }),
      description: say('adminListings.history.savedAs', { revision: result.revision }),
    },
  )
}

export default function AdminListingHistoryRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { type, listing, revisions, viewed, fields } = loaderData
  const pending = useIsPending()
  const t = useT()
  const base = t.path(`/admin/listings/${type}/${encodeURIComponent(listing.id)}`)
  const latest = revisions[0]?.number ?? 0
  return (
    <article>
      <Link
        to={base}
        className="text-secondary inline-flex min-h-11 items-center gap-1 font-semibold underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {t(`adminListings.back.${type}`)}
      </Link>
      <h1 className="font-display mt-2 text-4xl font-bold break-words">
        {t('adminListings.history.title', { title: listing.title })}
      </h1>
      {actionData && 'error' in actionData ? (
        <p
          role="alert"
          className="border-destructive text-destructive mt-6 rounded-lg border-2 p-4 font-semibold"
        >
          {actionData.error}
        </p>
      ) : null}
      {revisions.length === 0 ? (
        <p className="mt-6">{t('adminListings.history.none')}</p>
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
                      {t('adminListings.history.view', { number: revision.number })}
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
                          {t('adminListings.history.restore', { number: revision.number })}
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
            <h2 className="font-display text-2xl font-bold">
              {t('adminListings.history.asItWas', { number: viewed.number })}
            </h2>
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
