/** The mail queue's statuses (browser-safe: the back office's filter links use them). */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const
export type MailStatus = (typeof MAIL_STATUSES)[number]
