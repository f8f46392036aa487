import { CalendarDays, Clock, Eye, User } from '~/components/icons'
import { Link } from 'react-router'
import { SceneImage } from '~/components/scene-image'
import { categorySlug, FEATURED_TAG_LIMIT } from '~/content/blog'
import { formatWrittenDate } from '~/lib/dates'
import { formatHeadingDate } from '~/lib/dates-intl'
import { DEFAULT_LOCALE } from '~/lib/i18n/config'
import { type EnglishFields, textLang } from '~/lib/i18n/content-fields'
import type { MessageKey } from '~/lib/i18n/messages'
import { type Translator, useT } from '~/lib/i18n/use-t'
import type { ArticleSummary } from '~/lib/listings'
import { cn, hasClass } from '~/lib/utils'

type Heading = 'h2' | 'h3'

/** An article as a card shows it: its texts shown in English on a page in another language named (decision 057). */
type CardArticle = ArticleSummary & { english?: EnglishFields }

/** A category's name in the page's language (an unknown one as written). */
export function categoryName(t: Translator, category: string): string {
  const key = `blog.category.${categorySlug(category)}` as MessageKey
  return t.has(key) ? t(key) : category
}

/** `lang="en"` for the editors' free words (tags) on a page in another language. */
function contentLang(t: Translator): 'en' | undefined {
  return t.locale === DEFAULT_LOCALE ? undefined : 'en'
}

/** Author, date, read time and views of an article, as a description list of icons. */
export function ArticleMeta({
  article,
  english = article.english,
  className,
}: {
  article: CardArticle
  english?: EnglishFields
  className?: string
}) {
  const t = useT()
  const published =
    t.locale === DEFAULT_LOCALE
      ? formatWrittenDate(article.publishDate)
      : formatHeadingDate(article.publishDate.slice(0, 10), t.locale)
  const items = [
    { label: t('blog.card.author'), value: article.author, Icon: User },
    { label: t('blog.card.published'), value: published, Icon: CalendarDays },
    {
      label: t('blog.card.readTime'),
      value: article.readTime,
      Icon: Clock,
      lang: textLang(english, 'readTime'),
    },
    { label: t('blog.card.views'), value: t('blog.card.viewCount', { count: article.views }), Icon: Eye },
  ]
  return (
    <dl
      className={cn(
        'text-muted-foreground flex flex-wrap gap-x-4 gap-y-1',
        !hasClass(className, /^text-(xs|sm|base|lg|xl)$/) && 'text-sm',
        className,
      )}
    >
      {items.map(({ label, value, Icon, lang }) => (
        <div key={label} className="flex items-center gap-1.5">
          <dt className="sr-only">{label}</dt>
          <Icon className="size-4 shrink-0" aria-hidden="true" />
          <dd lang={lang}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

export function CategoryBadge({ category }: { category: string }) {
  const t = useT()
  return (
    <p className="bg-accent text-accent-foreground w-fit rounded-full px-3 py-0.5 text-sm font-semibold">
      {categoryName(t, category)}
    </p>
  )
}

/**
 * A large card: illustration, category, title, excerpt, up to two tags and the meta line.
 * `priority` loads the illustration first (the first card on a page: its largest paint).
 */
export function ArticleCard({
  article,
  as: Title = 'h3',
  priority = false,
}: {
  article: CardArticle
  as?: Heading
  priority?: boolean
}) {
  const t = useT()
  return (
    <article className="group border-border bg-card relative flex h-full flex-col overflow-hidden rounded-(--radius-card) border shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg">
      <SceneImage image={article.image} priority={priority} />
      <div className="flex flex-1 flex-col p-5">
        <CategoryBadge category={article.category} />
        <Title className="mt-3 text-xl leading-snug font-bold">
          <ArticleLink article={article} />
        </Title>
        <p className="text-muted-foreground mt-2 flex-1" lang={textLang(article.english, 'excerpt')}>
          {article.excerpt}
        </p>
        {article.tags.length > 0 ? (
          <ul aria-label={t('blog.card.tags')} className="mt-4 flex flex-wrap gap-2" lang={contentLang(t)}>
            {article.tags.slice(0, FEATURED_TAG_LIMIT).map((tag) => (
              <li key={tag} className="border-border rounded-full border px-2.5 py-0.5 text-xs font-semibold">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        <ArticleMeta article={article} className="mt-4" />
      </div>
    </article>
  )
}

/** The article's title as a link that covers its whole card (the card is `relative`, a `group`). */
function ArticleLink({ article }: { article: CardArticle }) {
  const t = useT()
  return (
    <Link
      to={t.path(`/blog/${article.id}`)}
      className="underline-offset-4 group-hover:underline after:absolute after:inset-0 after:content-['']"
      lang={textLang(article.english, 'title')}
    >
      {article.title}
    </Link>
  )
}

/** A compact row card for the Recent Articles list. */
export function ArticleRowCard({ article, as: Title = 'h3' }: { article: CardArticle; as?: Heading }) {
  const t = useT()
  return (
    <article className="group border-border bg-card relative flex h-full gap-4 overflow-hidden rounded-(--radius-card) border p-3 shadow-sm transition hover:shadow-lg">
      <SceneImage image={article.image} className="w-28 shrink-0 self-start rounded-lg sm:w-40" />
      <div className="min-w-0 flex-1">
        <p className="text-sage text-sm font-semibold">{categoryName(t, article.category)}</p>
        <Title className="mt-1 text-lg leading-snug font-bold">
          <ArticleLink article={article} />
        </Title>
        <ArticleMeta article={article} className="mt-2" />
      </div>
    </article>
  )
}
