import { data, Form, Link } from 'react-router'
import { PublicationBadge } from '~/components/admin/publication-card'
import { Pagination } from '~/components/pagination'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { useIsPending } from '~/components/use-is-pending'
import { getDb } from '~/lib/db.server'
import { readForm } from '~/lib/form.server'
import type { ListingType } from '~/lib/kinds/editor'
import { pageMeta } from '~/lib/meta'
import {
  decideDuplicate,
  decideProposal,
  dismissReview,
  hideGone,
  importQueue,
  publishImported,
  type ImportCounts,
  type ReviewResult,
} from '~/lib/osm/review.server'
import { IMPORT_REVIEWS, type ImportReview } from '~/lib/osm/review'
import { paginate, parsePage } from '~/lib/pagination'
import { requireRole } from '~/lib/permissions.server'
import { redirectWithToast } from '~/lib/toast.server'
import { sendForm } from '~/lib/send-form'
import type { Route } from './+types/imports'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { type Locale, localeOfPath, localizedPath } from '~/lib/i18n/config'
import { knownWords } from '~/lib/i18n/known-words.server'
import type { MessageKey } from '~/lib/i18n/messages'
import { useT } from '~/lib/i18n/use-t'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData?.metaTitle ?? 'Imports',
    loaderData?.metaDescription ?? 'Places imported from OpenStreetMap or a CSV file, waiting for an editor.',
  ),
  { name: 'robots', content: 'noindex' },
]

const REVIEW_LABELS: Record<ImportReview, MessageKey> = {
  new: 'adminImports.review.new',
  changed: 'adminImports.review.changed',
  gone: 'adminImports.review.gone',
  proposed: 'adminImports.review.proposed',
  uncertain: 'adminImports.review.uncertain',
}

const KIND_LABELS: Record<ListingType, MessageKey> = {
  restaurants: 'adminImports.kind.restaurants',
  stays: 'adminImports.kind.stays',
  activities: 'adminImports.kind.activities',
  events: 'adminImports.kind.events',
  music: 'adminImports.kind.music',
  articles: 'adminImports.kind.articles',
}

/** The review's refusals (app/lib/osm/review.server.ts says them in English). */
const REVIEW_ANSWERS = [
  'adminImports.error.notQueued',
  'adminImports.error.listingGone',
  'adminImports.error.duplicateGone',
] as const satisfies readonly MessageKey[]

/** "3 new, 1 changed, 0 gone, 2 possible duplicates" in the page's language. */
function countsLine(counts: ImportCounts, locale: Locale): string {
  const say = serverT(locale)
  const parts = [
    say('adminImports.counts.new', { count: counts.new }),
    say('adminImports.counts.changed', { count: counts.changed }),
    say('adminImports.counts.gone', { count: counts.gone }),
  ]
  if (counts.proposed) parts.push(say('adminImports.counts.proposed', { count: counts.proposed }))
  if (counts.uncertain) parts.push(say('adminImports.counts.uncertain', { count: counts.uncertain }))
  return parts.join(', ')
}

