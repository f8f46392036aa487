import { data, Form, Link } from 'react-router'
import { FeedCard } from '~/components/admin/feed-card'
import { FeedFields } from '~/components/admin/feed-fields'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { useIsPending } from '~/components/use-is-pending'
import { getDb } from '~/lib/db.server'
import { env } from '~/lib/env.server'
import { feedAddressProblem } from '~/lib/feeds/fetch-feed.server'
import { type FEED_FIELDS, FeedSchema } from '~/lib/feeds/feed.schema'
import {
  addFeed,
  deleteFeed,
  getFeed,
  listFeeds,
  publishedForCheck,
  setFeedEnabled,
} from '~/lib/feeds/feeds.server'
import {
  fetchFeedNow,
  type FeedRunResult,
  importSummary,
  MAX_EVENTS_PER_FETCH,
} from '~/lib/feeds/import.server'
import { readForm } from '~/lib/form.server'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { type Locale, localeOfPath, localizedPath } from '~/lib/i18n/config'
import type { MessageKey } from '~/lib/i18n/messages'
import { type Translator, useT } from '~/lib/i18n/use-t'
import { pageMeta } from '~/lib/meta'
import { regionDateTime } from '~/lib/i18n/region-date-time'
import { requireRole } from '~/lib/permissions.server'
import { redirectWithToast, type ToastInput } from '~/lib/toast.server'
import { fieldErrorsOf, readFormFields } from '~/lib/validation'
import { sendForm } from '~/lib/send-form'
import { feedAnswer, feedErrors, feedSummary } from './feed-words.server'
import type { Route } from './+types/feeds'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData?.metaTitle ?? 'Calendar feeds',
    loaderData?.metaDescription ?? 'Outside event calendars imported into the review queue.',
  ),
  { name: 'robots', content: 'noindex' },
]

const localeOf = (request: Request) => localeOfPath(new URL(request.url).pathname)

// In the language of its URL (/es/admin/feeds): its words (`adminFeeds.*`, the submission
// categories' names), and the feeds' English errors and fetch summaries said by key (./feed-words.server.ts).
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request)
  const db = getDb()
  const locale = localeOf(request)
  const say = serverT(locale)
  const answer = feedAnswer(locale)
  return {
    messages: messagesFor(locale, ['adminFeeds', 'submit.event.options']),
    metaTitle: say('adminFeeds.metaTitle'),
    metaDescription: say('adminFeeds.metaDescription'),
    feeds: (await listFeeds(db)).map((feed) => ({
      ...feed,
      lastError: feed.lastError && answer(feed.lastError),
      lastSummary: feed.lastSummary && feedSummary(locale, feed.lastSummary),
    })),
    toCheck: await publishedForCheck(db),
    intervalMs: env().FEED_FETCH_INTERVAL_MS,
  }
}

type FieldName = keyof typeof FEED_FIELDS
type ActionData =
  | {
      error: string
      errors: Partial<Record<FieldName, string[]>>
      values: Partial<Record<FieldName, string>>
    }
  | { error: string; feedId: string }
  | { error: string }

/** A failed form's answer, its English messages said in the page's language. */
function failIn(locale: Locale) {
  const say = feedAnswer(locale)
  return (status: number, body: ActionData) =>
    data(
      'errors' in body
        ? { ...body, error: say(body.error), errors: feedErrors(locale, body.errors) }
        : { ...body, error: say(body.error) },
      { status },
    )
}

