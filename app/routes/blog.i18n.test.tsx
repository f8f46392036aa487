import { beforeAll, describe, expect, it } from 'vitest'
import { contentStrings, englishLeft, renderRoute, visibleWords } from '../../tests/i18n-pages'
import { strayWords } from '../../tests/i18n-render'
import { TEST_DIALECTS, useAppDatabase } from '../../tests/setup/db'
import { en, es } from '../locales'
import { writeTranslations } from '../lib/translations.server'
import BlogArticleRoute, { loader as articleLoader } from './blog-article'
import BlogRoute, { loader as blogLoader } from './blog'
import StoriesRoute, { loader as storiesLoader } from './stories'

/**
 * /es/blog (its front page, every article, a category), /es/blog/:slug and /es/stories in Spanish
 * (issue 47): every interface text is a Spanish catalog text; only the articles' and stories' own
 * words (from the database) stay as written, and those shown in English are marked lang="en".
 */

type Card = { id: string; title: string; excerpt: string }
const render = (url: string) => {
  const path = url.split('?')[0]!
  if (/\/stories$/.test(path)) return renderRoute(url, storiesLoader, StoriesRoute)
  const slug = /\/blog\/([^/?]+)$/.exec(path)?.[1]
  return slug
    ? renderRoute(url, articleLoader, BlogArticleRoute, { slug })
    : renderRoute(url, blogLoader, BlogRoute)
}
const cardsOf = (data: unknown) => {
  const view = (data as { view: { featured?: Card[]; recent?: Card[]; articles?: Card[] } }).view
  return [...(view.featured ?? []), ...(view.recent ?? []), ...(view.articles ?? [])]
}

describe('the blog pages in Spanish', () => {
  const t = useAppDatabase('sqlite')

  beforeAll(async () => {
    // An approved community story: its author's words, one of the form's categories and tags.
    await t.db
      .insertInto('story_submissions')
      .values({
        id: 'story-1',
        title: 'Our First Winter in Star Valley',
        category: 'Family Stories',
        excerpt: 'Snow to the rooftops and neighbors with tractors.',
        content: 'It started with a storm.\n\nThen the neighbors came.',
        location: 'Afton',
        author_name: 'Sam Rivers',
        author_email: 'sam@example.com',
        author_bio: 'Sam moved to Afton in 2019.',
        tags: JSON.stringify(['Seasonal', 'Personal Experience']),
        publish_date: null,
        publish_immediately: 1,
        featured: 0,
        allow_comments: 1,
        featured_image: null,
        status: 'approved',
        submitted_by: null,
        created_at: '2026-11-01T10:00:00.000Z',
        reviewed_at: '2026-11-02T10:00:00.000Z',
        reviewed_by: null,
        review_note: null,
        idempotency_key: null,
      })
      .execute()
  })

  it.each(['/es/blog', '/es/blog?view=all', '/es/blog?category=wildlife', '/es/stories', 'article'])(
    '%s says nothing in English but the articles’ and stories’ own words',
    async (which) => {
      let url = which
      if (which === 'article') url = `/es/blog/${cardsOf((await render('/blog')).data)[0]!.id}`
      const { html, data } = await render(url)
      const content = contentStrings(data)
      const { stray, english } = strayWords(html, (word) => content.includes(word))
      expect(stray).toEqual([])
      expect(english).toEqual([])
      // Links stay in Spanish.
      expect(html).not.toMatch(/href="\/(blog|stories|submit-story)[/?"]/)
    },
  )

  it('says it in Spanish: titles, categories, counts, dates', async () => {
    const { html, data } = await render('/es/blog?category=wildlife')
    expect(data.title).toBe('Blog de Wyoming')
    expect(html).toContain('Artículos de Fauna silvestre')
    expect(html).toMatch(/\d+ artículos?</)
    expect(html).toMatch(/\d{1,2} de [a-z]+ de \d{4}/)
    expect(html).toContain('href="/es/blog?category=cowboy-culture"')
    const front = await render('/es/blog')
    expect(front.html).toContain('Artículos destacados')
    expect(front.html).toContain('Recibe historias en tu correo')
    expect(front.html).toContain('Suscribirme')
    expect(front.html).toContain('action="/es/newsletter"')
    const stories = await render('/es/stories')
    expect(stories.data.title).toBe('Historias de la comunidad')
    expect(stories.html).toContain('href="/es/submit-story"')
    expect(stories.html).toContain('Historias de familia')
    expect(stories.html).toContain('Experiencia personal')
    expect(stories.html).toContain('Por Sam Rivers')
    expect(stories.html).toMatch(
      /<h2 id="story-story-1" [^>]*lang="en"[^>]*>Our First Winter in Star Valley<\/h2>/,
    )
  })

  it('in English says what it said', async () => {
    const { html, data } = await render('/blog')
    expect(data.title).toBe('Wyoming Blog')
    for (const text of [
      'Heritage tales, wildlife notes, family adventures and local voices from Jackson Hole and Star Valley.',
      'Follow the blog in your feed reader (Atom feed)',
      'Featured Articles',
      'Recent Articles',
      'View All',
      'Get Stories in Your Inbox',
      'Share Your Wyoming Story',
      'Submit Your Article',
      'Food &amp; Culture',
    ])
      expect(html).toContain(text)
    expect(html).toMatch(/[A-Z][a-z]+ \d{1,2}, \d{4}/)
    expect(html).toMatch(/[\d,]+ views?</)
    expect(html).not.toContain('lang="en"')
    const list = await render('/blog?category=wildlife')
    expect(list.html).toContain('Wildlife Articles')
    expect(list.html).toMatch(/\d+ articles?</)
    const article = await render(`/blog/${cardsOf(data)[0]!.id}`)
    expect(article.html).toContain('Back to Blog')
    expect(article.html).toContain('Related Articles')
    expect(englishLeft(visibleWords(article.html), es as Record<string, string>, en)).toEqual([])
    const stories = await render('/stories')
    expect(stories.html).toContain('Community Stories')
    expect(stories.html).toContain('Follow new stories in your feed reader (Atom feed)')
    expect(stories.html).toContain('By Sam Rivers')
    expect(stories.html).toContain('Family Stories')
    expect(stories.html).toContain('Personal Experience')
    expect(stories.html).toContain('Read the full story')
    expect(stories.html).toContain('About the author:')
  })
})

