import { atomResponse, buildAtomFeed } from '~/lib/atom.server'
import { getDb } from '~/lib/db.server'
import { serverT } from '~/lib/i18n/catalog.server'
import { localeOfPath, localizedPath } from '~/lib/i18n/config'
import { listArticles } from '~/lib/kinds/article.server'
import type { Route } from './+types/blog-feed'

/**
 * /blog/feed.xml: the blog's articles, newest first, as an Atom feed; /es/blog/feed.xml the same
 * with the Spanish titles and summaries where translated (decision 057) and links to /es/blog.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname)
  const articles = (await listArticles(getDb(), {}, locale)).slice(0, 50)
  const body = buildAtomFeed({
    title: serverT(locale)('blog.feedTitle'),
    path: localizedPath('/blog', locale),
    feedPath: localizedPath('/blog/feed.xml', locale),
    lang: locale,
    entries: articles.map((article) => ({
      path: localizedPath(`/blog/${article.id}`, locale),
      title: article.title,
      summary: article.excerpt,
      author: article.author,
      published: article.publishDate,
      // an untranslated title or summary marked English
      ...(article.english?.includes('title') ? { titleLang: 'en' as const } : {}),
      ...(article.english?.includes('excerpt') ? { summaryLang: 'en' as const } : {}),
    })),
  })
  return atomResponse(body)
}
