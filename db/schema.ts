import type { Generated, Insertable, Selectable } from 'kysely'

/**
 * Kysely table types. Column types are those both SQLite and PostgreSQL accept:
 * text ids, ISO-text dates, 0/1 integers for booleans, JSON arrays kept as text.
 */

export interface AppMetaTable {
  key: string
  value: string
}

export interface RestaurantsTable {
  id: string
  name: string
  type: string
  /** JSON array of cuisine filter keys */
  cuisines: string
  description: string
  full_description: string
  location: string
  town: string
  /** Degrees (WGS 84); NULL until the listing has a pin. */
  lat: number | null
  lng: number | null
  rating: number
  price: string
  phone: string
  website: string
  /** Where visitors book or reserve (issue 44); NULL: the website is the way to book. */
  booking_url: string | null
  hours: string
  /** OpenStreetMap `opening_hours` syntax; NULL: hours unknown (the trip planner says so). */
  opening_hours: string | null
  tags: string
  amenities: string
  from_jackson: string
  image_scene: string
  image_alt: string
  sort_order: number
  /** 1 for the seeded sample listings (removable in one action from /admin/settings) */
  sample: Generated<number>
  /** 1: hidden by an editor (kept in the back office, gone from every public page and search) */
  hidden: Generated<number>
  /** 1: a draft made in the back office, never published yet (hidden is 1 too, issue 51) */
  draft: Generated<number>
  /** UTC instant (ISO) at which the scheduler publishes it; NULL: none */
  publish_at: string | null
  /** UTC instant (ISO) at which the scheduler withdraws it (hides it); NULL: none */
  unpublish_at: string | null
  /** A seasonal notice shown on its page from notice_from to notice_until (YYYY-MM-DD, '' open); '' none */
  notice: Generated<string>
  notice_from: Generated<string>
  notice_until: Generated<string>
  /** the editor's description for search results and link previews (NULL: the usual summary) */
  meta_description: Generated<string | null>
  /** when its facts were last confirmed (UTC ISO) and by whom: 'editor' | 'business' | 'import' (decision 046) */
  checked_at: Generated<string | null>
  checked_by: Generated<string | null>
  /** the account that confirmed them, when one did */
  checked_by_user: Generated<string | null>
  created_at: string
}

export interface StaysTable {
  id: string
  name: string
  type: string
  type_key: string
  description: string
  full_description: string
  location: string
  /** The town it is in or nearest to (NULL for a listing published before towns were kept). */
  town: string | null
  /** Degrees (WGS 84); NULL until the listing has a pin. */
  lat: number | null
  lng: number | null
  rating: number
  price_per_night: number
  guests: number
  amenities: string
  features: string
  policy_check_in: string
  policy_check_out: string
  policy_cancellation: string
  policy_pets: string
  phone: string
  email: string
  website: string
  /** Where visitors book or reserve (issue 44); NULL: the website is the way to book. */
  booking_url: string | null
  image_scene: string
  image_alt: string
  sort_order: number
  /** 1 for the seeded sample listings (removable in one action from /admin/settings) */
  sample: Generated<number>
  /** 1: hidden by an editor (kept in the back office, gone from every public page and search) */
  hidden: Generated<number>
  /** 1: a draft made in the back office, never published yet (hidden is 1 too, issue 51) */
  draft: Generated<number>
  /** UTC instant (ISO) at which the scheduler publishes it; NULL: none */
  publish_at: string | null
  /** UTC instant (ISO) at which the scheduler withdraws it (hides it); NULL: none */
  unpublish_at: string | null
  /** A seasonal notice shown on its page from notice_from to notice_until (YYYY-MM-DD, '' open); '' none */
  notice: Generated<string>
  notice_from: Generated<string>
  notice_until: Generated<string>
  /** the editor's description for search results and link previews (NULL: the usual summary) */
  meta_description: Generated<string | null>
  /** when its facts were last confirmed (UTC ISO) and by whom: 'editor' | 'business' | 'import' (decision 046) */
  checked_at: Generated<string | null>
  checked_by: Generated<string | null>
  /** the account that confirmed them, when one did */
  checked_by_user: Generated<string | null>
  created_at: string
}