describe.each(TEST_DIALECTS)('the blog’s content in Spanish on %s', (dialect) => {
  const t = useAppDatabase(dialect)

  it('shows an article’s Spanish where it has one, else its English marked lang="en"', async () => {
    const [first, second] = cardsOf((await render('/blog?view=all')).data)
    const english = await t.db
      .selectFrom('articles')
      .selectAll()
      .where('id', '=', first!.id)
      .executeTakeFirstOrThrow()
    await writeTranslations(
      t.db,
      'articles',
      first!.id,
      'es',
      {
        title: 'Un artículo en español',
        excerpt: 'Su resumen en español.',
        body: 'Su texto.\n\nEn español.',
      },
      english,
    )
    // The second one has no Spanish (the sample's translations taken away).
    await t.db.deleteFrom('content_translations').where('entity_id', '=', second!.id).execute()
    const escape = (text: string) => text.replace(/'/g, '&#x27;').replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    const { html } = await render('/es/blog?view=all')
    // Translated: in the page's language, no lang.
    expect(html).toMatch(/<a (?![^>]*lang=)[^>]*>Un artículo en español<\/a>/)
    expect(html).toMatch(/<p (?![^>]*lang=)[^>]*>Su resumen en español\.<\/p>/)
    // Not translated: English, marked.
    expect(html).toMatch(new RegExp(`<a [^>]*lang="en"[^>]*>${escape(second!.title)}</a>`))
    expect(html).toMatch(new RegExp(`<p [^>]*lang="en"[^>]*>${escape(second!.excerpt)}</p>`))
    const page = await render(`/es/blog/${first!.id}`)
    expect(page.html).toMatch(/<h1 (?![^>]*lang=)[^>]*>Un artículo en español<\/h1>/)
    expect(page.html).toMatch(/<p>En español\.<\/p>/)
    const other = await render(`/es/blog/${second!.id}`)
    expect(other.html).toMatch(new RegExp(`<h1 [^>]*lang="en"[^>]*>${escape(second!.title)}</h1>`))
    // English pages never change.
    const englishPage = await render('/blog?view=all')
    expect(englishPage.html).toContain(escape(first!.title).replace(/\\/g, ''))
    expect(englishPage.html).not.toContain('Un artículo en español')
  })
})
