/**
 * The message catalogs (decision 059): one file per language and namespace,
 * app/locales/<code>/<namespace>.json, flat `key → ICU message`, every key starting with its
 * namespace (`eat.card.price`). English is the reference; each language has the same files.
 * A new page's namespace: its two files and a line in each language's list below.
 */
import enAccessibility from './en/accessibility.json'
import enAdminReview from './en/adminReview.json'
import enAdmin from './en/admin.json'
import enAdminListings from './en/adminListings.json'
import enAdminEditor from './en/adminEditor.json'
import enAdminFeeds from './en/adminFeeds.json'
import enAdminMessages from './en/adminMessages.json'
import enAdminPhotos from './en/adminPhotos.json'
import enAuth from './en/auth.json'
import enBlog from './en/blog.json'
import enConditions from './en/conditions.json'
import enClaim from './en/claim.json'
import enEditor from './en/editor.json'
import enPartner from './en/partner.json'
import enStats from './en/stats.json'
import enAdminGuide from './en/adminGuide.json'
import enEat from './en/eat.json'
import enEvents from './en/events.json'
import enFavorites from './en/favorites.json'
import enExplore from './en/explore.json'
import enForms from './en/forms.json'
import enHome from './en/home.json'
import enListing from './en/listing.json'
import enMail from './en/mail.json'
import enMap from './en/map.json'
import enNewsletter from './en/newsletter.json'
import enPartnerPhotos from './en/partnerPhotos.json'
import enPlay from './en/play.json'
import enSearch from './en/search.json'
import enShell from './en/shell.json'
import enStay from './en/stay.json'
import enSubmit from './en/submit.json'
import enTrip from './en/trip.json'
import enVisit from './en/visit.json'
import enAdminNewsletter from './en/adminNewsletter.json'
import enAdminImports from './en/adminImports.json'
import enAdminSettings from './en/adminSettings.json'
import esAccessibility from './es/accessibility.json'
import esAdminReview from './es/adminReview.json'
import esAdmin from './es/admin.json'
import esAdminListings from './es/adminListings.json'
import esAdminEditor from './es/adminEditor.json'
import esAdminFeeds from './es/adminFeeds.json'
import esAdminMessages from './es/adminMessages.json'
import esAdminPhotos from './es/adminPhotos.json'
import esAuth from './es/auth.json'
import esBlog from './es/blog.json'
import esConditions from './es/conditions.json'
import esClaim from './es/claim.json'
import esEditor from './es/editor.json'
import esPartner from './es/partner.json'
import esStats from './es/stats.json'
import esAdminGuide from './es/adminGuide.json'
import esEat from './es/eat.json'
import esEvents from './es/events.json'
import esFavorites from './es/favorites.json'
import esExplore from './es/explore.json'
import esForms from './es/forms.json'
import esHome from './es/home.json'
import esListing from './es/listing.json'
import esMail from './es/mail.json'
import esMap from './es/map.json'
import esNewsletter from './es/newsletter.json'
import esPartnerPhotos from './es/partnerPhotos.json'
import esPlay from './es/play.json'
import esSearch from './es/search.json'
import esShell from './es/shell.json'
import esStay from './es/stay.json'
import esSubmit from './es/submit.json'
import esTrip from './es/trip.json'
import esVisit from './es/visit.json'
import esAdminNewsletter from './es/adminNewsletter.json'
import esAdminImports from './es/adminImports.json'
import esAdminSettings from './es/adminSettings.json'

export const en = {
  ...enShell,
  ...enHome,
  ...enEvents,
  ...enVisit,
  ...enAccessibility,
  ...enListing,
  ...enEat,
  ...enStay,
  ...enPlay,
  ...enSearch,
  ...enConditions,
  ...enForms,
  ...enSubmit,
  ...enMail,
  ...enNewsletter,
  ...enFavorites,
  ...enMap,
  ...enTrip,
  ...enBlog,
  ...enExplore,
  ...enClaim,
  ...enPartner,
  ...enEditor,
  ...enStats,
  ...enAdminGuide,
  ...enAuth,
  ...enPartnerPhotos,
  ...enAdminNewsletter,
  ...enAdminImports,
  ...enAdminSettings,
  ...enAdminReview,
  ...enAdmin,
  ...enAdminListings,
  ...enAdminEditor,
  ...enAdminPhotos,
  ...enAdminFeeds,
  ...enAdminMessages,
}

/** A catalog of another language has English's keys (app/locales/catalogs.test.ts checks none is missing). */
type Catalog = Partial<Record<keyof typeof en, string>>

export const es: Catalog = {
  ...esShell,
  ...esHome,
  ...esEvents,
  ...esVisit,
  ...esAccessibility,
  ...esListing,
  ...esEat,
  ...esStay,
  ...esPlay,
  ...esSearch,
  ...esConditions,
  ...esForms,
  ...esSubmit,
  ...esMail,
  ...esNewsletter,
  ...esFavorites,
  ...esMap,
  ...esTrip,
  ...esBlog,
  ...esExplore,
  ...esClaim,
  ...esPartner,
  ...esEditor,
  ...esStats,
  ...esAdminGuide,
  ...esAuth,
  ...esPartnerPhotos,
  ...esAdminNewsletter,
  ...esAdminImports,
  ...esAdminSettings,
  ...esAdminReview,
  ...esAdmin,
  ...esAdminListings,
  ...esAdminEditor,
  ...esAdminPhotos,
  ...esAdminFeeds,
  ...esAdminMessages,
}
