import { data, Form, Link } from 'react-router'
import { FeedCard } from '~/components/admin/feed-card'
import { formatDateTime } from '~/components/admin/field-list'
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
import { pageMeta } from '~/lib/meta'
import { requireRole } from '~/lib/permissions.server'
import { redirectWithToast, type ToastInput } from '~/lib/toast.server'
import { fieldErrorsOf, readFormFields } from '~/lib/validation'
import { sendForm } from '~/lib/send-form'
import type { Route } from './+types/feeds'

export const meta = () => [
  ...pageMeta('Calendar feeds', 'Outside event calendars imported into the review queue.'),
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request)
  const db = getDb()
  return {
    feeds: await listFeeds(db),
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

const fail = (status: number, body: ActionData) => data(body, { status })

// With JavaScript, a send that fails keeps the form (app/lib/send-form.ts).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request }: Route.ActionArgs) {
  const user = await requireRole(request)
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
    if (!parsed.success || problem)
      return fail(400, { error: 'Please fix the errors in the form.', errors, values })
    const added = await addFeed(db, parsed.data, user.id)
    if (!added.ok)
      return fail(409, {
        error: 'Please fix the errors in the form.',
        errors: { url: [added.message] },
        values,
      })
    const interval = env().FEED_FETCH_INTERVAL_MS
    return redirectWithToast('/admin/feeds', {
      type: 'success',
      title: 'Feed added.',
      description:
        interval > 0
          ? `${parsed.data.name} is fetched within a minute or two, then ${everyInterval(interval)}.`
          : `Automatic fetching is off: press Fetch now to import ${parsed.data.name}.`,
    })
  }

  const feedId = String(form.get('id') ?? '')
  const feed = feedId ? await getFeed(db, feedId) : undefined
  if (!feed) return fail(404, { error: 'That feed no longer exists.' })

  if (intent === 'fetch') {
    const result = await fetchFeedNow(db, feed.id)
    if (!result) return fail(404, { error: 'That feed no longer exists.' })
    return redirectWithToast('/admin/feeds', fetchToast(feed.name, result))
  }
  if (intent === 'enable' || intent === 'disable') {
    await setFeedEnabled(db, feed.id, intent === 'enable')
    return redirectWithToast('/admin/feeds', {
      type: 'success',
      title: intent === 'enable' ? 'Feed enabled.' : 'Feed paused.',
      description:
        intent === 'enable'
          ? `${feed.name} is fetched on the schedule again.`
          : `${feed.name} is no longer fetched on the schedule (Fetch now still works).`,
    })
  }
  if (intent === 'delete') {
    if (form.get('confirm') !== 'yes')
      return fail(400, { error: 'Tick the box to confirm that the feed is deleted.', feedId: feed.id })
    await deleteFeed(db, feed.id)
    return redirectWithToast('/admin/feeds', {
      type: 'success',
      title: 'Feed deleted.',
      description: `${feed.name} is no longer fetched. What it already submitted stays in the review queue.`,
    })
  }
  return fail(400, { error: 'Unknown action.' })
}

/** "every hour", "every 15 minutes" */
function everyInterval(ms: number): string {
  const plural = (n: number, unit: string) => (n === 1 ? `every ${unit}` : `every ${n} ${unit}s`)
  if (ms % 3_600_000 === 0) return plural(ms / 3_600_000, 'hour')
  if (ms % 60_000 === 0) return plural(ms / 60_000, 'minute')
  return plural(Math.round(ms / 1000), 'second')
}

function fetchToast(name: string, result: FeedRunResult): ToastInput {
  switch (result.outcome) {
    case 'busy':
      return {
        type: 'info',
        title: 'Already fetching.',
        description: `${name} was fetched less than a minute ago or is being fetched now. Try again shortly.`,
      }
    case 'not-modified':
      return {
        type: 'info',
        title: 'No changes.',
        description: `${name} has not changed since the last fetch.`,
      }
    case 'failed':
      return { type: 'error', title: 'The fetch failed.', description: result.error }
    case 'imported': {
      const waiting = result.created + result.updated - result.published
      if (result.published > 0 || result.cancelled > 0)
        return {
          type: 'success',
          title: 'Feed fetched.',
          description: `${importSummary(result, MAX_EVENTS_PER_FETCH)}.`,
        }
      return {
        type: 'success',
        title: 'Feed fetched.',
        description:
          waiting === 0
            ? `Nothing new in ${name}.`
            : `${result.created} new and ${result.updated} changed ${waiting === 1 ? 'event is' : 'events are'} waiting in Events for review.`,
      }
    }
  }
}

export default function AdminFeedsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { feeds, toCheck, intervalMs } = loaderData
  const pending = useIsPending()
  const answer = actionData as ActionData | undefined
  const addErrors = answer && 'errors' in answer ? answer : undefined
  const feedError = answer && 'feedId' in answer ? answer : undefined
  const generalError = answer && !addErrors && !feedError ? answer.error : undefined
  return (
    <div>
      <h1 className="font-display text-4xl font-bold">Calendar feeds</h1>
      <p className="text-muted-foreground mt-2 text-lg">
        Outside iCalendar feeds, such as a venue’s or a bar’s calendar. Their new and changed upcoming events
        arrive in{' '}
        <Link
          to="/admin/events?status=pending"
          className="text-secondary font-semibold underline underline-offset-4"
        >
          Events
        </Link>{' '}
        as submissions; nothing is published before an editor approves it, and a change in a feed never
        overwrites a published event by itself, unless the feed is marked trusted: then its new and changed
        events publish at once and are listed below for a look.
      </p>
      <p className="mt-2">
        {intervalMs > 0
          ? `Enabled feeds are fetched ${everyInterval(intervalMs)}.`
          : 'Automatic fetching is off (FEED_FETCH_INTERVAL_MS is 0): use Fetch now.'}
      </p>
      {generalError ? (
        <p
          role="alert"
          className="border-destructive text-destructive mt-6 rounded-lg border-2 p-4 font-semibold"
        >
          {generalError}
        </p>
      ) : null}

      <h2 className="font-display mt-8 text-2xl font-bold">Feeds</h2>
      {feeds.length === 0 ? (
        <p className="mt-4">No feeds yet: add the first one below.</p>
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
          <h2 className="font-display mt-10 text-2xl font-bold">Published from feeds, check</h2>
          <p className="mt-2">Events trusted feeds published at once, newest first.</p>
          <ul className="mt-4 grid gap-2">
            {toCheck.map((item) => (
              <li key={item.id}>
                <Link to={item.path} className="text-secondary font-semibold underline underline-offset-4">
                  {item.title}
                </Link>{' '}
                from {item.feed}, {formatDateTime(item.publishedAt)} (
                <Link to={`/admin/events/${item.id}`} className="underline underline-offset-4">
                  what it published<span className="sr-only">: {item.title}</span>
                </Link>
                )
              </li>
            ))}
          </ul>
        </>
      ) : null}

      <h2 className="font-display mt-10 text-2xl font-bold">Add a feed</h2>
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
                Add feed
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>
    </div>
  )
}