export interface ActivitiesTable {
  id: string
  name: string
  category: string
  description: string
  full_description: string
  location: string
  /** The town it is in or nearest to (NULL for a listing published before towns were kept). */
  town: string | null
  /** Degrees (WGS 84); NULL until the listing has a pin. */
  lat: number | null
  lng: number | null
  duration: string
  /** OpenStreetMap `opening_hours` syntax; NULL: hours unknown (the trip planner says so). */
  opening_hours: string | null
  difficulty: string
  age_group: string
  price: string
  price_range: string
  season: string
  tags: string
  highlights: string
  requirements: string
  safety: string
  best_time: string
  phone: string
  website: string
  /** Where visitors book or reserve (issue 44); NULL: the website is the way to book. */
  booking_url: string | null
  featured: number
  image_scene: string
  image_alt: string
  /** JSON array of { scene, alt, caption } */
  photos: string
  sort_order: number
  /** 1 for the seeded sample listings (removable in one action from /admin/settings) */
  sample: Generated<number>
  /** 1: hidden by an editor (kept in the back office, gone from every public page and search) */
  hidden: Generated<number>
  /** 1: a draft made in the back office, never published yet (hidden is 1 too, issue 51) */
  draft: Generated<number>
  /** UTC instant (ISO) at which the scheduler publishes it; NULL: none */
  publish_at: string | null
  /** UTC instant (ISO) at which the scheduler withdraws it (hides it); NULL: none */
  unpublish_at: string | null
  /** A seasonal notice shown on its page from notice_from to notice_until (YYYY-MM-DD, '' open); '' none */
  notice: Generated<string>
  notice_from: Generated<string>
  notice_until: Generated<string>
  /** the editor's description for search results and link previews (NULL: the usual summary) */
  meta_description: Generated<string | null>
  /** when its facts were last confirmed (UTC ISO) and by whom: 'editor' | 'business' | 'import' (decision 046) */
  checked_at: Generated<string | null>
  checked_by: Generated<string | null>
  /** the account that confirmed them, when one did */
  checked_by_user: Generated<string | null>
  created_at: string
}

export interface EventsTable {
  id: string
  title: string
  category: string
  date: string
  time: string
  start_time: string
  end_time: string
  location: string
  address: string
  /** The town it is in or nearest to (NULL for a listing published before towns were kept). */
  town: string | null
  /** Degrees (WGS 84); NULL until the listing has a pin. */
  lat: number | null
  lng: number | null
  description: string
  full_description: string
  price: string
  is_free: number
  tags: string
  organizer: string
  phone: string
  website: string
  capacity: number
  highlights: string
  what_to_bring: string
  image_scene: string
  image_alt: string
  sort_order: number
  /** RFC 5545 recurrence rule without DTSTART (app/lib/recurrence.server.ts); null: a one-off */
  rrule: string | null
  /** 1 for the seeded sample listings (removable in one action from /admin/settings) */
  sample: Generated<number>
  /** 1: hidden by an editor (kept in the back office, gone from every public page and search) */
  hidden: Generated<number>
  /** 1: a draft made in the back office, never published yet (hidden is 1 too, issue 51) */
  draft: Generated<number>
  /** UTC instant (ISO) at which the scheduler publishes it; NULL: none */
  publish_at: string | null
  /** UTC instant (ISO) at which the scheduler withdraws it (hides it); NULL: none */
  unpublish_at: string | null
  /** why it was withdrawn when not by an editor's hand ("Cancelled by the feed … on …"); shown to editors */
  withdrawn_reason: string | null
  /** the editor's description for search results and link previews (NULL: the usual summary) */
  meta_description: Generated<string | null>
  /** when its facts were last confirmed (UTC ISO) and by whom: 'editor' | 'business' | 'import' (decision 046) */
  checked_at: Generated<string | null>
  checked_by: Generated<string | null>
  /** the account that confirmed them, when one did */
  checked_by_user: Generated<string | null>
  /** the venue record it is held at (NULL: none chosen, `location` and `address` are shown) */
  venue_id: Generated<string | null>
  /** the organizer record (NULL: none chosen, the `organizer` text is shown) */
  organizer_id: Generated<string | null>
  created_at: string
}

/** A place events are held at (issue 51): its own page lists what is on there. */
export interface VenuesTable {
  id: string
  name: string
  address: string
  town: string | null
  /** Degrees (WGS 84); NULL: no pin. */
  lat: number | null
  lng: number | null
  /** the guide's listing it is, when it is one ('restaurants', 'stays' or 'activities') */
  listing_type: string | null
  listing_id: string | null
  created_at: string
  updated_at: string
}
export type VenueRow = Selectable<VenuesTable>

/** Who puts events on (issue 51): its own page lists what is on. */
export interface OrganizersTable {
  id: string
  name: string
  website: string
  /** a phone number or an email address (shown on its page) */
  contact: string
  created_at: string
  updated_at: string
}
export type OrganizerRow = Selectable<OrganizersTable>

/** One day of a repeating event that an editor cancelled (EXDATE in calendar files). */
export interface EventCancellationsTable {
  event_id: string
  /** YYYY-MM-DD */
  date: string
  cancelled_by: string | null
  created_at: string
}
export type EventCancellationRow = Selectable<EventCancellationsTable>

export interface EventScheduleTable {
  event_id: string
  position: number
  time: string
  activity: string
}

