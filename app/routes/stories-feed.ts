import { atomResponse, buildAtomFeed } from '~/lib/atom.server'
import { getDb } from '~/lib/db.server'
import { listApprovedStories } from '~/lib/kinds/story.server'

/** /stories/feed.xml: the approved community stories, newest first, as an Atom feed. */
export async function loader() {
  const stories = await listApprovedStories(getDb())
  const body = buildAtomFeed({
    title: 'Wyoming Navigator: Community Stories',
    path: '/stories',
    feedPath: '/stories/feed.xml',
    entries: stories.map((story) => ({
      path: `/stories#story-${story.id}`,
      title: story.title,
      summary: story.excerpt,
      author: story.authorName,
      published: story.publishedOn.slice(0, 10),
    })),
  })
  return atomResponse(body)
}
