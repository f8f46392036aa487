import { messagesFor, serverT } from './i18n/catalog.server'
import type { Locale } from './i18n/config'
import type { MessageKey } from './i18n/messages'
import type { ExplorePageId } from './explore'

/**
 * An explore page's words in its language (issue 47, decision 059): the catalog's part it shows
 * (its own editorial text, the cards' and the shared closing section's) and its title and
 * description for the document head.
 */
export function exploreWords(locale: Locale, page: ExplorePageId) {
  const say = serverT(locale)
  return {
    messages: messagesFor(
      locale,
      page === 'listings'
        ? ['explore.listings', 'explore.featured']
        : [`explore.${page}`, 'explore.ages', 'explore.experience', 'explore.featured', 'explore.questions'],
    ),
    title: say(`explore.${page}.title` as MessageKey),
    description: say(`explore.${page}.metaDescription` as MessageKey),
  }
}
