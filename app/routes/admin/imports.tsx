import { data, Form, Link } from 'react-router'
import { PublicationBadge } from '~/components/admin/publication-card'
import { Pagination } from '~/components/pagination'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { useIsPending } from '~/components/use-is-pending'
import { getDb } from '~/lib/db.server'
import { readForm } from '~/lib/form.server'
import { LISTING_TYPE_LABELS } from '~/lib/kinds/editor'
import { pageMeta } from '~/lib/meta'
import {
  decideDuplicate,
  decideProposal,
  dismissReview,
  hideGone,
  importQueue,
  countsLine,
  publishImported,
  type ReviewResult,
} from '~/lib/osm/review.server'
import { IMPORT_REVIEWS, type ImportReview } from '~/lib/osm/review'
import { paginate, parsePage } from '~/lib/pagination'
import { requireRole } from '~/lib/permissions.server'
import { redirectWithToast } from '~/lib/toast.server'
import { sendForm } from '~/lib/send-form'
import type { Route } from './+types/imports'
import { messagesFor } from '~/lib/i18n/catalog.server'

export const meta = () => [
  ...pageMeta('Imports', 'Places imported from OpenStreetMap or a CSV file, waiting for an editor.'),
  { name: 'robots', content: 'noindex' },
]

const REVIEW_LABELS: Record<ImportReview, string> = {
  new: 'New',
  changed: 'Changed upstream',
  gone: 'Gone upstream',
  proposed: 'Proposed changes',
  uncertain: 'Possible duplicates',
}

