import type { MetaDescriptor } from 'react-router'
import { isPlaceholderPhone, isPlaceholderUrl } from './contact-links'
import type { Activity, Article, GuideEvent, Image, Restaurant, Stay } from './listings'
import { sceneSrc } from './listings'
import { eventPriceText } from './kinds/event'
import { type AccessibilityFacts, type AccessibilityKind } from './accessibility/facts'
import { amenityFeatures } from './accessibility/machine'
import { DEFAULT_LOCALE, type Locale, localizedPath } from './i18n/config'
import type { MessageKey, Words } from './i18n/messages'

/**
 * schema.org descriptions of the detail pages (JSON-LD), for search engines and link previews.
 * React Router's meta renders `script:ld+json` as a data block with its JSON escaped for HTML.
 * Made in the detail pages' loaders (so the pages' code carries none of it). Absolute URLs come
 * from PUBLIC_URL; without it they stay paths.
 * Made-up phones and example.com sites are left out, as on the pages.
 * In the page's language (`language`, decision 059): its addresses, the breadcrumbs' and the
 * accessibility facts' names and the price words; the listing's own texts are its translation where
 * one was written (the loader's listing already has it). `inLanguage` where schema.org has it (an
 * Event, an Article, the BreadcrumbList: creative works; a place, a LocalBusiness, has none).
 * `@type` values are schema.org's, not words.
 */

type Json = Record<string, unknown>

/** The page's language and its words (the loader's `wordsFor(locale)`); none: English. */
export interface LdLanguage {
  locale: Locale
  words: Words
}

/** What the JSON-LD says in the page's language: its paths, a message (else its English), its tag. */
function speaker(language?: LdLanguage) {
  const locale = language?.locale ?? DEFAULT_LOCALE
  return {
    path: (path: string) => localizedPath(path, locale),
    say: (key: MessageKey, english: string, values?: Record<string, unknown>) =>
      language && locale !== DEFAULT_LOCALE ? language.words.say(key, values) : english,
    inLanguage: language ? locale : undefined,
    words: language && locale !== DEFAULT_LOCALE ? language.words : undefined,
  }
}

/** A star rating, or none (left out) when the listing has no rating (0). */
const rating = (value: number) =>
  value > 0 ? { '@type': 'AggregateRating', ratingValue: value, bestRating: 5 } : undefined

const absolute = (path: string, origin?: string) => (origin ? new URL(path, origin).href : path)
const imageUrl = (image: Image, origin?: string) => absolute(sceneSrc(image.scene), origin)
const phone = (value: string) => (value && !isPlaceholderPhone(value) ? value : undefined)
const website = (value: string) => (value && !isPlaceholderUrl(value) ? value : undefined)
const address = (street: string) => ({
  '@type': 'PostalAddress',
  streetAddress: street,
  addressRegion: 'WY',
  addressCountry: 'US',
})

/** Home > section > page, for the breadcrumb trail search results show (paths already localized). */
function breadcrumbs(
  trail: [name: string, path: string][],
  origin: string | undefined,
  inLanguage: string | undefined,
): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    inLanguage,
    itemListElement: trail.map(([name, path], i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name,
      item: absolute(path, origin),
    })),
  }
}

/** The known accessibility facts as `amenityFeature` (left out when none is known). */
function amenities(kind: AccessibilityKind, facts?: AccessibilityFacts, words?: Words) {
  const features = facts ? amenityFeatures(kind, facts, words) : []
  return features.length ? features : undefined
}

const ld = (...items: Json[]): MetaDescriptor[] => items.map((item) => ({ 'script:ld+json': item }))

export function restaurantLd(
  r: Restaurant,
  origin?: string,
  facts?: AccessibilityFacts,
  language?: LdLanguage,
): MetaDescriptor[] {
  const l = speaker(language)
  const path = l.path(`/eat/${r.id}`)
  return ld(
    {
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: r.name,
      description: r.description,
      url: absolute(path, origin),
      image: imageUrl(r.image, origin),
      servesCuisine: r.type,
      priceRange: r.price,
      address: address(r.location),
      telephone: phone(r.phone),
      sameAs: website(r.website),
      aggregateRating: rating(r.rating),
      amenityFeature: amenities('restaurants', facts, l.words),
    },
    breadcrumbs(
      [
        [l.say('shell.nav.home', 'Home'), l.path('/')],
        [l.say('shell.nav.eat', 'Eat'), l.path('/eat')],
        [r.name, path],
      ],
      origin,
      l.inLanguage,
    ),
  )
}

