import { ACTIVITY_EDITOR } from './activity.server'
import { ARTICLE_EDITOR } from './article.server'
import type { ListingType } from './editor'
import type { ListingEditorSpec } from './editor.server'
import { EVENT_EDITOR } from './event.server'
import { withTranslations } from './editor-translations.server'
import { MUSIC_EDITOR } from './music.server'
import { RESTAURANT_EDITOR } from './restaurant.server'
import { STAY_EDITOR } from './stay.server'

/** The registry of listing editors (each spec lives in its kind's module), each in every language. */
export const LISTING_EDITORS: Record<ListingType, ListingEditorSpec> = {
  restaurants: withTranslations(RESTAURANT_EDITOR),
  stays: withTranslations(STAY_EDITOR),
  activities: withTranslations(ACTIVITY_EDITOR),
  events: withTranslations(EVENT_EDITOR),
  music: withTranslations(MUSIC_EDITOR),
  articles: withTranslations(ARTICLE_EDITOR),
}
