import { createElement, type FunctionComponent } from 'react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { en, es } from '../../locales'
import { messagesFor } from '../../lib/i18n/catalog.server'
import { createTranslator, TranslatorContext } from '../../lib/i18n/use-t'
import type { Db } from '../../lib/db.server'
import { EXPLORE_PAGES, type ExplorePageId, type FeaturedListing } from '../../lib/explore'
import { featuredListings } from '../../lib/explore.server'
import { createTestDb, TEST_DIALECTS, type TestDb } from '../../../tests/setup/db'
import AdventuresRoute from './adventures'
import CowboyRoute from './cowboy'
import IndigenousRoute from './indigenous'
import ListingsRoute from './listings'
import WildlifeRoute from './wildlife'

/**
 * One source of truth (issue 45 item 4): every fact an explore page shows about a listing (name,
 * price, times, address, season) is the listing's own, read from its row; editorial text never
 * states a price, a clock time or a street address. The checks below read each page as rendered
 * from its loader's output and compare it with the listing rows, and are shown to fail on a
 * planted copy.
 */

type PageProps = { loaderData: { featured: FeaturedListing[] } }
const ROUTES = {
  wildlife: WildlifeRoute,
  cowboy: CowboyRoute,
  indigenous: IndigenousRoute,
  adventures: AdventuresRoute,
  listings: ListingsRoute,
} as unknown as Record<ExplorePageId, FunctionComponent<PageProps>>

/** The page in English, with its words as its loader sends them (the root layout's translator). */
function renderPage(page: ExplorePageId, featured: FeaturedListing[]): string {
  const path = EXPLORE_PAGES.find((p) => p.id === page)!.path
  return renderToString(
    createElement(
      TranslatorContext.Provider,
      { value: createTranslator('en', messagesFor('en', ['explore'])) },
      createElement(
        MemoryRouter,
        { initialEntries: [path] },
        createElement(ROUTES[page], { loaderData: { featured } }),
      ),
    ),
  )
}

const unescape = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim()

/** The featured cards of a rendered page: their listing key, name and shown facts. */
export function cardsOf(html: string) {
  return [...html.matchAll(/<article data-listing="([^"]+)"[\s\S]*?<\/article>/g)].map(([card, key]) => ({
    key: key!,
    name: unescape(/<h3[^>]*>([\s\S]*?)<\/h3>/.exec(card)![1]!),
    facts: Object.fromEntries(
      [...card.matchAll(/data-fact="(\w+)"[\s\S]*?<dd[^>]*>([\s\S]*?)<\/dd>/g)].map(([, k, v]) => [
        k!,
        unescape(v!),
      ]),
    ),
  }))
}

/** What the listing's row says, read on its own (not through the loader's code). */
async function rowFacts(
  db: Db,
  key: string,
): Promise<{ name: string; facts: Record<string, string> } | null> {
  const [type, id] = key.split(':') as [string, string]
  const clean = (facts: Record<string, string | undefined>) =>
    Object.fromEntries(Object.entries(facts).filter(([, v]) => v && v.trim() !== '')) as Record<
      string,
      string
    >
  if (type === 'activities') {
    const r = await db.selectFrom('activities').selectAll().where('id', '=', id).executeTakeFirst()
    return r
      ? {
          name: r.name,
          facts: clean({ duration: r.duration, price: r.price, season: r.season, address: r.location }),
        }
      : null
  }
  if (type === 'restaurants') {
    const r = await db.selectFrom('restaurants').selectAll().where('id', '=', id).executeTakeFirst()
    return r ? { name: r.name, facts: clean({ hours: r.hours, price: r.price, address: r.location }) } : null
  }
  const r = await db.selectFrom('stays').selectAll().where('id', '=', id).executeTakeFirst()
  return r
    ? {
        name: r.name,
        facts: clean({
          price: r.price_per_night ? `$${r.price_per_night} per night` : undefined,
          address: r.location,
        }),
      }
    : null
}

/** Every difference between what a rendered page shows and the listings' rows ([] when none). */
export async function factMismatches(db: Db, html: string): Promise<string[]> {
  const problems: string[] = []
  for (const card of cardsOf(html)) {
    const row = await rowFacts(db, card.key)
    if (!row) {
      problems.push(`${card.key}: shown but not a listing`)
      continue
    }
    if (card.name !== row.name)
      problems.push(`${card.key}: name "${card.name}" is "${row.name}" on the listing`)
    for (const key of new Set([...Object.keys(row.facts), ...Object.keys(card.facts)]))
      if (card.facts[key] !== row.facts[key])
        problems.push(
          `${card.key}: ${key} "${card.facts[key] ?? '(not shown)'}" is "${row.facts[key] ?? '(none)'}" on the listing`,
        )
  }
  return problems
}