export interface MusicShowsTable {
  id: string
  artist: string
  genre: string
  date: string
  time: string
  venue: string
  location: string
  /** The town it is in or nearest to (NULL for a listing published before towns were kept). */
  town: string | null
  /** Degrees (WGS 84); NULL until the listing has a pin. */
  lat: number | null
  lng: number | null
  description: string
  price: string
  website: string
  tags: string
  image_scene: string
  image_alt: string
  sort_order: number
  /** 1 for the seeded sample listings (removable in one action from /admin/settings) */
  sample: Generated<number>
  /** 1: hidden by an editor (kept in the back office, gone from every public page and search) */
  hidden: Generated<number>
  /** 1: a draft made in the back office, never published yet (hidden is 1 too, issue 51) */
  draft: Generated<number>
  /** UTC instant (ISO) at which the scheduler publishes it; NULL: none */
  publish_at: string | null
  /** UTC instant (ISO) at which the scheduler withdraws it (hides it); NULL: none */
  unpublish_at: string | null
  /** the editor's description for search results and link previews (NULL: the usual summary) */
  meta_description: Generated<string | null>
  created_at: string
}

export interface ArticlesTable {
  id: string
  title: string
  author: string
  category: string
  excerpt: string
  body: string
  read_time: string
  publish_date: string
  views: number
  tags: string
  featured: number
  image_scene: string
  image_alt: string
  sort_order: number
  /** 1 for the seeded sample listings (removable in one action from /admin/settings) */
  sample: Generated<number>
  /** 1: hidden by an editor (kept in the back office, gone from every public page and search) */
  hidden: Generated<number>
  /** 1: a draft made in the back office, never published yet (hidden is 1 too, issue 51) */
  draft: Generated<number>
  /** UTC instant (ISO) at which the scheduler publishes it; NULL: none */
  publish_at: string | null
  /** UTC instant (ISO) at which the scheduler withdraws it (hides it); NULL: none */
  unpublish_at: string | null
  /** the editor's description for search results and link previews (NULL: the usual summary) */
  meta_description: Generated<string | null>
  created_at: string
}

/** Columns every community submission carries (status 'pending' on insert). */
export interface ReviewColumns {
  status: string
  submitted_by: string | null
  created_at: string
  reviewed_at: string | null
  reviewed_by: string | null
  review_note: string | null
  /** the browser's random key for this submission (unique; NULL when sent without JavaScript) */
  idempotency_key: string | null
}

export interface RestaurantSubmissionsTable extends ReviewColumns {
  id: string
  name: string
  type: string
  description: string
  address: string
  phone: string | null
  email: string | null
  website: string | null
  price_range: string
  /** JSON array */
  tags: string
  /** JSON array */
  amenities: string
}

export interface EventSubmissionsTable extends ReviewColumns {
  id: string
  title: string
  description: string
  category: string
  date: string
  start_time: string
  end_time: string | null
  recurring: number
  /** weekly, biweekly or monthly when `recurring`, else null (app/lib/recurrence.ts) */
  repeat_frequency: string | null
  /** the last day it repeats, YYYY-MM-DD, when `recurring` */
  repeat_until: string | null
  location: string
  address: string | null
  organizer_name: string
  organizer_email: string
  organizer_phone: string | null
  website: string | null
  ticket_price: string | null
  capacity: number | null
  tags: string
  /** the calendar feed an imported event came from (NULL for visitors' submissions) */
  feed_id: string | null
  /** its iCalendar UID in that feed */
  external_uid: string | null
  /** the feed's name when it was imported, shown in the review queue */
  imported_from: string | null
  /** the earlier submission of the same feed event that this one updates */
  updates_submission_id: string | null
  /** a feed series' own rule (RFC 5545, without DTSTART), kept as it is; null: from repeat_frequency */
  rrule: string | null
  /** a feed series' cancelled days (EXDATE, cancelled or moved occurrences): JSON list of YYYY-MM-DD */
  exdates: string | null
  /** the feed's CATEGORIES for the event, the key of the feed's category mapping */
  feed_category: string | null
  /** 1: the event was cancelled upstream; approving withdraws the published listing */
  cancels: Generated<number>
}

export interface ActivitySubmissionsTable extends ReviewColumns {
  id: string
  name: string
  type: string
  description: string
  location: string
  duration: string
  difficulty: string
  price_range: string
  season: string | null
  age_recommendation: string | null
  requirements: string | null
  safety: string | null
  tags: string
  amenities: string
  contact_name: string
  contact_email: string
  contact_phone: string | null
  website: string | null
}

export interface StorySubmissionsTable extends ReviewColumns {
  id: string
  title: string
  category: string
  excerpt: string
  content: string
  location: string | null
  author_name: string
  author_email: string
  author_bio: string | null
  tags: string
  publish_date: string | null
  publish_immediately: number
  featured: number
  allow_comments: number
  featured_image: string | null
}