/** The review queue of the OpenStreetMap import (issue 45), filtered by what to look at. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request)
  const url = new URL(request.url)
  const locale = localeOfPath(url.pathname)
  const say = serverT(locale)
  const params = url.searchParams
  const show = IMPORT_REVIEWS.find((review) => review === params.get('show')) ?? ''
  const { items, counts } = await importQueue(getDb())
  const shown = show ? items.filter((item) => item.reviews.includes(show)) : items
  return {
    messages: messagesFor(locale, ['listing', 'adminImports']),
    metaTitle: say('adminImports.meta.title'),
    metaDescription: say('adminImports.meta.description'),
    show,
    counts,
    summary: countsLine(counts, locale),
    drafts: items.filter((item) => item.reviews.includes('new') && item.draft).length,
    page: paginate(shown, parsePage(params.get('page')), 50),
  }
}

const fail = (status: number, error: string) => data({ error }, { status })

// With JavaScript, a send that fails keeps the form (app/lib/send-form.ts).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request }: Route.ActionArgs) {
  const user = await requireRole(request)
  const url = new URL(request.url)
  const locale = localeOfPath(url.pathname)
  const say = serverT(locale)
  const word = knownWords(locale, REVIEW_ANSWERS)
  const read = await readForm(request)
  if (!read.ok) return fail(read.status, read.message)
  const form = read.form
  const db = getDb()
  const back = localizedPath(`/admin/imports${url.search}`, locale)
  // One form: a row's button sends "do" as "<action> <key>[ <field>]"; the bulk buttons send "bulk".
  const bulk = String(form.get('bulk') ?? '')
  if (bulk === 'selected' || bulk === 'all-new') {
    const keys =
      bulk === 'selected'
        ? form.getAll('key').map(String)
        : (await importQueue(db)).items
            .filter((item) => item.reviews.includes('new') && item.draft)
            .map((item) => item.key)
    if (!keys.length) return fail(400, say('adminImports.error.tick'))
    const failed: string[] = []
    let published = 0
    for (const key of keys) {
      const result = await publishImported(db, key, user.id)
      if (result.ok) published++
      else failed.push(`${key}: ${word(result.message)}`)
    }
    return redirectWithToast(back, {
      type: failed.length ? 'error' : 'success',
      title: say('adminImports.toast.published', { count: published }),
      description: failed.length
        ? say('adminImports.toast.notPublished', { failed: failed.join('; ') })
        : say('adminImports.toast.public'),
    })
  }
  const [verb = '', key = '', field = ''] = String(form.get('do') ?? '').split(' ')
  let result: ReviewResult
  let done: MessageKey
  if (verb === 'publish')
    [result, done] = [await publishImported(db, key, user.id), 'adminImports.done.published']
  else if (verb === 'dismiss') [result, done] = [await dismissReview(db, key), 'adminImports.done.dismissed']
  else if (verb === 'hide') [result, done] = [await hideGone(db, key, user.id), 'adminImports.done.hidden']
  else if (verb === 'accept' || verb === 'keep')
    [result, done] = [
      await decideProposal(db, key, field, verb === 'accept', user.id),
      verb === 'accept' ? 'adminImports.done.accepted' : 'adminImports.done.kept',
    ]
  else if (verb === 'merge' || verb === 'apart')
    [result, done] = [
      await decideDuplicate(db, key, verb === 'merge', user.id),
      verb === 'merge' ? 'adminImports.done.merged' : 'adminImports.done.apart',
    ]
  else return fail(400, say('adminImports.error.unknown'))
  if (!result.ok) return fail(409, word(result.message))
  return redirectWithToast(back, { type: 'success', title: say(done, { title: result.title, field }) })
}

const linkClass = 'text-secondary font-semibold break-words underline underline-offset-4'

export default function AdminImportsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { show, counts, summary, drafts, page } = loaderData
  const t = useT()
  const pending = useIsPending()
  return (
    <div>
      <h1 className="font-display text-4xl font-bold">{t('adminImports.title')}</h1>
      <p className="text-muted-foreground mt-2 text-lg">
        {t('adminImports.introBefore')}
        <code>npm run import:osm</code>
        {t('adminImports.introAfter')}
      </p>
      <p className="mt-3">
        <Link to={t.path('/admin/imports/csv')} className={linkClass}>
          {t('adminImports.csvLink')}
        </Link>{' '}
        {t('adminImports.csvLinkAfter')}
      </p>
      <p className="mt-4 text-2xl font-bold" data-import-summary>
        {summary}
      </p>
      <nav aria-label={t('adminImports.show.label')} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link
              to={t.path('/admin/imports')}
              aria-current={show === '' ? 'page' : undefined}
              className={chip(show === '')}
            >
              {t('adminImports.show.all')}
            </Link>
          </li>
          {IMPORT_REVIEWS.map((review) => (
            <li key={review}>
              <Link
                to={`?show=${review}`}
                aria-current={show === review ? 'page' : undefined}
                className={chip(show === review)}
              >
                {t(REVIEW_LABELS[review])} <span>({counts[review]})</span>
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
        <p className="mt-6 text-lg">{t(show ? 'adminImports.emptyHere' : 'adminImports.empty')}</p>
      ) : (
        <Form method="post" className="mt-6">
          <div className="flex flex-wrap gap-3">
            <Button type="submit" name="bulk" value="selected" disabled={pending}>
              {t('adminImports.publishSelected')}
            </Button>
            {drafts > 0 ? (
              <Button type="submit" name="bulk" value="all-new" variant="outline" disabled={pending}>
                {t('adminImports.publishAllNew', { count: drafts })}
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
                        aria-label={t('adminImports.select', { title: item.title })}
                      />
                    ) : null}
                    <span className="bg-muted rounded px-2 py-0.5 text-sm font-semibold">
                      {t(KIND_LABELS[item.listingType])}
                    </span>
                    <Link to={t.path(item.editPath)} className={linkClass}>
                      {item.title}
                    </Link>
                    <PublicationBadge hidden={item.hidden} draft={item.draft} />
                    {item.osmUrl ? (
                      <a href={item.osmUrl} className="text-sm underline underline-offset-4" rel="noreferrer">
                        OpenStreetMap {item.key}
                      </a>
                    ) : (
                      <span className="text-sm">{t('adminImports.fromCsv')}</span>
                    )}
                  </div>
                  <p className="text-sm font-semibold">
                    {item.reviews.map((r) => t(REVIEW_LABELS[r])).join(' · ')}
                  </p>
                  {item.proposed.length ? (
                    <table className="text-sm">
                      <caption className="sr-only">
                        {t('adminImports.proposed.caption', { title: item.title })}
                      </caption>
                      <thead>
                        <tr className="text-left">
                          <th scope="col" className="pr-3">
                            {t('adminImports.proposed.field')}
                          </th>
                          <th scope="col" className="pr-3">
                            {t('adminImports.proposed.here')}
                          </th>
                          <th scope="col" className="pr-3">
                            OpenStreetMap
                          </th>
                          <th scope="col">
                            <span className="sr-only">{t('adminImports.proposed.choice')}</span>
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
                                {t('adminImports.proposed.take')}
                              </Button>
                              <Button
                                size="sm"
                                variant="outline"
                                type="submit"
                                name="do"
                                value={`keep ${item.key} ${p.field}`}
                              >
                                {t('adminImports.proposed.keep')}
                              </Button>
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  ) : null}
                  {item.possibleMatch ? (
                    <p className="text-sm">
                      {t('adminImports.maybeSame')}{' '}
                      <Link to={t.path(item.possibleMatch.editPath)} className={linkClass}>
                        {item.possibleMatch.title}
                      </Link>
                      {t('adminImports.maybeSameAfter')}
                    </p>
                  ) : null}
                  <div className="flex flex-wrap gap-2">
                    {item.draft ? (
                      <Button size="sm" type="submit" name="do" value={`publish ${item.key}`}>
                        {t('adminImports.publish', { title: item.title })}
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
                          {t('adminImports.merge', { title: item.possibleMatch.title })}
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          type="submit"
                          name="do"
                          value={`apart ${item.key}`}
                        >
                          {t('adminImports.apart')}
                        </Button>
                      </>
                    ) : null}
                    {item.reviews.includes('gone') ? (
                      <Button size="sm" variant="outline" type="submit" name="do" value={`hide ${item.key}`}>
                        {t('adminImports.hide')}
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
                        {t(
                          item.reviews.includes('gone') ? 'adminImports.keepListed' : 'adminImports.lookedAt',
                        )}
                      </Button>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          </Card>
        </Form>
      )}
      <Pagination page={page.page} pageCount={page.pageCount} label={t('adminImports.pages')} />
    </div>
  )
}

function chip(current: boolean) {
  return current
    ? 'bg-primary text-primary-foreground inline-block rounded-full px-3 py-1 font-semibold'
    : 'border-border inline-block rounded-full border px-3 py-1 font-semibold underline-offset-4 hover:underline'
}
