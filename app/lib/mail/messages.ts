/**
 * The text of every message the guide sends: each template answers { subject, text, html }. Every
 * piece of user text (a listing's name, an editor's reason) is escaped in the HTML part and kept
 * on its own in the text part; subjects are one line (the queue strips line breaks again) and never
 * carry a submitter's words. No
 * images, no tracking pixels, no remote content: the HTML is a plain, readable copy of the text.
 */

import { serverT } from '../i18n/catalog.server'
import { DEFAULT_LOCALE, type Locale } from '../i18n/config'
import type { MessageKey } from '../i18n/messages'

export interface MailContent {
  subject: string
  text: string
  html: string
}

export const SITE = 'Wyoming Navigator'

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/** One line of user text for a subject: line breaks and runs of spaces become one space, shortened. */
export function subjectText(value: string, max = 80): string {
  // eslint-disable-next-line no-control-regex
  const line = value.replace(/[\u0000-\u001f\u007f\u2028\u2029\s]+/g, ' ').trim()
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}

/** A piece of the body: a paragraph of text, a link, or a quoted block of user text. */
type Part =
  { p: string } | { link: string; label: string } | { quote: string } | { list: string[] } | { lines: string }

const WEB_ADDRESS = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)]/g

/** A paragraph of an editor's text for HTML: escaped, its line breaks kept, web addresses made links. */
export function linkedParagraph(text: string): string {
  let html = ''
  let at = 0
  for (const match of text.matchAll(WEB_ADDRESS)) {
    html += escapeHtml(text.slice(at, match.index))
    html += `<a href="${escapeHtml(match[0])}">${escapeHtml(match[0])}</a>`
    at = match.index + match[0].length
  }
  html += escapeHtml(text.slice(at))
  return `<p style="white-space:pre-line">${html}</p>`
}

/** `lang`: the language of the message's words (the HTML part says it). */
export function render(
  subject: string,
  parts: Part[],
  footer: Part[] = [],
  lang: Locale = DEFAULT_LOCALE,
): MailContent {
  const text: string[] = []
  const html: string[] = []
  for (const part of [...parts, ...(footer.length ? [{ p: '—' }] : []), ...footer]) {
    if ('lines' in part) {
      text.push(part.lines)
      html.push(linkedParagraph(part.lines))
    } else if ('p' in part) {
      text.push(part.p)
      html.push(part.p === '—' ? '<hr>' : `<p>${escapeHtml(part.p)}</p>`)
    } else if ('link' in part) {
      text.push(`${part.label}:\n${part.link}`)
      html.push(`<p><a href="${escapeHtml(part.link)}">${escapeHtml(part.label)}</a></p>`)
    } else if ('quote' in part) {
      text.push(
        part.quote
          .split(/\r?\n/)
          .map((line) => `> ${line}`)
          .join('\n'),
      )
      html.push(`<blockquote style="white-space:pre-wrap">${escapeHtml(part.quote)}</blockquote>`)
    } else {
      text.push(part.list.map((item) => `- ${item}`).join('\n'))
      html.push(`<ul>${part.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`)
    }
  }
  return {
    subject,
    text: `${text.join('\n\n')}\n`,
    html: `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:sans-serif;line-height:1.5;max-width:40em">${html.join('\n')}</body></html>\n`,
  }
}

// ---------------------------------------------------------------------------------------------
// Newsletter

/** The newsletter's confirmation, in the language of the sign-up (app/locales/<code>/mail.json). */
export function newsletterConfirmMail({
  confirmUrl,
  hours,
  locale = DEFAULT_LOCALE,
}: {
  confirmUrl: string
  hours: number
  locale?: Locale
}) {
  const say = serverT(locale)
  return render(
    say('mail.newsletterConfirm.subject'),
    [
      { p: say('mail.newsletterConfirm.intro') },
      { link: confirmUrl, label: say('mail.newsletterConfirm.button') },
      { p: say('mail.newsletterConfirm.expiry', { hours }) },
    ],
    [],
    locale,
  )
}

/** A newsletter issue: the editor's text, with the visible unsubscribe link every issue carries. */
export function newsletterIssueMail({
  subject,
  body,
  unsubscribeUrl,
  locale = DEFAULT_LOCALE,
}: {
  subject: string
  body: string
  unsubscribeUrl: string
  /** the reader's language: the words around the editor's text */
  locale?: Locale
}) {
  const say = serverT(locale)
  return render(
    subjectText(subject, 150),
    body
      .split(/\r?\n\s*\r?\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean)
      .map((paragraph) => ({ lines: paragraph })),
    [
      { p: say('mail.newsletterIssue.why') },
      { link: unsubscribeUrl, label: say('mail.newsletterIssue.unsubscribe') },
    ],
  )
}

// ---------------------------------------------------------------------------------------------
// Submitters: subjects never carry what was submitted (names, titles), only the body does, so the
// guide cannot be used to put someone else's words in a stranger's inbox list (decision 031).

/** The one message to an address that has never confirmed: nothing submitted is in it. */
export function recipientConfirmMail({
  confirmUrl,
  days,
  locale = DEFAULT_LOCALE,
}: {
  confirmUrl: string
  days: number
  /** the language of the form the address was given on */
  locale?: Locale
}) {
  const say = serverT(locale)
  return render(
    say('mail.recipientConfirm.subject'),
    [
      { p: say('mail.recipientConfirm.intro') },
      { link: confirmUrl, label: say('mail.recipientConfirm.button') },
      { p: say('mail.recipientConfirm.expiry', { days }) },
    ],
    [],
    locale,
  )
}

