import { serverT } from '../i18n/catalog.server'
import { DEFAULT_LOCALE, type Locale } from '../i18n/config'
import { render } from './messages'

/**
 * A password reset link (an admin's button, or /forgot-password in the page's language:
 * app/locales/<code>/mail.json). An admin's invitation is in ./messages.ts, in English.
 */
export function passwordResetMail({
  url,
  hours,
  locale = DEFAULT_LOCALE,
}: {
  url: string
  hours: number
  /** the language of the page the link was asked from (an admin's button: English) */
  locale?: Locale
}) {
  const say = serverT(locale)
  return render(
    say('mail.passwordReset.subject'),
    [
      { p: say('mail.passwordReset.intro') },
      { link: url, label: say('mail.passwordReset.link') },
      { p: say('mail.passwordReset.expiry', { hours }) },
    ],
    [],
    locale,
  )
}
