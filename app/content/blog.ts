import { ARTICLE_CATEGORIES, type ArticleCategory } from '~/lib/listings'
import { formatCount } from '~/lib/utils'

/** The /blog?category= value of each article category, e.g. "Food & Culture" -> "food-culture". */
export function categorySlug(category: ArticleCategory): string {
  return category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** The category named by a `?category=` value; unknown or missing values mean all articles. */
export function categoryFromSlug(slug: string | null | undefined): ArticleCategory | undefined {
  return ARTICLE_CATEGORIES.find((category) => categorySlug(category) === slug)
}

/** The category row of /blog: All Articles first, then every category. */
export const BLOG_FILTERS: { label: string; category?: ArticleCategory; to: string }[] = [
  { label: 'All Articles', to: '/blog' },
  ...ARTICLE_CATEGORIES.map((category) => ({
    label: category,
    category,
    to: `/blog?category=${categorySlug(category)}`,
  })),
]

/** 4821 -> "4,821 views"; 1 -> "1 view". */
export function formatViews(views: number): string {
  return `${formatCount(views)} ${views === 1 ? 'view' : 'views'}`
}

/** Featured cards show at most this many tags (SPEC section 9). */
export const FEATURED_TAG_LIMIT = 2
export const FEATURED_COUNT = 3
export const RECENT_COUNT = 4
