import type * as React from 'react'
import { cn } from '~/lib/utils'

/** A titled block of a detail page (About, Amenities, Highlights ...). */
export function DetailSection({
  title,
  children,
  className,
}: {
  title: string
  children: React.ReactNode
  className?: string
}) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
  return (
    <section aria-labelledby={id} className={cn('mt-10', className)}>
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  )
}

/** A bulleted list with a small coloured marker. */
export function BulletList({ items, label }: { items: string[]; label?: string }) {
  return (
    <ul aria-label={label} className="space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <span aria-hidden="true" className="bg-primary mt-2.5 size-1.5 shrink-0 rounded-full" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