export interface ContactMessagesTable extends ReviewColumns {
  id: string
  name: string
  email: string
  phone: string | null
  subject: string
  category: string
  message: string
}

export interface HostApplicationsTable extends ReviewColumns {
  id: string
  property_name: string
  property_type: string
  location: string
  max_guests: string
  nightly_rate: number
  description: string
  contact_email: string
}

export interface NewsletterSubscriptionsTable extends ReviewColumns {
  id: string
  /** lower-cased, unique */
  email: string
  /** double opt-in (app/lib/mail/newsletter.server.ts): SHA-256 of the confirmation link's token */
  confirm_token_hash: string | null
  confirm_expires_at: string | null
  /** when the last confirmation mail was queued (a re-subscribe re-sends it, rate-limited) */
  confirm_sent_at: string | null
  /** NULL until the link was followed: unconfirmed addresses are never mailed */
  confirmed_at: string | null
  unsubscribed_at: string | null
  /** the language of the sign-up ('en', 'es'): its mails and links are in it (migration 61) */
  language: Generated<string>
}

/** One message to send (app/lib/mail/queue.server.ts). */
export interface MailQueueTable {
  id: string
  /** what it is: 'newsletter-confirm', 'receipt', 'decision', 'digest', 'password-reset' ... */
  kind: string
  to: string
  subject: string
  text: string
  html: string
  /** JSON object of extra headers (List-Unsubscribe ...) */
  headers: string
  /** 'queued' | 'sending' | 'sent' | 'failed' */
  status: string
  attempts: number
  next_attempt_at: string
  /** the sending process's lease: past it, the row is queued again */
  locked_until: string | null
  claimed_by: string | null
  last_error: string | null
  /** the .eml file written when no SMTP server is configured (name inside the outbox folder) */
  outbox_file: string | null
  created_at: string
  sent_at: string | null
}

/** A back-office user's own settings (/admin/account). */
export interface UserSettingsTable {
  user_id: string
  /** 0/1: the editors' daily digest */
  digest_enabled: number
  last_digest_at: string | null
  /** the language of the back office's mails to them ('en', 'es'), chosen on /admin/account (migration 67) */
  language: Generated<string>
}

/** An outside iCalendar feed an editor registered (app/lib/feeds/). */
export interface EventFeedsTable {
  id: string
  name: string
  /** http(s) */
  url: string
  /** one of the event form's categories, given to every event imported from it */
  default_category: string
  enabled: Generated<number>
  /** 1: its new and changed events publish at once (listed for a look) */
  trusted: Generated<number>
  /** JSON object: the feed's CATEGORIES value -> the guide's public event category */
  category_map: Generated<string>
  etag: string | null
  last_modified: string | null
  /** when the last fetch started (ISO); moving it forward is how a process claims the feed */
  last_fetched_at: string | null
  /** 'ok' | 'not_modified' | 'error'; NULL before the first fetch */
  last_status: string | null
  last_error: string | null
  last_summary: string | null
  created_by: string | null
  created_at: string
}

/** Per feed and iCalendar UID: what was imported last and what it became. */
export interface EventFeedItemsTable {
  feed_id: string
  uid: string
  /** hash of the imported fields (the `hash` of app/lib/feeds/ics-events.server.ts) */
  content_hash: string
  /** the latest submission made for this UID */
  submission_id: string
  /** the published listing, once a submission of this UID was approved */
  event_id: string | null
  /** the submission whose content the listing last took */
  published_submission_id: string | null
  created_at: string
  updated_at: string
}

export interface SubmissionImagesTable {
  id: string
  submission_type: string
  submission_id: string
  /** the stored file's storage key (app/lib/storage/): its name at the top of the upload folder or bucket */
  file_name: string
  mime: string
  size: number
  created_at: string
}

/** A processed photo of a listing (db/migrations/2026-11-25-03-photos.ts, app/lib/photos/). */
export interface ListingPhotosTable {
  id: string
  /** restaurants | stays | activities | events | music | articles */
  listing_type: string
  listing_id: string
  /** order on the listing, 0 first (the hero) */
  position: number
  alt: string
  caption: string | null
  /** who took the photo, as it is credited under it (NULL: not stated) */
  credit: string | null
  /** the license it is used under: a PHOTO_LICENSES key (app/lib/photos/photo.schema.ts), NULL: not stated */
  license: string | null
  /** where it came from: a Wikimedia Commons file page (the OpenStreetMap import, migration 58); NULL: uploaded */
  source_url: string | null
  /** the licence as its source names it ("CC BY-SA 3.0"), when not one of PHOTO_LICENSES */
  license_name: string | null
  /** that licence's address */
  license_url: string | null
  /** the largest stored variant's size */
  width: number
  height: number
  /** JSON array of the stored widths, smallest first */
  widths: string
  created_by: string | null
  created_at: string
  /** 1 while the listing is listed, 0 while it is hidden (kept in step; decision 033) */
  public: Generated<number>
  /** the business's person who proposed it (issue 44, migration 64); NULL: an editor's or an import's */
  proposed_by: string | null
  /** 'pending': a business's photo waiting for an editor (public 0); 'look': a trusted partner's, published, for a look; NULL: settled */
  review: string | null
}

