import { Form, Link, useNavigation } from 'react-router'
import { formatDateTime } from '~/components/admin/field-list'
import { Button, buttonVariants } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { Checkbox } from '~/components/ui/checkbox'
import type { FeedSummary } from '~/lib/feeds/feeds.server'
import { cn } from '~/lib/utils'

/** A registered calendar feed as /admin/feeds lists it (the loader's FeedSummary). */
export type FeedCardData = FeedSummary

/** What the last fetch did, in a sentence. */
function lastFetch(feed: FeedCardData): string {
  const when = formatDateTime(feed.lastFetchedAt)
  switch (feed.lastStatus) {
    case 'ok':
      return `Fetched ${when}: ${feed.lastSummary ?? 'done'}.`
    case 'not_modified':
      return `Checked ${when}: not changed since the fetch before.`
    case 'error':
      return `Failed ${when}: ${feed.lastError ?? 'unknown error'}`
    default:
      return feed.lastFetchedAt ? `Fetching since ${when}…` : 'Not fetched yet.'
  }
}

/**
 * One feed: its address, category and last fetch, with Fetch now, Pause/Enable and Delete (a
 * disclosure holding the confirmation, so it works without JavaScript). Every button is a form.
 */
export function FeedCard({ feed, pending, error }: { feed: FeedCardData; pending: boolean; error?: string }) {
  const navigation = useNavigation()
  const fetching =
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === 'fetch' &&
    navigation.formData.get('id') === feed.id
  const headingId = `feed-${feed.id}-name`
  const errorId = `feed-${feed.id}-error`
  return (
    <Card aria-labelledby={headingId} role="group">
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="min-w-0 text-lg font-semibold [overflow-wrap:anywhere]">
            {feed.name}
          </h3>
          <span
            className={cn(
              'rounded px-2 py-0.5 text-sm font-semibold',
              feed.enabled ? 'bg-emerald-100 text-emerald-900' : 'bg-muted',
            )}
          >
            {feed.enabled ? 'Enabled' : 'Paused'}
          </span>
          {feed.trusted ? (
            <span className="rounded bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-950">
              Trusted: publishes at once
            </span>
          ) : null}
        </div>
        <dl className="grid gap-2 sm:grid-cols-[10rem_1fr]">
          <dt className="text-muted-foreground font-semibold">Address</dt>
          <dd className="break-all">{feed.url}</dd>
          <dt className="text-muted-foreground font-semibold">Category</dt>
          <dd>{feed.category}</dd>
          <dt className="text-muted-foreground font-semibold">Last fetch</dt>
          <dd className={cn('break-words', feed.lastStatus === 'error' && 'text-destructive font-semibold')}>
            {lastFetch(feed)}
          </dd>
          <dt className="text-muted-foreground font-semibold">Imported</dt>
          <dd>
            {feed.imported} {feed.imported === 1 ? 'event' : 'events'}
            {feed.pending > 0 ? (
              <>
                {', '}
                <Link
                  to="/admin/events?status=pending"
                  className="text-secondary font-semibold underline underline-offset-4"
                >
                  {feed.pending} waiting for review
                </Link>
              </>
            ) : null}
          </dd>
          <dt className="text-muted-foreground font-semibold">Added</dt>
          <dd>
            {formatDateTime(feed.createdAt)}
            {feed.createdBy ? ` by ${feed.createdBy}` : ''}
          </dd>
        </dl>
        {error ? (
          <p id={errorId} role="alert" className="text-destructive font-semibold">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap items-start gap-2">
          <Link to={`/admin/feeds/${feed.id}`} className={buttonVariants({ variant: 'outline' })}>
            Edit<span className="sr-only"> {feed.name}</span>
          </Link>
          <Form method="post">
            <input type="hidden" name="id" value={feed.id} />
            <Button type="submit" name="intent" value="fetch" disabled={pending}>
              {fetching ? 'Fetching…' : 'Fetch now'}
              <span className="sr-only"> {feed.name}</span>
            </Button>
          </Form>
          <Form method="post">
            <input type="hidden" name="id" value={feed.id} />
            <Button
              type="submit"
              name="intent"
              value={feed.enabled ? 'disable' : 'enable'}
              variant="outline"
              disabled={pending}
            >
              {feed.enabled ? 'Pause' : 'Enable'}
              <span className="sr-only"> {feed.name}</span>
            </Button>
          </Form>
          <details className="min-w-0" open={error ? true : undefined}>
            <summary className="focus-visible:outline-ring border-border hover:bg-muted flex min-h-11 cursor-pointer items-center rounded-lg border px-4 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2">
              Delete…<span className="sr-only"> {feed.name}</span>
            </summary>
            <Form method="post" className="mt-3 grid gap-3">
              <input type="hidden" name="id" value={feed.id} />
              <input type="hidden" name="intent" value="delete" />
              <label className="flex items-start gap-3">
                <Checkbox
                  name="confirm"
                  value="yes"
                  required
                  className="mt-0.5"
                  aria-describedby={error ? errorId : undefined}
                />
                <span>
                  Delete {feed.name} for good. Events it already submitted stay in the review queue, and
                  published ones stay published.
                </span>
              </label>
              <div>
                <Button type="submit" variant="destructive" disabled={pending}>
                  Delete feed
                </Button>
              </div>
            </Form>
          </details>
        </div>
      </CardContent>
    </Card>
  )
}
