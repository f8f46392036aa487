import { todayInTimeZone } from './dates'
import { DEFAULT_LOCALE, LOCALES, localizedPath } from './i18n/config'
import type { Db } from './db.server'
import { env, publicUrl } from './env.server'
import { placePath } from './kinds/event-places'
import { placeIds } from './kinds/event-places.server'

/**
 * The sitemap (sitemaps.org): every public page of the guide, the listings with the day they were
 * added. Absolute URLs need the site's origin: PUBLIC_URL, else this server's own address
 * (`http://HOST:PORT`, right for a local install), never the request's Host header.
 */

/** The guide's own pages (not the forms' thank-you states, the back office or sign-in). */
export const SITEMAP_PAGES = [
  '/',
  '/map',
  '/eat',
  '/eat/map',
  '/stay',
  '/stay/map',
  '/play',
  '/play/map',
  '/events',
  '/events/map',
  '/events/live-music',
  '/visit',
  '/accessibility',
  '/conditions',
  '/blog',
  '/stories',
  '/wildlife',
  '/cowboy',
  '/indigenous',
  '/adventures',
  '/listings',
  '/contact',
  '/host-signup',
  '/submit-restaurant',
  '/submit-event',
  '/submit-activity',
  '/submit-story',
] as const

const LISTINGS = [
  { table: 'restaurants', path: '/eat/' },
  { table: 'stays', path: '/stay/' },
  { table: 'activities', path: '/play/' },
  { table: 'events', path: '/events/' },
  { table: 'articles', path: '/blog/' },
] as const

export function siteOrigin(): string {
  const config = env()
  return (
    publicUrl() ?? `http://${config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST}:${config.PORT}`
  )
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export async function buildSitemap(db: Db): Promise<string> {
  const origin = siteOrigin()
  const entries: { loc: string; lastmod?: string }[] = SITEMAP_PAGES.map((path) => ({
    loc: new URL(path, origin).href,
  }))
  for (const { table, path } of LISTINGS) {
    const rows = await db
      .selectFrom(table)
      .select(['id', 'created_at'])
      .where('hidden', '=', 0)
      // An article dated later is scheduled: not public until its day (issue 51).
      .$if(table === 'articles', (q) => q.where('publish_date' as never, '<=', todayInTimeZone() as never))
      .orderBy('id')
      .execute()
    for (const row of rows)
      entries.push({
        loc: new URL(`${path}${encodeURIComponent(row.id)}`, origin).href,
        lastmod: row.created_at.slice(0, 10),
      })
  }
  // Venues' and organizers' pages (issue 51 item 2).
  for (const { kind, id, created_at } of await placeIds(db))
    entries.push({ loc: new URL(placePath(kind, id), origin).href, lastmod: created_at.slice(0, 10) })
  // Every page in every language, each naming the others and x-default (decision 059).
  const urls = entries.flatMap(({ loc, lastmod }) => {
    const path = new URL(loc).pathname
    const alternates = [
      ...LOCALES.map((locale) => [locale, localizedPath(path, locale)] as const),
      ['x-default', localizedPath(path, DEFAULT_LOCALE)] as const,
    ]
      .map(
        ([hreflang, href]) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(new URL(href, origin).href)}"/>`,
      )
      .join('')
    return LOCALES.map(
      (locale) =>
        `  <url><loc>${escapeXml(new URL(localizedPath(path, locale), origin).href)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates}</url>`,
    )
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

export function buildRobots(): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /login',
    `Sitemap: ${new URL('/sitemap.xml', siteOrigin()).href}`,
    '',
  ].join('\n')
}