const PRICE = /\$\s?\d/
const CLOCK = /\b\d{1,2}(:\d{2})?\s?(am|pm|a\.m\.|p\.m\.)(?![a-z])|\b\d{1,2}:\d{2}\b/i
const STREET =
  /\b\d{1,5}\s+(?:[NSEW]\.?\s+)?(?:[A-Z][\w.'-]*\s+){1,3}(?:St|Street|Ave|Avenue|Rd|Road|Dr|Drive|Blvd|Boulevard|Hwy|Highway|Ln|Lane|Way|Loop|Pkwy|Parkway|Ct|Court|Pl|Place)\b/

/** The editorial sentences that state a price, a clock time or a street address. */
export function editorialViolations(texts: readonly string[]): string[] {
  return texts.filter((text) => PRICE.test(text) || CLOCK.test(text) || STREET.test(text))
}

/** Every string in a content value (objects and arrays walked). */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(stringsOf)
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf)
  return []
}

const EDITORIAL = stringsOf([
  // /visit's, /play's and the explore pages' words, in every language (issue 47: they live in the catalogs).
  ...[en, es].flatMap((catalog) =>
    Object.entries(catalog)
      .filter(
        ([key]) =>
          (key.startsWith('visit.') && !key.startsWith('visit.service.')) ||
          key.startsWith('explore.') ||
          /^play\.(category|strip|safety|featured|submit)\./.test(key),
      )
      .map(([, text]) => text),
  ),
])

describe('editorial text on the explore pages, /play and /visit', () => {
  it('states no price, clock time or street address', () => {
    expect(EDITORIAL.length).toBeGreaterThan(50)
    expect(editorialViolations(EDITORIAL)).toEqual([])
  })

  it('is caught when it does (planted copies)', () => {
    const planted = [
      'A sleigh ride at $15 on the refuge.',
      'Rides leave at 10AM from the visitor center.',
      'Supper starts at 6:30 each evening.',
      'Meet at 480 S Washington St in Afton.',
      'Park at 135 E Deloney Ave.',
    ]
    expect(editorialViolations([...EDITORIAL, ...planted])).toEqual(planted)
    // Words that only look like facts are not: distances, counts, years.
    expect(editorialViolations(['Stay 25 yards away; 2 L of water; since the 1880s; 10,000 years.'])).toEqual(
      [],
    )
  })

  it('the pages rendered with no featured listing show no price, clock time or street address', () => {
    for (const { id } of EXPLORE_PAGES)
      expect(editorialViolations([unescape(renderPage(id, []))]), id).toEqual([])
  })
})

describe.each(TEST_DIALECTS)('every explore page’s facts are its listings’ own, on %s', (dialect) => {
  let t: TestDb
  beforeAll(async () => {
    t = await createTestDb(dialect)
  })
  afterAll(async () => t.cleanup())

  it('each fact a page shows matches its listing', async () => {
    let cards = 0
    for (const { id } of EXPLORE_PAGES) {
      const html = renderPage(id, await featuredListings(t.db, id))
      cards += cardsOf(html).length
      expect(await factMismatches(t.db, html), id).toEqual([])
    }
    // The seeded choices: every page but /cowboy features activities; /cowboy and /listings a restaurant.
    expect(cards).toBeGreaterThanOrEqual(9)
  })

  it('a price copied into a page, or changed on the listing, is a mismatch (planted copy)', async () => {
    const featured = await featuredListings(t.db, 'wildlife')
    const sleigh = featured.find((f) => f.id === 'elk-refuge-sleigh-ride')!
    const planted = featured.map((f) =>
      f === sleigh
        ? {
            ...f,
            facts: f.facts.map((fact) =>
              fact.key === 'price' ? { ...fact, value: '$35 adults, $20 children' } : fact,
            ),
          }
        : f,
    )
    expect(await factMismatches(t.db, renderPage('wildlife', planted))).toEqual([
      `activities:elk-refuge-sleigh-ride: price "$35 adults, $20 children" is "${sleigh.facts.find((f) => f.key === 'price')!.value}" on the listing`,
    ])
    // The listing changes: the page, read again, follows it.
    await t.db.updateTable('activities').set({ price: '$40 adults' }).where('id', '=', sleigh.id).execute()
    const stale = renderPage('wildlife', featured)
    expect(await factMismatches(t.db, stale)).toHaveLength(1)
    const fresh = renderPage('wildlife', await featuredListings(t.db, 'wildlife'))
    expect(await factMismatches(t.db, fresh)).toEqual([])
    expect(unescape(fresh)).toContain('$40 adults')
  })

  it('a listing hidden, withdrawn or deleted drops out of its page; the rest stay', async () => {
    const before = cardsOf(renderPage('adventures', await featuredListings(t.db, 'adventures'))).map(
      (c) => c.key,
    )
    expect(before).toEqual([
      'activities:taggart-lake-hike',
      'activities:snow-king-family-ski-lessons',
      'activities:greys-river-fly-fishing',
    ])
    await t.db.updateTable('activities').set({ hidden: 1 }).where('id', '=', 'taggart-lake-hike').execute()
    await t.db.deleteFrom('activities').where('id', '=', 'greys-river-fly-fishing').execute()
    const html = renderPage('adventures', await featuredListings(t.db, 'adventures'))
    expect(cardsOf(html).map((c) => c.key)).toEqual(['activities:snow-king-family-ski-lessons'])
    expect(await factMismatches(t.db, html)).toEqual([])
    // The page's own ideas are still there.
    expect(html).toContain('Intro to Rock Climbing')
  })
})
