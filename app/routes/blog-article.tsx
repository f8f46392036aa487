import type { MetaDescriptor } from 'react-router'
import { ArrowLeft } from '~/components/icons'
import { Link } from 'react-router'
import { ArticleCard, ArticleMeta, CategoryBadge, categoryName } from '~/components/article-card'
import { SceneImage } from '~/components/scene-image'
import { ListingPhoto } from '~/components/listing-photo'
import { PhotoCaption } from '~/components/photo-caption'
import { ListingPhotoList } from '~/components/listing-photo-list'
import { categorySlug } from '~/content/blog'
import { getArticlePage, listRelatedArticles } from '~/lib/kinds/article.server'
import { getDb } from '~/lib/db.server'
import { listPhotos } from '~/lib/photos/photos.server'
import { redirectFromFormerAddress } from '~/lib/addresses.server'
import { notFoundUnless } from '~/lib/http.server'
import { pageMeta, previewImage } from '~/lib/meta'
import { articleLd } from '~/lib/structured-data'
import { publicUrl } from '~/lib/env.server'
import { previewCorrected, previewOf, submittedListing, submittedPage } from '~/lib/preview.server'
import type { ListingPage } from '~/lib/listing-page.server'
import type { Article } from '~/lib/listings'
import type { Db } from '~/lib/db.server'
import { sendForm } from '~/lib/send-form'
import { listingPlaceRules } from '~/routes/admin/listing-place.server'
import { shownPage } from '~/lib/preview'
import { articleFromSubmission } from '~/lib/kinds/story.server'
import { DEFAULT_LOCALE, type Locale, localeOfPath } from '~/lib/i18n/config'
import { textLang } from '~/lib/i18n/content-fields'
import { messagesFor } from '~/lib/i18n/catalog.server'
import { wordsFor } from '~/lib/i18n/words.server'
import { useT } from '~/lib/i18n/use-t'
import type { Route } from './+types/blog-article'

export async function loader({ request, params }: Route.LoaderArgs) {
  const db = getDb()
  const locale = localeOfPath(new URL(request.url).pathname)
  const preview = await previewOf(request)
  const page =
    preview === 'submission'
      ? submittedPage(
          await submittedListing(db, 'story_submissions', params.slug, (row) =>
            articleFromSubmission(row, params.slug, new Date().toISOString()),
          ),
          (article) => article.excerpt,
        )
      : await getArticlePage(db, params.slug, preview === 'listing', locale)
  // A former address (the listing's id before an editor changed it) answers 301; a preview does not.
  if (!page && !preview) await redirectFromFormerAddress(getDb(), 'articles', params.slug, request)
  notFoundUnless(page)
  return articlePageData(db, page, locale)
}

/** The page's data from its listing (read from `db`: a trial publication's, for a preview). */
async function articlePageData(
  db: Db,
  { listing: article, description, english }: ListingPage<Article>,
  locale: Locale = DEFAULT_LOCALE,
) {
  const [photos, related] = await Promise.all([
    listPhotos(db, 'articles', article.id),
    // The articles to read next in the page's language too, English where not translated.
    listRelatedArticles(db, article, 3, locale),
  ])
  return {
    // The page's words in its language (decision 059).
    messages: messagesFor(locale, ['blog']),
    // schema.org JSON-LD made here, so the page's code carries none of it.
    ld: articleLd(article, publicUrl(), { locale, words: wordsFor(locale) }),
    article,
    // its texts not yet translated into the page's language (lang="en")
    english,
    description,
    photos,
    related,
  }
}

// A submission's preview with the correction form's values, as approving would publish them.
export async function action({ request, params }: Route.ActionArgs) {
  const preview = await previewCorrected(
    request,
    { kind: 'stories', id: params.slug, place: listingPlaceRules() },
    async (db, slug) => {
      const page = await getArticlePage(db, slug, true)
      return page && articlePageData(db, page)
    },
  )
  return { preview }
}

export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

// The link-preview picture (og:image).
export const handle = previewImage(
  (data) => (data as Route.ComponentProps['loaderData'] | undefined)?.article.image.scene,
)

export const meta = ({ data }: Pick<Route.MetaArgs, 'data'>): MetaDescriptor[] =>
  data ? [...pageMeta(data.article.title, data.description), ...data.ld] : pageMeta('Article not found', '')

export default function BlogArticleRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { article, english, photos, related } = shownPage(loaderData, actionData)
  const t = useT()
  return (
    <>
      <article className="mx-auto max-w-3xl px-4 pt-6">
        <Link
          to={t.path('/blog')}
          className="text-secondary inline-flex min-h-11 items-center gap-2 font-semibold underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('blog.article.back')}
        </Link>
        <header className="mt-4">
          <Link
            to={t.path(`/blog?category=${categorySlug(article.category)}`)}
            className="inline-flex min-h-11 items-center rounded-full"
            aria-label={t('blog.article.moreInCategory', { category: categoryName(t, article.category) })}
          >
            <CategoryBadge category={article.category} />
          </Link>
          <h1 className="mt-3 text-4xl leading-tight font-bold sm:text-5xl" lang={textLang(english, 'title')}>
            {article.title}
          </h1>
          <p className="text-muted-foreground mt-4 text-xl" lang={textLang(english, 'excerpt')}>
            {article.excerpt}
          </p>
          <ArticleMeta article={article} english={english} className="mt-4 text-base" />
        </header>
        {photos[0] ? (
          <figure className="mt-6">
            <ListingPhoto
              photo={photos[0]}
              sizes="(min-width: 800px) 736px, calc(100vw - 2rem)"
              priority
              className="aspect-[8/5] rounded-(--radius-card)"
            />
            <PhotoCaption photo={photos[0]} creditOnly />
          </figure>
        ) : (
          <SceneImage image={article.image} priority className="mt-6 rounded-(--radius-card)" />
        )}
        <div className="mt-8 space-y-5 text-lg leading-relaxed">
          {article.body.split(/\n\s*\n/).map((paragraph, index) => (
            <p key={index} lang={textLang(english, 'body')}>
              {paragraph}
            </p>
          ))}
        </div>
        {photos.length > 1 ? (
          <div className="mt-8">
            <ListingPhotoList
              photos={photos.slice(1)}
              label={t('blog.article.morePhotos', { title: article.title })}
            />
          </div>
        ) : null}
        {article.tags.length > 0 ? (
          <section aria-labelledby="tags-title" className="border-border mt-10 border-t pt-6">
            <h2 id="tags-title" className="font-sans text-sm font-bold tracking-wide uppercase">
              {t('blog.article.tags')}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2" lang={t.locale === DEFAULT_LOCALE ? undefined : 'en'}>
              {article.tags.map((tag) => (
                <li
                  key={tag}
                  className="border-border bg-card rounded-full border px-3 py-1 text-sm font-semibold"
                >
                  {tag}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </article>
      {related.length > 0 ? (
        <section aria-labelledby="related-title" className="mx-auto mt-16 max-w-6xl px-4">
          <h2 id="related-title" className="text-3xl font-bold">
            {t('blog.article.related')}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {related.map((other) => (
              <li key={other.id}>
                <ArticleCard article={other} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  )
}