// With JavaScript, a send that fails keeps the form (app/lib/send-form.ts).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request }: Route.ActionArgs) {
  const user = await requireRole(request)
  const locale = localeOf(request)
  const fail = failIn(locale)
  const say = serverT(locale)
  const here = localizedPath('/admin/feeds', locale)
  const read = await readForm(request)
  if (!read.ok) return fail(read.status, { error: read.message })
  const form = read.form
  const db = getDb()
  const intent = form.get('intent')

  if (intent === 'add') {
    const { input, values } = readFormFields(form, { schema: FeedSchema })
    const parsed = FeedSchema.safeParse(input)
    const errors: Partial<Record<FieldName, string[]>> = parsed.success ? {} : fieldErrorsOf(parsed.error)
    // Only addresses this server may fetch (public ones, unless FEED_ALLOW_PRIVATE=1).
    const problem = parsed.success
      ? feedAddressProblem(parsed.data.url, env().FEED_ALLOW_PRIVATE === '1')
      : undefined
    if (problem) errors.url = [problem]
    if (!parsed.success || problem) return fail(400, { error: say('adminFeeds.error.fix'), errors, values })
    const added = await addFeed(db, parsed.data, user.id)
    if (!added.ok)
      return fail(409, {
        error: say('adminFeeds.error.fix'),
        errors: { url: [added.message] },
        values,
      })
    const interval = env().FEED_FETCH_INTERVAL_MS
    return redirectWithToast(here, {
      type: 'success',
      title: say('adminFeeds.toast.added'),
      description:
        interval > 0
          ? say('adminFeeds.toast.addedScheduled', {
              name: parsed.data.name,
              every: everyInterval(say, interval),
            })
          : say('adminFeeds.toast.addedManual', { name: parsed.data.name }),
    })
  }

  const feedId = String(form.get('id') ?? '')
  const feed = feedId ? await getFeed(db, feedId) : undefined
  if (!feed) return fail(404, { error: say('adminFeeds.error.gone') })

  if (intent === 'fetch') {
    const result = await fetchFeedNow(db, feed.id)
    if (!result) return fail(404, { error: say('adminFeeds.error.gone') })
    return redirectWithToast(here, fetchToast(locale, feed.name, result))
  }
  if (intent === 'enable' || intent === 'disable') {
    await setFeedEnabled(db, feed.id, intent === 'enable')
    return redirectWithToast(here, {
      type: 'success',
      title: say(intent === 'enable' ? 'adminFeeds.toast.enabled' : 'adminFeeds.toast.paused'),
      description: say(
        intent === 'enable' ? 'adminFeeds.toast.enabledDescription' : 'adminFeeds.toast.pausedDescription',
        { name: feed.name },
      ),
    })
  }
  if (intent === 'delete') {
    if (form.get('confirm') !== 'yes')
      return fail(400, { error: say('adminFeeds.error.confirm'), feedId: feed.id })
    await deleteFeed(db, feed.id)
    return redirectWithToast(here, {
      type: 'success',
      title: say('adminFeeds.toast.deleted'),
      description: say('adminFeeds.toast.deletedDescription', { name: feed.name }),
    })
  }
  return fail(400, { error: say('adminFeeds.error.unknown') })
}

type Say = (id: MessageKey, values?: Record<string, unknown>) => string

/** "every hour", "every 15 minutes" (the server's serverT, or a page's translator) */
function everyInterval(say: Say | Translator, ms: number): string {
  if (ms % 3_600_000 === 0) return say('adminFeeds.every.hours', { count: ms / 3_600_000 })
  if (ms % 60_000 === 0) return say('adminFeeds.every.minutes', { count: ms / 60_000 })
  return say('adminFeeds.every.seconds', { count: Math.round(ms / 1000) })
}

function fetchToast(locale: Locale, name: string, result: FeedRunResult): ToastInput {
  const say = serverT(locale)
  switch (result.outcome) {
    case 'busy':
      return {
        type: 'info',
        title: say('adminFeeds.toast.busy'),
        description: say('adminFeeds.toast.busyDescription', { name }),
      }
    case 'not-modified':
      return {
        type: 'info',
        title: say('adminFeeds.toast.notModified'),
        description: say('adminFeeds.toast.notModifiedDescription', { name }),
      }
    case 'failed':
      return {
        type: 'error',
        title: say('adminFeeds.toast.failed'),
        description: feedAnswer(locale)(result.error),
      }
    case 'imported': {
      const waiting = result.created + result.updated - result.published
      if (result.published > 0 || result.cancelled > 0)
        return {
          type: 'success',
          title: say('adminFeeds.toast.fetched'),
          description: `${feedSummary(locale, importSummary(result, MAX_EVENTS_PER_FETCH))}.`,
        }
      return {
        type: 'success',
        title: say('adminFeeds.toast.fetched'),
        description:
          waiting === 0
            ? say('adminFeeds.toast.nothingNew', { name })
            : say('adminFeeds.toast.waiting', { created: result.created, updated: result.updated, waiting }),
      }
    }
  }
}

