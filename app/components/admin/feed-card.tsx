import { Form, Link, useNavigation } from 'react-router'
import { Button, buttonVariants } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { Checkbox } from '~/components/ui/checkbox'
import type { FeedSummary } from '~/lib/feeds/feeds.server'
import { slugOf } from '~/lib/i18n/form-words'
import type { MessageKey } from '~/lib/i18n/messages'
import { type Translator, useT } from '~/lib/i18n/use-t'
import { regionDateTime } from '~/lib/i18n/region-date-time'
import { cn } from '~/lib/utils'

/**
 * A registered calendar feed as /admin/feeds lists it (the loader's FeedSummary, its last error and
 * summary already in the page's language). Its words are `adminFeeds.card.*`.
 */
export type FeedCardData = FeedSummary

/** What the last fetch did, in a sentence. */
function lastFetch(t: Translator, feed: FeedCardData): string {
  const when = regionDateTime(feed.lastFetchedAt, t.locale)
  switch (feed.lastStatus) {
    case 'ok':
      return feed.lastSummary
        ? t('adminFeeds.card.fetched', { when, summary: feed.lastSummary })
        : t('adminFeeds.card.fetchedDone', { when })
    case 'not_modified':
      return t('adminFeeds.card.notModified', { when })
    case 'error':
      return feed.lastError
        ? t('adminFeeds.card.failed', { when, error: feed.lastError })
        : t('adminFeeds.card.failedUnknown', { when })
    default:
      return feed.lastFetchedAt ? t('adminFeeds.card.fetching', { when }) : t('adminFeeds.card.never')
  }
}

/** A submission category's name in the page's language (the loader sends `submit.event.options`). */
function categoryName(t: Translator, category: string): string {
  const key = `submit.event.options.${slugOf(category)}` as MessageKey
  return t.has(key) ? t(key) : category
}

/**
 * One feed: its address, category and last fetch, with Fetch now, Pause/Enable and Delete (a
 * disclosure holding the confirmation, so it works without JavaScript). Every button is a form.
 */
export function FeedCard({ feed, pending, error }: { feed: FeedCardData; pending: boolean; error?: string }) {
  const navigation = useNavigation()
  const t = useT()
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
            {feed.enabled ? t('adminFeeds.card.enabled') : t('adminFeeds.card.paused')}
          </span>
          {feed.trusted ? (
            <span className="rounded bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-950">
              {t('adminFeeds.card.trusted')}
            </span>
          ) : null}
        </div>
        <dl className="grid gap-2 sm:grid-cols-[10rem_1fr]">
          <dt className="text-muted-foreground font-semibold">{t('adminFeeds.card.address')}</dt>
          <dd className="break-all">{feed.url}</dd>
          <dt className="text-muted-foreground font-semibold">{t('adminFeeds.card.category')}</dt>
          <dd>{categoryName(t, feed.category)}</dd>
          <dt className="text-muted-foreground font-semibold">{t('adminFeeds.card.lastFetch')}</dt>
          <dd className={cn('break-words', feed.lastStatus === 'error' && 'text-destructive font-semibold')}>
            {lastFetch(t, feed)}
          </dd>
          <dt className="text-muted-foreground font-semibold">{t('adminFeeds.card.imported')}</dt>
          <dd>
            {t('adminFeeds.card.events', { count: feed.imported })}
            {feed.pending > 0 ? (
              <>
                {', '}
                <Link
                  to={t.path('/admin/events?status=pending')}
                  className="text-secondary font-semibold underline underline-offset-4"
                >
                  {t('adminFeeds.card.waiting', { count: feed.pending })}
                </Link>
              </>
            ) : null}
          </dd>
          <dt className="text-muted-foreground font-semibold">{t('adminFeeds.card.added')}</dt>
          <dd>
            {regionDateTime(feed.createdAt, t.locale)}
            {feed.createdBy ? ` ${t('adminFeeds.card.by', { name: feed.createdBy })}` : ''}
          </dd>
        </dl>
        {error ? (
          <p id={errorId} role="alert" className="text-destructive font-semibold">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap items-start gap-2">
          <Link to={t.path(`/admin/feeds/${feed.id}`)} className={buttonVariants({ variant: 'outline' })}>
            {t('adminFeeds.card.edit')}
            <span className="sr-only"> {feed.name}</span>
          </Link>
          <Form method="post">
            <input type="hidden" name="id" value={feed.id} />
            <Button type="submit" name="intent" value="fetch" disabled={pending}>
              {fetching ? t('adminFeeds.card.fetchingNow') : t('adminFeeds.card.fetchNow')}
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
              {feed.enabled ? t('adminFeeds.card.pause') : t('adminFeeds.card.enable')}
              <span className="sr-only"> {feed.name}</span>
            </Button>
          </Form>
          <details className="min-w-0" open={error ? true : undefined}>
            <summary className="focus-visible:outline-ring border-border hover:bg-muted flex min-h-11 cursor-pointer items-center rounded-lg border px-4 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2">
              {t('adminFeeds.card.delete')}
              <span className="sr-only"> {feed.name}</span>
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
                <span>{t('adminFeeds.card.deleteConfirm', { name: feed.name })}</span>
              </label>
              <div>
                <Button type="submit" variant="destructive" disabled={pending}>
                  {t('adminFeeds.card.deleteButton')}
                </Button>
              </div>
            </Form>
          </details>
        </div>
      </CardContent>
    </Card>
  )
}
