import type * as React from 'react'
import { cn } from '~/lib/utils'

/** A native checkbox, larger and in the brand colour. */
export function Checkbox({ className, ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      data-slot="checkbox"
      type="checkbox"
      className={cn(
        'accent-primary focus-visible:outline-ring size-5 shrink-0 rounded focus-visible:outline-3 focus-visible:outline-offset-2',
        className,
      )}
      {...props}
    />
  )
}
