import type * as React from 'react'
import { isPlaceholderEmail, isPlaceholderPhone, telHref } from '~/lib/contact-links'

/**
 * A phone number that dials it, or plain text when it is a made-up number (555-01xx): a visitor
 * is never offered a call that cannot connect. `children` replaces the shown number; `label`
 * names the link ("Call Emergency: 911").
 */
export function PhoneLink({
  phone,
  className,
  label,
  ping,
  children,
}: {
  phone: string
  className?: string
  label?: string
  /** where a call is counted (a listing's page) */
  ping?: string
  children?: React.ReactNode
}) {
  if (isPlaceholderPhone(phone)) return <span className={className}>{children ?? phone}</span>
  return (
    <a href={telHref(phone)} className={className} aria-label={label} ping={ping}>
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
