import { getArticle } from '~/lib/articles.server'
import { getDb } from '~/lib/db.server'
import { notFoundUnless } from '~/lib/http.server'
import { pageMeta } from '~/lib/meta'
import type { Route } from './+types/blog-article'

export async function loader({ params }: Route.LoaderArgs) {
  const article = await getArticle(getDb(), params.slug)
  notFoundUnless(article)
  return { article }
}

export const meta = ({ data }: Route.MetaArgs) =>
  data ? pageMeta(data.article.title, data.article.excerpt) : pageMeta('Article not found', '')

export default function BlogArticleRoute({ loaderData: { article } }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="text-4xl font-bold">{article.title}</h1>
      <p className="text-muted-foreground mt-2">
        {article.author} · {article.readTime}
      </p>
      {article.body.split('\n\n').map((paragraph, index) => (
        <p key={index} className="mt-4 text-lg">
          {paragraph}
        </p>
      ))}
    </article>
  )
}
