import { Mail, PenLine } from '~/components/icons'
import { ArticleCard, ArticleRowCard } from '~/components/article-card'
import { LinkButton } from '~/components/link-button'
import { NewsletterForm } from '~/components/newsletter-form'
import { PageHero } from '~/components/page-hero'
import { BLOG_FILTERS, categoryFromSlug, FEATURED_COUNT, RECENT_COUNT } from '~/content/blog'
import { getBlogFrontPage, pageArticles } from '~/lib/kinds/article.server'
import { type Paged, parsePage } from '~/lib/pagination'
import { Pagination } from '~/components/pagination'
import { getDb } from '~/lib/db.server'
import type { ArticleCategory, ArticleSummary } from '~/lib/listings'
import { pageMeta, previewImage } from '~/lib/meta'
import type { Route } from './+types/blog'
import { messagesFor } from '~/lib/i18n/catalog.server'
import type { Messages } from '~/lib/i18n/messages'
import { localeOfPath } from '~/lib/i18n/config'

/** Feed readers find the blog's Atom feed from the page. */
export const links: Route.LinksFunction = () => [
  {
    rel: 'alternate',
    type: 'application/atom+xml',
    title: 'Wyoming Navigator: Blog',
    href: '/blog/feed.xml',
  },
]

// The link-preview picture (og:image).
export const handle = previewImage('aspen', ['category', 'page', 'view'])

export const meta = () =>
  pageMeta(
    'Wyoming Blog',
    'Stories of wildlife, cowboy culture, indigenous heritage and local life in western Wyoming.',
  )

type BlogView =
  | { kind: 'front'; featured: ArticleSummary[]; recent: ArticleSummary[] }
  | { kind: 'category'; category: ArticleCategory; articles: ArticleSummary[]; paging: Paging }
  | { kind: 'all'; articles: ArticleSummary[]; paging: Paging }

type Paging = Omit<Paged<ArticleSummary>, 'items'>

export async function loader({ request }: Route.LoaderArgs): Promise<{ view: BlogView; messages: Messages }> {
  // The shared pagination's words (decision 059).
  const messages = messagesFor(localeOfPath(new URL(request.url).pathname), ['listing'])
  const params = new URL(request.url).searchParams
  const category = categoryFromSlug(params.get('category'))
  const db = getDb()
  const page = parsePage(params.get('page'))
  if (category) {
    const { items, ...paging } = await pageArticles(db, { category }, page)
    return {
      messages,
      view: { kind: 'category', category, articles: items, paging },
    }
  }
  if (params.get('view') === 'all') {
    const { items, ...paging } = await pageArticles(db, {}, page)
    return {
      messages,
      view: { kind: 'all', articles: items, paging },
    }
  }
  const { featured, recent } = await getBlogFrontPage(db, { featured: FEATURED_COUNT, recent: RECENT_COUNT })
  return {
    messages,
    view: { kind: 'front', featured, recent },
  }
}

export default function BlogRoute({ loaderData: { view } }: Route.ComponentProps) {
  const selected = view.kind === 'category' ? view.category : undefined
  return (
    <>
      <PageHero
        title="Wyoming Blog"
        subtitle="Heritage tales, wildlife notes, family adventures and local voices from Jackson Hole and Star Valley."
      >
        <p className="mt-4">
          <a href="/blog/feed.xml" className="text-secondary font-semibold underline underline-offset-4">
            Follow the blog in your feed reader (Atom feed)
          </a>
        </p>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4">
        <nav aria-label="Blog categories">
          <ul className="flex flex-wrap gap-2">
            {BLOG_FILTERS.map((filter) => {
              const current = filter.category === selected
              return (
                <li key={filter.label}>
                  <LinkButton
                    to={filter.to}
                    variant={current ? 'default' : 'outline'}
                    size="sm"
                    aria-current={current ? 'page' : undefined}
                    preventScrollReset
                  >
                    {filter.label}
                  </LinkButton>
                </li>
              )
            })}
          </ul>
        </nav>

        {view.kind === 'front' ? (
          <>
            <section aria-labelledby="featured-title" className="mt-10">
              <h2 id="featured-title" className="text-3xl font-bold">
                Featured Articles
              </h2>
              <ul className="mt-6 grid gap-6 md:grid-cols-3">
                {view.featured.map((article, index) => (
                  <li key={article.id}>
                    <ArticleCard article={article} priority={index === 0} />
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="recent-title" className="mt-12">
              <div className="flex flex-wrap items-end justify-between gap-4">
                <h2 id="recent-title" className="text-3xl font-bold">
                  Recent Articles
                </h2>
                <LinkButton to="/blog?view=all" variant="outline">
                  View All
                </LinkButton>
              </div>
              <ul className="mt-6 grid gap-4 md:grid-cols-2">
                {view.recent.map((article) => (
                  <li key={article.id}>
                    <ArticleRowCard article={article} />
                  </li>
                ))}
              </ul>
            </section>
          </>
        ) : (
          <>
            <ArticleList
              title={view.kind === 'all' ? 'All Articles' : `${view.category} Articles`}
              articles={view.articles}
            />
            <Pagination page={view.paging.page} pageCount={view.paging.pageCount} label="Article pages" />
          </>
        )}

        <div className="mt-16 grid gap-6 md:grid-cols-2">
          <section
            aria-labelledby="newsletter-title"
            className="bg-accent rounded-(--radius-card) p-6 sm:p-8"
          >
            <h2 id="newsletter-title" className="flex items-center gap-2 text-2xl font-bold">
              <Mail className="text-primary size-6" aria-hidden="true" />
              Get Stories in Your Inbox
            </h2>
            <p className="mt-2 mb-4">
              New articles, seasonal tips and upcoming events, about once a month. No spam.
            </p>
            <NewsletterForm redirectTo="/blog" />
          </section>
          <section
            aria-labelledby="submit-title"
            className="bg-sage rounded-(--radius-card) p-6 text-white sm:p-8"
          >
            <h2 id="submit-title" className="flex items-center gap-2 text-2xl font-bold">
              <PenLine className="size-6" aria-hidden="true" />
              Share Your Wyoming Story
            </h2>
            <p className="mt-2 mb-4 text-white/95">
              Locals and visitors alike: tell us about a trail, a tradition or a family memory. Our editors
              review every story.
            </p>
            <LinkButton to="/submit-story" variant="light">
              Submit Your Article
            </LinkButton>
          </section>
        </div>
      </div>
    </>
  )
}

function ArticleList({ title, articles }: { title: string; articles: ArticleSummary[] }) {
  return (
    <section aria-labelledby="list-title" className="mt-10">
      <h2 id="list-title" className="text-3xl font-bold">
        {title}
      </h2>
      <p className="text-muted-foreground mt-2" aria-live="polite">
        {articles.length === 1 ? '1 article' : `${articles.length} articles`}
      </p>
      {articles.length === 0 ? (
        <div className="border-input bg-muted mt-6 rounded-(--radius-card) border border-dashed p-8 text-center">
          <p className="text-lg font-semibold">No articles in this category yet.</p>
          <p className="text-muted-foreground mt-1">Check back soon, or browse everything we have written.</p>
          <LinkButton to="/blog?view=all" variant="outline" className="mt-4">
            View All Articles
          </LinkButton>
        </div>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {articles.map((article, index) => (
            <li key={article.id}>
              <ArticleCard article={article} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
