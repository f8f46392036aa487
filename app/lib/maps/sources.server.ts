import { parseAccessFilters } from '../accessibility/filters'
import { parseEventsQuery } from '../events-query'
import { todayInTimeZone } from '../dates'
import type { Db } from '../db.server'
import { parseActivitySearch } from '../kinds/activity-filter.server'
import { parseCuisine } from '../kinds/restaurant.server'
import { parseStayType } from '../kinds/stay.server'
import { DEFAULT_LOCALE, type Locale } from '../i18n/config'
import { serverT } from '../i18n/catalog.server'
import { MAP_TYPES, type MapType } from './pages'
import {
  activitySource,
  eventSource,
  type MapSource,
  musicSource,
  restaurantSource,
  staySource,
} from './places.server'

/**
 * Which listings a map shows, from its page's filters: one place for the map pages' loaders and
 * for /map/places.json (the interactive map's pins), so both always show the same listings.
 * `type` is the map's part of the guide; none is the map of everything (/map), whose places say
 * which part they are from in `locale`'s language.
 */
export function mapSources(
  db: Db,
  type: MapType | undefined,
  params: URLSearchParams,
  locale: Locale = DEFAULT_LOCALE,
): MapSource[] {
  // ?access=: places whose facts say yes (events and shows have no facts: none meet it)
  const access = parseAccessFilters(params)
  const say = serverT(locale)
  switch (type) {
    case 'eat':
      return [
        restaurantSource(db, { cuisine: parseCuisine(params.get('cuisine')), access }, undefined, locale),
      ]
    case 'stay':
      return [staySource(db, { type: parseStayType(params.get('type')), access }, undefined, locale)]
    case 'play':
      // The same filters as /play/filter, so Filter and List View keep them.
      return [activitySource(db, parseActivitySearch(params), undefined, locale)]
    case 'events': {
      const query = parseEventsQuery(params)
      // Upcoming: from the region's today (the page is the same for every visitor). The live
      // music shows are events too, unless a category or price they do not have is chosen.
      const from = todayInTimeZone()
      return [
        eventSource(
          db,
          {
            from,
            category: query.category,
            isFree: query.price ? query.price === 'free' : undefined,
          },
          undefined,
          locale,
        ),
        ...(query.category || query.price
          ? []
          : [musicSource(db, { from }, say('map.section.music'), locale)]),
      ]
    }
    default: {
      const label = (key: MapType) =>
        locale === DEFAULT_LOCALE ? MAP_TYPES.find((t) => t.key === key)!.label : say(`map.type.${key}`)
      if (access.length)
        return [
          restaurantSource(db, { access }, label('eat'), locale),
          staySource(db, { access }, label('stay'), locale),
          activitySource(db, { access }, label('play'), locale),
        ]
      return [
        restaurantSource(db, {}, label('eat'), locale),
        staySource(db, {}, label('stay'), locale),
        activitySource(db, {}, label('play'), locale),
        eventSource(db, { from: todayInTimeZone() }, label('events'), locale),
        musicSource(db, { from: todayInTimeZone() }, say('map.section.music'), locale),
      ]
    }
  }
}

/** The most pins the interactive map is sent (clustered in the browser). */
export const MAX_INTERACTIVE_PINS = 5000
