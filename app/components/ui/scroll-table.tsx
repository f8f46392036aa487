import type * as React from 'react'
import { cn } from '~/lib/utils'
import { Card } from './card'

export type ScrollTableColumn = {
  label: React.ReactNode
  /** Right-aligned, as figures are. */
  numeric?: boolean
}

/**
 * A data table that scrolls sideways on a phone instead of squeezing its columns. The scrolling box is a
 * named, focusable region, so a keyboard can scroll it too (axe `scrollable-region-focusable`), and the
 * table carries its caption for screen readers. Rows are the caller's `<tr>`s.
 */
export function ScrollTable({
  label,
  caption,
  columns,
  children,
  card = true,
  cell = 'p-3',
  className,
}: {
  /** The region's name, e.g. "Table of the most viewed listings". */
  label: string
  caption: React.ReactNode
  columns: readonly ScrollTableColumn[]
  children: React.ReactNode
  /** Drawn as a card (back-office pages) or plain (inside another section). */
  card?: boolean
  /** Padding of the header cells; rows use their own. */
  cell?: string
  className?: string
}) {
  const Box = card ? Card : 'div'
  return (
    <Box className={cn('overflow-x-auto', className)} tabIndex={0} role="region" aria-label={label}>
      <table className="w-full text-left">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-border border-b">
            {columns.map((column, i) => (
              <th key={i} scope="col" className={cn(cell, column.numeric && 'text-right')}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </Box>
  )
}