export function stayLd(
  s: Stay,
  origin?: string,
  facts?: AccessibilityFacts,
  language?: LdLanguage,
): MetaDescriptor[] {
  const l = speaker(language)
  const path = l.path(`/stay/${s.id}`)
  return ld(
    {
      '@context': 'https://schema.org',
      '@type': 'LodgingBusiness',
      name: s.name,
      description: s.description,
      url: absolute(path, origin),
      image: imageUrl(s.image, origin),
      priceRange: l.say('stay.favorite.perNight', `$${s.pricePerNight} per night`, {
        price: `$${s.pricePerNight}`,
      }),
      address: address(s.location),
      telephone: phone(s.contact.phone),
      sameAs: website(s.contact.website),
      aggregateRating: rating(s.rating),
      amenityFeature: amenities('stays', facts, l.words),
    },
    breadcrumbs(
      [
        [l.say('shell.nav.home', 'Home'), l.path('/')],
        [l.say('shell.nav.stay', 'Stay'), l.path('/stay')],
        [s.name, path],
      ],
      origin,
      l.inLanguage,
    ),
  )
}

export function activityLd(
  a: Activity,
  origin?: string,
  facts?: AccessibilityFacts,
  language?: LdLanguage,
): MetaDescriptor[] {
  const l = speaker(language)
  const path = l.path(`/play/${a.id}`)
  return ld(
    {
      '@context': 'https://schema.org',
      '@type': 'TouristAttraction',
      name: a.name,
      description: a.description,
      url: absolute(path, origin),
      image: imageUrl(a.image, origin),
      address: address(a.location),
      isAccessibleForFree: a.price === 'Free',
      touristType: a.ageGroup,
      amenityFeature: amenities('activities', facts, l.words),
    },
    breadcrumbs(
      [
        [l.say('shell.nav.home', 'Home'), l.path('/')],
        [l.say('shell.nav.play', 'Play'), l.path('/play')],
        [a.name, path],
      ],
      origin,
      l.inLanguage,
    ),
  )
}

/** An Event with its place and offer; times in America/Denver as written (no offset guessing). */
export function eventLd(e: GuideEvent, origin?: string, language?: LdLanguage): MetaDescriptor[] {
  const l = speaker(language)
  const path = l.path(`/events/${e.id}`)
  return ld(
    {
      '@context': 'https://schema.org',
      '@type': 'Event',
      inLanguage: l.inLanguage,
      name: e.title,
      description: e.description,
      url: absolute(path, origin),
      image: imageUrl(e.image, origin),
      // An all-day event has no times: its day alone.
      startDate: e.startTime ? `${e.date}T${e.startTime}` : e.date,
      endDate: e.startTime && e.endTime > e.startTime ? `${e.date}T${e.endTime}` : undefined,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: e.location, address: address(e.address) },
      organizer: { '@type': 'Organization', name: e.organizer, url: website(e.website) },
      offers: {
        '@type': 'Offer',
        description: eventPriceText(e, l.say('events.card.free', 'Free')) || undefined,
        price: e.isFree ? 0 : undefined,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: website(e.website) ?? absolute(path, origin),
      },
      maximumAttendeeCapacity: e.capacity > 0 ? e.capacity : undefined,
    },
    breadcrumbs(
      [
        [l.say('shell.nav.home', 'Home'), l.path('/')],
        [l.say('shell.nav.events', 'Events'), l.path('/events')],
        [e.title, path],
      ],
      origin,
      l.inLanguage,
    ),
  )
}

export function articleLd(a: Article, origin?: string, language?: LdLanguage): MetaDescriptor[] {
  const l = speaker(language)
  const path = l.path(`/blog/${a.id}`)
  return ld(
    {
      '@context': 'https://schema.org',
      '@type': 'Article',
      inLanguage: l.inLanguage,
      headline: a.title,
      description: a.excerpt,
      url: absolute(path, origin),
      image: imageUrl(a.image, origin),
      datePublished: a.publishDate,
      author: { '@type': 'Person', name: a.author },
      publisher: { '@type': 'Organization', name: 'Wyoming Navigator' },
      keywords: a.tags.join(', '),
    },
    breadcrumbs(
      [
        [l.say('shell.nav.home', 'Home'), l.path('/')],
        [l.say('shell.nav.blog', 'Blog'), l.path('/blog')],
        [a.title, path],
      ],
      origin,
      l.inLanguage,
    ),
  )
}
