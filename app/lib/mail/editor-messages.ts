import { serverT } from '../i18n/catalog.server'
import { DEFAULT_LOCALE, type Locale } from '../i18n/config'
import type { ReviewKind } from '../kinds'
import { render } from './messages'

/**
 * The back office's own messages, to editors and admins (app/locales/<code>/mail.json,
 * `mail.editor.*`): English unless a caller names another language. Their words are the guide's,
 * never a user's.
 */

export function digestMail({
  pending,
  newMessages,
  adminUrl,
  accountUrl,
  locale = DEFAULT_LOCALE,
}: {
  pending: { kind: ReviewKind; count: number }[]
  newMessages: number
  adminUrl: string
  accountUrl: string
  locale?: Locale
}) {
  const say = serverT(locale)
  const waiting = pending.filter((item) => item.count > 0)
  const total = waiting.reduce((sum, item) => sum + item.count, 0)
  const lines = waiting.map((item) =>
    say('mail.editor.digest.pending', {
      kind: say(`mail.editor.digest.kind.${item.kind}`),
      count: item.count,
    }),
  )
  if (newMessages > 0) lines.push(say('mail.editor.digest.messages', { count: newMessages }))
  return render(
    say('mail.editor.digest.subject', { total, messages: newMessages }),
    [
      { p: say('mail.editor.digest.intro') },
      { list: lines },
      { link: adminUrl, label: say('mail.editor.digest.open') },
    ],
    [{ p: say('mail.editor.digest.why') }, { link: accountUrl, label: say('mail.editor.digest.off') }],
    locale,
  )
}

/** To someone an admin invited to the back office: a link to set their own password. */
export function invitationMail({
  url,
  hours,
  locale = DEFAULT_LOCALE,
}: {
  url: string
  hours: number
  locale?: Locale
}) {
  const say = serverT(locale)
  return render(
    say('mail.editor.invitation.subject'),
    [
      { p: say('mail.editor.invitation.intro') },
      { link: url, label: say('mail.editor.invitation.link') },
      { p: say('mail.editor.invitation.expiry', { hours }) },
    ],
    [],
    locale,
  )
}

/** To an account's owner after repeated failed sign-ins: when, never what was typed. */
export function signInFailuresMail({
  failures,
  at,
  locale = DEFAULT_LOCALE,
}: {
  failures: number
  at: Date
  locale?: Locale
}) {
  const say = serverT(locale)
  const when = `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`
  return render(
    say('mail.editor.failures.subject'),
    [
      { p: say('mail.editor.failures.intro', { failures, when }) },
      { p: say('mail.editor.failures.notLocked') },
      { p: say('mail.editor.failures.notYou') },
    ],
    [],
    locale,
  )
}
