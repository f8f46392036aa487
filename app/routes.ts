import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes'

// Every URL of the guide, in the order of SPEC section 2's route list.
export default [
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
    route(':id.ics', 'routes/events/event-ics.ts'),
    route(':id', 'routes/events/detail.tsx'),
  ]),

  route('map', 'routes/map.tsx'),

  ...prefix('search', [index('routes/search/index.tsx'), route('suggest', 'routes/search/suggest.ts')]),

  route('visit', 'routes/visit.tsx'),
  route('blog', 'routes/blog.tsx'),
  route('blog/feed.xml', 'routes/blog-feed.ts'),
  route('blog/:slug', 'routes/blog-article.tsx'),
  route('newsletter', 'routes/newsletter.tsx'),
  route('wildlife', 'routes/explore/wildlife.tsx'),
  route('cowboy', 'routes/explore/cowboy.tsx'),
  route('indigenous', 'routes/explore/indigenous.tsx'),
  route('adventures', 'routes/explore/adventures.tsx'),
  route('listings', 'routes/explore/listings.tsx'),
  route('favorites', 'routes/favorites.tsx'),
  ...prefix('trip', [
    index('routes/trip/index.tsx'),
    route('print', 'routes/trip/print.tsx'),
    route('shared/:id', 'routes/trip/shared.tsx'),
  ]),
  route('trip.ics', 'routes/trip/ics.ts'),
  route('host-signup', 'routes/host-signup.tsx'),
  route('submit-restaurant', 'routes/submit/restaurant.tsx'),
  route('submit-event', 'routes/submit/event.tsx'),
  route('submit-activity', 'routes/submit/activity.tsx'),
  route('submit-story', 'routes/submit/story.tsx'),
  route('stories', 'routes/stories.tsx'),
  route('stories/feed.xml', 'routes/stories-feed.ts'),
  route('contact', 'routes/contact.tsx'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('og/:scene.png', 'routes/og-image.ts'),
  route('login', 'routes/auth/login.tsx'),
  route('logout', 'routes/auth/logout.tsx'),

  ...prefix('admin', [
    layout('routes/admin/layout.tsx', [
      index('routes/admin/dashboard.tsx'),
      route('messages', 'routes/admin/messages.tsx'),
      route('messages/:type/:id', 'routes/admin/message.tsx'),
      route('feeds', 'routes/admin/feeds.tsx'),
      route('settings', 'routes/admin/settings.tsx'),
      route('recurring-events', 'routes/admin/recurring-events.tsx'),
      route(':kind', 'routes/admin/submissions.tsx'),
      route(':kind/:id', 'routes/admin/submission.tsx'),
    ]),
    route('uploads/:id', 'routes/admin/upload.ts'),
  ]),

  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
