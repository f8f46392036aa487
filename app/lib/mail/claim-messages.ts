import { serverT } from '../i18n/catalog.server'
import { DEFAULT_LOCALE, type Locale } from '../i18n/config'
import { render } from './messages'

/**
 * The messages of a business's claim of a listing (issue 44 item 1): its codes and an editor's
 * decision, in the language of the page the claim was made on (`locale`; app/locales/<code>/mail.json).
 * A listing's title is user text: it stays in the body (quoted), never in a subject.
 */

/**
 * A claim's code. `to`: 'listing' (the address published on the listing: the business proves it
 * reads it), 'own' (the claimant's own address, which may also be one at the listing's domain).
 * `hasAccount`: the claimant's address already has an account (told only to that address).
 */
export function claimCodeMail({
  title,
  code,
  minutes,
  to,
  hasAccount,
  locale = DEFAULT_LOCALE,
}: {
  title: string
  code: string
  minutes: number
  to: 'listing' | 'own'
  hasAccount: boolean
  locale?: Locale
}) {
  const say = serverT(locale)
  return render(
    say('mail.claimCode.subject', { code }),
    [
      { p: to === 'listing' ? say('mail.claimCode.listing') : say('mail.claimCode.own') },
      { quote: title },
      { p: say('mail.claimCode.code', { code }) },
      { p: say('mail.claimCode.use', { minutes }) },
      ...(hasAccount ? [{ p: say('mail.claimCode.hasAccount') }] : []),
    ],
    [],
    locale,
  )
}

export function claimApprovedMail({
  title,
  url,
  locale = DEFAULT_LOCALE,
}: {
  title: string
  url: string
  locale?: Locale
}) {
  const say = serverT(locale)
  return render(
    say('mail.claimApproved.subject'),
    [
      { p: say('mail.claimApproved.intro') },
      { quote: title },
      { p: say('mail.claimApproved.signIn') },
      { link: url, label: say('mail.claimApproved.link') },
    ],
    [],
    locale,
  )
}

export function claimRejectedMail({
  title,
  reason,
  locale = DEFAULT_LOCALE,
}: {
  title: string
  reason: string
  locale?: Locale
}) {
  const say = serverT(locale)
  return render(
    say('mail.claimRejected.subject'),
    [
      { p: say('mail.claimRejected.thanks') },
      { quote: title },
      { p: say('mail.claimRejected.notApproved') },
      { p: say('mail.claimRejected.reason') },
      { quote: reason },
      { p: say('mail.claimRejected.contact') },
    ],
    [],
    locale,
  )
}

/**
 * To someone an admin gave access to a listing (a transfer), in the language they keep their
 * listings in (`partnerLocale`; English for someone new), `url` their partner area in it.
 */
export function partnerGrantedMail({
  title,
  url,
  locale = DEFAULT_LOCALE,
}: {
  title: string
  url: string
  locale?: Locale
}) {
  const say = serverT(locale)
  return render(
    say('mail.partnerGranted.subject'),
    [
      { p: say('mail.partnerGranted.intro') },
      { quote: title },
      { link: url, label: say('mail.partnerGranted.link') },
    ],
    [],
    locale,
  )
}
