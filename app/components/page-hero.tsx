import type * as React from 'react'
import { cn, hasClass } from '~/lib/utils'

/** The heading block at the top of a section page. */
export function PageHero({
  title,
  subtitle,
  children,
  className,
}: {
  title: string
  subtitle?: string
  children?: React.ReactNode
  className?: string
}) {
  return (
    <section
      className={cn(
        'mx-auto px-4 pb-8',
        // defaults, left out when the caller sets its own (cn() does not resolve conflicts)
        !hasClass(className, /^max-w-/) && 'max-w-6xl',
        !hasClass(className, /^pt-/) && 'pt-6',
        className,
      )}
    >
      <h1 className="text-4xl font-bold sm:text-5xl">{title}</h1>
      {subtitle ? <p className="text-muted-foreground mt-3 max-w-2xl text-lg">{subtitle}</p> : null}
      {children}
    </section>
  )
}