/** Fill-time stamps of stored submissions: each is accepted once (db/migrations/2026-11-28-01-used-form-stamps.ts). */
export interface UsedFormStampsTable {
  /** the stamp's signature */
  stamp: string
  used_at: string
}

export interface RateLimitsTable {
  key: string
  window_start: string
  count: number
}

/** An address a submitter gave, and whether it has confirmed (app/lib/mail/recipients.server.ts). */
export interface MailRecipientsTable {
  /** lower-case */
  email: string
  confirmed_at: string | null
  /** SHA-256 (hex) of the pending confirmation link's token */
  confirm_token_hash: string | null
  confirm_expires_at: string | null
  confirm_sent_at: string | null
  created_at: string
  /** the language of the form the address was last given on: its mails are in it ('en', 'es') */
  language: Generated<string>
}

/** A newsletter issue: a draft until queued, once (app/lib/mail/newsletter-issues.server.ts). */
export interface NewsletterIssuesTable {
  id: string
  subject: string
  body: string
  /** 'draft' | 'queued' */
  status: string
  created_by: string | null
  created_at: string
  updated_at: string
  queued_at: string | null
  queued_by: string | null
  /** how many confirmed readers it was queued to */
  recipients: number | null
}

/** A real account's current run of failed sign-ins (app/lib/sign-in.server.ts). */
export interface SignInFailuresTable {
  /** the account's email, lower-case */
  email: string
  failures: number
  last_failed_at: string
  /** when the owner was mailed about this run; NULL: not yet */
  notified_at: string | null
}

/**
 * better-auth's tables (db/migrations/2026-11-21-03-auth.ts). Timestamps are ISO text on SQLite
 * and timestamptz on PostgreSQL (read as Date there), booleans 0/1 on SQLite and boolean on
 * PostgreSQL: better-auth writes them itself; our code only reads ids, emails and names.
 */
export interface AuthUserTable {
  id: string
  name: string
  email: string
  emailVerified: number | boolean
  image: string | null
  createdAt: string | Date
  updatedAt: string | Date
}

export interface AuthSessionTable {
  id: string
  expiresAt: string | Date
  token: string
  createdAt: string | Date
  updatedAt: string | Date
  ipAddress: string | null
  userAgent: string | null
  userId: string
}

export interface AuthAccountTable {
  id: string
  accountId: string
  providerId: string
  userId: string
  accessToken: string | null
  refreshToken: string | null
  idToken: string | null
  accessTokenExpiresAt: string | Date | null
  refreshTokenExpiresAt: string | Date | null
  scope: string | null
  password: string | null
  createdAt: string | Date
  updatedAt: string | Date
}

export interface AuthVerificationTable {
  id: string
  identifier: string
  value: string
  expiresAt: string | Date
  createdAt: string | Date
  updatedAt: string | Date
}

/** One role per user: 'admin' or 'editor'. */
export interface UserRolesTable {
  user_id: string
  role: string
  created_at: string
}

/** A partner's proposed revision of a listing (migration 52, decision 048). */
export interface ListingProposalsTable {
  id: string
  listing_type: string
  listing_id: string
  user_id: string
  base_revision: number
  /** JSON editor values of the fields partners may change */
  proposed: string
  /** JSON FieldChange[]: the diff from the listing the partner saw */
  changes: string
  /** pending, approved, rejected, published (a trusted partner's, applied at once) */
  status: string
  reason: string | null
  created_at: string
  decided_at: string | null
  decided_by: string | null
  /** the listing revision it became */
  revision: number | null
  /** when an editor looked at a published one */
  looked_at: string | null
}

/**
 * One text field of a listing in a language other than English (migration 59, decision 057).
 * Stale when the English column no longer says `source_text`.
 */
export interface ContentTranslationsTable {
  /** the listing's table ('restaurants', 'events' ...) */
  entity_type: string
  entity_id: string
  /** the translated column */
  field: string
  locale: string
  /** as the column stores it (JSON list for line fields) */
  text: string
  /** the English text it translates */
  source_text: string
  updated_at: string
  updated_by: string | null
}

/** Per person: freshness reminders (migration 52). */
export interface PartnerMailTable {
  user_id: string
  last_reminded_at: string | null
  unsubscribed_at: string | null
  /** the language the person uses ('en', 'es'): the claim's, then the partner page's they last saved from (migration 66) */
  language: Generated<string>
}

