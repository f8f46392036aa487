/**
 * How visitors reach the team (footer, contact page). Only this is here: the footer is on every
 * page, so what the contact page alone shows is in ./contact-page.ts, out of every page's load.
 */
export const CONTACT = {
  phone: '(307) 555-0100',
  email: 'hello@wyomingnavigator.example',
  address: 'PO Box 1200, Jackson, WY 83001',
  hours: 'Monday to Friday, 9AM to 5PM MT',
  responseTime: 'We reply within 24 hours.',
} as const