/** A kind's name inside a sentence ('Restaurant' → "restaurant", "restaurante"). */
function kindWord(say: ReturnType<typeof serverT>, kindLabel: string): string {
  return say(`mail.kind.${kindLabel.toLowerCase()}` as MessageKey)
}

export function receiptMail({
  kindLabel,
  title,
  locale = DEFAULT_LOCALE,
}: {
  kindLabel: string
  title: string
  locale?: Locale
}) {
  const say = serverT(locale)
  const kind = kindWord(say, kindLabel)
  return render(
    say('mail.receipt.subject', { kind }),
    [{ p: say('mail.receipt.thanks', { kind }) }, { quote: title }, { p: say('mail.receipt.review') }],
    [],
    locale,
  )
}

export function contactReceiptMail({
  subject,
  locale = DEFAULT_LOCALE,
}: {
  subject: string
  locale?: Locale
}) {
  const say = serverT(locale)
  return render(
    say('mail.contactReceipt.subject'),
    [{ p: say('mail.contactReceipt.thanks') }, { quote: subject }, { p: say('mail.contactReceipt.reply') }],
    [],
    locale,
  )
}

export function hostReceiptMail({
  propertyName,
  locale = DEFAULT_LOCALE,
}: {
  propertyName: string
  locale?: Locale
}) {
  const say = serverT(locale)
  return render(
    say('mail.hostReceipt.subject'),
    [{ p: say('mail.hostReceipt.thanks') }, { quote: propertyName }, { p: say('mail.hostReceipt.reply') }],
    [],
    locale,
  )
}

export function approvedMail({
  kindLabel,
  title,
  url,
  locale = DEFAULT_LOCALE,
}: {
  kindLabel: string
  title: string
  url: string
  locale?: Locale
}) {
  const say = serverT(locale)
  const kind = kindWord(say, kindLabel)
  return render(
    say('mail.approved.subject', { kind }),
    [
      { p: say('mail.approved.intro', { kind }) },
      { quote: title },
      { link: url, label: say('mail.approved.link') },
      { p: say('mail.approved.thanks') },
    ],
    [],
    locale,
  )
}

export function rejectedMail({
  kindLabel,
  title,
  reason,
  locale = DEFAULT_LOCALE,
}: {
  kindLabel: string
  title: string
  reason: string | null
  locale?: Locale
}) {
  const say = serverT(locale)
  const kind = kindWord(say, kindLabel)
  return render(
    say('mail.rejected.subject', { kind }),
    [
      { p: say('mail.rejected.thanks', { kind }) },
      { quote: title },
      { p: say('mail.rejected.notPublished') },
      ...(reason ? [{ p: say('mail.rejected.reason') }, { quote: reason }] : []),
      { p: say('mail.rejected.again') },
    ],
    [],
    locale,
  )
}

// ---------------------------------------------------------------------------------------------
// Partners: the businesses that keep their own listings (issue 44, decision 048)

/**
 * A partner's proposed change (or photo) rejected by an editor, with the editor's reason, in the
 * partner's language (`partnerLocale`). `type`: the listing's kind ('restaurants'...); `photo`: it
 * was a photo of the listing titled `title` (quoted as written).
 */
export function proposalRejectedMail({
  type,
  title,
  photo = false,
  reason,
  url,
  locale = DEFAULT_LOCALE,
}: {
  type: string
  title: string
  photo?: boolean
  reason: string
  url: string
  locale?: Locale
}) {
  const say = serverT(locale)
  return render(
    say('mail.partnerRejected.subject', { kind: type }),
    [
      { p: say('mail.partnerRejected.thanks', { kind: type }) },
      { quote: photo ? say('mail.partnerRejected.photo', { title }) : title },
      { p: say('mail.partnerRejected.notPublished') },
      { p: say('mail.partnerRejected.reason') },
      { quote: reason },
      { link: url, label: say('mail.partnerRejected.link') },
    ],
    [],
    locale,
  )
}

/**
 * The freshness reminder: listings not confirmed for a long time, each with its page in the partner
 * area (`url`, in the partner's language, as `unsubscribeUrl`).
 */
export function partnerReminderMail({
  listings,
  unsubscribeUrl,
  locale = DEFAULT_LOCALE,
}: {
  listings: { title: string; url: string; days: number | null }[]
  unsubscribeUrl: string
  locale?: Locale
}) {
  const say = serverT(locale)
  return render(
    say('mail.partnerReminder.subject'),
    [
      { p: say('mail.partnerReminder.intro') },
      {
        list: listings.map(({ title, url, days }) =>
          days === null
            ? say('mail.partnerReminder.never', { title, url })
            : say('mail.partnerReminder.daysAgo', { title, url, days }),
        ),
      },
      { p: say('mail.partnerReminder.action') },
    ],
    [
      { p: say('mail.partnerReminder.why') },
      { link: unsubscribeUrl, label: say('mail.partnerReminder.stop') },
    ],
    locale,
  )
}
