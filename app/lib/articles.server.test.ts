import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { articles } from '../../db/seed-data'
import { createTestDb, TEST_DIALECTS, type TestDb } from '../../tests/setup/db'
import { BLOG_FILTERS, categoryFromSlug, categorySlug } from '../content/blog'
import { messagesFor } from './i18n/catalog.server'
import { createTranslator, loadFormatter } from './i18n/use-t'
import { bookingHref } from '../content/explore'
import { SEASON_GUIDES, visitTabFrom } from '../content/visit'
import { en } from '../locales'
import { getBlogFrontPage, listArticles, listRelatedArticles } from './kinds/article.server'
import { ARTICLE_CATEGORIES } from './listings'

const newestFirst = (list: typeof articles) =>
  [...list].sort((a, b) => b.publishDate.localeCompare(a.publishDate)).map((a) => a.id)

describe.each(TEST_DIALECTS)('blog data access on %s', (dialect) => {
  let t: TestDb
  beforeAll(async () => {
    t = await createTestDb(dialect)
  })
  afterAll(async () => t.cleanup())

  it('splits the front page into the 3 newest featured and the 4 newest other articles', async () => {
    const { featured, recent } = await getBlogFrontPage(t.db)
    expect(featured.map((a) => a.id)).toEqual(newestFirst(articles.filter((a) => a.featured)).slice(0, 3))
    expect(recent.map((a) => a.id)).toEqual(newestFirst(articles.filter((a) => !a.featured)).slice(0, 4))
    expect(featured).toHaveLength(3)
    expect(recent).toHaveLength(4)
  })

  it('honours smaller limits', async () => {
    const { featured, recent } = await getBlogFrontPage(t.db, { featured: 1, recent: 2 })
    expect(featured).toHaveLength(1)
    expect(recent).toHaveLength(2)
  })

  it('filters articles by category, newest first', async () => {
    for (const category of ARTICLE_CATEGORIES) {
      const listed = await listArticles(t.db, { category })
      expect(listed.map((a) => a.id)).toEqual(newestFirst(articles.filter((a) => a.category === category)))
    }
    expect((await listArticles(t.db)).map((a) => a.id)).toEqual(newestFirst(articles))
  })

  it('lists cards without the article bodies, which only the article page needs', async () => {
    const [listed] = await listArticles(t.db)
    const { body, ...card } = articles.find((a) => a.id === listed!.id)!
    expect(body.length).toBeGreaterThan(0)
    expect(listed).toEqual(card)
  })

  it('lists related articles: same category first, never the article itself', async () => {
    const article = articles[0]!
    const related = await listRelatedArticles(t.db, article, 3)
    expect(related).toHaveLength(3)
    expect(related.map((a) => a.id)).not.toContain(article.id)
    const expected = newestFirst(articles.filter((a) => a.id !== article.id))
    const sameCategory = expected.filter(
      (id) => articles.find((a) => a.id === id)!.category === article.category,
    )
    expect(related.map((a) => a.id)).toEqual(
      [...sameCategory, ...expected.filter((id) => !sameCategory.includes(id))].slice(0, 3),
    )
  })

  it('puts a same-category article ahead of newer ones', async () => {
    const [first] = articles
    const sibling = {
      ...articles[1]!,
      id: 'same-category-sibling',
      category: first!.category,
      publishDate: '2000-01-01',
    }
    await t.db
      .insertInto('articles')
      .values({
        id: sibling.id,
        title: sibling.title,
        author: sibling.author,
        category: sibling.category,
        excerpt: sibling.excerpt,
        body: sibling.body,
        read_time: sibling.readTime,
        publish_date: sibling.publishDate,
        views: sibling.views,
        tags: JSON.stringify(sibling.tags),
        featured: 0,
        image_scene: sibling.image.scene,
        image_alt: sibling.image.alt,
        sort_order: 99,
        created_at: new Date().toISOString(),
      })
      .execute()
    try {
      const related = await listRelatedArticles(t.db, first!, 2)
      expect(related[0]!.id).toBe(sibling.id)
    } finally {
      await t.db.deleteFrom('articles').where('id', '=', sibling.id).execute()
    }
  })

  // Last in this block: it empties the throwaway database.
  it('returns empty lists when there are no articles', async () => {
    await t.db.deleteFrom('articles').execute()
    expect(await getBlogFrontPage(t.db)).toEqual({ featured: [], recent: [] })
    expect(await listArticles(t.db, { category: 'Wildlife' })).toEqual([])
    expect(await listRelatedArticles(t.db, articles[0]!)).toEqual([])
  })
})

describe('blog helpers', () => {
  it('maps every category to a slug and back', () => {
    expect(categorySlug('Food & Culture')).toBe('food-culture')
    expect(categorySlug('Cowboy Culture')).toBe('cowboy-culture')
    for (const category of ARTICLE_CATEGORIES) expect(categoryFromSlug(categorySlug(category))).toBe(category)
    expect(categoryFromSlug('nope')).toBeUndefined()
    expect(categoryFromSlug(null)).toBeUndefined()
  })

  it('lists All Articles first, then the seven categories, as links', () => {
    expect(BLOG_FILTERS.map((f) => f.label)).toEqual([
      'All Articles',
      'Wildlife',
      'Cowboy Culture',
      'Indigenous Heritage',
      'Family Adventures',
      'Food & Culture',
      'Photography',
      'Local Voices',
    ])
    expect(BLOG_FILTERS[0]!.to).toBe('/blog')
    expect(BLOG_FILTERS[5]!.to).toBe('/blog?category=food-culture')
  })

  it('formats views in the page’s language', async () => {
    await loadFormatter()
    const views = (locale: 'en' | 'es', count: number) =>
      createTranslator(locale, messagesFor(locale, ['blog.card']))('blog.card.viewCount', { count })
    expect(views('en', 4821)).toBe('4,821 views')
    expect(views('en', 1)).toBe('1 view')
    expect(views('es', 14821)).toBe('14,821 visitas')
    expect(views('es', 1)).toBe('1 visita')
  })
})

describe('visit and explore helpers', () => {
  it('reads the visit tab from the URL, defaulting to plan', () => {
    expect(visitTabFrom('seasons')).toBe('seasons')
    expect(visitTabFrom('services')).toBe('services')
    expect(visitTabFrom('packing')).toBe('packing')
    expect(visitTabFrom(null)).toBe('plan')
    expect(visitTabFrom('bogus')).toBe('plan')
  })

  it('carries the experience name to the contact form, URL-encoded', () => {
    expect(bookingHref({ name: 'Chuckwagon Supper & Western Music' })).toBe(
      '/contact?subject=Chuckwagon%20Supper%20%26%20Western%20Music',
    )
  })

  it('has the four seasons with SPEC section 9 temperatures', () => {
    const words = en as Record<string, string>
    expect(
      SEASON_GUIDES.map((s) => [
        words[`visit.season.${s.id}.name`],
        words[`visit.season.${s.id}.months`],
        s.temperature,
      ]),
    ).toEqual([
      ['Winter', 'Dec-Mar', '10-30°F'],
      ['Spring', 'Apr-May', '30-60°F'],
      ['Summer', 'Jun-Aug', '40-80°F'],
      ['Fall', 'Sep-Nov', '20-65°F'],
    ])
  })
})
