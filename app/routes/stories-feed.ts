import { atomResponse, buildAtomFeed } from '~/lib/atom.server'
import { getDb } from '~/lib/db.server'
import { serverT } from '~/lib/i18n/catalog.server'
import { DEFAULT_LOCALE, localeOfPath, localizedPath } from '~/lib/i18n/config'
import { listApprovedStories } from '~/lib/kinds/story.server'
import type { Route } from './+types/stories-feed'

/**
 * /stories/feed.xml: the approved community stories, newest first, as an Atom feed (in its
 * authors' words; /es/stories/feed.xml has the Spanish title and links to /es/stories).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname)
  const stories = await listApprovedStories(getDb())
  const body = buildAtomFeed({
    title: serverT(locale)('blog.stories.feedTitle'),
    path: localizedPath('/stories', locale),
    feedPath: localizedPath('/stories/feed.xml', locale),
    lang: locale,
    entries: stories.map((story) => ({
      path: localizedPath(`/stories#story-${story.id}`, locale),
      title: story.title,
      summary: story.excerpt,
      author: story.authorName,
      published: story.publishedOn.slice(0, 10),
      // its author's own words, English (as /es/stories marks them)
      ...(locale === DEFAULT_LOCALE ? {} : { titleLang: 'en' as const, summaryLang: 'en' as const }),
    })),
  })
  return atomResponse(body)
}
