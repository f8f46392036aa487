/** The part of the Navigation API (not yet in TypeScript's DOM types) this module reads. */
interface NavigationLike {
  currentEntry: { index: number } | null
}

/**
 * Whether the entry before the current one in this tab's history is a page of the guide, so that
 * going back one step stays in the guide (also across full page loads and reloads).
 *
 * - The Navigation API lists only the same-origin entries next to the current one: an index above 0
 *   means the previous entry is ours.
 * - Without it: React Router's own index counts the steps taken inside this page load, and a
 *   same-origin `document.referrer` with more than one history entry means the visitor followed a
 *   link (or submitted a form) from a page of the guide, then possibly reloaded.
 */
export function previousEntryInGuide(win: Window = window): boolean {
  const navigation = (win as Window & { navigation?: NavigationLike }).navigation
  if (navigation?.currentEntry) return navigation.currentEntry.index > 0
  if (((win.history.state as { idx?: number } | null)?.idx ?? 0) > 0) return true
  return win.history.length > 1 && sameOrigin(win.document.referrer, win.location.origin)
}

function sameOrigin(url: string, origin: string) {
  try {
    return new URL(url).origin === origin
  } catch {
    return false
  }
}