/** An OpenStreetMap element a listing was imported from or matched to (decision 049). */
export interface OsmImportsTable {
  osm_type: string
  osm_id: string
  listing_type: string
  listing_id: string
  /** JSON: the values last imported, per field */
  upstream: string
  /** JSON: when each field was last seen upstream (UTC ISO), per field */
  confirmed: string
  /** JSON { field: { upstream, current } }: upstream changes to fields changed here since; NULL none */
  proposed: string | null
  /** JSON: the accessibility keys as OSM has them */
  raw: string
  /** 'new' | 'changed' | 'gone' (an editor's look asked); NULL: nothing to review */
  review: string | null
  /** an existing listing of the same kind it may duplicate (uncertain match) */
  possible_match: string | null
  lat: number | null
  lng: number | null
  last_seen_at: string
  gone_at: string | null
  created_at: string
}

/**
 * Who may act for a listing in the partner area (issue 44): one row per listing and person;
 * `trusted` (0/1): their changes publish at once. db/migrations/2026-11-29-50-listing-partners.ts
 */
export interface ListingPartnersTable {
  /** a listing type of app/lib/kinds/editor.ts: restaurants, stays, activities, events */
  listing_type: string
  listing_id: string
  user_id: string
  trusted: Generated<number>
  /** the editor or admin who granted it; null when a claim proved itself (code or domain) */
  granted_by: string | null
  granted_at: string
}

/** Per listing, day (America/Denver) and metric, how many (app/lib/stats/). */
/** A listing an explore page features, in the editors' order (issue 45 item 4, migration 57). */
export interface ExploreFeaturesTable {
  /** wildlife | cowboy | indigenous | adventures | listings */
  page: string
  /** activities | restaurants | stays */
  listing_type: string
  listing_id: string
  /** 0 first */
  position: number
}

export interface ListingCountsTable {
  day: string
  /** restaurants | stays | activities | events */
  listing_type: string
  listing_id: string
  /** a metric of app/lib/stats/stats.ts: view, website, phone, directions, booking, trip_add, favorite, ics */
  metric: string
  count: number
}

/** Per day, a search that found nothing (normalised) and how many times. */
export interface SearchMissesTable {
  day: string
  query: string
  count: number
}

/** A business's claim of a listing (issue 44; db/migrations/2026-11-29-51-partner-claims.ts). */
export interface ListingClaimsTable {
  id: string
  listing_type: string
  listing_id: string
  /** the signed-in claimant, or the account made or found once the codes were right */
  user_id: string | null
  /** the claimant's address, lower-case */
  email: string
  name: string
  note: Generated<string>
  /** 'listing-email' | 'domain' | 'review' */
  method: string
  /** 'codes' | 'review' | 'approved' | 'rejected' */
  status: string
  reason: string | null
  created_at: string
  decided_at: string | null
  decided_by: string | null
  /** the language of the page the claim was made on: its mails are in it ('en', 'es') */
  language: Generated<string>
}

/** A claim's mailed code: hashed, single-use, expiring, with its wrong tries counted. */
export interface ClaimCodesTable {
  claim_id: string
  /** 'proof' | 'account' */
  purpose: string
  email: string
  code_hash: string
  expires_at: string
  attempts: Generated<number>
  used_at: string | null
}

/** An alert (issue 48, decision 051): an editor's, a partner's closure notice, or an official source's. */
export interface AlertsTable {
  id: string
  title: string
  text: Generated<string>
  /** app/lib/conditions/alerts.ts ALERT_SEVERITIES */
  severity: string
  /** app/lib/conditions/alerts.ts ALERT_KINDS */
  kind: string
  /** an NWS zone code (WYZ012) or a place name of the guide's zones */
  zone: string | null
  /** a GeoJSON geometry (JSON text) */
  geometry: string | null
  valid_from: string
  valid_to: string | null
  /** editor, partner, nws, nps */
  source: string
  /** the outside alert's id (imported alerts), else null */
  source_id: string | null
  link: string | null
  /** when it was last fetched (imported) or confirmed (an editor's save) */
  fetched_at: string
  ended_at: string | null
  created_by: string | null
  created_at: string
  updated_at: string
}

/** The listings and events an alert concerns. */
export interface AlertTargetsTable {
  alert_id: string
  /** restaurants, stays, activities, events */
  target_type: string
  target_id: string
}

/** An official conditions source's state (app/lib/conditions/sources/). */
export interface ConditionSourcesTable {
  id: string
  /** the claim: a fetch started then */
  last_fetched_at: string | null
  last_success_at: string | null
  last_error: string | null
  last_error_at: string | null
  etag: string | null
  last_modified: string | null
  /** the last good data (JSON), what pages show */
  data: string | null
}

