import { Mail, PenLine } from '~/components/icons'
import { ArticleCard, ArticleRowCard } from '~/components/article-card'
import { LinkButton } from '~/components/link-button'
import { NEWSLETTER_NAMESPACES, NewsletterForm } from '~/components/newsletter-form'
import { PageHero } from '~/components/page-hero'
import { BLOG_FILTERS, categoryFromSlug, FEATURED_COUNT, RECENT_COUNT } from '~/content/blog'
import { getBlogFrontPage, pageArticles } from '~/lib/kinds/article.server'
import { type Paged, parsePage } from '~/lib/pagination'
import { Pagination } from '~/components/pagination'
import { getDb } from '~/lib/db.server'
import type { ArticleCategory } from '~/lib/listings'
import type { LocalizedArticle } from '~/lib/kinds/article.server'
import { pageMeta, previewImage } from '~/lib/meta'
import type { Route } from './+types/blog'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import type { Messages } from '~/lib/i18n/messages'
import { localeOfPath } from '~/lib/i18n/config'
import { useT } from '~/lib/i18n/use-t'
import { categoryName } from '~/components/article-card'

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

export const meta = ({ data }: Pick<Route.MetaArgs, 'data'>) =>
  pageMeta(data?.title ?? '', data?.description ?? '')

type BlogView =
  | { kind: 'front'; featured: LocalizedArticle[]; recent: LocalizedArticle[] }
  | { kind: 'category'; category: ArticleCategory; articles: LocalizedArticle[]; paging: Paging }
  | { kind: 'all'; articles: LocalizedArticle[]; paging: Paging }

type Paging = Omit<Paged<LocalizedArticle>, 'items'>

export async function loader({
  request,
}: Route.LoaderArgs): Promise<{ view: BlogView; messages: Messages; title: string; description: string }> {
  const locale = localeOfPath(new URL(request.url).pathname)
  const t = serverT(locale)
  const words = {
    // The page's words, the shared pagination's and the newsletter box's (decision 059).
    messages: messagesFor(locale, ['blog', 'listing', ...NEWSLETTER_NAMESPACES]),
    title: t('blog.metaTitle'),
    description: t('blog.metaDescription'),
  }
  const params = new URL(request.url).searchParams
  const category = categoryFromSlug(params.get('category'))
  const db = getDb()
  const page = parsePage(params.get('page'))
  // Articles in the page's language where translated, else English marked as such (decision 057).
  if (category) {
    const { items, ...paging } = await pageArticles(db, { category }, page, locale)
    return { ...words, view: { kind: 'category', category, articles: items, paging } }
  }
  if (params.get('view') === 'all') {
    const { items, ...paging } = await pageArticles(db, {}, page, locale)
    return { ...words, view: { kind: 'all', articles: items, paging } }
  }
  const { featured, recent } = await getBlogFrontPage(
    db,
    { featured: FEATURED_COUNT, recent: RECENT_COUNT },
    locale,
  )
  return { ...words, view: { kind: 'front', featured, recent } }
}

export default function BlogRoute({ loaderData: { view } }: Route.ComponentProps) {
  const t = useT()
  const selected = view.kind === 'category' ? view.category : undefined
  return (
    <>
      <PageHero title={t('blog.hero.title')} subtitle={t('blog.hero.subtitle')}>
        <p className="mt-4">
          <a
            href={t.path('/blog/feed.xml')}
            className="text-secondary font-semibold underline underline-offset-4"
          >
            {t('blog.hero.feed')}
          </a>
        </p>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4">
        <nav aria-label={t('blog.categories.label')}>
          <ul className="flex flex-wrap gap-2">
            {BLOG_FILTERS.map((filter) => {
              const current = filter.category === selected
              return (
                <li key={filter.label}>
                  <LinkButton
                    to={t.path(filter.to)}
                    variant={current ? 'default' : 'outline'}
                    size="sm"
                    aria-current={current ? 'page' : undefined}
                    preventScrollReset
                  >
                    {filter.category ? categoryName(t, filter.category) : t('blog.filter.all')}
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
                {t('blog.featured.title')}
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
                  {t('blog.recent.title')}
                </h2>
                <LinkButton to={t.path('/blog?view=all')} variant="outline">
                  {t('blog.recent.viewAll')}
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
              title={
                view.kind === 'all'
                  ? t('blog.list.all')
                  : t('blog.list.category', { category: categoryName(t, view.category) })
              }
              articles={view.articles}
            />
            <Pagination
              page={view.paging.page}
              pageCount={view.paging.pageCount}
              label={t('blog.pages.label')}
            />
          </>
        )}

        <div className="mt-16 grid gap-6 md:grid-cols-2">
          <section
            aria-labelledby="newsletter-title"
            className="bg-accent rounded-(--radius-card) p-6 sm:p-8"
          >
            <h2 id="newsletter-title" className="flex items-center gap-2 text-2xl font-bold">
              <Mail className="text-primary size-6" aria-hidden="true" />
              {t('blog.newsletter.title')}
            </h2>
            <p className="mt-2 mb-4">{t('blog.newsletter.text')}</p>
            <NewsletterForm redirectTo="/blog" />
          </section>
          <section
            aria-labelledby="submit-title"
            className="bg-sage rounded-(--radius-card) p-6 text-white sm:p-8"
          >
            <h2 id="submit-title" className="flex items-center gap-2 text-2xl font-bold">
              <PenLine className="size-6" aria-hidden="true" />
              {t('blog.submit.title')}
            </h2>
            <p className="mt-2 mb-4 text-white/95">{t('blog.submit.text')}</p>
            <LinkButton to={t.path('/submit-story')} variant="light">
              {t('blog.submit.button')}
            </LinkButton>
          </section>
        </div>
      </div>
    </>
  )
}

function ArticleList({ title, articles }: { title: string; articles: LocalizedArticle[] }) {
  const t = useT()
  return (
    <section aria-labelledby="list-title" className="mt-10">
      <h2 id="list-title" className="text-3xl font-bold">
        {title}
      </h2>
      <p className="text-muted-foreground mt-2" aria-live="polite">
        {t('blog.list.count', { count: articles.length })}
      </p>
      {articles.length === 0 ? (
        <div className="border-input bg-muted mt-6 rounded-(--radius-card) border border-dashed p-8 text-center">
          <p className="text-lg font-semibold">{t('blog.list.empty.title')}</p>
          <p className="text-muted-foreground mt-1">{t('blog.list.empty.text')}</p>
          <LinkButton to={t.path('/blog?view=all')} variant="outline" className="mt-4">
            {t('blog.list.empty.viewAll')}
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
