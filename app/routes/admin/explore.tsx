import { data, Form, Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { useIsPending } from '~/components/use-is-pending'
import { getDb } from '~/lib/db.server'
import { EXPLORE_PAGES, type ExplorePageId, featureChangeSchema } from '~/lib/explore'
import { changeFeatures, featureCandidates, pageFeaturesForAdmin } from '~/lib/explore.server'
import { readForm } from '~/lib/form.server'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { type Locale, localeOfPath, localizedPath } from '~/lib/i18n/config'
import { useT } from '~/lib/i18n/use-t'
import { pageMeta } from '~/lib/meta'
import { requireRole } from '~/lib/permissions.server'
import { sendForm } from '~/lib/send-form'
import { redirectWithToast } from '~/lib/toast.server'
import { exploreWords } from './guide-words.server'
import type { Route } from './+types/explore'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData?.metaTitle ?? 'Explore pages',
    loaderData?.metaDescription ?? 'The listings each explore page features, in order.',
  ),
  { name: 'robots', content: 'noindex' },
]

/** Each explore page's featured listings and the listings that may be added (issue 45 item 4). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request)
  const locale = localeOf(request)
  const say = serverT(locale)
  const db = getDb()
  const pages = []
  for (const page of EXPLORE_PAGES)
    pages.push({
      ...page,
      label: pageLabel(locale, page.id),
      features: await pageFeaturesForAdmin(db, page.id),
    })
  return {
    messages: messagesFor(locale, ['adminGuide']),
    metaTitle: say('adminGuide.explore.title'),
    metaDescription: say('adminGuide.explore.description'),
    pages,
    candidates: await featureCandidates(db),
  }
}

const localeOf = (request: Request) => localeOfPath(new URL(request.url).pathname)

/** An explore page's name in the back office. */
const pageLabel = (locale: Locale, id: ExplorePageId) => serverT(locale)(`adminGuide.explore.page.${id}`)

export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request }: Route.ActionArgs) {
  await requireRole(request)
  const locale = localeOf(request)
  const words = exploreWords(locale)
  const read = await readForm(request)
  if (!read.ok) return data({ error: words(read.message), page: null }, { status: read.status })
  const parsed = featureChangeSchema.safeParse({
    intent: read.form.get('intent'),
    page: read.form.get('page'),
    listing: read.form.get('listing'),
  })
  if (!parsed.success)
    return data(
      {
        error: parsed.error.issues[0]
          ? words(parsed.error.issues[0].message)
          : serverT(locale)('adminGuide.explore.error.fallback'),
        page: null,
      },
      { status: 400 },
    )
  const result = await changeFeatures(getDb(), parsed.data)
  if (!result.ok) return data({ error: words(result.error), page: parsed.data.page }, { status: 400 })
  return redirectWithToast(localizedPath(`/admin/explore#page-${parsed.data.page}`, locale), {
    type: 'success',
    title: words(result.message),
    description: serverT(locale)('adminGuide.explore.toast.shows', {
      page: pageLabel(locale, parsed.data.page),
    }),
  })
}

const FEATURED_TYPES = ['activities', 'restaurants', 'stays'] as const
const isFeaturedType = (type: string): type is (typeof FEATURED_TYPES)[number] =>
  (FEATURED_TYPES as readonly string[]).includes(type)

