import type { SearchDocument } from '~/lib/search/documents.server'
import { ADVENTURES, COWBOY, type ExplorePage, INDIGENOUS, RESPECT_GUIDELINES, WILDLIFE } from './explore'
import { SHOP_CATEGORIES } from './shops'
import { PACKING_LISTS, PACKING_TIPS, PLAN_CARDS, SEASON_GUIDES, SERVICE_CATEGORIES } from './visit'

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

function explorePage(path: string, page: ExplorePage, extra: string[] = []): SearchDocument {
  return {
    key: `page:${path}`,
    type: 'page',
    url: path,
    title: page.title,
    summary: page.subtitle,
    keywords: lines(
      page.experiencesTitle,
      page.experiences.map((e) => e.name),
      page.note?.title,
    ),
    body: lines(
      page.intro,
      page.experiences.flatMap((e) => [e.name, e.description, e.ages]),
      page.note?.text,
      extra,
    ),
    category: 'Guide',
  }
}

export const SEARCH_PAGES: SearchDocument[] = [
  {
    key: 'page:/visit',
    type: 'page',
    url: '/visit',
    title: 'Plan Your Wyoming Visit',
    summary: 'When to come, how to get here, how long to stay and the highlights not to miss.',
    keywords: lines(
      'Plan Your Trip',
      PLAN_CARDS.map((card) => card.title),
    ),
    body: lines(PLAN_CARDS.flatMap((card) => [card.title, card.intro, ...card.points])),
    category: 'Guide',
  },
  {
    key: 'page:/visit?tab=seasons',
    type: 'page',
    url: '/visit?tab=seasons',
    title: 'Seasonal Guide',
    summary: 'Weather, highlights, what to pack and what to do in each season of the year.',
    keywords: lines(
      SEASON_GUIDES.map((season) => season.season),
      'weather seasons',
    ),
    body: lines(
      SEASON_GUIDES.flatMap((season) => [
        `${season.season} (${season.months}, ${season.temperature})`,
        season.weather,
        ...season.highlights,
        ...season.whatToPack,
        ...season.activities,
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
    keywords: lines(SERVICE_CATEGORIES.map((category) => category.category)),
    body: lines(
      SERVICE_CATEGORIES.flatMap((category) =>
        category.services.flatMap((service) => [service.name, service.info]),
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
      Object.values(PACKING_LISTS).map((list) => list.title),
      Object.values(PACKING_TIPS).map((tips) => tips.title),
    ),
    body: lines(
      Object.values(PACKING_LISTS).flatMap((list) => list.items),
      Object.values(PACKING_TIPS).flatMap((tips) => tips.tips),
    ),
    category: 'Guide',
  },
  explorePage('/wildlife', WILDLIFE),
  explorePage('/cowboy', COWBOY),
  explorePage(
    '/indigenous',
    INDIGENOUS,
    RESPECT_GUIDELINES.flatMap((guideline) => ['Visiting with Respect', guideline.title, guideline.text]),
  ),
  explorePage('/adventures', ADVENTURES),
  {
    key: 'page:/listings',
    type: 'page',
    url: '/listings',
    title: 'Shop Local',
    summary:
      'Local shops, stores, purveyors and outfitters in Wyoming. Every purchase supports the families who make this valley home.',
    keywords: lines(
      SHOP_CATEGORIES.map((category) => category.name),
    ),
    body: lines(
      SHOP_CATEGORIES.flatMap((category) => [category.name, category.description, ...category.examples]),
    ),
    category: 'Guide',
  },
]
