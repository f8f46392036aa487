import { MapPin, PenLine } from '~/components/icons'
import { Link } from 'react-router'
import { LinkButton } from '~/components/link-button'
import { PageHero } from '~/components/page-hero'
import { Card, CardContent } from '~/components/ui/card'
import { formatWrittenDate } from '~/lib/dates'
import { getDb } from '~/lib/db.server'
import { pageMeta, previewImage } from '~/lib/meta'
import { pageApprovedStories } from '~/lib/kinds/story.server'
import { parsePage } from '~/lib/pagination'
import { Pagination } from '~/components/pagination'
import type { Route } from './+types/stories'
import { messagesFor } from '~/lib/i18n/catalog.server'
import { localeOfPath } from '~/lib/i18n/config'

// The link-preview picture (og:image).
export const handle = previewImage('campfire', ['page'])

export const meta = () => pageMeta('Community Stories', 'Community stories from Wyoming locals and visitors.')

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
  const page = parsePage(new URL(request.url).searchParams.get('page'))
  const { items, ...paging } = await pageApprovedStories(getDb(), page)
  return {
    messages: messagesFor(localeOfPath(new URL(request.url).pathname), ['listing']),
    stories: items,
    paging,
  }
}

export default function StoriesRoute({ loaderData }: Route.ComponentProps) {
  const { stories, paging } = loaderData
  return (
    <>
      <PageHero title="Community Stories" subtitle="Stories from Wyoming locals and visitors.">
        <LinkButton to="/submit-story" className="mt-6">
          <PenLine aria-hidden="true" />
          Share Your Story
        </LinkButton>
        <p className="mt-4">
          <a href="/stories/feed.xml" className="text-secondary font-semibold underline underline-offset-4">
            Follow new stories in your feed reader (Atom feed)
          </a>
        </p>
      </PageHero>
      <div className="mx-auto max-w-4xl px-4 pb-16">
        {stories.length === 0 ? (
          <div className="border-input bg-muted rounded-(--radius-card) border border-dashed p-6 text-center">
            <p className="text-lg">No community stories have been published yet.</p>
            <p className="text-muted-foreground mt-2">
              Be the first:{' '}
              <Link to="/submit-story" className="text-secondary font-semibold underline underline-offset-4">
                share your Wyoming story
              </Link>
              .
            </p>
          </div>
        ) : (
          <ul className="grid gap-6" aria-label="Stories">
            {stories.map((story) => (
              <li key={story.id}>
                <Card>
                  <CardContent>
                    <article aria-labelledby={`story-${story.id}`}>
                      <p className="text-primary text-sm font-semibold tracking-wide uppercase">
                        {story.category}
                      </p>
                      <h2 id={`story-${story.id}`} className="mt-1 text-2xl font-bold">
                        {story.title}
                      </h2>
                      <p className="text-muted-foreground mt-1 text-sm">
                        By {story.authorName} ·{' '}
                        <time dateTime={story.publishedOn}>{formatWrittenDate(story.publishedOn)}</time>
                        {story.location ? (
                          <>
                            {' '}
                            · <MapPin className="inline size-3.5" aria-hidden="true" /> {story.location}
                          </>
                        ) : null}
                      </p>
                      <p className="mt-3">{story.excerpt}</p>
                      <details className="mt-3">
                        <summary className="text-secondary flex min-h-11 cursor-pointer items-center font-semibold underline underline-offset-4">
                          Read the full story
                        </summary>
                        <div className="mt-2 grid gap-3 whitespace-pre-line">
                          {story.content.split(/\n{2,}/).map((paragraph, index) => (
                            <p key={index}>{paragraph}</p>
                          ))}
                        </div>
                        {story.authorBio ? (
                          <p className="text-muted-foreground border-border mt-4 border-t pt-3 text-sm">
                            About the author: {story.authorBio}
                          </p>
                        ) : null}
                      </details>
                      {story.tags.length > 0 ? (
                        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Tags">
                          {story.tags.map((tag) => (
                            <li key={tag} className="bg-accent rounded-full px-3 py-1 text-sm">
                              {tag}
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
        <Pagination page={paging.page} pageCount={paging.pageCount} label="Story pages" />
      </div>
    </>
  )
}
