import { useLocation } from 'react-router'
import { hasLanguageVersions, LOCALE_INFO, LOCALES, localizedPath, unlocalizedPath } from '~/lib/i18n/config'
import { useT } from '~/lib/i18n/use-t'
import { cn } from '~/lib/utils'

/**
 * Links to this same page in the other languages (decision 059). Plain links that load the whole
 * page (so the shell's words come with it, with or without JavaScript); `?lang=` makes the server
 * remember the choice in a cookie and send the visitor on to the page itself. `only` keeps the
 * languages other than the page's (the header); the footer lists every one, the page's marked.
 */
export function LanguageSwitcher({
  className,
  linkClassName,
  others = false,
}: {
  className?: string
  linkClassName?: string
  others?: boolean
}) {
  const t = useT()
  const { pathname, search } = useLocation()
  const base = unlocalizedPath(pathname)
  // Not in the back office (English only); the sign-in pages have both languages.
  if (!hasLanguageVersions(base)) return null
  const query = new URLSearchParams(search)
  const locales = others ? LOCALES.filter((locale) => locale !== t.locale) : LOCALES
  return (
    <ul aria-label={t('shell.language.label')} className={className}>
      {locales.map((locale) => {
        query.set('lang', locale)
        const current = locale === t.locale
        return (
          <li key={locale}>
            <a
              href={`${localizedPath(pathname, locale)}?${query}`}
              hrefLang={locale}
              lang={locale}
              aria-current={current ? 'true' : undefined}
              className={cn(linkClassName, current && 'font-bold')}
            >
              {LOCALE_INFO[locale].name}
            </a>
          </li>
        )
      })}
    </ul>
  )
}
