import { CalendarDays, Clock, Eye, User } from '~/components/icons'
import { Link } from 'react-router'
import { SceneImage } from '~/components/scene-image'
import { FEATURED_TAG_LIMIT, formatViews } from '~/content/blog'
import { formatWrittenDate } from '~/lib/dates'
import type { ArticleSummary } from '~/lib/listings'
import { cn, hasClass } from '~/lib/utils'

type Heading = 'h2' | 'h3'

/** Author, date, read time and views of an article, as a description list of icons. */
export function ArticleMeta({ article, className }: { article: ArticleSummary; className?: string }) {
  const items = [
    { label: 'Author', value: article.author, Icon: User },
    { label: 'Published', value: formatWrittenDate(article.publishDate), Icon: CalendarDays },
    { label: 'Read time', value: article.readTime, Icon: Clock },
    { label: 'Views', value: formatViews(article.views), Icon: Eye },
  ]
  return (
    <dl
      className={cn(
        'text-muted-foreground flex flex-wrap gap-x-4 gap-y-1',
        !hasClass(className, /^text-(xs|sm|base|lg|xl)$/) && 'text-sm',
        className,
      )}
    >
      {items.map(({ label, value, Icon }) => (
        <div key={label} className="flex items-center gap-1.5">
          <dt className="sr-only">{label}</dt>
          <Icon className="size-4 shrink-0" aria-hidden="true" />
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

export function CategoryBadge({ category }: { category: string }) {
  return (
    <p className="bg-accent text-accent-foreground w-fit rounded-full px-3 py-0.5 text-sm font-semibold">
      {category}
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
  article: ArticleSummary
  as?: Heading
  priority?: boolean
}) {
  return (
    <article className="group border-border bg-card relative flex h-full flex-col overflow-hidden rounded-(--radius-card) border shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg">
      <SceneImage image={article.image} priority={priority} />
      <div className="flex flex-1 flex-col p-5">
        <CategoryBadge category={article.category} />
        <Title className="mt-3 text-xl leading-snug font-bold">
          <ArticleLink article={article} />
        </Title>
        <p className="text-muted-foreground mt-2 flex-1">{article.excerpt}</p>
        {article.tags.length > 0 ? (
          <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-2">
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
function ArticleLink({ article }: { article: ArticleSummary }) {
  return (
    <Link
      to={`/blog/${article.id}`}
      className="underline-offset-4 group-hover:underline after:absolute after:inset-0 after:content-['']"
    >
      {article.title}
    </Link>
  )
}

/** A compact row card for the Recent Articles list. */
export function ArticleRowCard({ article, as: Title = 'h3' }: { article: ArticleSummary; as?: Heading }) {
  return (
    <article className="group border-border bg-card relative flex h-full gap-4 overflow-hidden rounded-(--radius-card) border p-3 shadow-sm transition hover:shadow-lg">
      <SceneImage image={article.image} className="w-28 shrink-0 self-start rounded-lg sm:w-40" />
      <div className="min-w-0 flex-1">
        <p className="text-sage text-sm font-semibold">{article.category}</p>
        <Title className="mt-1 text-lg leading-snug font-bold">
          <ArticleLink article={article} />
        </Title>
        <ArticleMeta article={article} className="mt-2" />
      </div>
    </article>
  )
}
