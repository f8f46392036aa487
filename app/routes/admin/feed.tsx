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
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { localeOfPath, localizedPath } from '~/lib/i18n/config'
import type { MessageKey } from '~/lib/i18n/messages'
import { useT } from '~/lib/i18n/use-t'
import { categorySlug } from '~/lib/events-query'
import { pageMeta } from '~/lib/meta'
import { requireRole } from '~/lib/permissions.server'
import { sendForm } from '~/lib/send-form'
import { redirectWithToast } from '~/lib/toast.server'
import { fieldErrorsOf } from '~/lib/validation'
import { feedAnswer, feedErrors } from './feed-words.server'
import type { Route } from './+types/feed'

/**
 * /admin/feeds/:id: editing a calendar feed (issue 51): its name, address and category, whether
 * it is trusted (its new and changed events publish at once, listed for a look on /admin/feeds),
 * and its category mapping (each category its events used -> the public category they go under;
 * also remembered when an editor approves one of them). In the language of its URL
 * (/es/admin/feeds/:id): `adminFeeds.*`, the categories' names, the lib's English said by key.
 */

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(loaderData?.metaTitle ?? 'Edit feed', loaderData?.metaDescription ?? 'Edit a calendar feed.'),
  { name: 'robots', content: 'noindex' },
]

const localeOf = (request: Request) => localeOfPath(new URL(request.url).pathname)

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
  const locale = localeOf(request)
  const say = serverT(locale)
  return {
    messages: messagesFor(locale, ['adminFeeds', 'submit.event.options', 'events.category']),
    metaTitle: say('adminFeeds.edit.metaTitle', { name: feed.name }),
    metaDescription: say('adminFeeds.edit.metaDescription'),
    feed,
    mapping,
  }
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
  const locale = localeOf(request)
  const say = serverT(locale)
  const read = await readForm(request)
  if (!read.ok)
    return data({ error: feedAnswer(locale)(read.message), errors: {}, values: {} } satisfies ActionData, {
      status: read.status,
    })
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
    return data(
      { error: say('adminFeeds.error.fix'), errors: feedErrors(locale, errors), values } satisfies ActionData,
      { status: 400 },
    )
  const saved = await updateFeed(getDb(), params.id, parsed.data)
  if (!saved.ok) {
    if (saved.reason === 'not-found') throw data('Not Found', { status: 404, statusText: 'Not Found' })
    return data(
      {
        error: say('adminFeeds.error.fix'),
        errors: feedErrors(locale, { url: [saved.message] }),
        values,
      } satisfies ActionData,
      { status: 409 },
    )
  }
  return redirectWithToast(localizedPath('/admin/feeds', locale), {
    type: 'success',
    title: say('adminFeeds.toast.saved'),
    description: say(parsed.data.trusted ? 'adminFeeds.toast.savedTrusted' : 'adminFeeds.toast.savedReview', {
      name: parsed.data.name,
    }),
  })
}

export default function AdminFeedRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { feed, mapping } = loaderData
  const pending = useIsPending()
  const t = useT()
  const answer = actionData as ActionData | undefined
  const value = (name: string, fallback: string) => answer?.values[name] ?? fallback
  return (
    <div>
      <Link
        to={t.path('/admin/feeds')}
        className="text-secondary inline-flex items-center gap-1 font-semibold underline underline-offset-4"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {t('adminFeeds.edit.back')}
      </Link>
      <h1 className="font-display mt-4 text-4xl font-bold">
        {t('adminFeeds.edit.title', { name: feed.name })}
      </h1>
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
              label={t('adminFeeds.edit.trusted')}
              description={t('adminFeeds.edit.trustedDescription')}
              defaultChecked={feed.trusted}
            />
            <fieldset className="grid gap-4">
              <legend className="font-display text-2xl font-bold">{t('adminFeeds.edit.mapping')}</legend>
              {mapping.length === 0 ? (
                <p>{t('adminFeeds.edit.noMapping')}</p>
              ) : (
                <>
                  <p>{t('adminFeeds.edit.mappingIntro')}</p>
                  {mapping.map((row, i) => (
                    <div key={row.feedCategory}>
                      <input type="hidden" name="mapFrom" value={row.feedCategory} />
                      <SelectField
                        name={`map.${i}`}
                        label={t('adminFeeds.edit.mapLabel', { category: row.feedCategory })}
                        placeholder={t('adminFeeds.edit.mapPlaceholder')}
                        options={PUBLIC_EVENT_CATEGORIES.map((value) => ({
                          value,
                          label: t(`events.category.${categorySlug(value)}` as MessageKey),
                        }))}
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
                {t('adminFeeds.edit.save')}
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>
    </div>
  )
}