/**
 * A listing's accessibility facts (issue 46, decision 050): every fact NULL when not known. Yes/no
 * facts are 'yes' | 'no'; the words and units are app/lib/accessibility/facts.ts's.
 */
export interface ListingAccessibilityTable {
  /** 'restaurants' | 'stays' | 'activities' */
  listing_type: string
  listing_id: string
  /** 'step-free' | 'one-step' | 'steps' */
  entrance: string | null
  restroom: string | null
  parking: string | null
  seating: string | null
  accessible_room: string | null
  roll_in_shower: string | null
  hearing_loop: string | null
  service_animals: string | null
  /** quiet or sensory-friendly times, in words */
  quiet_times: string | null
  surface: string | null
  stroller: string | null
  /** the entrance's one step, cm */
  step_cm: number | null
  /** % */
  slope_typical: number | null
  slope_max: number | null
  min_width_cm: number | null
  length_mi: number | null
  elevation_gain_ft: number | null
  /** who confirmed these facts and when (decision 046's model) */
  checked_at: string | null
  checked_by: string | null
  checked_by_user: string | null
}

/** An approved submission's published listing (its public path). */
export interface PublishedSubmissionsTable {
  submission_id: string
  kind: string
  path: string
  created_at: string
}

/**
 * The site search index (db/migrations/2026-11-24-06-search-index.ts, app/lib/search/): one row
 * per searchable page. `doc_key` is '<source table>:<listing id>' or 'page:<path>'. The searched
 * words live in the engine's index (SQLite: the FTS5 table search_fts, rowid = doc_id;
 * PostgreSQL: the `tsv` column, not typed here since only raw SQL touches it).
 */
export interface SearchDocumentsTable {
  doc_id: Generated<number>
  doc_key: string
  /** restaurant | stay | activity | event | music | article | story | page */
  type: string
  url: string
  title: string
  summary: string
  keywords: string
  body: string
  town: string
  category: string
  /** Free, $, $$, $$$, $$$$ or '' */
  price: string
  /** YYYY-MM-DD for events and shows, '' otherwise */
  date: string
  updated_at: string
}

/** A visitor's trip (no account): the id is the secret held in their cookie. */
export interface TripsTable {
  /** 128 random bits, base64url; only ever in the owner's cookie */
  id: string
  /** a second random id for the read-only link /trip/shared/<share_id> */
  share_id: string
  /** YYYY-MM-DD (America/Denver); NULL until the visitor sets dates */
  arrive: string | null
  depart: string | null
  created_at: string
  updated_at: string
  /** moved on every visit and change; trips not seen for 90 days are deleted */
  last_seen_at: string
  /** the visitor's accessibility need for the whole trip (app/lib/accessibility/facts.ts), NULL: none */
  accessibility_need: Generated<string | null>
}

/** One listing on one day of a trip. */
export interface TripStopsTable {
  id: string
  trip_id: string
  /** YYYY-MM-DD */
  day: string
  position: number
  /** 'restaurant' | 'stay' | 'activity' | 'event' | 'music' */
  kind: string
  listing_id: string
  /** HH:MM, or NULL */
  start_time: string | null
  note: string
  created_at: string
  /** stays: the check-out day (YYYY-MM-DD; the nights are `day` up to it); NULL: one night */
  check_out: string | null
}

/** The first answer to each change key a trip's queued changes carried (exactly once). */
export interface TripChangeKeysTable {
  trip_id: string
  key: string
  /** JSON: { status, location, cookies }; NULL while the change is being made */
  answer: string | null
  created_at: string
}

/** A listing a visitor saved (the heart), kept with their trip (decision 045). */
export interface TripFavoritesTable {
  trip_id: string
  /** 'restaurant' | 'stay' | 'activity' | 'event' | 'music' */
  kind: string
  listing_id: string
  created_at: string
}

/** A search document's text in one language other than English (issue 47 item 4); '' where untranslated. */
export interface SearchTranslationsTable {
  doc_id: number
  locale: string
  title: string
  summary: string
  keywords: string
  body: string
}

/** Every normalized word of the index, for "Did you mean". */
export interface SearchTermsTable {
  term: string
  doc_count: number
}

/** One saved version of a listing (app/lib/listing-revisions.server.ts). */
export interface ListingRevisionsTable {
  id: string
  /** the listing's URL type: restaurants, stays, activities, events, music, articles */
  listing_type: string
  listing_id: string
  /** 1, 2, 3 ... per listing */
  number: number
  author_id: string | null
  created_at: string
  /** the revision whose values this one restored, else null */
  restored_from: number | null
  /** JSON object: the editable fields as the editor form reads them */
  snapshot: string
  /** JSON array of { field, old, new } against the revision before */
  changes: string
}
export type ListingRevisionRow = Selectable<ListingRevisionsTable>

