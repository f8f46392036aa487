import { ACTIVITY_EDITOR } from './activity.server'
import { ARTICLE_EDITOR } from './article.server'
import type { ListingType } from './editor'
import type { ListingEditorSpec } from './editor.server'
import { EVENT_EDITOR } from './event.server'
import { MUSIC_EDITOR } from './music.server'
import { RESTAURANT_EDITOR } from './restaurant.server'
import { STAY_EDITOR } from './stay.server'

/** The registry of listing editors (each spec lives in its kind's module). */
export const LISTING_EDITORS: Record<ListingType, ListingEditorSpec> = {
  restaurants: RESTAURANT_EDITOR,
  stays: STAY_EDITOR,
  activities: ACTIVITY_EDITOR,
  events: EVENT_EDITOR,
  music: MUSIC_EDITOR,
  articles: ARTICLE_EDITOR,
}