/** The review queue of the OpenStreetMap import (issue 45), filtered by what to look at. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request)
  const params = new URL(request.url).searchParams
  const show = IMPORT_REVIEWS.find((review) => review === params.get('show')) ?? ''
  const { items, counts } = await importQueue(getDb())
  const shown = show ? items.filter((item) => item.reviews.includes(show)) : items
  return {
    messages: messagesFor('en', ['listing']),
    show,
    counts,
    summary: countsLine(counts),
    drafts: items.filter((item) => item.reviews.includes('new') && item.draft).length,
    page: paginate(shown, parsePage(params.get('page')), 50),
  }
}

const fail = (status: number, error: string) => data({ error }, { status })

// With JavaScript, a send that fails keeps the form (app/lib/send-form.ts).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request }: Route.ActionArgs) {
  const user = await requireRole(request)
  const read = await readForm(request)
  if (!read.ok) return fail(read.status, read.message)
  const form = read.form
  const db = getDb()
  const back = `/admin/imports${new URL(request.url).search}`
  // One form: a row's button sends "do" as "<action> <key>[ <field>]"; the bulk buttons send "bulk".
  const bulk = String(form.get('bulk') ?? '')
  if (bulk === 'selected' || bulk === 'all-new') {
    const keys =
      bulk === 'selected'
        ? form.getAll('key').map(String)
        : (await importQueue(db)).items
            .filter((item) => item.reviews.includes('new') && item.draft)
            .map((item) => item.key)
    if (!keys.length) return fail(400, 'Tick at least one place to publish.')
    const failed: string[] = []
    let published = 0
    for (const key of keys) {
      const result = await publishImported(db, key, user.id)
      if (result.ok) published++
      else failed.push(`${key}: ${result.message}`)
    }
    return redirectWithToast(back, {
      type: failed.length ? 'error' : 'success',
      title: `${published} ${published === 1 ? 'place' : 'places'} published.`,
      description: failed.length
        ? `Not published: ${failed.join('; ')}`
        : 'They are on the public pages now.',
    })
  }
  const [verb = '', key = '', field = ''] = String(form.get('do') ?? '').split(' ')
  let result: ReviewResult
  let done: string
  if (verb === 'publish') [result, done] = [await publishImported(db, key, user.id), 'published']
  else if (verb === 'dismiss') [result, done] = [await dismissReview(db, key), 'marked as looked at']
  else if (verb === 'hide') [result, done] = [await hideGone(db, key, user.id), 'hidden']
  else if (verb === 'accept' || verb === 'keep')
    [result, done] = [
      await decideProposal(db, key, field, verb === 'accept', user.id),
      verb === 'accept' ? `updated: ${field} from OpenStreetMap` : `kept: ${field} as edited here`,
    ]
  else if (verb === 'merge' || verb === 'apart')
    [result, done] = [
      await decideDuplicate(db, key, verb === 'merge', user.id),
      verb === 'merge' ? 'merged into the listing already in the guide' : 'kept apart',
    ]
  else return fail(400, 'Unknown action.')
  if (!result.ok) return fail(409, result.message)
  return redirectWithToast(back, { type: 'success', title: `${result.title}: ${done}.` })
}

const linkClass = 'text-secondary font-semibold break-words underline underline-offset-4'

export default function AdminImportsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { show, counts, summary, drafts, page } = loaderData
  const pending = useIsPending()
  return (
    <div>
      <h1 className="font-display text-4xl font-bold">Imports</h1>
      <p className="text-muted-foreground mt-2 text-lg">
        Places imported from OpenStreetMap (<code>npm run import:osm</code>) or from a CSV file. New places
        are drafts until published; changes upstream to fields edited here wait for your choice.
      </p>
      <p className="mt-3">
        <Link to="/admin/imports/csv" className={linkClass}>
          Import a CSV
        </Link>{' '}
        of listings that are not in OpenStreetMap.
      </p>
      <p className="mt-4 text-2xl font-bold" data-import-summary>
        {summary}
      </p>
      <nav aria-label="What to look at" className="mt-4">
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link
              to="/admin/imports"
              aria-current={show === '' ? 'page' : undefined}
              className={chip(show === '')}
            >
              Everything
            </Link>
          </li>
          {IMPORT_REVIEWS.map((review) => (
            <li key={review}>
              <Link
                to={`?show=${review}`}
                aria-current={show === review ? 'page' : undefined}
                className={chip(show === review)}
              >
                {REVIEW_LABELS[review]} ({counts[review]})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {actionData?.error ? (
        <p role="alert" className="border-destructive mt-4 rounded-lg border-2 px-4 py-3 font-semibold">
          {actionData.error}
        </p>
      ) : null}
      {page.items.length === 0 ? (
        <p className="mt-6 text-lg">Nothing to look at{show ? ' here' : ''}.</p>
      ) : (
        <Form method="post" className="mt-6">
          <div className="flex flex-wrap gap-3">
            <Button type="submit" name="bulk" value="selected" disabled={pending}>
              Publish selected
            </Button>
            {drafts > 0 ? (
              <Button type="submit" name="bulk" value="all-new" variant="outline" disabled={pending}>
                Publish all {drafts} new
              </Button>
            ) : null}
          </div>
          <Card className="mt-4">
            <ul className="divide-border divide-y">
              {page.items.map((item) => (
                <li key={item.key} className="grid gap-2 p-4" data-import={item.key}>
                  <div className="flex flex-wrap items-center gap-3">
                    {item.draft ? (
                      <input
                        type="checkbox"
                        name="key"
                        value={item.key}
                        id={`pick-${item.key}`}
                        className="size-5"
                        aria-label={`Select ${item.title}`}
                      />
                    ) : null}
                    <span className="bg-muted rounded px-2 py-0.5 text-sm font-semibold">
                      {LISTING_TYPE_LABELS[item.listingType].singular}
                    </span>
                    <Link to={item.editPath} className={linkClass}>
                      {item.title}
                    </Link>
                    <PublicationBadge hidden={item.hidden} draft={item.draft} />
                    {item.osmUrl ? (
                      <a href={item.osmUrl} className="text-sm underline underline-offset-4" rel="noreferrer">
                        OpenStreetMap {item.key}
                      </a>
                    ) : (
                      <span className="text-sm">From a CSV file</span>
                    )}
                  </div>
                  <p className="text-sm font-semibold">
                    {item.reviews.map((r) => REVIEW_LABELS[r]).join(' · ')}
                  </p>
                  {item.proposed.length ? (
                    <table className="text-sm">
                      <caption className="sr-only">Changes proposed for {item.title}</caption>
                      <thead>
                        <tr className="text-left">
                          <th scope="col" className="pr-3">
                            Field
                          </th>
                          <th scope="col" className="pr-3">
                            Here
                          </th>
                          <th scope="col" className="pr-3">
                            OpenStreetMap
                          </th>
                          <th scope="col">
                            <span className="sr-only">Choice</span>
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {item.proposed.map((p) => (
                          <tr key={p.field}>
                            <th scope="row" className="pr-3 text-left font-normal">
                              {p.field}
                            </th>
                            <td className="pr-3 break-all">{p.current}</td>
                            <td className="pr-3 break-all">{p.upstream}</td>
                            <td className="flex gap-2 py-1">
                              <Button
                                size="sm"
                                type="submit"
                                name="do"
                                value={`accept ${item.key} ${p.field}`}
                              >
                                Take OpenStreetMap’s
                              </Button>
                              <Button
                                size="sm"
                                variant="outline"
                                type="submit"
                                name="do"
                                value={`keep ${item.key} ${p.field}`}
                              >
                                Keep ours
                              </Button>
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  ) : null}
                  {item.possibleMatch ? (
                    <p className="text-sm">
                      May be the same place as{' '}
                      <Link to={item.possibleMatch.editPath} className={linkClass}>
                        {item.possibleMatch.title}
                      </Link>
                      , already in the guide.
                    </p>
                  ) : null}
                  <div className="flex flex-wrap gap-2">
                    {item.draft ? (
                      <Button size="sm" type="submit" name="do" value={`publish ${item.key}`}>
                        Publish {item.title}
                      </Button>
                    ) : null}
                    {item.possibleMatch ? (
                      <>
                        <Button
                          size="sm"
                          variant="outline"
                          type="submit"
                          name="do"
                          value={`merge ${item.key}`}
                        >
                          Merge into {item.possibleMatch.title}
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          type="submit"
                          name="do"
                          value={`apart ${item.key}`}
                        >
                          Keep apart
                        </Button>
                      </>
                    ) : null}
                    {item.reviews.includes('gone') ? (
                      <Button size="sm" variant="outline" type="submit" name="do" value={`hide ${item.key}`}>
                        Hide listing
                      </Button>
                    ) : null}
                    {item.reviews.includes('changed') || item.reviews.includes('gone') ? (
                      <Button
                        size="sm"
                        variant="outline"
                        type="submit"
                        name="do"
                        value={`dismiss ${item.key}`}
                      >
                        {item.reviews.includes('gone') ? 'Keep listed' : 'Looked at'}
                      </Button>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          </Card>
        </Form>
      )}
      <Pagination page={page.page} pageCount={page.pageCount} label="Pages of imports" />
    </div>
  )
}

function chip(current: boolean) {
  return current
    ? 'bg-primary text-primary-foreground inline-block rounded-full px-3 py-1 font-semibold'
    : 'border-border inline-block rounded-full border px-3 py-1 font-semibold underline-offset-4 hover:underline'
}
