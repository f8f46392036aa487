import { siteOrigin } from './sitemap.server'

/**
 * Atom feeds (RFC 4287) for the blog and the community stories: feed readers follow the guide
 * without visiting. Ids and links are absolute on the site's origin (PUBLIC_URL, else this
 * server's address; never the Host header). Text is plain text, escaped.
 */

export interface AtomEntry {
  /** A path on this site, e.g. /blog/<slug> */
  path: string
  title: string
  summary: string
  author: string
  /** YYYY-MM-DD */
  published: string
  /** 'en': the title stayed English in a feed in another language (untranslated, or its author's words) */
  titleLang?: 'en'
  /** 'en': the summary stayed English in a feed in another language */
  summaryLang?: 'en'
}

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // Characters XML 1.0 cannot carry at all.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')

const day = (iso: string) => `${/^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso : '1970-01-01'}T00:00:00Z`

/** `lang`: the feed's language (`xml:lang`, RFC 4287 section 2), an entry's English texts marked. */
export function buildAtomFeed(feed: {
  title: string
  path: string
  feedPath: string
  lang: string
  entries: AtomEntry[]
}) {
  const lang = (value?: string) => (value ? ` xml:lang="${escapeXml(value)}"` : '')
  const origin = siteOrigin()
  const url = (path: string) => escapeXml(new URL(path, origin).href)
  const updated =
    feed.entries
      .map((entry) => entry.published)
      .sort()
      .at(-1) ?? '1970-01-01'
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom"${lang(feed.lang)}>`,
    `  <title>${escapeXml(feed.title)}</title>`,
    `  <id>${url(feed.feedPath)}</id>`,
    `  <link rel="self" type="application/atom+xml" href="${url(feed.feedPath)}"/>`,
    `  <link rel="alternate" type="text/html" href="${url(feed.path)}"/>`,
    `  <updated>${day(updated)}</updated>`,
    '  <author><name>Wyoming Navigator</name></author>',
    ...feed.entries.map((entry) =>
      [
        '  <entry>',
        `    <title${lang(entry.titleLang)}>${escapeXml(entry.title)}</title>`,
        `    <id>${url(entry.path)}</id>`,
        `    <link rel="alternate" type="text/html" href="${url(entry.path)}"/>`,
        `    <published>${day(entry.published)}</published>`,
        `    <updated>${day(entry.published)}</updated>`,
        `    <author><name>${escapeXml(entry.author)}</name></author>`,
        `    <summary${lang(entry.summaryLang)}>${escapeXml(entry.summary)}</summary>`,
        '  </entry>',
      ].join('\n'),
    ),
    '</feed>',
    '',
  ].join('\n')
}

export function atomResponse(body: string) {
  return new Response(body, {
    headers: {
      'Content-Type': 'application/atom+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=600',
    },
  })
}
