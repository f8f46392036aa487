import type { MetaDescriptor } from 'react-router'
import { isPlaceholderPhone, isPlaceholderUrl } from './contact-links'
import type { Activity, Article, GuideEvent, Image, Restaurant, Stay } from './listings'
import { sceneSrc } from './listings'
import { eventPriceText } from './kinds/event'
import { type AccessibilityFacts, type AccessibilityKind } from './accessibility/facts'
import { amenityFeatures } from './accessibility/machine'

/**
 * schema.org descriptions of the detail pages (JSON-LD), for search engines and link previews.
 * React Router's meta renders `script:ld+json` as a data block with its JSON escaped for HTML.
 * Made in the detail pages' loaders (so the pages' code carries none of it). Absolute URLs come
 * from PUBLIC_URL; without it they stay paths.
 * Made-up phones and example.com sites are left out, as on the pages.
 */

type Json = Record<string, unknown>

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

/** Home > section > page, for the breadcrumb trail search results show. */
function breadcrumbs(trail: [name: string, path: string][], origin?: string): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, path], i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name,
      item: absolute(path, origin),
    })),
  }
}

/** The known accessibility facts as `amenityFeature` (left out when none is known). */
function amenities(kind: AccessibilityKind, facts?: AccessibilityFacts) {
  const features = facts ? amenityFeatures(kind, facts) : []
  return features.length ? features : undefined
}

const ld = (...items: Json[]): MetaDescriptor[] => items.map((item) => ({ 'script:ld+json': item }))

export function restaurantLd(r: Restaurant, origin?: string, facts?: AccessibilityFacts): MetaDescriptor[] {
  const path = `/eat/${r.id}`
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
      amenityFeature: amenities('restaurants', facts),
    },
    breadcrumbs(
      [
        ['Home', '/'],
        ['Eat', '/eat'],
        [r.name, path],
      ],
      origin,
    ),
  )
}

export function stayLd(s: Stay, origin?: string, facts?: AccessibilityFacts): MetaDescriptor[] {
  const path = `/stay/${s.id}`
  return ld(
    {
      '@context': 'https://schema.org',
      '@type': 'LodgingBusiness',
      name: s.name,
      description: s.description,
      url: absolute(path, origin),
      image: imageUrl(s.image, origin),
      priceRange: `$${s.pricePerNight} per night`,
      address: address(s.location),
      telephone: phone(s.contact.phone),
      sameAs: website(s.contact.website),
      aggregateRating: rating(s.rating),
      amenityFeature: amenities('stays', facts),
    },
    breadcrumbs(
      [
        ['Home', '/'],
        ['Stay', '/stay'],
        [s.name, path],
      ],
      origin,
    ),
  )
}

export function activityLd(a: Activity, origin?: string, facts?: AccessibilityFacts): MetaDescriptor[] {
  const path = `/play/${a.id}`
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
      amenityFeature: amenities('activities', facts),
    },
    breadcrumbs(
      [
        ['Home', '/'],
        ['Play', '/play'],
        [a.name, path],
      ],
      origin,
    ),
  )
}

/** An Event with its place and offer; times in America/Denver as written (no offset guessing). */
export function eventLd(e: GuideEvent, origin?: string): MetaDescriptor[] {
  const path = `/events/${e.id}`
  return ld(
    {
      '@context': 'https://schema.org',
      '@type': 'Event',
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
        description: eventPriceText(e) || undefined,
        price: e.isFree ? 0 : undefined,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: website(e.website) ?? absolute(path, origin),
      },
      maximumAttendeeCapacity: e.capacity > 0 ? e.capacity : undefined,
    },
    breadcrumbs(
      [
        ['Home', '/'],
        ['Events', '/events'],
        [e.title, path],
      ],
      origin,
    ),
  )
}

export function articleLd(a: Article, origin?: string): MetaDescriptor[] {
  const path = `/blog/${a.id}`
  return ld(
    {
      '@context': 'https://schema.org',
      '@type': 'Article',
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
        ['Home', '/'],
        ['Blog', '/blog'],
        [a.title, path],
      ],
      origin,
    ),
  )
}
