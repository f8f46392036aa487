import { Globe, Phone } from 'lucide-react'
import type * as React from 'react'
import {
  displayUrl,
  isPlaceholderEmail,
  isPlaceholderPhone,
  isPlaceholderUrl,
  telHref,
} from '~/lib/contact-links'

/**
 * A phone number that dials it, or plain text when it is a made-up number (555-01xx): a visitor
 * is never offered a call that cannot connect. `children` replaces the shown number; `label`
 * names the link ("Call Emergency: 911").
 */
export function PhoneLink({
  phone,
  className,
  label,
  children,
}: {
  phone: string
  className?: string
  label?: string
  children?: React.ReactNode
}) {
  if (isPlaceholderPhone(phone)) return <span className={className}>{children ?? phone}</span>
  return (
    <a href={telHref(phone)} className={className} aria-label={label}>
      {children ?? phone}
    </a>
  )
}

/** An email address that opens a message, or plain text on a reserved example domain. */
export function EmailLink({
  email,
  subject,
  className,
  children,
}: {
  email: string
  subject?: string
  className?: string
  children?: React.ReactNode
}) {
  if (isPlaceholderEmail(email))
    return <span className={`${className ?? ''} [overflow-wrap:anywhere]`}>{children ?? email}</span>
  const href = `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`
  return (
    <a href={href} className={`${className ?? ''} [overflow-wrap:anywhere]`}>
      {children ?? email}
    </a>
  )
}

/** A listing's phone number as a list item that dials it (restaurant and stay pages). */
export function PhoneItem({ phone }: { phone: string }) {
  return (
    <li className="flex items-center gap-3">
      <Phone aria-hidden="true" className="text-primary size-4 shrink-0" />
      <PhoneLink
        phone={phone}
        className="inline-flex min-h-11 items-center font-semibold underline-offset-4 hover:[&[href]]:underline"
      >
        <span className="sr-only">Phone: </span>
        {phone}
      </PhoneLink>
    </li>
  )
}

/**
 * A listing's website as a list item, opening in a new tab and shown without its scheme; nothing
 * for a made-up address on an example domain.
 */
export function WebsiteItem({ url }: { url: string }) {
  if (!url || isPlaceholderUrl(url)) return null
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
