import { englishOf, localizeRow, localizeRows } from '../translations.server'
import type { EnglishFields } from '../i18n/content-fields'
import { DEFAULT_LOCALE, type Locale } from '../i18n/config'
import { todayInTimeZone } from '../dates'
import type { Insertable } from 'kysely'
import type { ArticleRow, ArticlesTable } from '../../../db/schema'
import type { Db } from '../db.server'
import { type ListingPage, listingPage } from '../listing-page.server'
import type { Article, ArticleCategory, ArticleSummary } from '../listings'
import { imageColumns, imageOf, jsonList } from '../rows.server'
import type { Paged } from '../pagination'
import { selectPage } from '../pagination.server'
import type { ListingEditorSpec } from './editor.server'
import { META_DESCRIPTION_FIELD } from './editor'
import { ARTICLE_CATEGORIES } from '../listings'
import { PUBLISHED_SORT, sceneImage } from '../publication'

/**
 * Blog articles, the listing half of the story kind (./story.server.ts publishes approved stories
 * here): the row and its one mapping to and from an Article, and the /blog queries.
 */

/** Every column but the body: lists show cards, and the full texts would only weigh on the page. */
const SUMMARY_COLUMNS = [
  'id',
  'title',
  'author',
  'category',
  'excerpt',
  'read_time',
  'publish_date',
  'views',
  'tags',
  'featured',
  'image_scene',
] as const

function toSummary(
  row: Omit<
    ArticleRow,
    | 'body'
    | 'sort_order'
    | 'created_at'
    | 'sample'
    | 'hidden'
    | 'draft'
    | 'publish_at'
    | 'unpublish_at'
    | 'meta_description'
    | 'image_alt'
  >,
): ArticleSummary {
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    category: row.category as ArticleCategory,
    excerpt: row.excerpt,
    readTime: row.read_time,
    publishDate: row.publish_date,
    views: Number(row.views),
    tags: jsonList(row.tags),
    featured: Number(row.featured) === 1,
    image: imageOf(row),
  }
}

/** An article's card, with its texts shown in English on a page in another language (decision 057). */
export type LocalizedArticle = ArticleSummary & { english?: EnglishFields }

type SummaryRow = Parameters<typeof toSummary>[0] & { id: string }

/** Rows as cards in the page's language: each text its translation where there is one, else English, named in `english`. */
async function cardsOf(db: Db, rows: readonly SummaryRow[], locale: Locale): Promise<LocalizedArticle[]> {
  return (await localizeRows(db, 'articles', rows, locale)).map(({ row, english }) => ({
    ...toSummary(row),
    ...englishOf(english),
  }))
}

/** Articles newest first, as cards (no body), in the page's language. */
export async function listArticles(
  db: Db,
  filter: { category?: ArticleCategory; featured?: boolean } = {},
  locale: Locale = DEFAULT_LOCALE,
): Promise<LocalizedArticle[]> {
  return cardsOf(db, await articlesQuery(db, filter).execute(), locale)
}

