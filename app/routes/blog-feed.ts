import { atomResponse, buildAtomFeed } from '~/lib/atom.server'
import { getDb } from '~/lib/db.server'
import { listArticles } from '~/lib/kinds/article.server'

/** /blog/feed.xml: the blog's articles, newest first, as an Atom feed. */
export async function loader() {
  const articles = (await listArticles(getDb())).slice(0, 50)
  const body = buildAtomFeed({
    title: 'Wyoming Navigator: Blog',
    path: '/blog',
    feedPath: '/blog/feed.xml',
    entries: articles.map((article) => ({
      path: `/blog/${article.id}`,
      title: article.title,
      summary: article.excerpt,
      author: article.author,
      published: article.publishDate,
    })),
  })
  return atomResponse(body)
}
