import { describe, expect, it } from 'vitest'
import { claimApprovedMail, claimCodeMail, claimRejectedMail, partnerGrantedMail } from './claim-messages'
import {
  approvedMail,
  contactReceiptMail,
  hostReceiptMail,
  newsletterConfirmMail,
  partnerReminderMail,
  proposalRejectedMail,
  receiptMail,
  recipientConfirmMail,
  rejectedMail,
} from './messages'
import { passwordResetMail } from './password-messages'

// A mail's HTML says the language its words are in, so a screen reader reads a Spanish mail as Spanish.
const mails = (locale: 'en' | 'es') => [
  newsletterConfirmMail({ confirmUrl: 'https://x/c', hours: 48, locale }),
  recipientConfirmMail({ confirmUrl: 'https://x/c', days: 7, locale }),
  receiptMail({ kindLabel: 'Restaurant', title: 'A', locale }),
  contactReceiptMail({ subject: 'S', locale }),
  hostReceiptMail({ propertyName: 'P', locale }),
  approvedMail({ kindLabel: 'Restaurant', title: 'A', url: 'https://x/a', locale }),
  rejectedMail({ kindLabel: 'Restaurant', title: 'A', reason: 'R', locale }),
  partnerReminderMail({
    listings: [{ title: 'A', url: 'https://x/a', days: 3 }],
    unsubscribeUrl: 'https://x/u',
    locale,
  }),
  proposalRejectedMail({ type: 'restaurants', title: 'A', reason: 'R', url: 'https://x/p', locale }),
  claimCodeMail({ title: 'A', code: '123456', minutes: 30, to: 'own', hasAccount: false, locale }),
  claimApprovedMail({ title: 'A', url: 'https://x/p', locale }),
  claimRejectedMail({ title: 'A', reason: 'R', locale }),
  partnerGrantedMail({ title: 'A', url: 'https://x/p', locale }),
  passwordResetMail({ url: 'https://x/r', hours: 1, locale }),
]

describe('a mail says its language', () => {
  for (const locale of ['en', 'es'] as const)
    it(`every mail written in ${locale} says lang="${locale}"`, () => {
      for (const mail of mails(locale)) expect(mail.html, mail.subject).toContain(`<html lang="${locale}">`)
    })
})
