import type { Migration, MigrationProvider } from 'kysely'
import * as listings from './2026-11-21-01-listings'
import * as submissions from './2026-11-21-02-submissions'
import * as auth from './2026-11-21-03-auth'
import * as idempotencyKeys from './2026-11-23-04-idempotency-keys'
import * as sampleFlag from './2026-11-24-01-sample-flag'
import * as sampleDates from './2026-11-24-02-sample-dates'
import * as searchIndex from './2026-11-24-06-search-index'
import * as eventFeeds from './2026-11-24-07-event-feeds'
import * as eventRecurrence from './2026-11-24-08-event-recurrence'
import * as coordinates from './2026-11-24-10-coordinates'
import * as listingAdmin from './2026-11-25-01-listing-admin'
import * as mail from './2026-11-25-02-mail'
import * as photos from './2026-11-25-03-photos'
import * as trips from './2026-11-25-04-trips'
import * as usedFormStamps from './2026-11-28-01-used-form-stamps'
import * as hashedResetLinks from './2026-11-28-31-hashed-reset-links'
import * as signInFailures from './2026-11-28-32-sign-in-failures'
import * as mailRecipients from './2026-11-28-33-mail-recipients'
import * as photoPublic from './2026-11-28-34-photo-public'
import * as eventShownTime from './2026-11-28-35-event-shown-time'
import * as feedTrust from './2026-11-28-36-feed-trust'
import * as newsletterIssues from './2026-11-28-37-newsletter-issues'
import * as photoCredit from './2026-11-28-38-photo-credit'
import * as listingAddresses from './2026-11-28-39-listing-addresses'
import * as draftsAndSchedules from './2026-11-28-40-drafts-and-schedules'
import * as venuesOrganizers from './2026-11-28-42-venues-organizers'
import * as travelNotes from './2026-11-29-43-travel-notes'
import * as stayNights from './2026-11-29-45-stay-nights'
import * as tripFavorites from './2026-11-29-48-trip-favorites'
import * as listingChecked from './2026-11-29-49-listing-checked'
import * as osmImport from './2026-11-29-53-osm-import'
import * as listingPartners from './2026-11-29-50-listing-partners'
import * as accessibilityFacts from './2026-11-29-54-accessibility-facts'
import * as alerts from './2026-11-29-55-alerts'
import * as listingCounts from './2026-11-29-56-listing-counts'
import * as exploreFeatures from './2026-11-30-57-explore-features'
import * as photoSources from './2026-11-30-58-photo-sources'
import * as contentTranslations from './2026-11-30-59-content-translations'
import * as searchLanguages from './2026-11-30-60-search-languages'
import * as newsletterLanguage from './2026-11-30-61-newsletter-language'
import * as tripChangeKeys from './2026-11-30-62-trip-change-keys'
import * as bookingLinks from './2026-11-30-63-booking-links'
import * as partnerPhotos from './2026-11-30-64-partner-photos'
import * as claimAndRecipientLanguage from './2026-11-30-65-claim-and-recipient-language'
import * as partnerLanguage from './2026-11-30-66-partner-language'
import * as editorLanguage from './2026-11-30-67-editor-language'
import * as listingProposals from './2026-11-29-52-listing-proposals'
import * as partnerClaims from './2026-11-29-51-partner-claims'

/**
 * Every migration, in order. A static list (not a folder scan) so the migrations are bundled
 * into the server build and also run from `npm run db:migrate` with tsx.
 */
export const migrations: Record<string, Migration> = {
  '2026-11-21-01-listings': listings,
  '2026-11-21-02-submissions': submissions,
  '2026-11-21-03-auth': auth,
  '2026-11-23-04-idempotency-keys': idempotencyKeys,
  '2026-11-24-01-sample-flag': sampleFlag,
  '2026-11-24-02-sample-dates': sampleDates,
  '2026-11-24-06-search-index': searchIndex,
  '2026-11-24-07-event-feeds': eventFeeds,
  '2026-11-24-08-event-recurrence': eventRecurrence,
  '2026-11-24-10-coordinates': coordinates,
  '2026-11-25-01-listing-admin': listingAdmin,
  '2026-11-25-02-mail': mail,
  '2026-11-25-03-photos': photos,
  '2026-11-25-04-trips': trips,
  '2026-11-28-01-used-form-stamps': usedFormStamps,
  '2026-11-28-31-hashed-reset-links': hashedResetLinks,
  '2026-11-28-32-sign-in-failures': signInFailures,
  '2026-11-28-33-mail-recipients': mailRecipients,
  '2026-11-28-34-photo-public': photoPublic,
  '2026-11-28-35-event-shown-time': eventShownTime,
  '2026-11-28-36-feed-trust': feedTrust,
  '2026-11-28-37-newsletter-issues': newsletterIssues,
  '2026-11-28-38-photo-credit': photoCredit,
  '2026-11-28-39-listing-addresses': listingAddresses,
  '2026-11-28-40-drafts-and-schedules': draftsAndSchedules,
  '2026-11-28-42-venues-organizers': venuesOrganizers,
  '2026-11-29-43-travel-notes': travelNotes,
  '2026-11-29-45-stay-nights': stayNights,
  '2026-11-29-48-trip-favorites': tripFavorites,
  '2026-11-29-49-listing-checked': listingChecked,
  '2026-11-29-50-listing-partners': listingPartners,
  '2026-11-29-51-partner-claims': partnerClaims,
  '2026-11-29-52-listing-proposals': listingProposals,
  '2026-11-29-53-osm-import': osmImport,
  '2026-11-29-54-accessibility-facts': accessibilityFacts,
  '2026-11-29-55-alerts': alerts,
  '2026-11-29-56-listing-counts': listingCounts,
  '2026-11-30-57-explore-features': exploreFeatures,
  '2026-11-30-58-photo-sources': photoSources,
  '2026-11-30-59-content-translations': contentTranslations,
  '2026-11-30-60-search-languages': searchLanguages,
  '2026-11-30-61-newsletter-language': newsletterLanguage,
  '2026-11-30-62-trip-change-keys': tripChangeKeys,
  '2026-11-30-63-booking-links': bookingLinks,
  '2026-11-30-64-partner-photos': partnerPhotos,
  '2026-11-30-65-claim-and-recipient-language': claimAndRecipientLanguage,
  '2026-11-30-66-partner-language': partnerLanguage,
  '2026-11-30-67-editor-language': editorLanguage,
}

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
}
