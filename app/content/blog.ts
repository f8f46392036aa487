import { ARTICLE_CATEGORIES, type ArticleCategory } from '~/lib/listings'

/** The /blog?category= value of each article category (and a key part of any choice), e.g. "Food & Culture" -> "food-culture". */
export function categorySlug(category: string): string {
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

/** Featured cards show at most this many tags (SPEC section 9). */
export const FEATURED_TAG_LIMIT = 2
export const FEATURED_COUNT = 3
export const RECENT_COUNT = 4
