import {
  type RouteConfig,
  type RouteConfigEntry,
  index,
  layout,
  prefix,
  route,
} from '@react-router/dev/routes'
import { hasLanguageVersions, PREFIXED_LOCALES } from './lib/i18n/config'

// Every public URL of the guide, in the order of SPEC section 2's route list. Each is also served
// in every other language under its prefix (`/es/eat`), generated below from this one list.
const publicRoutes = [
  index('routes/home.tsx'),

  ...prefix('eat', [
    index('routes/eat/index.tsx'),
    route('map', 'routes/eat/map.tsx'),
    route(':id', 'routes/eat/detail.tsx'),
    route(':id/directions', 'routes/eat/directions.tsx'),
  ]),
  ...prefix('stay', [
    index('routes/stay/index.tsx'),
    route('map', 'routes/stay/map.tsx'),
    route(':id', 'routes/stay/detail.tsx'),
  ]),
  ...prefix('play', [
    index('routes/play/index.tsx'),
    route('map', 'routes/play/map.tsx'),
    route('filter', 'routes/play/filter.tsx'),
    route(':id', 'routes/play/detail.tsx'),
    route(':id/photos', 'routes/play/photos.tsx'),
  ]),
  ...prefix('events', [
    index('routes/events/index.tsx'),
    route('live-music', 'routes/events/live-music.tsx'),
    route('map', 'routes/events/map.tsx'),
    route('feed.ics', 'routes/events/feed.ts'),
    route('saved.ics', 'routes/events/saved-ics.ts'),
    route('venues/:id', 'routes/events/place.tsx', { id: 'event-venue' }),
    route('organizers/:id', 'routes/events/place.tsx', { id: 'event-organizer' }),
    route(':id.ics', 'routes/events/event-ics.ts'),
    route(':id', 'routes/events/detail.tsx'),
  ]),

  route('map', 'routes/map.tsx'),
  route('map/places.json', 'routes/map/places.ts'),
  route('map/outlines.json', 'routes/map/outlines.ts'),

  ...prefix('search', [index('routes/search/index.tsx'), route('suggest', 'routes/search/suggest.ts')]),

  route('visit', 'routes/visit.tsx'),
  route('accessibility', 'routes/accessibility.tsx'),
  route('conditions', 'routes/conditions.tsx'),
  route('conditions/map.json', 'routes/conditions-map.ts'),
  route('blog', 'routes/blog.tsx'),
  route('blog/feed.xml', 'routes/blog-feed.ts'),
  route('blog/:slug', 'routes/blog-article.tsx'),
  route('newsletter', 'routes/newsletter.tsx'),
  route('newsletter/confirm', 'routes/newsletter/confirm.tsx'),
  route('mail/confirm', 'routes/mail/confirm.tsx'),
  route('newsletter/unsubscribe', 'routes/newsletter/unsubscribe.tsx'),
  route('wildlife', 'routes/explore/wildlife.tsx'),
  route('cowboy', 'routes/explore/cowboy.tsx'),
  route('indigenous', 'routes/explore/indigenous.tsx'),
  route('adventures', 'routes/explore/adventures.tsx'),
  route('listings', 'routes/explore/listings.tsx'),
  route('listings/:kind/:id.a11y.json', 'routes/listings/a11y-json.ts'),
  route('favorites', 'routes/favorites.tsx'),
  route('favorites/sync', 'routes/favorites-sync.ts'),
  ...prefix('trip', [
    index('routes/trip/index.tsx'),
    route('print', 'routes/trip/print.tsx'),
    route('shared/:id', 'routes/trip/shared.tsx'),
  ]),
  route('trip.ics', 'routes/trip/ics.ts'),
  route('host-signup', 'routes/host-signup.tsx'),
  route('claim/verify/:claimId', 'routes/claim/verify.tsx'),
  route('claim/:type/:id', 'routes/claim/claim.tsx'),
  route('submit-restaurant', 'routes/submit/restaurant.tsx'),
  route('submit-event', 'routes/submit/event.tsx'),
  route('submit-activity', 'routes/submit/activity.tsx'),
  route('submit-story', 'routes/submit/story.tsx'),
  route('stories', 'routes/stories.tsx'),
  route('stories/feed.xml', 'routes/stories-feed.ts'),
  route('contact', 'routes/contact.tsx'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  // Sign-in and the partner area, where businesses keep their own listings (issue 44, decision 048).
  route('login', 'routes/auth/login.tsx'),
  route('forgot-password', 'routes/auth/forgot-password.tsx'),
  route('reset-password', 'routes/auth/reset-password.tsx'),
  ...prefix('partner', [
    index('routes/partner/index.tsx'),
    route('unsubscribe', 'routes/partner/unsubscribe.tsx'),
    route(':type/:id', 'routes/partner/listing.tsx'),
    route(':type/:id/photos', 'routes/partner/photos.tsx'),
  ]),
  route('og/:scene.png', 'routes/og-image.ts'),
  route('media/photos/:id/:file', 'routes/media-photo.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfigEntry[]

// The back office (issue 47: in every language too, `/es/admin/...`); its files without words
// (uploads, the CSV downloads) have one URL.
const backOfficeRoutes = [
  ...prefix('admin', [
    layout('routes/admin/layout.tsx', [
      index('routes/admin/dashboard.tsx'),
      route('messages', 'routes/admin/messages.tsx'),
      route('messages/:type/:id', 'routes/admin/message.tsx'),
      route('feeds', 'routes/admin/feeds.tsx'),
      route('feeds/:id', 'routes/admin/feed.tsx'),
      route('mail', 'routes/admin/mail.tsx'),
      route('account', 'routes/admin/account.tsx'),
      route('settings', 'routes/admin/settings.tsx'),
      route('recurring-events', 'routes/admin/recurring-events.tsx'),
      route('venues', 'routes/admin/places.tsx', { id: 'admin-venues' }),
      route('organizers', 'routes/admin/places.tsx', { id: 'admin-organizers' }),
      route('venues/new', 'routes/admin/place.tsx', { id: 'admin-venue-new' }),
      route('organizers/new', 'routes/admin/place.tsx', { id: 'admin-organizer-new' }),
      route('venues/:id', 'routes/admin/place.tsx', { id: 'admin-venue' }),
      route('organizers/:id', 'routes/admin/place.tsx', { id: 'admin-organizer' }),
      route('listings', 'routes/admin/listings.tsx', { id: 'admin-listings-index' }),
      route('listings/:type', 'routes/admin/listings.tsx'),
      route('listings/:type/new', 'routes/admin/listing.tsx', { id: 'admin-listing-new' }),
      route('listings/:type/:id', 'routes/admin/listing.tsx'),
      route('listings/:type/:id/history', 'routes/admin/listing-history.tsx'),
      route('listings/:type/:id/stats', 'routes/admin/listing-stats.tsx'),
      route('activity', 'routes/admin/activity.tsx'),
      route('freshness', 'routes/admin/freshness.tsx'),
      route('translations', 'routes/admin/translations.tsx'),
      route('stats', 'routes/admin/stats.tsx'),
      route('proposals', 'routes/admin/proposals.tsx'),
      route('proposals/:id', 'routes/admin/proposal.tsx'),
      route('claims', 'routes/admin/claims.tsx'),
      route('listings/:type/:id/partners', 'routes/admin/listing-partners.tsx'),
      route('imports', 'routes/admin/imports.tsx'),
      route('imports/csv', 'routes/admin/imports-csv.tsx'),
      route('alerts', 'routes/admin/alerts.tsx'),
      route('alerts/new', 'routes/admin/alert.tsx', { id: 'admin-alert-new' }),
      route('alerts/:id', 'routes/admin/alert.tsx'),
      route('conditions', 'routes/admin/conditions.tsx'),
      route('explore', 'routes/admin/explore.tsx'),
      route('search', 'routes/admin/search.tsx'),
      route('newsletter', 'routes/admin/newsletter.tsx'),
      route('newsletter/issues/:id', 'routes/admin/newsletter-issue.tsx'),
      route('listings/:type/:id/photos', 'routes/admin/listing-photos.tsx'),
      route(':kind', 'routes/admin/submissions.tsx'),
      route(':kind/:id', 'routes/admin/submission.tsx'),
    ]),
    route('uploads/:id', 'routes/admin/upload.ts'),
    // Editors' previews of public pages: the public detail routes themselves, outside the admin
    // frame, reading the listing whatever its state (app/lib/preview.server.ts).
    route('preview/restaurants/:id', 'routes/eat/detail.tsx', { id: 'preview-restaurants' }),
    route('preview/stays/:id', 'routes/stay/detail.tsx', { id: 'preview-stays' }),
    route('preview/activities/:id', 'routes/play/detail.tsx', { id: 'preview-activities' }),
    route('preview/events/:id', 'routes/events/detail.tsx', { id: 'preview-events' }),
    route('preview/articles/:slug', 'routes/blog-article.tsx', { id: 'preview-articles' }),
    route('preview/submissions/restaurants/:id', 'routes/eat/detail.tsx', {
      id: 'preview-submission-restaurants',
    }),
    route('preview/submissions/activities/:id', 'routes/play/detail.tsx', {
      id: 'preview-submission-activities',
    }),
    route('preview/submissions/events/:id', 'routes/events/detail.tsx', { id: 'preview-submission-events' }),
    route('preview/submissions/stories/:slug', 'routes/blog-article.tsx', {
      id: 'preview-submission-stories',
    }),
    route('newsletter.csv', 'routes/admin/newsletter-csv.ts'),
    route('imports/csv/:kind.csv', 'routes/admin/imports-csv-template.ts'),
  ]),
] satisfies RouteConfigEntry[]

/** A route's copy for a language: same module, an id of its own (`es/routes/home`), under the prefix. */
function localizedCopy(entry: RouteConfigEntry, locale: string): RouteConfigEntry {
  return {
    ...entry,
    id: `${locale}/${entry.id ?? entry.file.replace(/\.[jt]sx?$/, '')}`,
    children: entry.children?.map((child) => localizedCopy(child, locale)),
  }
}

export default [
  ...publicRoutes,
  ...backOfficeRoutes,
  ...PREFIXED_LOCALES.flatMap((locale) =>
    prefix(
      locale,
      [...publicRoutes, ...backOfficeRoutes]
        .filter((entry) => hasLanguageVersions(`/${entry.path ?? ''}`))
        .map((entry) => localizedCopy(entry, locale)),
    ),
  ),

  // Signing out has one URL (it says nothing).
  route('logout', 'routes/auth/logout.tsx'),
] satisfies RouteConfig