/** A listing's former address (app/lib/addresses.server.ts): old links answer 301 to the new one. */
export interface ListingRedirectsTable {
  /** the listing's URL type: restaurants, stays, activities, events, music, articles */
  listing_type: string
  old_id: string
  /** always the listing's current id (chains are collapsed on each change) */
  new_id: string
  created_at: string
}

/** Every editorial action, for /admin/activity. */
export interface EditorialLogTable {
  id: string
  created_at: string
  actor_id: string | null
  /** approved | rejected | created | edited | hidden | shown | deleted | restored */
  action: string
  /** a listing type (restaurants ...) or 'submission:<kind>' */
  subject_type: string
  subject_id: string
  subject_title: string
  detail: Generated<string>
}
export type EditorialLogRow = Selectable<EditorialLogTable>

export interface Database {
  app_meta: AppMetaTable
  restaurants: RestaurantsTable
  stays: StaysTable
  activities: ActivitiesTable
  events: EventsTable
  event_schedule: EventScheduleTable
  event_cancellations: EventCancellationsTable
  venues: VenuesTable
  organizers: OrganizersTable
  music_shows: MusicShowsTable
  articles: ArticlesTable
  restaurant_submissions: RestaurantSubmissionsTable
  event_submissions: EventSubmissionsTable
  activity_submissions: ActivitySubmissionsTable
  story_submissions: StorySubmissionsTable
  contact_messages: ContactMessagesTable
  host_applications: HostApplicationsTable
  newsletter_subscriptions: NewsletterSubscriptionsTable
  mail_queue: MailQueueTable
  user_settings: UserSettingsTable
  submission_images: SubmissionImagesTable
  listing_photos: ListingPhotosTable
  event_feeds: EventFeedsTable
  event_feed_items: EventFeedItemsTable
  rate_limits: RateLimitsTable
  sign_in_failures: SignInFailuresTable
  mail_recipients: MailRecipientsTable
  newsletter_issues: NewsletterIssuesTable
  used_form_stamps: UsedFormStampsTable
  user: AuthUserTable
  session: AuthSessionTable
  account: AuthAccountTable
  verification: AuthVerificationTable
  user_roles: UserRolesTable
  listing_partners: ListingPartnersTable
  listing_counts: ListingCountsTable
  explore_features: ExploreFeaturesTable
  search_misses: SearchMissesTable
  listing_proposals: ListingProposalsTable
  content_translations: ContentTranslationsTable
  partner_mail: PartnerMailTable
  listing_claims: ListingClaimsTable
  claim_codes: ClaimCodesTable
  osm_imports: OsmImportsTable
  alerts: AlertsTable
  alert_targets: AlertTargetsTable
  condition_sources: ConditionSourcesTable
  listing_accessibility: ListingAccessibilityTable
  published_submissions: PublishedSubmissionsTable
  search_documents: SearchDocumentsTable
  search_terms: SearchTermsTable
  search_translations: SearchTranslationsTable
  listing_revisions: ListingRevisionsTable
  listing_redirects: ListingRedirectsTable
  editorial_log: EditorialLogTable
  trips: TripsTable
  trip_stops: TripStopsTable
  trip_favorites: TripFavoritesTable
  trip_change_keys: TripChangeKeysTable
}

export type RestaurantRow = Selectable<RestaurantsTable>
export type NewRestaurantRow = Insertable<RestaurantsTable>
export type StayRow = Selectable<StaysTable>
export type ActivityRow = Selectable<ActivitiesTable>
export type EventRow = Selectable<EventsTable>
export type EventScheduleRow = Selectable<EventScheduleTable>
export type MusicShowRow = Selectable<MusicShowsTable>
export type ArticleRow = Selectable<ArticlesTable>
export type RestaurantSubmissionRow = Selectable<RestaurantSubmissionsTable>
export type EventSubmissionRow = Selectable<EventSubmissionsTable>
export type ActivitySubmissionRow = Selectable<ActivitySubmissionsTable>
export type StorySubmissionRow = Selectable<StorySubmissionsTable>
export type ContactMessageRow = Selectable<ContactMessagesTable>
export type HostApplicationRow = Selectable<HostApplicationsTable>
export type NewsletterSubscriptionRow = Selectable<NewsletterSubscriptionsTable>
export type MailQueueRow = Selectable<MailQueueTable>
export type EventFeedRow = Selectable<EventFeedsTable>
export type EventFeedItemRow = Selectable<EventFeedItemsTable>
export type SubmissionImageRow = Selectable<SubmissionImagesTable>
export type NewSubmissionImageRow = Insertable<SubmissionImagesTable>
export type ListingPhotoRow = Selectable<ListingPhotosTable>

export type AlertRow = Selectable<AlertsTable>
export type ConditionSourceRow = Selectable<ConditionSourcesTable>
