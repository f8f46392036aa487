import { GUIDE_ZONES } from '~/lib/conditions/alerts'
import { serverT } from '~/lib/i18n/catalog.server'
import type { Locale } from '~/lib/i18n/config'
import { knownWords } from '~/lib/i18n/known-words.server'
import type { MessageKey } from '~/lib/i18n/messages'

/**
 * The back office's guide pages (alerts, conditions, explore, freshness, translations, stats) in
 * the page's language (issue 47): the English the shared modules write (the alert form's checks,
 * the sources' "off" reasons, the explore pages' answers) said by the keys of `adminGuide`.
 */

/** A zone's name: the two national parks have one per language, the other zones are place names. */
export function zoneText(locale: Locale, zone: string | null): string | null {
  if (!zone) return null
  if (zone === 'grand-teton' || zone === 'yellowstone') return serverT(locale)(`adminGuide.zone.${zone}`)
  return GUIDE_ZONES.find((z) => z.value === zone)?.label ?? zone
}

/** The alert form's checks (app/lib/conditions/alert-form.server.ts) and the route's own answers. */
export const ALERT_ANSWERS: readonly MessageKey[] = [
  'adminGuide.alert.check.title',
  'adminGuide.alert.check.titleLength',
  'adminGuide.alert.check.textLength',
  'adminGuide.alert.check.severity',
  'adminGuide.alert.check.kind',
  'adminGuide.alert.check.geometryLength',
  'adminGuide.alert.check.geometryJson',
  'adminGuide.alert.check.geometryType',
  'adminGuide.alert.check.fromTime',
  'adminGuide.alert.check.toTime',
  'adminGuide.alert.check.link',
  'adminGuide.alert.check.target',
  'adminGuide.alert.check.order',
]

/** Why a source is off (each source's `off`, app/lib/conditions/sources/*). */
export const SOURCE_OFF_REASONS: readonly MessageKey[] = [
  'adminGuide.conditions.off.npsKey',
  'adminGuide.conditions.off.zones',
  'adminGuide.conditions.off.stations',
]

/** The explore pages' checks and answers (app/lib/explore.ts, app/lib/explore.server.ts). */
export const EXPLORE_ANSWERS: readonly MessageKey[] = [
  'adminGuide.explore.error.chooseListing',
  'adminGuide.explore.error.noFeature',
  'adminGuide.explore.error.already',
  'adminGuide.explore.error.notInGuide',
  'adminGuide.explore.error.notFeatured',
  'adminGuide.explore.toast.featured',
  'adminGuide.explore.toast.unchanged',
  'adminGuide.explore.toast.removed',
  'adminGuide.explore.toast.saved',
]

export const alertWords = (locale: Locale) => knownWords(locale, ALERT_ANSWERS)
export const offWords = (locale: Locale) => knownWords(locale, SOURCE_OFF_REASONS)
export const exploreWords = (locale: Locale) => knownWords(locale, EXPLORE_ANSWERS)