export default function AdminExploreRoute({
  loaderData: { pages, candidates },
  actionData,
}: Route.ComponentProps) {
  const t = useT()
  const pending = useIsPending()
  const typeLabel = (type: string) => (isFeaturedType(type) ? t(`adminGuide.kind.${type}.one`) : type)
  return (
    <div>
      <h1 className="font-display text-4xl font-bold">{t('adminGuide.explore.title')}</h1>
      <p className="text-muted-foreground mt-2 max-w-3xl text-lg">{t('adminGuide.explore.intro')}</p>
      {actionData?.error ? (
        <p role="alert" className="text-destructive mt-4 font-semibold">
          {actionData.error}
        </p>
      ) : null}
      <ul className="mt-6 grid gap-6">
        {pages.map((page) => (
          <li key={page.id} className="min-w-0">
            <Card id={`page-${page.id}`} data-page={page.id} className="min-w-0">
              <CardContent className="grid gap-4 p-5">
                <h2 className="text-2xl font-bold">
                  {page.label}{' '}
                  <Link to={t.path(page.path)} className="text-secondary text-base font-semibold underline">
                    {page.path}
                  </Link>
                </h2>
                {page.features.length === 0 ? (
                  <p className="text-muted-foreground">{t('adminGuide.explore.none')}</p>
                ) : (
                  <ol
                    className="grid gap-2"
                    aria-label={t('adminGuide.explore.featuredOn', { page: page.label })}
                  >
                    {page.features.map((feature, index) => {
                      const key = `${feature.type}:${feature.id}`
                      const name = feature.name ?? feature.id
                      return (
                        <li
                          key={key}
                          data-feature={key}
                          className="border-border flex flex-wrap items-center gap-3 rounded-md border p-3"
                        >
                          <span className="min-w-0 flex-1 basis-48">
                            {feature.href ? (
                              <Link to={t.path(feature.href)} className="font-semibold underline">
                                {name}
                              </Link>
                            ) : (
                              <span className="font-semibold">{name}</span>
                            )}{' '}
                            <span className="text-muted-foreground text-sm">
                              {typeLabel(feature.type)} · {t(`adminGuide.explore.state.${feature.state}`)}
                            </span>
                          </span>
                          <Form method="post" className="flex flex-wrap gap-2">
                            <input type="hidden" name="page" value={page.id} />
                            <input type="hidden" name="listing" value={key} />
                            <Button
                              type="submit"
                              name="intent"
                              value="up"
                              variant="outline"
                              size="sm"
                              disabled={pending || index === 0}
                              aria-label={t('adminGuide.explore.upLabel', { name, page: page.label })}
                            >
                              {t('adminGuide.explore.up')}
                            </Button>
                            <Button
                              type="submit"
                              name="intent"
                              value="down"
                              variant="outline"
                              size="sm"
                              disabled={pending || index === page.features.length - 1}
                              aria-label={t('adminGuide.explore.downLabel', { name, page: page.label })}
                            >
                              {t('adminGuide.explore.down')}
                            </Button>
                            <Button
                              type="submit"
                              name="intent"
                              value="remove"
                              variant="outline"
                              size="sm"
                              disabled={pending}
                              aria-label={t('adminGuide.explore.removeLabel', { name, page: page.label })}
                            >
                              {t('adminGuide.explore.remove')}
                            </Button>
                          </Form>
                        </li>
                      )
                    })}
                  </ol>
                )}
                <Form method="post" className="flex flex-wrap items-end gap-3">
                  <input type="hidden" name="page" value={page.id} />
                  <input type="hidden" name="intent" value="add" />
                  <label className="grid w-full min-w-0 gap-1 font-semibold sm:w-auto">
                    {t('adminGuide.explore.add', { page: page.label })}
                    <select
                      name="listing"
                      required
                      defaultValue=""
                      className="border-input bg-background min-h-11 w-full max-w-full min-w-0 rounded-md border px-3 font-normal sm:w-96"
                    >
                      <option value="" disabled>
                        {t('adminGuide.explore.choose')}
                      </option>
                      {(['activities', 'restaurants', 'stays'] as const).map((type) => (
                        <optgroup key={type} label={typeLabel(type)}>
                          {candidates[type].map((listing) => (
                            <option key={listing.id} value={`${type}:${listing.id}`}>
                              {listing.name}
                            </option>
                          ))}
                        </optgroup>
                      ))}
                    </select>
                  </label>
                  <Button type="submit" disabled={pending}>
                    {t('adminGuide.explore.feature')}
                    <span className="sr-only">
                      {' '}
                      {t('adminGuide.explore.featureOn', { page: page.label })}
                    </span>
                  </Button>
                </Form>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  )
}
