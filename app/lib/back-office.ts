/** The back office and sign-in pages: no install card and no note about sample listings there. */
export function isBackOffice(pathname: string): boolean {
  return /^\/(admin|login|logout)(\/|$)/.test(pathname)
}
