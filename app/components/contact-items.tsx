import { Globe, Phone } from 'lucide-react'
import { displayUrl, telHref } from '~/lib/contact-links'

/** A listing's phone number as a list item that dials it (restaurant and stay pages). */
export function PhoneItem({ phone }: { phone: string }) {
  return (
    <li className="flex items-center gap-3">
      <Phone aria-hidden="true" className="text-primary size-4 shrink-0" />
      <a
        href={telHref(phone)}
        className="inline-flex min-h-11 items-center font-semibold underline-offset-4 hover:underline"
      >
        <span className="sr-only">Phone: </span>
        {phone}
      </a>
    </li>
  )
}

/** A listing's website as a list item, opening in a new tab and shown without its scheme. */
export function WebsiteItem({ url }: { url: string }) {
  return (
    <li className="flex items-center gap-3">
      <Globe aria-hidden="true" className="text-primary size-4 shrink-0" />
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="text-secondary inline-block min-h-11 py-2.5 font-semibold [overflow-wrap:anywhere] underline underline-offset-4"
      >
        <span className="sr-only">Website: </span>
        {displayUrl(url)}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </li>
  )
}
