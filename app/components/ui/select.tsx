import type * as React from 'react'
import { cn } from '~/lib/utils'
import { controlClasses } from './input'

/** A native select (works without JavaScript, and with every screen reader). */
export function Select({ className, ...props }: React.ComponentProps<'select'>) {
  return <select data-slot="select" className={cn(controlClasses, 'min-h-11 pr-8', className)} {...props} />
}
