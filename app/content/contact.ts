/**
 * How visitors reach the team (footer, contact page). Only this is here: the footer is on every
 * page, so what the contact page alone shows is in ./contact-page.ts, out of every page's load.
 */
export const CONTACT: {
  /**
   * The team's own phone and email: the operator's real ones go here. None is shown until then:
   * a made-up number (555-01xx) or an example address is never shown (issue 45 item 5; the
   * contact form always works).
   */
  phone: string | null
  email: string | null
  address: string
  /** when the phone is answered (shown with the phone) */
  hours: string
  responseTime: string
} = {
  phone: null,
  email: null,
  address: 'PO Box 1200, Jackson, WY 83001',
  hours: 'Monday to Friday, 9AM to 5PM MT',
  responseTime: 'We reply within 24 hours.',
}
