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
