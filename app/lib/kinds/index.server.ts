import type { ReviewKind } from '.'
import { ACTIVITY_KIND } from './activity.server'
import { EVENT_KIND } from './event-submission.server'
import type { ReviewedKind } from './kind.server'
import { RESTAURANT_KIND } from './restaurant.server'
import { STORY_KIND } from './story.server'

/**
 * The registry of the kinds the back office reviews (their browser-safe names and labels are in
 * ./index.ts). Adding a kind: its module under app/lib/kinds/, a line here and one in REVIEW_KINDS.
 */
export const REVIEWED_KINDS: Record<ReviewKind, ReviewedKind> = {
  restaurants: RESTAURANT_KIND as ReviewedKind,
  events: EVENT_KIND as ReviewedKind,
  activities: ACTIVITY_KIND as ReviewedKind,
  stories: STORY_KIND as ReviewedKind,
}
