import type { Db } from '../db.server'
import type { Say } from '../i18n/messages'
import { messagesFor, serverT } from '../i18n/catalog.server'
import { DEFAULT_LOCALE, type Locale, LOCALE_INFO, localeOfPath, localizedPath } from '../i18n/config'
import { labelOr, showingWords } from '../i18n/words.server'
import { env } from '../env.server'
import { parsePage } from '../pagination'
import type { MapGeography, MapView } from './geography'
import { hrefWith } from './links'
import {
  INTERACTIVE_MAP_WORDS,
  type InteractiveMapWords,
  MAP_PAGE_SIZE,
  type MapPageData,
  type MapType,
} from './pages'
import { pageMapListings } from './places.server'
import { mapSources } from './sources.server'
import { buildValleyMap, type MapLanguage } from './valley-map'

/** Where the interactive map's vector tiles are served when MAP_TILES names an archive. */
export const TILES_PATH = '/tiles/valley.pmtiles'

/**
 * What every map page's loader does: reads `?page=` and `?view=`, loads that page of the map's
 * listings (its part of the guide, filtered by the page's other parameters) and builds the map.
 * Links to the other views keep the page's other parameters. It also says where the interactive
 * map finds every pin with these filters, and the tiles if there are any.
 */
export async function loadMapPage({
  db,
  url,
  type,
  geography,
  views: viewsAsWritten,
}: {
  db: Db
  url: URL
  /** the map's part of the guide (what it shows: `map.subject.<type>`); none: everything (/map) */
  type: MapType | undefined
  geography: MapGeography
  views: readonly MapView[]
}): Promise<MapPageData> {
  const locale = localeOfPath(url.pathname)
  const say = serverT(locale)
  const part = type ?? 'all'
  const views = localizedViews(viewsAsWritten, locale)
  const sources = mapSources(db, type, url.searchParams, locale)
  const { items, ...paging } = await pageMapListings(sources, parsePage(url.searchParams.get('page')))
  const defaultView = views[0]!.key
  const map = buildValleyMap({
    geography,
    views,
    viewKey: url.searchParams.get('view'),
    listings: items,
    firstNumber: (paging.page - 1) * MAP_PAGE_SIZE + 1,
    subject: say(`map.subject.${part}` as const),
    viewHref: (key) => hrefWith(url.pathname, url.searchParams, { view: key === defaultView ? null : key }),
    language: mapLanguage(locale),
  })
  const view = views.find((v) => v.key === map.view.key) ?? views[0]!
  return {
    map,
    paging,
    // 'Showing 1–48 of 120 places', or that none match, in the page's language
    count:
      paging.total === 0
        ? say(`map.none.${part}` as const)
        : showingWords(
            locale,
            paging,
            `map.showing.${part}.all` as const,
            `map.showing.${part}.range` as const,
            MAP_PAGE_SIZE,
          ),
    // The page's words and the shared pieces' (filters, list, map links) in its language (decision 059).
    messages: messagesFor(locale, ['listing', 'map']),
    interactive: {
      places: placesHref(type, url.searchParams, locale),
      tiles: env().MAP_TILES ? TILES_PATH : null,
      bounds: view.bounds,
      words: interactiveWords(say),
    },
  }
}

/**
 * The drawn map's words in `locale` (none for English, which keeps its own lists, 'a, b and c':
 * the map's words as written in valley-map.ts).
 */
export function mapLanguage(locale: Locale): MapLanguage | undefined {
  if (locale === DEFAULT_LOCALE) return undefined
  const list = new Intl.ListFormat(LOCALE_INFO[locale].intl, { type: 'conjunction' })
  return { say: serverT(locale), list: (words) => list.format(words) }
}

/** The areas' names in `locale` (a view without one keeps its own). */
export function localizedViews(views: readonly MapView[], locale: Locale): MapView[] {
  return views.map((view) => ({ ...view, label: labelOr(locale, `map.view.${view.key}`, view.label) }))
}

/**
 * /map/places.json with a map page's filters (`map` names its part of the guide), in the page's
 * language (/es/map/places.json: its cards' words and links are Spanish).
 */
export function placesHref(
  type: MapType | undefined,
  params: URLSearchParams,
  locale: Locale = DEFAULT_LOCALE,
): string {
  return hrefWith(localizedPath('/map/places.json', locale), params, { map: type, page: null, view: null })
}

/** The interactive map's words in the page's language; `{name}`-style parts stay for the browser. */
export function interactiveWords(say: Say): InteractiveMapWords {
  const blanks = { distance: '{distance}', count: '{count}', name: '{name}' }
  return Object.fromEntries(
    INTERACTIVE_MAP_WORDS.map((word) => [word, say(`map.interactive.${word}`, blanks)]),
  ) as InteractiveMapWords
}
