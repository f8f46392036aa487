/**
 * Link targets for contact details, browser-safe. One `telHref` for every phone link in the app:
 * listings, the organiser of an event, the services on /visit and the contact page.
 */

/**
 * A tel: link target for a display phone number: US numbers get +1 ("(307) 555-0142" ->
 * "tel:+13075550142"), international ones keep their +, short numbers such as 911 stay as they are.
 */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '')
  if (digits.startsWith('+')) return `tel:${digits}`
  if (digits.length === 10) return `tel:+1${digits}`
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`
  return `tel:${digits}`
}

/** The website address without the scheme, for display: "example.com/elk-antler-grill". */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '')
}

/**
 * Made-up contact details, which the guide shows as text, never as something to call, write to
 * or open: the sample listings use them (issue 16), and an operator may leave some in place.
 * Phones: the 555-0100 to 555-0199 numbers reserved for fiction in North America. Web and email:
 * the example.com/.net/.org domains and the .example, .test, .invalid and .localhost names that
 * RFC 2606 reserves.
 */
export function isPlaceholderPhone(phone: string): boolean {
  const digits = phone.replace(/\D/g, '')
  const local = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  return /^(\d{3})?55501\d{2}$/.test(local)
}

const RESERVED_DOMAINS = /(^|\.)example\.(com|net|org)$|\.(example|test|invalid|localhost)$|^localhost$/

function isReservedHost(host: string): boolean {
  return RESERVED_DOMAINS.test(host.toLowerCase().replace(/\.$/, ''))
}

/** True for a web address on a reserved example domain, or one that is not a web address at all. */
export function isPlaceholderUrl(url: string): boolean {
  try {
    const parsed = new URL(url)
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return true
    return isReservedHost(parsed.hostname)
  } catch {
    return true
  }
}

/** True for an email address on a reserved example domain (or no domain). */
export function isPlaceholderEmail(email: string): boolean {
  const at = email.lastIndexOf('@')
  return at < 0 || isReservedHost(email.slice(at + 1))
}

/** The address when it leads somewhere real, else undefined (so no button or link is shown). */
export function actionableUrl(url: string | null | undefined): string | undefined {
  return url && !isPlaceholderUrl(url) ? url : undefined
}
