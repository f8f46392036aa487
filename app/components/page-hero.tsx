import type * as React from 'react'
import { cn } from '~/lib/utils'

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
    <section className={cn('mx-auto max-w-6xl px-4 pt-6 pb-8', className)}>
      <h1 className="text-4xl font-bold sm:text-5xl">{title}</h1>
      {subtitle ? <p className="text-muted-foreground mt-3 max-w-2xl text-lg">{subtitle}</p> : null}
      {children}
    </section>
  )
}