export default function AdminFeedsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { feeds, toCheck, intervalMs } = loaderData
  const pending = useIsPending()
  const t = useT()
  const answer = actionData as ActionData | undefined
  const addErrors = answer && 'errors' in answer ? answer : undefined
  const feedError = answer && 'feedId' in answer ? answer : undefined
  const generalError = answer && !addErrors && !feedError ? answer.error : undefined
  return (
    <div>
      <h1 className="font-display text-4xl font-bold">{t('adminFeeds.title')}</h1>
      <p className="text-muted-foreground mt-2 text-lg">
        {t('adminFeeds.intro.before')}{' '}
        <Link
          to={t.path('/admin/events?status=pending')}
          className="text-secondary font-semibold underline underline-offset-4"
        >
          {t('adminFeeds.intro.link')}
        </Link>{' '}
        {t('adminFeeds.intro.after')}
      </p>
      <p className="mt-2">
        {intervalMs > 0
          ? t('adminFeeds.schedule', { every: everyInterval(t, intervalMs) })
          : t('adminFeeds.scheduleOff')}
      </p>
      {generalError ? (
        <p
          role="alert"
          className="border-destructive text-destructive mt-6 rounded-lg border-2 p-4 font-semibold"
        >
          {generalError}
        </p>
      ) : null}

      <h2 className="font-display mt-8 text-2xl font-bold">{t('adminFeeds.feeds')}</h2>
      {feeds.length === 0 ? (
        <p className="mt-4">{t('adminFeeds.none')}</p>
      ) : (
        <ul className="mt-4 grid gap-4">
          {feeds.map((feed) => (
            <li key={feed.id}>
              <FeedCard
                feed={feed}
                pending={pending}
                error={feedError?.feedId === feed.id ? feedError.error : undefined}
              />
            </li>
          ))}
        </ul>
      )}

      {toCheck.length > 0 ? (
        <>
          <h2 className="font-display mt-10 text-2xl font-bold">{t('adminFeeds.check.title')}</h2>
          <p className="mt-2">{t('adminFeeds.check.intro')}</p>
          <ul className="mt-4 grid gap-2">
            {toCheck.map((item) => (
              <li key={item.id}>
                <Link
                  to={t.path(item.path)}
                  className="text-secondary font-semibold underline underline-offset-4"
                >
                  {item.title}
                </Link>{' '}
                {t('adminFeeds.check.from', {
                  feed: item.feed,
                  when: regionDateTime(item.publishedAt, t.locale),
                })}{' '}
                (
                <Link to={t.path(`/admin/events/${item.id}`)} className="underline underline-offset-4">
                  {t('adminFeeds.check.what')}
                  <span className="sr-only">: {item.title}</span>
                </Link>
                )
              </li>
            ))}
          </ul>
        </>
      ) : null}

      <h2 className="font-display mt-10 text-2xl font-bold">{t('adminFeeds.add')}</h2>
      <Card className="mt-4">
        <CardContent>
          {addErrors ? (
            <p role="alert" className="text-destructive mb-4 font-semibold">
              {addErrors.error}
            </p>
          ) : null}
          <Form method="post" className="grid gap-5 sm:grid-cols-2">
            <input type="hidden" name="intent" value="add" />
            <FeedFields values={addErrors?.values ?? {}} errors={addErrors?.errors} />
            <div className="flex items-end">
              <Button type="submit" disabled={pending}>
                {t('adminFeeds.addButton')}
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>
    </div>
  )
}
