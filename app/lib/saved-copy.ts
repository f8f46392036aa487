/**
 * The header the service worker (sw/sw.ts) sends when it fetches a page or its data only to keep a
 * copy for offline use. Such a fetch is not the visitor looking at the page: the server leaves
 * one-time messages (the toast cookie, app/lib/toast.server.ts) for the page the visitor is about
 * to see, and the saved copy never carries one.
 */
export const SAVED_COPY_HEADER = 'X-Saved-Copy'
