import type { SearchDocument } from '~/lib/search/documents.server'
import { ADVENTURES, COWBOY, type ExplorePage, INDIGENOUS, RESPECT_GUIDELINES, WILDLIFE } from './explore'
import { SHOP_CATEGORIES } from './shops'
import { en } from '../locales'
import { indexes, PACKING_LISTS, PACKING_TIPS, PLAN_CARDS, SEASON_GUIDES, SERVICE_CATEGORIES } from './visit'

/** /visit's and the explore pages' English words (the catalogs hold them, issue 47); the index is English for now. */
const words = en as Record<string, string>
const w = (key: string) => words[key]!
const list = (prefix: string, count: number) => indexes(count).map((index) => w(`${prefix}.${index}`))

/**
 * The editorial pages as the site search indexes them: their titles, headings and text, taken
 * from the same content modules the pages render. The index picks up a change at the next start
 * (app/lib/search/index.server.ts syncEditorialPages compares a hash).
 */

const lines = (...parts: (string | readonly string[] | undefined)[]) =>
  parts
    .flat()
    .filter((part): part is string => Boolean(part))
    .join('\n')

/** An experience's words: `explore.<page>.experience.<id>.<part>`. */
const experience = (page: ExplorePage, id: string, part: string) =>
  w(`explore.${page.id}.experience.${id}.${part}`)
/** "All ages", "Ages 8+". */
const ages = (minAge: number | undefined) =>
  minAge === undefined ? w('explore.ages.all') : w('explore.ages.from').replace('{age}', String(minAge))

function explorePage(path: string, page: ExplorePage, extra: string[] = []): SearchDocument {
  const own = (part: string) => w(`explore.${page.id}.${part}`)
  return {
    key: `page:${path}`,
    type: 'page',
    url: path,
    title: own('title'),
    summary: own('subtitle'),
    keywords: lines(
      own('experiencesTitle'),
      page.experiences.map((e) => experience(page, e.id, 'name')),
      page.note ? own('note.title') : undefined,
    ),
    body: lines(
      own('intro'),
      page.experiences.flatMap((e) => [
        experience(page, e.id, 'name'),
        experience(page, e.id, 'description'),
        ages(e.minAge),
      ]),
      page.note ? own('note.text') : undefined,
      extra,
    ),
    category: 'Guide',
  }
}

/** A shop category's words: `explore.listings.category.<id>.<part>`. */
const shop = (id: string, part: string) => w(`explore.listings.category.${id}.${part}`)

export const SEARCH_PAGES: SearchDocument[] = [
  {
    key: 'page:/visit',
    type: 'page',
    url: '/visit',
    title: 'Plan Your Wyoming Visit',
    summary: 'When to come, how to get here, how long to stay and the highlights not to miss.',
    keywords: lines(
      'Plan Your Trip',
      PLAN_CARDS.map((card) => w(`visit.plan.${card.id}.title`)),
    ),
    body: lines(
      PLAN_CARDS.flatMap((card) => [
        w(`visit.plan.${card.id}.title`),
        w(`visit.plan.${card.id}.intro`),
        ...list(`visit.plan.${card.id}.points`, card.points),
      ]),
    ),
    category: 'Guide',
  },
  {
    key: 'page:/visit?tab=seasons',
    type: 'page',
    url: '/visit?tab=seasons',
    title: 'Seasonal Guide',
    summary: 'Weather, highlights, what to pack and what to do in each season of the year.',
    keywords: lines(
      SEASON_GUIDES.map((season) => w(`visit.season.${season.id}.name`)),
      'weather seasons',
    ),
    body: lines(
      SEASON_GUIDES.flatMap((season) => [
        `${w(`visit.season.${season.id}.name`)} (${w(`visit.season.${season.id}.months`)}, ${season.temperature})`,
        w(`visit.season.${season.id}.weather`),
        ...list(`visit.season.${season.id}.highlights`, season.highlights),
        ...list(`visit.season.${season.id}.pack`, season.pack),
        ...list(`visit.season.${season.id}.activities`, season.activities),
      ]),
    ),
    category: 'Guide',
  },
  {
    key: 'page:/visit?tab=services',
    type: 'page',
    url: '/visit?tab=services',
    title: 'Essential Services',
    summary: 'Emergency numbers, visitor centers, transportation and road conditions.',
    keywords: lines(SERVICE_CATEGORIES.map((category) => w(`visit.services.category.${category.id}`))),
    body: lines(
      SERVICE_CATEGORIES.flatMap((category) =>
        category.services.flatMap((service) => [
          w(`visit.service.${service.id}.name`),
          w(`visit.service.${service.id}.info`),
        ]),
      ),
    ),
    category: 'Guide',
  },
  {
    key: 'page:/visit?tab=packing',
    type: 'page',
    url: '/visit?tab=packing',
    title: 'Packing Guide',
    summary: 'What to bring for a family, adventure or cultural trip, and mountain climate tips.',
    keywords: lines(
      Object.keys(PACKING_LISTS).map((key) => w(`visit.packing.${key}.title`)),
      Object.keys(PACKING_TIPS).map((key) => w(`visit.tips.${key}.title`)),
    ),
    body: lines(
      Object.entries(PACKING_LISTS).flatMap(([key, count]) => list(`visit.packing.${key}.items`, count)),
      Object.entries(PACKING_TIPS).flatMap(([key, count]) => list(`visit.tips.${key}.items`, count)),
    ),
    category: 'Guide',
  },
  explorePage('/wildlife', WILDLIFE),
  explorePage('/cowboy', COWBOY),
  explorePage(
    '/indigenous',
    INDIGENOUS,
    RESPECT_GUIDELINES.flatMap((guideline) => [
      w('explore.indigenous.respect.title'),
      w(`explore.indigenous.respect.${guideline}.title`),
      w(`explore.indigenous.respect.${guideline}.text`),
    ]),
  ),
  explorePage('/adventures', ADVENTURES),
  {
    key: 'page:/listings',
    type: 'page',
    url: '/listings',
    title: w('explore.listings.title'),
    summary: w('explore.listings.subtitle'),
    keywords: lines(SHOP_CATEGORIES.map((category) => shop(category.id, 'name'))),
    body: lines(
      SHOP_CATEGORIES.flatMap((category) => [
        shop(category.id, 'name'),
        shop(category.id, 'description'),
        ...list(`explore.listings.category.${category.id}.examples`, category.examples),
      ]),
    ),
    category: 'Guide',
  },
]
