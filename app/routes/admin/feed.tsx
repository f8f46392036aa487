import { ArrowLeft } from '~/components/icons'
import { data, Form, Link } from 'react-router'
import { FeedFields } from '~/components/admin/feed-fields'
import { CheckboxField, SelectField } from '~/components/form-field'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { useIsPending } from '~/components/use-is-pending'
import { getDb } from '~/lib/db.server'
import { env } from '~/lib/env.server'
import { categoryKey } from '~/lib/feeds/feed-categories.server'
import { FeedEditSchema } from '~/lib/feeds/feed.schema'
import { feedCategories, listFeeds, updateFeed } from '~/lib/feeds/feeds.server'
import { feedAddressProblem } from '~/lib/feeds/fetch-feed.server'
import { readForm } from '~/lib/form.server'
import { notFoundUnless } from '~/lib/http.server'
import { EVENT_CATEGORIES as PUBLIC_EVENT_CATEGORIES } from '~/lib/listings'
import { pageMeta } from '~/lib/meta'
import { requireRole } from '~/lib/permissions.server'
import { sendForm } from '~/lib/send-form'
import { redirectWithToast } from '~/lib/toast.server'
import { fieldErrorsOf } from '~/lib/validation'
import type { Route } from './+types/feed'

/**
 * /admin/feeds/:id: editing a calendar feed (issue 51): its name, address and category, whether
 * it is trusted (its new and changed events publish at once, listed for a look on /admin/feeds),
 * and its category mapping (each category its events used -> the public category they go under;
 * also remembered when an editor approves one of them).
 */

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(loaderData ? `Edit feed: ${loaderData.feed.name}` : 'Edit feed', 'Edit a calendar feed.'),
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request)
  const db = getDb()
  const feed = (await listFeeds(db)).find((row) => row.id === params.id)
  notFoundUnless(feed)
  const used = await feedCategories(db, feed.id)
  // Each category its events used, once (compared without case), with what it is mapped to.
  const seen = new Set<string>()
  const mapping = used
    .filter((category) => !seen.has(categoryKey(category)) && seen.add(categoryKey(category)))
    .map((category) => ({ feedCategory: category, category: feed.mapping[categoryKey(category)] ?? '' }))
  return { feed, mapping }
}

type FieldName = 'name' | 'url' | 'category'
type ActionData = {
  error: string
  errors: Partial<Record<FieldName | 'mapping', string[]>>
  values: Record<string, string>
}

// With JavaScript, a send that fails keeps the form (app/lib/send-form.ts).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request, params }: Route.ActionArgs) {
  await requireRole(request)
  const read = await readForm(request)
  if (!read.ok)
    return data({ error: read.message, errors: {}, values: {} } satisfies ActionData, { status: read.status })
  const form = read.form
  const text = (name: string) => String(form.get(name) ?? '')
  const from = form.getAll('mapFrom').map(String)
  const input = {
    name: text('name'),
    url: text('url'),
    category: text('category'),
    trusted: form.get('trusted') === 'on',
    mapping: from.map((feedCategory, i) => ({ feedCategory, category: text(`map.${i}`) })),
  }
  const values: Record<string, string> = { name: input.name, url: input.url, category: input.category }
  from.forEach((_, i) => (values[`map.${i}`] = text(`map.${i}`)))
  const parsed = FeedEditSchema.safeParse(input)
  const errors: ActionData['errors'] = parsed.success ? {} : fieldErrorsOf(parsed.error)
  const problem = parsed.success
    ? feedAddressProblem(parsed.data.url, env().FEED_ALLOW_PRIVATE === '1')
    : undefined
  if (problem) errors.url = [problem]
  if (!parsed.success || problem)
    return data({ error: 'Please fix the errors in the form.', errors, values } satisfies ActionData, {
      status: 400,
    })
  const saved = await updateFeed(getDb(), params.id, parsed.data)
  if (!saved.ok) {
    if (saved.reason === 'not-found') throw data('Not Found', { status: 404, statusText: 'Not Found' })
    return data(
      {
        error: 'Please fix the errors in the form.',
        errors: { url: [saved.message] },
        values,
      } satisfies ActionData,
      { status: 409 },
    )
  }
  return redirectWithToast('/admin/feeds', {
    type: 'success',
    title: 'Feed saved.',
    description: parsed.data.trusted
      ? `${parsed.data.name} is trusted: its new and changed events publish at once and are listed here for a look.`
      : `${parsed.data.name}: its new and changed events wait in Events for review.`,
  })
}

export default function AdminFeedRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { feed, mapping } = loaderData
  const pending = useIsPending()
  const answer = actionData as ActionData | undefined
  const value = (name: string, fallback: string) => answer?.values[name] ?? fallback
  return (
    <div>
      <Link
        to="/admin/feeds"
        className="text-secondary inline-flex items-center gap-1 font-semibold underline underline-offset-4"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> All feeds
      </Link>
      <h1 className="font-display mt-4 text-4xl font-bold">Edit feed: {feed.name}</h1>
      <Card className="mt-6">
        <CardContent>
          {answer ? (
            <p role="alert" className="text-destructive mb-4 font-semibold">
              {answer.error}
            </p>
          ) : null}
          <Form method="post" className="grid gap-5">
            <FeedFields
              values={{
                name: value('name', feed.name),
                url: value('url', feed.url),
                category: value('category', feed.category),
              }}
              errors={answer?.errors}
            />
            <CheckboxField
              name="trusted"
              label="Trusted: publish its new and changed events at once"
              description="They are listed on the feeds page for a look. An event the guide cannot place in a public category still waits for review; a cancelled one is withdrawn at once."
              defaultChecked={feed.trusted}
            />
            <fieldset className="grid gap-4">
              <legend className="font-display text-2xl font-bold">Category mapping</legend>
              {mapping.length === 0 ? (
                <p>None of its events named a category yet.</p>
              ) : (
                <>
                  <p>
                    The public category each of the feed’s categories goes under. Approving one of its events
                    with another category changes this too.
                  </p>
                  {mapping.map((row, i) => (
                    <div key={row.feedCategory}>
                      <input type="hidden" name="mapFrom" value={row.feedCategory} />
                      <SelectField
                        name={`map.${i}`}
                        label={`“${row.feedCategory}” in the feed`}
                        placeholder="Not mapped: guessed from each event"
                        options={PUBLIC_EVENT_CATEGORIES}
                        defaultValue={value(`map.${i}`, row.category)}
                      />
                    </div>
                  ))}
                </>
              )}
              {answer?.errors.mapping ? (
                <p className="text-destructive font-semibold">{answer.errors.mapping.join(' ')}</p>
              ) : null}
            </fieldset>
            <div>
              <Button type="submit" disabled={pending}>
                Save feed
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>
    </div>
  )
}
