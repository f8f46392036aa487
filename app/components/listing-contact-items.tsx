import { Globe, Phone } from '~/components/icons'
import { displayUrl, isPlaceholderUrl } from '~/lib/contact-links'
import { PhoneLink } from './contact-items'
import { useT } from '~/lib/i18n/use-t'

/*
 * A listing's contact details as list items (restaurant and stay pages); `ping`: where a followed
 * link is counted (app/lib/stats/stats.ts pingPath). Apart from
 * ./contact-items.tsx, which the footer puts on every page, so that their icons and the website
 * rules load only on the pages that list them.
 */

/** A listing's phone number as a list item that dials it (restaurant and stay pages). */
export function PhoneItem({ phone, ping }: { phone: string; ping?: string }) {
  const t = useT()
  if (!phone.trim()) return null
  return (
    <li className="flex items-center gap-3">
      <Phone aria-hidden="true" className="text-primary size-4 shrink-0" />
      <PhoneLink
        phone={phone}
        ping={ping}
        className="inline-flex min-h-11 items-center font-semibold underline-offset-4 hover:[&[href]]:underline"
      >
        <span className="sr-only">{t('listing.phone')} </span>
        {phone}
      </PhoneLink>
    </li>
  )
}

/**
 * A listing's website as a list item, opening in a new tab and shown without its scheme; nothing
 * for a made-up address on an example domain.
 */
export function WebsiteItem({ url, ping }: { url: string; ping?: string }) {
  const t = useT()
  if (!url || isPlaceholderUrl(url)) return null
  return (
    <li className="flex items-center gap-3">
      <Globe aria-hidden="true" className="text-primary size-4 shrink-0" />
      <a
        href={url}
        ping={ping}
        target="_blank"
        rel="noopener noreferrer"
        className="text-secondary inline-block min-h-11 py-2.5 font-semibold [overflow-wrap:anywhere] underline underline-offset-4"
      >
        <span className="sr-only">{t('listing.website')} </span>
        {displayUrl(url)}
        <span className="sr-only"> {t('listing.newTab')}</span>
      </a>
    </li>
  )
}