/** One page of articles as cards (PAGE_SIZE), in the page's language. */
export async function pageArticles(
  db: Db,
  filter: { category?: ArticleCategory; featured?: boolean },
  page: number,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Paged<LocalizedArticle>> {
  const paged = await selectPage(articlesQuery(db, filter), page)
  return { ...paged, items: await cardsOf(db, paged.items, locale) }
}

function articlesQuery(db: Db, filter: { category?: ArticleCategory; featured?: boolean }) {
  let query = db
    .selectFrom('articles')
    .select(SUMMARY_COLUMNS)
    .where('hidden', '=', 0)
    // Dated later: scheduled, not public until its day in the region (issue 51).
    .where('publish_date', '<=', todayInTimeZone())
    .orderBy('publish_date', 'desc')
    .orderBy('sort_order')
  if (filter.category) query = query.where('category', '=', filter.category)
  if (filter.featured !== undefined) query = query.where('featured', '=', filter.featured ? 1 : 0)
  return query
}

/** A listed article (published: dated today or before) by id; `preview` (an editor's preview, app/lib/preview.server.ts): whatever its state. */
export async function getArticle(db: Db, id: string, preview = false): Promise<Article | undefined> {
  return (await getArticlePage(db, id, preview))?.listing
}

/** A listed article with what its public page shows beyond it, from the same row. */
export async function getArticlePage(
  db: Db,
  id: string,
  preview = false,
  locale: Locale = DEFAULT_LOCALE,
): Promise<ListingPage<Article> | undefined> {
  const found = await db
    .selectFrom('articles')
    .selectAll()
    .where('id', '=', id)
    .$if(!preview, (q) => q.where('hidden', '=', 0).where('publish_date', '<=', todayInTimeZone()))
    .executeTakeFirst()
  if (!found) return undefined
  // Its texts in the page's language, English where not translated (decision 057).
  const { row, english } = await localizeRow(db, 'articles', found, locale)
  return listingPage({ ...toSummary(row), body: row.body }, row, row.excerpt, undefined, english)
}

/** The /blog front page: the newest featured articles and the newest other (recent) articles. */
export async function getBlogFrontPage(
  db: Db,
  limits: { featured: number; recent: number } = { featured: 3, recent: 4 },
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ featured: LocalizedArticle[]; recent: LocalizedArticle[] }> {
  const [featured, recent] = await Promise.all([
    articlesQuery(db, { featured: true }).limit(limits.featured).execute(),
    articlesQuery(db, { featured: false }).limit(limits.recent).execute(),
  ])
  const cards = await cardsOf(db, [...featured, ...recent], locale)
  return { featured: cards.slice(0, featured.length), recent: cards.slice(featured.length) }
}

/**
 * Articles to read next: others in the same category first, then the newest of the rest; never
 * the article itself.
 */
export async function listRelatedArticles(
  db: Db,
  article: Pick<Article, 'id' | 'category'>,
  limit = 3,
  locale: Locale = DEFAULT_LOCALE,
): Promise<LocalizedArticle[]> {
  // At most `limit` of each, newest first: a long archive is never read whole.
  const [same, rest] = await Promise.all([
    articlesQuery(db, { category: article.category }).where('id', '<>', article.id).limit(limit).execute(),
    articlesQuery(db, {}).where('category', '<>', article.category).limit(limit).execute(),
  ])
  return cardsOf(db, [...same, ...rest].slice(0, limit), locale)
}

/** An article as its row (the seed and story publication both write it through here). */
export function articleRow(a: Article, sortOrder: number, createdAt: string): Insertable<ArticlesTable> {
  return {
    id: a.id,
    title: a.title,
    author: a.author,
    category: a.category,
    excerpt: a.excerpt,
    body: a.body,
    read_time: a.readTime,
    publish_date: a.publishDate,
    views: a.views,
    tags: JSON.stringify(a.tags),
    featured: a.featured ? 1 : 0,
    ...imageColumns(a.image),
    sort_order: sortOrder,
    created_at: createdAt,
  }
}

// ---------------------------------------------------------------------------------------------
// The back office's listing editor (app/lib/listing-admin.server.ts): blog articles (community
// stories become articles when approved).

export const ARTICLE_EDITOR: ListingEditorSpec = {
  type: 'articles',
  table: 'articles',
  titleColumn: 'title',
  publishDateColumn: 'publish_date',
  publicPath: (id) => `/blog/${id}`,
  fields: [
    { name: 'title', label: 'Title', input: 'text', required: true, max: 150 },
    { name: 'author', label: 'Author', input: 'text', required: true, max: 100 },
    { name: 'category', label: 'Category', input: 'select', required: true, options: ARTICLE_CATEGORIES },
    { name: 'excerpt', label: 'Excerpt', input: 'textarea', required: true, max: 300 },
    {
      name: 'body',
      label: 'Text',
      input: 'textarea',
      required: true,
      max: 20000,
      description: 'Plain text; a blank line starts a paragraph.',
    },
    { name: 'read_time', label: 'Reading time', input: 'text', max: 50, description: 'e.g. 6 min read' },
    { name: 'publish_date', label: 'Publication date', input: 'date', required: true },
    { name: 'tags', label: 'Tags (one per line)', input: 'lines', max: 2000 },
    { name: 'featured', label: 'Featured on the blog', input: 'checkbox' },
    META_DESCRIPTION_FIELD,
  ],
  defaults: () => ({ views: 0, ...imageColumns(sceneImage('tetons')), sort_order: PUBLISHED_SORT }),
}
