import { todayInTimeZone } from '../dates'
import { sql } from 'kysely'
import type { StorySubmissionRow } from '../../../db/schema'
import type { Db } from '../db.server'
import { type Article, ARTICLE_CATEGORIES, type ArticleCategory, type Scene } from '../listings'
import { PUBLISHED_SORT, sceneImage } from '../publication'
import { jsonList } from '../rows.server'
import type { Paged } from '../pagination'
import { mapPage, selectPage } from '../pagination.server'
import { insertSubmission, type SubmissionContext } from '../submission-store.server'
import { articleRow } from './article.server'
import { type ReviewedKind, uniqueId } from './kind.server'
import { STORY_FIELDS } from './story'
import type { StorySubmission } from './story.schema'
import { reindexListing } from '../search/index.server'

/**
 * Stories, the server half: storing a submitted story, how the back office lists it, how an
 * approved one becomes a blog article (./article.server.ts holds the article row), and the
 * approved community stories /stories lists.
 */

export function createStorySubmission(db: Db, input: StorySubmission, ctx: SubmissionContext) {
  return insertSubmission(db, STORY_KIND, input, ctx)
}

/** The best match among the blog's categories (a suggestion: the editor chooses on approval). */
export function articleCategoryFor(category: string): ArticleCategory {
  switch (category) {
    case 'Wildlife':
      return 'Wildlife'
    case 'Adventures':
    case 'Family Stories':
      return 'Family Adventures'
    case 'Food & Dining':
      return 'Food & Culture'
    case 'History':
      return 'Cowboy Culture'
    default:
      return 'Local Voices'
  }
}

const STORY_SCENES: Record<string, Scene> = {
  Adventures: 'hiking',
  'Local Culture': 'town-square',
  'Family Stories': 'campfire',
  History: 'cowboy',
  Wildlife: 'elk',
  Seasonal: 'aspen',
  'Food & Dining': 'dining',
  Events: 'town-square',
  'Hidden Gems': 'wildflowers',
  Community: 'town-square',
}

/** An approved story as the blog article it becomes (published today unless it asked for a date). */
export function articleFromSubmission(
  row: StorySubmissionRow,
  id: string,
  now: string,
  category: ArticleCategory = articleCategoryFor(row.category),
): Article {
  const words = row.content.split(/\s+/).filter(Boolean).length
  return {
    id,
    title: row.title,
    author: row.author_name,
    category,
    excerpt: row.excerpt,
    body: row.content,
    readTime: `${Math.max(1, Math.round(words / 200))} min read`,
    // Without a chosen date: the region's day of approval (the UTC date is tomorrow every evening,
    // which would schedule the article instead of publishing it).
    publishDate: /^\d{4}-\d{2}-\d{2}$/.test(row.publish_date ?? '')
      ? row.publish_date!
      : todayInTimeZone(undefined, new Date(now)),
    views: 0,
    tags: jsonList(row.tags),
    featured: false,
    image: sceneImage(STORY_SCENES[row.category] ?? 'tetons'),
  }
}

export const STORY_KIND: ReviewedKind<StorySubmissionRow> = {
  kind: 'stories',
  table: 'story_submissions',
  imageType: 'story',
  fields: STORY_FIELDS,
  summary: { title: 'title', name: 'author_name', email: 'author_email' },
  publicCategory: { options: ARTICLE_CATEGORIES, bestMatch: (_db, row) => articleCategoryFor(row.category) },
  async publish(trx, row, now, choices) {
    const category = (ARTICLE_CATEGORIES as readonly string[]).includes(choices?.category ?? '')
      ? (choices!.category as ArticleCategory)
      : articleCategoryFor(row.category)
    const id = await uniqueId(trx, 'articles', row.title)
    await trx
      .insertInto('articles')
      .values(articleRow(articleFromSubmission(row, id, now, category), PUBLISHED_SORT, now))
      .execute()
    // Searchable from the same commit as the listing.
    await reindexListing(trx, 'story', id)
    return `/blog/${id}`
  },
}

export interface CommunityStory {
  id: string
  title: string
  category: string
  excerpt: string
  content: string
  location: string | null
  authorName: string
  authorBio: string | null
  tags: string[]
  publishedOn: string
}

/** Approved community stories, newest first (the back office approves them). */
export async function listApprovedStories(db: Db, limit = 50): Promise<CommunityStory[]> {
  return (await approvedStoriesQuery(db).limit(limit).execute()).map(toCommunityStory)
}

/** One page of /stories (PAGE_SIZE stories). */
export async function pageApprovedStories(db: Db, page: number): Promise<Paged<CommunityStory>> {
  return mapPage(await selectPage(approvedStoriesQuery(db), page), toCommunityStory)
}

function approvedStoriesQuery(db: Db) {
  return (
    db
      .selectFrom('story_submissions')
      .select([
        'id',
        'title',
        'category',
        'excerpt',
        'content',
        'location',
        'author_name',
        'author_bio',
        'tags',
        'publish_date',
        'reviewed_at',
        'created_at',
      ])
      .where('status', '=', 'approved')
      // Not when the article it was published as is hidden or deleted (the back office's listings),
      // or dated later (scheduled: public from its day, issue 51).
      .where(
        sql<boolean>`not exists (select 1 from published_submissions ps where ps.submission_id = story_submissions.id and not exists (select 1 from articles a where ps.path = '/blog/' || a.id and a.hidden = 0 and a.publish_date <= ${todayInTimeZone()}))`,
      )
      .orderBy('created_at', 'desc')
      .orderBy('id')
  )
}

function toCommunityStory(
  row: Pick<
    StorySubmissionRow,
    | 'id'
    | 'title'
    | 'category'
    | 'excerpt'
    | 'content'
    | 'location'
    | 'author_name'
    | 'author_bio'
    | 'tags'
    | 'publish_date'
    | 'reviewed_at'
    | 'created_at'
  >,
): CommunityStory {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    excerpt: row.excerpt,
    content: row.content,
    location: row.location,
    authorName: row.author_name,
    authorBio: row.author_bio,
    tags: jsonList(row.tags),
    publishedOn: (row.publish_date ?? row.reviewed_at ?? row.created_at).slice(0, 10),
  }
}
