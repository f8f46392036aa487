import { describe, expect, it, onTestFinished } from 'vitest'
import { articles, events, restaurants } from '../../db/seed-data'
import { type AnyHandler, call, pageRequest } from '../../tests/helpers'
import { TEST_DIALECTS, useAppDatabase } from '../../tests/setup/db'
import { loader as blogFeedLoader } from '../routes/blog-feed'
import { loader as robotsLoader } from '../routes/robots'
import { loader as storiesFeedLoader } from '../routes/stories-feed'
import { loader as sitemapLoader } from '../routes/sitemap'
import { resetEnv } from './env.server'
import { SITEMAP_PAGES } from './sitemap.server'

function withPublicUrl(value: string) {
  process.env.PUBLIC_URL = value
  resetEnv()
  onTestFinished(() => {
    delete process.env.PUBLIC_URL
    resetEnv()
  })
}

describe.each(TEST_DIALECTS)('sitemap.xml and robots.txt on %s', (dialect) => {
  useAppDatabase(dialect)

  it('lists every public page and every listing with its lastmod, on PUBLIC_URL', async () => {
    withPublicUrl('https://guide.example')
    const response = await sitemapLoader()
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8')
    const xml = await response.text()
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true)
    for (const path of SITEMAP_PAGES) expect(xml).toContain(`<loc>https://guide.example${path}</loc>`)
    expect(xml).toMatch(
      new RegExp(
        `<loc>https://guide.example/eat/${restaurants[0]!.id}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod><xhtml:link`,
      ),
    )
    expect(xml).toContain(`<loc>https://guide.example/events/${events[0]!.id}</loc>`)
    expect(xml).not.toContain('/admin')
    // Every page in Spanish too, each entry naming both languages and x-default.
    for (const path of SITEMAP_PAGES)
      expect(xml).toContain(`<loc>https://guide.example${path === '/' ? '/es' : `/es${path}`}</loc>`)
    expect(xml).toContain(
      '<loc>https://guide.example/es/eat</loc><xhtml:link rel="alternate" hreflang="en" href="https://guide.example/eat"/><xhtml:link rel="alternate" hreflang="es" href="https://guide.example/es/eat"/><xhtml:link rel="alternate" hreflang="x-default" href="https://guide.example/eat"/></url>',
    )
    const locs = xml.match(/<loc>/g)!.length
    expect(locs).toBeGreaterThan(SITEMAP_PAGES.length + restaurants.length)
  })

  it('without PUBLIC_URL uses the server’s own address, never a request header', async () => {
    const xml = await (await sitemapLoader()).text()
    expect(xml).toContain('<loc>http://127.0.0.1:')
  })

  it('robots.txt keeps crawlers out of the back office and names the sitemap', async () => {
    withPublicUrl('https://guide.example')
    const text = await robotsLoader().text()
    expect(text).toContain('Disallow: /admin\n')
    expect(text).toContain('Sitemap: https://guide.example/sitemap.xml\n')
  })

  it('the blog and the stories have Atom feeds with absolute ids and escaped text', async () => {
    withPublicUrl('https://guide.example')
    const feed = (loader: AnyHandler, path: string) =>
      call(loader, pageRequest(path)) as Promise<Response>
    const blog = await feed(blogFeedLoader, '/blog/feed.xml')
    expect(blog.headers.get('Content-Type')).toBe('application/atom+xml; charset=utf-8')
    const xml = await blog.text()
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">')
    expect(xml).toContain(
      '<link rel="self" type="application/atom+xml" href="https://guide.example/blog/feed.xml"/>',
    )
    expect(xml.match(/<entry>/g)).toHaveLength(articles.length)
    expect(xml).toContain(`<id>https://guide.example/blog/${articles[0]!.id}</id>`)
    expect(xml).not.toMatch(/<summary>[^<]*[<>][^<]*<\/summary>/)
    const stories = await (await feed(storiesFeedLoader, '/stories/feed.xml')).text()
    expect(stories).toContain('<title>Wyoming Navigator: Community Stories</title>')
    expect(stories).toContain('<id>https://guide.example/stories/feed.xml</id>')
    // In Spanish: the feed's title and links in Spanish (articles' own words where translated).
    const spanish = await (await feed(blogFeedLoader, '/es/blog/feed.xml')).text()
    expect(spanish).toContain('<link rel="alternate" type="text/html" href="https://guide.example/es/blog"/>')
    expect(spanish).toContain(`<id>https://guide.example/es/blog/${articles[0]!.id}</id>`)
    const historias = await (await feed(storiesFeedLoader, '/es/stories/feed.xml')).text()
    expect(historias).toContain('<title>Wyoming Navigator: Historias de la comunidad</title>')
    expect(historias).toContain('<id>https://guide.example/es/stories/feed.xml</id>')
  })
})
