import type { Db } from '../db.server'
import type { Locale } from '../i18n/config'
import { keyPart, labelOr } from '../i18n/words.server'
import { choiceText, difficultyText, seasonText, type ShownText } from '../i18n/choice-text.server'
import { type AccessFilter, parseAccessFilters } from '../accessibility/filters'
import {
  type Activity,
  type Difficulty,
  DIFFICULTIES,
  PRICE_RANGES,
  type PriceRange,
  type Season,
  SEASONS,
} from '../listings'
import type { Paged } from '../pagination'
import { ACTIVITY_TYPES as ACTIVITY_CATEGORIES } from './activity'
import { type ActivityFilter, listActivities, pageActivities } from './activity.server'

/**
 * /play/filter: its choices read from the URL, the choices worth offering, and the activities they
 * find (through the activity lists' own filter).
 */

/** The /play/filter choices read from the URL; unknown values are ignored rather than failing. */
export interface ActivitySearch {
  category?: (typeof ACTIVITY_CATEGORIES)[number]
  difficulty?: Difficulty
  season?: Season
  price?: PriceRange
  /** ?access=: step-free entrance, accessible restroom, stroller-friendly */
  access?: AccessFilter[]
}

function oneOf<T extends string>(list: readonly T[], value: string | null): T | undefined {
  return value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined
}

export function parseActivitySearch(params: URLSearchParams): ActivitySearch {
  const search: ActivitySearch = {
    category: oneOf(ACTIVITY_CATEGORIES, params.get('category')),
    difficulty: oneOf(DIFFICULTIES, params.get('difficulty')),
    season: oneOf(SEASONS, params.get('season')),
    price: oneOf(PRICE_RANGES, params.get('price')),
  }
  const access = parseAccessFilters(params)
  if (access.length) search.access = access
  for (const key of Object.keys(search) as (keyof ActivitySearch)[]) {
    if (search[key] === undefined) delete search[key]
  }
  return search
}

/** The values of each /play/filter choice that some listed activity has, in the choices' order. */
export interface ActivityFilterOptions {
  category: string[]
  difficulty: Difficulty[]
  season: Season[]
  price: PriceRange[]
}

/**
 * The /play/filter choices that can return something (a choice no listed activity has is not
 * offered): categories, difficulties and prices the listed activities have, and the seasons they
 * are open in (every season when one is open all year). The chosen ones stay offered.
 */
export async function activityFilterOptions(
  db: Db,
  search: ActivitySearch = {},
): Promise<ActivityFilterOptions> {
  const rows = await db
    .selectFrom('activities')
    .select(['category', 'difficulty', 'season', 'price_range'])
    .where('hidden', '=', 0)
    .distinct()
    .execute()
  const has = (values: string[], chosen?: string) => (value: string) =>
    values.includes(value) || value === chosen
  const seasons = rows.map((row) => row.season)
  const open = seasons.includes('Year-Round') ? [...SEASONS] : seasons
  return {
    category: ACTIVITY_CATEGORIES.filter(
      has(
        rows.map((row) => row.category),
        search.category,
      ),
    ),
    difficulty: DIFFICULTIES.filter(
      has(
        rows.map((row) => row.difficulty),
        search.difficulty,
      ),
    ),
    season: SEASONS.filter(has(open, search.season)),
    price: PRICE_RANGES.filter(
      has(
        rows.map((row) => row.price_range),
        search.price,
      ),
    ),
  }
}

/** Activities matching the /play/filter choices (season includes Year-Round activities). */
export async function searchActivities(db: Db, search: ActivitySearch): Promise<Activity[]> {
  return listActivities(db, activitySearchFilter(search))
}

/** One page of /play/filter's results (PAGE_SIZE cards). */
export async function pageActivitySearch(
  db: Db,
  search: ActivitySearch,
  page: number,
): Promise<Paged<Activity>> {
  return pageActivities(db, activitySearchFilter(search), page)
}

/** The /play/filter choices as a filter (a season includes the activities open all year). */
export function activitySearchFilter(search: ActivitySearch): ActivityFilter {
  return {
    category: search.category,
    difficulty: search.difficulty,
    availableIn: search.season,
    priceRange: search.price,
    access: search.access,
  }
}

/**
 * The /play/filter choices' values in the page's language (catalog keys `play.type.*`,
 * `play.difficulty.*`, `play.season.*`, `play.price.*`); a value without one stays as written.
 */
export function activityChoiceLabels(
  locale: Locale,
): Record<keyof ActivityFilterOptions, (value: string) => string> {
  const shown = activityChoiceShown(locale)
  return {
    category: (value) => shown.category(value).text,
    difficulty: (value) => shown.difficulty(value).text,
    season: (value) => shown.season(value).text,
    price: (value) => labelOr(locale, `play.price.${keyPart(value)}`, value),
  }
}

/**
 * An activity's category, difficulty and season as a card shows them: in the page's language, or
 * in English marked `lang: 'en'` when the catalog has no words for the value.
 */
export function activityChoiceShown(
  locale: Locale,
): Record<'category' | 'difficulty' | 'season', (value: string) => ShownText> {
  return {
    category: (value) => choiceText(locale, value, (part) => [`play.type.${part}`]),
    difficulty: (value) => difficultyText(locale, value),
    season: (value) => seasonText(locale, value),
  }
}
