import { MapPin, PenLine } from '~/components/icons'
import { Link } from 'react-router'
import { LinkButton } from '~/components/link-button'
import { PageHero } from '~/components/page-hero'
import { Card, CardContent } from '~/components/ui/card'
import { formatWrittenDate } from '~/lib/dates'
import { formatHeadingDate } from '~/lib/dates-intl'
import { categorySlug } from '~/content/blog'
import { getDb } from '~/lib/db.server'
import { pageMeta, previewImage } from '~/lib/meta'
import { pageApprovedStories } from '~/lib/kinds/story.server'
import { parsePage } from '~/lib/pagination'
import { Pagination } from '~/components/pagination'
import type { Route } from './+types/stories'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { DEFAULT_LOCALE, localeOfPath } from '~/lib/i18n/config'
import type { MessageKey } from '~/lib/i18n/messages'
import { type Translator, useT } from '~/lib/i18n/use-t'

// The link-preview picture (og:image).
export const handle = previewImage('campfire', ['page'])

export const meta = ({ data }: Pick<Route.MetaArgs, 'data'>) =>
  pageMeta(data?.title ?? '', data?.description ?? '')

/** Feed readers find the stories' Atom feed from the page. */
export const links: Route.LinksFunction = () => [
  {
    rel: 'alternate',
    type: 'application/atom+xml',
    title: 'Wyoming Navigator: Community Stories',
    href: '/stories/feed.xml',
  },
]

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname)
  const t = serverT(locale)
  const page = parsePage(new URL(request.url).searchParams.get('page'))
  const { items, ...paging } = await pageApprovedStories(getDb(), page)
  return {
    // The page's words and the shared pagination's (decision 059); the stories are their authors' words.
    messages: messagesFor(locale, ['blog.stories', 'listing']),
    title: t('blog.stories.metaTitle'),
    description: t('blog.stories.metaDescription'),
    stories: items,
    paging,
  }
}

/** A fixed choice of the story form (a category, a tag) in the page's language; `lang` marks one left as written. */
function choice(t: Translator, group: 'category' | 'tag', value: string): { text: string; lang?: 'en' } {
  const key = `blog.stories.${group}.${categorySlug(value)}` as MessageKey
  if (t.has(key)) return { text: t(key) }
  return { text: value, lang: t.locale === DEFAULT_LOCALE ? undefined : 'en' }
}

export default function StoriesRoute({ loaderData }: Route.ComponentProps) {
  const { stories, paging } = loaderData
  const t = useT()
  // The stories are their authors' own words, in English (not translated): lang="en" on another language's page.
  const storyLang = t.locale === DEFAULT_LOCALE ? undefined : 'en'
  const written = (iso: string) =>
    t.locale === DEFAULT_LOCALE ? formatWrittenDate(iso) : formatHeadingDate(iso.slice(0, 10), t.locale)
  return (
    <>
      <PageHero title={t('blog.stories.title')} subtitle={t('blog.stories.subtitle')}>
        <LinkButton to={t.path('/submit-story')} className="mt-6">
          <PenLine aria-hidden="true" />
          {t('blog.stories.share')}
        </LinkButton>
        <p className="mt-4">
          <a
            href={t.path('/stories/feed.xml')}
            className="text-secondary font-semibold underline underline-offset-4"
          >
            {t('blog.stories.feed')}
          </a>
        </p>
      </PageHero>
      <div className="mx-auto max-w-4xl px-4 pb-16">
        {stories.length === 0 ? (
          <div className="border-input bg-muted rounded-(--radius-card) border border-dashed p-6 text-center">
            <p className="text-lg">{t('blog.stories.empty.title')}</p>
            <p className="text-muted-foreground mt-2">
              {t('blog.stories.empty.before')}{' '}
              <Link
                to={t.path('/submit-story')}
                className="text-secondary font-semibold underline underline-offset-4"
              >
                {t('blog.stories.empty.link')}
              </Link>
              .
            </p>
          </div>
        ) : (
          <ul className="grid gap-6" aria-label={t('blog.stories.list')}>
            {stories.map((story) => (
              <li key={story.id}>
                <Card>
                  <CardContent>
                    <article aria-labelledby={`story-${story.id}`}>
                      <p
                        className="text-primary text-sm font-semibold tracking-wide uppercase"
                        lang={choice(t, 'category', story.category).lang}
                      >
                        {choice(t, 'category', story.category).text}
                      </p>
                      <h2 id={`story-${story.id}`} className="mt-1 text-2xl font-bold" lang={storyLang}>
                        {story.title}
                      </h2>
                      <p className="text-muted-foreground mt-1 text-sm">
                        {t('blog.stories.by', { name: story.authorName })} ·{' '}
                        <time dateTime={story.publishedOn}>{written(story.publishedOn)}</time>
                        {story.location ? (
                          <>
                            {' '}
                            · <MapPin className="inline size-3.5" aria-hidden="true" />{' '}
                            <span lang={storyLang}>{story.location}</span>
                          </>
                        ) : null}
                      </p>
                      <p className="mt-3" lang={storyLang}>
                        {story.excerpt}
                      </p>
                      <details className="mt-3">
                        <summary className="text-secondary flex min-h-11 cursor-pointer items-center font-semibold underline underline-offset-4">
                          {t('blog.stories.readMore')}
                        </summary>
                        <div className="mt-2 grid gap-3 whitespace-pre-line" lang={storyLang}>
                          {story.content.split(/\n{2,}/).map((paragraph, index) => (
                            <p key={index}>{paragraph}</p>
                          ))}
                        </div>
                        {story.authorBio ? (
                          <p className="text-muted-foreground border-border mt-4 border-t pt-3 text-sm">
                            {t('blog.stories.aboutAuthor')} <span lang={storyLang}>{story.authorBio}</span>
                          </p>
                        ) : null}
                      </details>
                      {story.tags.length > 0 ? (
                        <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('blog.stories.tags')}>
                          {story.tags.map((tag) => (
                            <li
                              key={tag}
                              className="bg-accent rounded-full px-3 py-1 text-sm"
                              lang={choice(t, 'tag', tag).lang}
                            >
                              {choice(t, 'tag', tag).text}
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </article>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        )}
        <Pagination page={paging.page} pageCount={paging.pageCount} label={t('blog.stories.pages.label')} />
      </div>
    </>
  )
}
