/** The mail queue's statuses (browser-safe: the back office's filter links use them). */
// 'held': waits until its recipient confirms the address (app/lib/mail/recipients.server.ts).
export const MAIL_STATUSES = ['held', 'queued', 'sending', 'sent', 'failed'] as const
export type MailStatus = (typeof MAIL_STATUSES)[number]
